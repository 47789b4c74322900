import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client.js';

/**
 * The benchmark's count of SQL statements per request (BENCH=1 only, docs/desempenho.md): every statement a request
 * sends to the database, session lookup, BEGIN and COMMIT included, answered in the header x-sgi-consultas. Off, none
 * of this is installed and requests pay nothing for it.
 */

interface Contagem {
  consultas: number;
  /** the statements themselves, when the request asked for them (x-sgi-registrar-sql) */
  sql: { texto: string; params: unknown[] }[] | null;
}

const contexto = new AsyncLocalStorage<Contagem>();

export const CABECALHO_CONSULTAS = 'x-sgi-consultas';
export const CABECALHO_REGISTRAR_SQL = 'x-sgi-registrar-sql';

/** pg's query(textOrConfig, values): the text and the parameters. */
function anotar(atual: Contagem, args: unknown[]): void {
  atual.consultas += 1;
  if (!atual.sql) return;
  const [primeiro, segundo] = args as [string | { text: string; values?: unknown[] }, unknown];
  const texto = typeof primeiro === 'string' ? primeiro : primeiro.text;
  const params = Array.isArray(segundo) ? segundo : typeof primeiro === 'string' ? [] : (primeiro.values ?? []);
  atual.sql.push({ texto, params });
}

function contar(args: unknown[]): void {
  const atual = contexto.getStore();
  if (atual) anotar(atual, args);
}

/**
 * pg: pool.query is called in the request's async context, but the pool may hand a client over from another
 * request's release, so the statements are counted where they are asked for: pool.query, and the queries of a client
 * checked out for a transaction (pool.connect() without callback, as Drizzle does), while it is checked out.
 */
function contarNoPool(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    contar(args);
    return query(...args);
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is the pool's own (inside pool.query, already counted).
    if (args.length) return connect(...args);
    const atual = contexto.getStore();
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!atual) return client;
      const { query: original, release } = client;
      client.query = ((...a: unknown[]) => {
        anotar(atual, a);
        return (original as (...x: unknown[]) => unknown).apply(client, a);
      }) as typeof client.query;
      client.release = (...a: Parameters<typeof release>) => {
        client.query = original;
        client.release = release;
        return release.apply(client, a);
      };
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * Installs the count on the database and the header on the app; registered before access control, so the session
 * lookup counts. With `arquivoSql`, a request sent with x-sgi-registrar-sql also appends its statements to that file
 * (one JSON line: url and statements), for the bench's EXPLAIN check.
 */
export function registrarContagemDeConsultas(app: FastifyInstance, database: Database, arquivoSql: string | null = null): void {
  // Both databases are reached through a node-postgres pool (the embedded one over PGlite's adapter, ADR 097).
  contarNoPool((database.db as unknown as { $client: pg.Pool }).$client);
  app.addHook('onRequest', (req, _reply, done) =>
    contexto.run({ consultas: 0, sql: arquivoSql && req.headers[CABECALHO_REGISTRAR_SQL] ? [] : null }, done),
  );
  app.addHook('onSend', async (req, reply) => {
    const atual = contexto.getStore();
    if (!atual) return;
    reply.header(CABECALHO_CONSULTAS, String(atual.consultas));
    if (atual.sql && arquivoSql) fs.appendFileSync(arquivoSql, `${JSON.stringify({ url: req.url, consultas: atual.sql })}\n`);
  });
}
