import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, type Fabricas } from './fabricas.js';
import { testApp } from './helpers.js';

/**
 * Every list search ignores accents and case the same way (issue 11): a record named 'Ação Cível Ñandu {n}' is found
 * by 'ACAO civel nandu {n}', and the other way round a plain search text finds the accented name. One row per list
 * that searches by name; the name is set in the database so each register gets the same accented text.
 */
const t = await testApp();
let token = '';
let f: Fabricas;
beforeAll(async () => {
  token = await t.tokenWith('todas');
  f = fabricas(t, () => token);
});

interface Caso {
  lista: string;
  parametro: string;
  criar: (f: Fabricas) => Promise<{ id: number }>;
  /** sets the searched name of record `id` to `nome` */
  renomear: (id: number, nome: string) => ReturnType<typeof sql>;
}
const pelaPessoa = (tabela: string) => (id: number, nome: string) =>
  sql`update pessoa set nome = ${nome}, sobrenome = null where id = (select pessoa_id from ${sql.identifier(tabela)} where id = ${id})`;
const direto = (tabela: string, coluna = 'nome') => (id: number, nome: string) =>
  sql`update ${sql.identifier(tabela)} set ${sql.identifier(coluna)} = ${nome} where id = ${id}`;

const CASOS: Caso[] = [
  { lista: 'comarca', parametro: 'nome', criar: (f) => f.comarca(), renomear: direto('comarca') },
  { lista: 'atuacao', parametro: 'nome', criar: (f) => f.atuacao(), renomear: direto('atuacao') },
  { lista: 'vara', parametro: 'nome', criar: (f) => f.vara(), renomear: direto('vara') },
  { lista: 'predio', parametro: 'nome', criar: (f) => f.predio(), renomear: direto('predio') },
  { lista: 'defensoria', parametro: 'nome', criar: (f) => f.defensoria(), renomear: direto('defensoria') },
  { lista: 'nucleo', parametro: 'nome', criar: (f) => f.nucleo(), renomear: direto('nucleo') },
  { lista: 'curso', parametro: 'nome', criar: (f) => f.curso(), renomear: direto('curso') },
  { lista: 'instituicao', parametro: 'razao_social', criar: (f) => f.instituicao(), renomear: direto('instituicao_ensino', 'razao_social') },
  { lista: 'assessor', parametro: 'nome', criar: (f) => f.assessor(), renomear: direto('assessor') },
  { lista: 'defensor', parametro: 'nome', criar: (f) => f.defensor(), renomear: pelaPessoa('defensor') },
  { lista: 'estagiario', parametro: 'nome', criar: (f) => f.estagiario(), renomear: pelaPessoa('estagiario') },
  { lista: 'pessoa', parametro: 'nome', criar: (f) => f.pessoa(), renomear: (id, nome) => sql`update pessoa set nome = ${nome}, sobrenome = null where id = ${id}` },
  { lista: 'usuario', parametro: 'nome', criar: (f) => f.usuario(), renomear: pelaPessoa('usuario') },
];

/** The ids a list answers, whatever its shape ([rows, total] or rows). */
function ids(corpo: unknown): number[] {
  const linhas = Array.isArray(corpo) && Array.isArray(corpo[0]) ? (corpo[0] as unknown[]) : (corpo as unknown[]);
  return linhas.map((l) => (l as { id: number }).id);
}

describe('list search ignores accents and case', () => {
  it.each(CASOS)('$lista?$parametro=…', async (c) => {
    const { id } = await c.criar(f);
    const buscar = async (termo: string) => {
      const res = await t.req({ method: 'GET', url: `/api/${c.lista}?${c.parametro}=${encodeURIComponent(termo)}&take=100`, token });
      expect(res.statusCode, res.body).toBe(200);
      return ids(res.json());
    };
    await t.database.db.execute(c.renomear(id, `Ação Cível Ñandu ${id}`));
    expect(await buscar(`ACAO civel nandu ${id}`)).toEqual([id]);
    expect(await buscar(`ação CÍVEL`)).toContain(id);
    await t.database.db.execute(c.renomear(id, `Joao Conceicao ${id}`));
    expect(await buscar(`JOÃO Conceição ${id}`)).toEqual([id]);
    expect(await buscar(`Joao Conceicao ${id}x`)).toEqual([]);
  });
});
