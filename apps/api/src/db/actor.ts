import { sql } from 'drizzle-orm';
import type { Contexto } from '../lib/contexto.js';
import type { Db } from './client.js';

declare const atribuida: unique symbol;

/**
 * A transaction whose writes the audit trigger attributes to a context: who (sgi.usuario_id) and from where
 * (sgi.ip). Only withActor makes one, so a write helper that takes a Tx cannot be handed the plain database
 * and write around the audit (ADR 035). A Tx is also a Db: the checks that decide a write read through it, inside
 * the same transaction as the write.
 */
export type Tx = Db & { readonly [atribuida]: true };

/**
 * The database as a service holds it: it reads and opens transactions, but has no insert, update or delete. A
 * service writes only through the Tx that withActor hands it, so a write that skips the audit's attribution (who and
 * from where) does not compile (ADR 035). Raw SQL (`execute`) stays possible and is kept to reads and locks.
 */
export type Leitura = Omit<Db, 'insert' | 'update' | 'delete'>;

/** The settings the audit triggers read: who (sgi.usuario_id, '' for nobody) and from where (sgi.ip). */
export const valoresDoAtor = (ctx: Contexto) => ({ usuario: ctx.usuarioId === null ? '' : String(ctx.usuarioId), ip: ctx.ip ?? '' });

/** Runs fn in a transaction attributed to ctx. Every write of a service goes through here; no route writes history by hand. */
export async function withActor<T>(db: Leitura, ctx: Contexto, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (ctx.usuarioId !== null || ctx.ip !== null) {
      const { usuario, ip } = valoresDoAtor(ctx);
      await tx.execute(sql`select set_config('sgi.usuario_id', ${usuario}, true), set_config('sgi.ip', ${ip}, true)`);
    }
    return fn(tx as unknown as Tx);
  });
}

/**
 * A write that is a single statement, attributed like withActor's (ADR 057), for the hottest write (an intern's day):
 * the statement's first CTE, `ator`, sets the settings of `valoresDoAtor` (placeholders `usuario` and `ip`) for its own
 * implicit transaction, and its first write names `exists (select from ator)` in its WHERE, so the settings are in
 * place before any row changes and before any trigger reads them. Only a prepared statement (`bruta`) uses it.
 */
export const ATOR_DA_INSTRUCAO = sql`ator as materialized (select set_config('sgi.usuario_id', ${sql.placeholder('usuario')}, true), set_config('sgi.ip', ${sql.placeholder('ip')}, true))`;
