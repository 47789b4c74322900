import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DbKind;
  /** the PGlite instance, for backup (dumpDataDir); null on PostgreSQL */
  pglite: PGlite | null;
  /**
   * Calls `aviso` on every NOTIFY of `canal`, and also whenever notices may have been missed (the listening
   * connection lost; `aviso` then means "assume anything changed", without a payload). Answers the function that
   * stops listening.
   */
  ouvir(canal: string, aviso: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function fromPostgres(url: string, onError: (err: Error) => void, max = 10): Database {
  // A server that does not answer (network down, host gone) fails the request in 10 s instead of the system's
  // TCP timeout of about two minutes; the error handler turns it into a 503 (ADR 028).
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process (DESIGN §4).
  pool.on('error', onError);
  // Nor a client checked out for a transaction, which the pool leaves without an 'error' listener: when
  // PostgreSQL stops between two statements, the 'error' event would find none and end the process. The failure
  // also reaches the next statement ("not queryable"), and the pool drops the client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    umaInstrucaoPorVez(client);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { db, kind: 'postgresql', pglite: null, ouvir: escutaNoPostgres(url, onError), close: () => pool.end() };
}

/**
 * A client's statements one after the other, in the order asked for. A transaction's reads started together
 * (`Promise.all` on its client) used to be queued by pg itself, which is deprecated (pg 9 removes the queue) and
 * printed a DeprecationWarning to the server's log. Here each waits for the one before to settle, failed or not, as
 * pg's queue did. The callback form (the pool's own query, on a client it holds alone) and a submittable (a cursor,
 * which pg answers at once, not as a promise) go straight through. Not lib/revezamento: that reaches @sgi/domain
 * (through lib/errors), which the API tests' global setup, importing this module outside the sgi-source condition,
 * cannot load on a fresh clone before the domain is built.
 */
export function umaInstrucaoPorVez(cliente: pg.ClientBase): void {
  const query = cliente.query.bind(cliente) as (...args: unknown[]) => unknown;
  let anterior: Promise<unknown> = Promise.resolve();
  cliente.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function' || typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function') return query(...args);
    const esta = anterior.then(() => query(...args));
    anterior = esta.catch(() => undefined);
    return esta;
  }) as typeof cliente.query;
}

type Aviso = (payload?: string) => void;

/**
 * LISTEN on one connection of its own, outside the pool (a pooled client would be handed to queries), for every
 * channel the instance listens to: opened with the first listener, closed after the last. A lost connection is
 * reopened with a growing pause (1 s up to 30 s); each loss and each reconnection call every listener without a
 * payload, since notices sent meanwhile are gone. A listener added to an open connection is called so too once its
 * LISTEN is in place, as when the connection opens.
 */
function escutaNoPostgres(url: string, onError: (err: Error) => void): Database['ouvir'] {
  const canais = new Map<string, Set<Aviso>>();
  let atual: { cliente: pg.Client; fechar(): Promise<void> } | null = null;
  let pausa = 1000;
  let espera: NodeJS.Timeout | undefined;
  // Opening, LISTEN, UNLISTEN and closing one after the other, in the order asked for.
  let fila: Promise<unknown> = Promise.resolve();
  const emFila = (passo: () => Promise<void>) => (fila = fila.then(passo).catch(() => undefined)) as Promise<void>;
  const avisarTodos = () => [...canais.values()].forEach((avisos) => avisos.forEach((aviso) => aviso()));
  const listen = (cliente: pg.Client, canal: string) => cliente.query(`LISTEN ${pg.escapeIdentifier(canal)}`);

  const conectar = async (): Promise<void> => {
    espera = undefined;
    if (atual || !canais.size) return;
    const cliente = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    let acabou = false;
    const perder = (err?: Error) => {
      if (acabou) return;
      acabou = true;
      if (atual?.cliente === cliente) atual = null;
      if (err) onError(err);
      avisarTodos();
      cliente.end().catch(() => undefined);
      if (canais.size) espera = setTimeout(() => void emFila(conectar), pausa);
      pausa = Math.min(pausa * 2, 30_000);
    };
    cliente.on('error', perder);
    cliente.on('end', () => perder());
    cliente.on('notification', (n) => canais.get(n.channel)?.forEach((aviso) => aviso(n.payload)));
    try {
      await cliente.connect();
      for (const canal of canais.keys()) await listen(cliente, canal);
    } catch (err) {
      perder(err as Error);
      return;
    }
    atual = {
      cliente,
      fechar: async () => {
        acabou = true;
        atual = null;
        await cliente.end().catch(() => undefined);
      },
    };
    pausa = 1000;
    avisarTodos();
  };

  return async (canal, aviso) => {
    let avisos = canais.get(canal);
    const novo = !avisos;
    if (!avisos) canais.set(canal, (avisos = new Set()));
    avisos.add(aviso);
    await emFila(async () => {
      // While a lost connection waits to be reopened, the reopening listens to this channel too.
      if (espera) return;
      if (!atual) return conectar();
      if (novo) await listen(atual.cliente, canal);
      aviso();
    });
    const deste = avisos;
    return async () => {
      deste.delete(aviso);
      if (deste.size || canais.get(canal) !== deste) return;
      canais.delete(canal);
      await emFila(async () => {
        if (!canais.size) {
          clearTimeout(espera);
          espera = undefined;
          await atual?.fechar();
        } else if (atual && !canais.has(canal)) {
          await atual.cliente.query(`UNLISTEN ${pg.escapeIdentifier(canal)}`);
        }
      });
    };
  };
}

/**
 * The data folder holds every personal record and password hash: only the server's user may enter it (ADR 027).
 * Created 0700 (with any parents it needs); an existing one left open by an earlier version is closed with a
 * chmod when this process owns it. One owned by another user is the operator's choice and is left alone.
 */
export function pastaPrivada(pasta: string): void {
  fs.mkdirSync(pasta, { recursive: true, mode: 0o700 });
  const { mode, uid } = fs.statSync(pasta);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) fs.chmodSync(pasta, 0o700);
}

export class DataDirLockedError extends Error {}

/**
 * Takes the data folder's lock file (holding the pid, created exclusively; stale when that process is gone), so
 * the server, backup and restore exclude each other. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'sgi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `A pasta de dados ${path.dirname(lockFile)} já está em uso pelo processo ${pid}. ` +
            'Encerre-o ou use outra pasta (DATA_DIR).',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale lock of a process that is gone
    }
  }
  throw new DataDirLockedError(`Não foi possível travar a pasta de dados ${path.dirname(lockFile)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies pending migrations, then attaches the audit triggers to any table that lacks them. */
export async function migrateDatabase(database: Database): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    // One process holds the data folder (lockDataDir): nobody else migrates it.
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    // Several instances may start together on one PostgreSQL: one migrates, the others wait.
    await db.execute(sql`select pg_advisory_lock(4242001)`);
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(4242001)`);
    }
  }
  await db.execute(sql`select auditar_tabelas()`);
}
