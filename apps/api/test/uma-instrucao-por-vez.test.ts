import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { linhas } from '../src/db/linhas.js';
import { freshDatabase } from './helpers.js';

/**
 * A transaction's statements started together (`Promise.all` on its client, as the services do to check references)
 * reach pg one at a time: pg's own queue for a busy client is deprecated, printed a DeprecationWarning to the server's
 * log and goes away in pg 9 (db/client.ts, umaInstrucaoPorVez). Node prints a deprecation once per process, so the
 * test watches pg's queue itself: a statement handed to a client that is still running another would find it
 * non-empty.
 */
describe('uma instrução por vez em cada cliente', () => {
  it('runs a transaction’s statements started together one after the other, each with its own answer, failures too', async () => {
    const prototipo = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = prototipo.query;
    let naFilaDoPg = 0;
    prototipo.query = function (this: { _queryQueue: unknown[] }, ...args: unknown[]) {
      if (this._queryQueue.length > 0) naFilaDoPg += 1;
      return original.apply(this, args);
    };
    // Created after the watch is in place: each client takes the query it finds when it connects.
    const database = await freshDatabase();
    try {
      const resultado = await database.db.transaction(async (tx) => {
        const [a, b, c] = await Promise.all([
          linhas<{ n: number }>(tx.execute(sql`select 1 as n, pg_sleep(0.02)::text`)),
          linhas<{ n: number }>(tx.execute(sql`select 2 as n`)),
          linhas<{ n: number }>(tx.execute(sql`select 3 as n`)),
        ]);
        return [a[0]!.n, b[0]!.n, c[0]!.n];
      });
      expect(resultado).toEqual([1, 2, 3]);
      // A failure among them fails the transaction, as before; the statements after it still get their answer.
      const respostas: string[] = [];
      await expect(
        database.db.transaction(async (tx) => {
          await Promise.all([
            tx.execute(sql`select 1/0`).catch((e: Error) => (respostas.push(`falhou: ${(e.cause as Error).message}`), Promise.reject(e))),
            tx.execute(sql`select 1`).then(
              () => respostas.push('respondeu'),
              () => respostas.push('transação abortada'),
            ),
          ]);
        }),
      ).rejects.toThrow(/select 1\/0/);
      expect(respostas).toEqual(['falhou: division by zero', 'transação abortada']);
      expect(naFilaDoPg).toBe(0);
    } finally {
      prototipo.query = original;
      await database.close();
    }
  });

  it('hands a submittable (a cursor, a stream) to pg as it is: pg answers it at once, not as a promise', async () => {
    const database = await freshDatabase();
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const cliente = await pool.connect();
    try {
      const submetida = new pg.Query('select 7 as n');
      const linhas: unknown[] = [];
      submetida.on('row', (linha: unknown) => linhas.push(linha));
      const terminou = new Promise((fim) => submetida.on('end', fim));
      expect(cliente.query(submetida as never)).toBe(submetida);
      await terminou;
      expect(linhas).toEqual([{ n: 7 }]);
    } finally {
      cliente.release();
      await database.close();
    }
  });
});
