import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client.js';

/**
 * The benchmark's count of SQL statements per request (BENCH=1 only, docs/desempenho.md): every statement a request
 * sends to the database, session lookup, BEGIN and COMMIT included, answered in the header x-sgi-consultas to a request
 * that asks for it with the same header (or with x-sgi-registrar-sql). Off, none of this is installed.
 *
 * Only the requests that ask are counted, and the async storage is switched off again when none of them is running:
 * on Node 20 an enabled AsyncLocalStorage puts an async hook on every promise (about 4% of what a list request
 * allocates, and its CPU with it), which the bench would otherwise charge to SGI's timed requests and not to the floor's.
 */

interface Contagem {
  consultas: number;
  /** the statements themselves, when the request asked for them (x-sgi-registrar-sql) */
  sql: { texto: string; params: unknown[] }[] | null;
}

const contexto = new AsyncLocalStorage<Contagem>();

export const CABECALHO_CONSULTAS = 'x-sgi-consultas';
export const CABECALHO_REGISTRAR_SQL = 'x-sgi-registrar-sql';
/** The headers of a request that asks for its count. */
export const PEDIR_CONTAGEM = { [CABECALHO_CONSULTAS]: '1' } as const;

/** Counted requests still running: at zero the storage is off. */
let emCurso = 0;

/** Whether the async storage (and its hook on every promise) is on: only while a counted request runs. */
export const contagemLigada = (): boolean => (contexto as unknown as { enabled: boolean }).enabled;

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
  const contadas = new WeakSet<object>();
  app.addHook('onRequest', (req, _reply, done) => {
    const registrar = Boolean(req.headers[CABECALHO_REGISTRAR_SQL]);
    if (!registrar && !req.headers[CABECALHO_CONSULTAS]) return done();
    contadas.add(req);
    emCurso += 1;
    contexto.run({ consultas: 0, sql: arquivoSql && registrar ? [] : null }, done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const atual = contadas.has(req) ? contexto.getStore() : undefined;
    if (atual) {
      reply.header(CABECALHO_CONSULTAS, String(atual.consultas));
      if (atual.sql && arquivoSql) fs.appendFileSync(arquivoSql, `${JSON.stringify({ url: req.url, consultas: atual.sql })}\n`);
    }
    done(null, payload);
  });
  const terminou = (req: object) => {
    if (!contadas.delete(req)) return;
    emCurso -= 1;
    if (emCurso === 0) contexto.disable();
  };
  app.addHook('onResponse', (req, _reply, done) => {
    terminou(req);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    terminou(req);
    done();
  });
}
