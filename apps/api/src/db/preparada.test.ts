import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { freshDatabase } from '../../test/helpers.js';
import { fromPostgres } from './client.js';
import { fromPglite } from './embutido.js';
import { contextoDoSistema } from '../lib/contexto.js';
import { comarca } from '../modules/comarcas/table.js';
import { withActor, type Leitura } from './actor.js';
import { preparada, type Marcadores } from './preparada.js';

/** Prepared statements (ADR 041), on the embedded database or on PostgreSQL when TEST_DATABASE_URL is set. */
const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;

const construirPorNome = vi.fn((banco: Leitura, $: Marcadores<'nome'>) =>
  banco.select({ id: comarca.id, nome: comarca.nome }).from(comarca).where(eq(comarca.nome, $.nome)),
);
const porNome = preparada('teste.comarca-por-nome', construirPorNome);

const construirPagina = vi.fn((banco: Leitura, $: Marcadores<'take'>, direcao: 'asc' | 'desc') =>
  banco
    .select({ nome: comarca.nome })
    .from(comarca)
    .orderBy((direcao === 'asc' ? asc : desc)(comarca.nome))
    .limit($.take),
);
const pagina = preparada('teste.comarca-pagina', construirPagina);

await withActor(db, contextoDoSistema(), (tx) =>
  tx.insert(comarca).values([{ nome: 'Preparada A' }, { nome: 'Preparada B' }, { nome: 'Preparada C' }]),
);

/** The named statements of the connection a query runs on (PostgreSQL; PGlite ignores the names). */
const nomeadas = async (banco: Leitura) => {
  const r = (await banco.execute(sql`select name from pg_prepared_statements where name like 'teste.%' order by name`)) as { rows: { name: string }[] };
  return r.rows.map((l) => l.name);
};

describe('preparada', () => {
  it('builds the SQL once and answers each call with its own values', async () => {
    construirPorNome.mockClear();
    for (const nome of ['Preparada A', 'Preparada B', 'Preparada C', 'Preparada B', 'nenhuma']) {
      const linhas = await porNome(db, { nome });
      expect(linhas.map((l) => l.nome)).toEqual(nome === 'nenhuma' ? [] : [nome]);
    }
    expect(construirPorNome).toHaveBeenCalledTimes(1);
  });

  it('prepares each variant once, under its own name', async () => {
    construirPagina.mockClear();
    expect(await pagina(db, { take: 2 }, 'asc')).toEqual([{ nome: 'Preparada A' }, { nome: 'Preparada B' }]);
    expect(await pagina(db, { take: 1 }, 'desc')).toEqual([{ nome: 'Preparada C' }]);
    expect(await pagina(db, { take: 1 }, 'asc')).toEqual([{ nome: 'Preparada A' }]);
    expect(await pagina(db, { take: 3 }, 'desc')).toEqual([{ nome: 'Preparada C' }, { nome: 'Preparada B' }, { nome: 'Preparada A' }]);
    expect(construirPagina.mock.calls.map((c) => c[2])).toEqual(['asc', 'desc']);
  });

  it('runs inside the transaction it is given: sees its uncommitted rows, and the root database does not', async () => {
    construirPorNome.mockClear();
    const reverter = new Error('reverter');
    await expect(
      withActor(db, contextoDoSistema(), async (tx) => {
        await tx.insert(comarca).values({ nome: 'Só na transação' });
        // With the root database's statement this would run on another connection (pg) or wait for the
        // transaction to end (PGlite's single connection): never see the row.
        expect(await porNome(tx, { nome: 'Só na transação' })).toHaveLength(1);
        throw reverter;
      }),
    ).rejects.toBe(reverter);
    expect(await porNome(db, { nome: 'Só na transação' })).toEqual([]);
    // The statement built by the first test serves the transaction too: no SQL built per transaction (ADR 057).
    expect(construirPorNome).not.toHaveBeenCalled();
  });

  it('names the statement on both databases, so each connection parses it once (PGlite through node-postgres, ADR 097)', async () => {
    const nomes = await withActor(db, contextoDoSistema(), async (tx) => {
      await porNome(tx, { nome: 'Preparada A' });
      await pagina(tx, { take: 1 }, 'desc');
      return nomeadas(tx);
    });
    // The pooled connection may hold the earlier tests' statements too.
    expect(nomes).toEqual(expect.arrayContaining(['teste.comarca-pagina:desc', 'teste.comarca-por-nome']));
  });

  it("keeps each driver's statement apart: one built for PGlite never runs on a node-postgres pool, nor the other way", async () => {
    await porNome(db, { nome: 'Preparada A' }); // built for this database's driver
    // The other driver, reached for real: a pool on a closed port, or an empty in-memory PGlite (no tables).
    const outro = database.kind === 'pglite' ? fromPostgres('postgres://postgres@127.0.0.1:1/nenhum', () => undefined, 1) : fromPglite(await PGlite.create());
    try {
      const erro = (await porNome(outro.db, { nome: 'Preparada A' }).catch((e: unknown) => e)) as Error & { cause?: Error };
      expect(String(erro.cause?.message ?? erro.message)).toMatch(database.kind === 'pglite' ? /ECONNREFUSED/ : /relation "comarca" does not exist/);
    } finally {
      await outro.close();
    }
  });

  it('refuses a second query under a name already taken', () => {
    expect(() => preparada('teste.comarca-por-nome', construirPorNome)).toThrow(/nome repetido/);
  });
});
