import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, pastaPrivada, umaInstrucaoPorVez, type Database, type Db } from './client.js';
import * as schema from './schema.js';

/**
 * The embedded database (PGlite), apart from client.ts so that a server on PostgreSQL never loads it: PGlite's
 * JavaScript is a few megabytes of the process's memory (issue 12, RSS under load). main.ts imports this module only
 * when there is no DATABASE_URL.
 */

/**
 * Drizzle reaches PGlite through node-postgres, over the adapter PGlite ships (`@electric-sql/pglite/node-postgres`),
 * the same driver as on PostgreSQL (ADR 097): the named statements of `preparada` (ADR 041) are parsed and planned
 * once, where drizzle's PGlite driver sent every query unnamed, planned again each time — 3.5 ms of a núcleos page's
 * 4 ms at N=1. One client in a pool of one: PGlite is a single session, so a transaction holds it and every other
 * statement waits its turn, as PGlite's own transactions did. Results are parsed by the same type parsers as on
 * PostgreSQL.
 */
export function fromPglite(client: PGlite, onClose?: () => void): Database {
  const config = createPgConfig(client);
  // node-postgres hands Parse the query's `types`, which drizzle sets to its result parsers ({ getTypeParser }), not to
  // the parameters' type ids; PostgreSQL's serializer ignores what is not an array, the adapter's calls forEach on it.
  const parse = config.connection.parse.bind(config.connection);
  config.connection.parse = (query: { types?: unknown }) => parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  // What the adapter still had queued when it was ended (the database closing) fails on a closed PGlite and is
  // reported as 'error' to a connection nobody listens to any more: dropped, not thrown.
  const emitir = config.connection.emit.bind(config.connection);
  config.connection.emit = (evento: string | symbol, ...args: unknown[]) =>
    evento === 'error' && config.connection.listenerCount('error') === 0 ? false : emitir(evento, ...args);
  const pool = new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
  // The adapter runs in this process; an error it reports fails the statement that caused it, not the server.
  pool.on('error', () => undefined);
  pool.on('connect', (cliente) => umaInstrucaoPorVez(cliente));
  // pg's pool.query throws away the client after any SQL error (a 409 from a unique key, say), which suits a network
  // connection that may be broken; here the one client is PGlite's only session, and a new client on the same adapter
  // would meet the old one's late messages. The statement runs on the pool's client, which is kept.
  // The pool's own connect, taken here: a query counts once where it is asked for (lib/contagem-consultas.ts wraps
  // pool.query and the clients pool.connect hands out).
  // PGlite runs a statement synchronously and answers through promises, so a release handing the client to the next
  // waiter ran that one's statement in the same turn of the event loop, and the next, and so on: 16 waiting requests
  // ran as one 100–700 ms chain, during which no arriving request was read and the ones that missed it waited for the
  // next whole chain. Each checkout first lets the event loop turn once (a few microseconds): statements run in the
  // order they were asked for, and arriving requests queue between them (ADR 098).
  const conectarDoPool = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const conectar = async () => {
    const cliente = await conectarDoPool();
    await new Promise((continuar) => setImmediate(continuar));
    return cliente;
  };
  pool.connect = ((...args: unknown[]) =>
    args.length ? (conectarDoPool as (...a: unknown[]) => unknown)(...args) : conectar()) as typeof pool.connect;
  pool.query = (async (...args: Parameters<pg.PoolClient['query']>) => {
    const cliente = await conectar();
    try {
      return await (cliente.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      cliente.release();
    }
  }) as typeof pool.query;
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // One connection in one process (the data folder is locked): its own notices come back to it.
    ouvir: (canal, aviso) => client.listen(canal, aviso),
    async close() {
      await pool.end();
      await client.close();
      onClose?.();
    },
  };
}

/**
 * The embedded database's settings (issue 12, fix 6; docs/desempenho.md). PGlite starts with shared_buffers of
 * 160 MB; 32 MB hold the busy pages of a real office (its whole folder is about 45 MB at N=1) and the rest is read
 * through the system's file cache: the process's RSS falls by about 100 MiB with the same query times.
 */
export const CONFIGURACAO_DO_EMBUTIDO = ['shared_buffers=32MB'];

/**
 * Opens the embedded database in dataDir. One process per data folder: a lock file holding the pid makes a
 * second process fail fast with a clear message instead of corrupting the files.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const pgDir = path.join(dataDir, 'pgdata');
  pastaPrivada(dataDir);
  pastaPrivada(pgDir);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgDir, postgresqlconf: CONFIGURACAO_DO_EMBUTIDO });
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

