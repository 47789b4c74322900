import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { fromPglite } from './embutido.js';

// ADR 097: the embedded database through node-postgres, one client on PGlite's only session.
describe('fromPglite', () => {
  it('keeps its one client through a SQL error, with the session and its named statements', async () => {
    const database = fromPglite(await PGlite.create());
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    let removidos = 0;
    pool.on('remove', () => (removidos += 1));
    try {
      const soma = { name: 'teste.soma', text: 'select $1::int + 1 as n' };
      expect((await pool.query({ ...soma, values: [1] })).rows).toEqual([{ n: 2 }]);
      await expect(pool.query({ name: 'teste.falha', text: 'select * from nao_existe where id = $1', values: [1] })).rejects.toThrow(/nao_existe/);
      await expect(pool.query('select 1/0')).rejects.toThrow(/division by zero/);
      expect(removidos).toBe(0);
      expect((await pool.query({ ...soma, values: [5] })).rows).toEqual([{ n: 6 }]);
      const nomeadas = await pool.query('select name from pg_prepared_statements order by name');
      expect(nomeadas.rows.map((r: { name: string }) => r.name)).toContain('teste.soma');
    } finally {
      await database.close();
    }
  });

  it('closes without leaving an error behind from what the adapter still had queued', async () => {
    const soltos: unknown[] = [];
    const anotar = (e: unknown) => soltos.push(e);
    process.on('unhandledRejection', anotar);
    try {
      const database = fromPglite(await PGlite.create());
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await expect(pool.query({ name: 'teste.sem-tabela', text: 'select * from comarca where id = $1', values: [1] })).rejects.toThrow(/comarca/);
      await database.close();
      await new Promise((r) => setTimeout(r, 100));
      expect(soltos).toEqual([]);
    } finally {
      process.off('unhandledRejection', anotar);
    }
  });

  // ADR 098: PGlite answers through promises without ever giving the event loop a turn, so queued statements used to
  // run as one chain, and nothing else (a request arriving, a timer) ran until the last of them was done.
  it('lets the event loop turn between queued statements, in the order they were asked for, reads and transactions alike', async () => {
    const database = fromPglite(await PGlite.create());
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      await pool.query('select 1'); // the client connected
      const ordem: string[] = [];
      const consultas = Array.from({ length: 12 }, (_, i) =>
        pool.query({ name: 'teste.fila', text: 'select $1::int as n', values: [i] }).then(() => ordem.push(`consulta ${i}`)),
      );
      const transacao = pool.connect().then(async (cliente) => {
        await cliente.query('begin');
        await cliente.query('commit');
        cliente.release();
        ordem.push('transação');
      });
      setImmediate(() => ordem.push('volta do laço'));
      await Promise.all([...consultas, transacao]);
      expect(ordem.filter((o) => o.startsWith('consulta'))).toEqual(Array.from({ length: 12 }, (_, i) => `consulta ${i}`));
      // The loop's own callbacks run before the third statement, not after the last one. (A timer would too, but a
      // 1 ms timer may not be due yet after two fast statements: the immediate is the deterministic witness.)
      expect(ordem.slice(0, 3)).toContain('volta do laço');
      expect(ordem.at(-1)).toBe('transação');
    } finally {
      await database.close();
    }
  });
});
