import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Runs fn in a transaction whose writes the audit trigger attributes to usuarioId (null = the system).
 * Every write of a service goes through here; no route writes history by hand.
 */
export async function withActor<T>(db: Db, usuarioId: number | null, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (usuarioId !== null) {
      await tx.execute(sql`select set_config('sgi.usuario_id', ${String(usuarioId)}, true)`);
    }
    return fn(tx as unknown as Db);
  });
}
