import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, type Criado, type Fabricas } from '../fabricas.js';
import { testApp } from '../helpers.js';

/**
 * Lost updates (issue 10 item 5, ADR 022): on every editable resource, two edits from the same read do not both win.
 * The second answers 409 naming who changed the record and when, and the stored rows stay as the first left them.
 */
const t = await testApp();
let token: string;
let f: Fabricas;

interface Recurso {
  nome: string;
  criar: () => Promise<Criado>;
  /** the edit route (PUT x/:id unless said) */
  editar?: (c: Criado, corpo: Record<string, unknown>) => { method: 'PUT' | 'PATCH'; url: string; payload: Record<string, unknown> };
  /** where its current version is read */
  ler?: (id: number) => string;
  /** two different edits of the body */
  mudancas: [Record<string, unknown>, Record<string, unknown>];
  /** the rows the edit writes: [table, id expression] */
  linhas: (id: number) => Promise<unknown[]>;
}

const linha = (tabela: string, id: number) => t.database.db.execute(sql`select to_jsonb(x) as r from ${sql.identifier(tabela)} x where id = ${id}`);
const linhaDaPessoa = (perfil: string, id: number) =>
  t.database.db.execute(sql`select to_jsonb(p) as r from pessoa p join ${sql.identifier(perfil)} x on x.pessoa_id = p.id where x.id = ${id}`);
const rows = (r: unknown) => ((r as { rows: unknown[] }).rows ?? r) as unknown[];
const simples = (tabela: string) => async (id: number) => rows(await linha(tabela, id));
const comPessoa = (tabela: string) => async (id: number) => [...rows(await linha(tabela, id)), ...rows(await linhaDaPessoa(tabela, id))];

const RECURSOS: Recurso[] = [
  { nome: 'comarca', criar: () => f.comarca(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('comarca') },
  { nome: 'atuacao', criar: () => f.atuacao(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('atuacao') },
  { nome: 'vara', criar: () => f.vara(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('vara') },
  { nome: 'predio', criar: () => f.predio(), mudancas: [{ nome: 'Primeira' }, { setores: [] }], linhas: async (id) => [...(await simples('predio')(id)), ...rows(await t.database.db.execute(sql`select to_jsonb(s) from setor s where predio_id = ${id} order by id`))] },
  { nome: 'defensoria', criar: () => f.defensoria(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('defensoria') },
  { nome: 'distrito', criar: () => f.distrito(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('distrito') },
  { nome: 'nucleo', criar: () => f.nucleo(), mudancas: [{ nome: 'Primeira' }, { nome: 'Segunda' }], linhas: simples('nucleo') },
  {
    nome: 'nucleo (máximo de estagiários)',
    criar: () => f.nucleo(),
    ler: (id) => `/api/nucleo/${id}`,
    editar: (c, corpo) => ({ method: 'PATCH', url: '/api/nucleo/maxestagiarios', payload: { id: c.id, maximoIntegrantes: corpo.maximoIntegrantes, versao: corpo.versao } }),
    mudancas: [{ maximoIntegrantes: 7 }, { maximoIntegrantes: 9 }],
    linhas: simples('nucleo'),
  },
  { nome: 'curso', criar: () => f.curso(), mudancas: [{ nome: 'Primeiro curso' }, { nome: 'Segundo curso' }], linhas: simples('curso') },
  { nome: 'instituicao', criar: () => f.instituicao(), mudancas: [{ razao_social: 'Primeira' }, { razao_social: 'Segunda' }], linhas: simples('instituicao_ensino') },
  { nome: 'assessor', criar: () => f.assessor(), mudancas: [{ nome: 'Primeiro' }, { nome: 'Segundo' }], linhas: simples('assessor') },
  { nome: 'defensor', criar: () => f.defensor(), mudancas: [{ nome: 'Primeiro' }, { anotacao: 'Segunda' }], linhas: comPessoa('defensor') },
  { nome: 'estagiario', criar: () => f.estagiario(), mudancas: [{ nome: 'Primeira' }, { anotacao: 'Segunda' }], linhas: comPessoa('estagiario') },
  { nome: 'estagio', criar: () => f.estagio(), mudancas: [{ fim_semana: true }, { data_colacao_grau: '2028-12' }], linhas: simples('estagio') },
  { nome: 'pessoa', criar: () => f.pessoa(), mudancas: [{ nome: 'Primeira' }, { sobrenome: 'Segunda' }], linhas: simples('pessoa') },
  { nome: 'usuario', criar: () => f.usuario(), mudancas: [{ funcao: 'Primeira' }, { nome: 'Segunda' }], linhas: comPessoa('usuario') },
  { nome: 'papel', criar: () => f.papel(), mudancas: [{ nome: `Papel primeiro ${Date.now()}` }, { nome: `Papel segundo ${Date.now()}` }], linhas: simples('papel') },
  { nome: 'lotacao', criar: () => f.lotacao(), mudancas: [{ anotacao1: 'Primeira' }, { anotacao1: 'Segunda' }], linhas: simples('lotacao') },
  { nome: 'feriado', criar: () => f.feriado(), mudancas: [{ nome: 'Primeiro' }, { nome: 'Segundo' }], linhas: simples('feriado') },
  {
    nome: 'feriado (id no corpo, spec §7)',
    criar: () => f.feriado(),
    ler: (id) => `/api/feriado/${id}`,
    editar: (c, corpo) => ({ method: 'PUT', url: '/api/feriado', payload: { ...corpo, id: c.id } }),
    mudancas: [{ nome: 'Primeiro' }, { nome: 'Segundo' }],
    linhas: simples('feriado'),
  },
];

const rota = (r: Recurso, c: Criado, corpo: Record<string, unknown>) =>
  r.editar?.(c, corpo) ?? { method: 'PUT' as const, url: `/api/${r.nome}/${c.id}`, payload: corpo };

async function versaoDe(r: Recurso, c: Criado): Promise<number> {
  const res = await t.req({ method: 'GET', url: r.ler?.(c.id) ?? `/api/${r.nome}/${c.id}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ versao: number }>().versao;
}

beforeAll(async () => {
  const admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  f = fabricas(t, () => token);
});

const ESTALE = /^Este registro foi alterado por usuario\S+ em \d\d\/\d\d\/\d{4} \d\d:\d\d\. Recarregue para ver a versão atual\.$/;

describe('stale writes on every editable resource', () => {
  it.each(RECURSOS.map((r) => [r.nome, r] as const))('%s: the second edit from the same read gets 409 and changes nothing', async (_, r) => {
    const c = await r.criar();
    const lida = await versaoDe(r, c);
    const primeira = await t.req({ ...rota(r, c, { ...c.corpo, ...r.mudancas[0], versao: lida }), token });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const guardado = await r.linhas(c.id);
    const depois = await versaoDe(r, c);
    expect(depois).toBeGreaterThan(lida);

    const segunda = await t.req({ ...rota(r, c, { ...c.corpo, ...r.mudancas[1], versao: lida }), token });
    expect(segunda.statusCode, segunda.body).toBe(409);
    expect(segunda.json().message).toMatch(ESTALE);
    expect(segunda.json().versaoAtual).toBe(depois);
    expect(await r.linhas(c.id)).toEqual(guardado);

    // Without a version the write is refused as bad input, also without changing anything.
    const { versao: _v, ...semVersao } = rota(r, c, { ...c.corpo, ...r.mudancas[1] }).payload;
    const sem = await t.req({ ...rota(r, c, { ...c.corpo, ...r.mudancas[1] }), payload: semVersao, token });
    expect(sem.statusCode, sem.body).toBe(400);
    expect(await r.linhas(c.id)).toEqual(guardado);
  });

  it('10 parallel edits from the same read: exactly one wins', async () => {
    const r = RECURSOS[0]!;
    const c = await r.criar();
    const lida = await versaoDe(r, c);
    const respostas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.req({ ...rota(r, c, { ...c.corpo, nome: `Paralela ${i}`, versao: lida }), token })),
    );
    expect(respostas.map((x) => x.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await versaoDe(r, c)).toBe(lida + 1);
  });

  it('an unknown id with a version is still 404, not 409', async () => {
    const res = await t.req({ method: 'PUT', url: '/api/comarca/999999', token, payload: { ordem: 1, prefixo: null, nome: 'X', agrupar: false, versao: 1 } });
    expect(res.statusCode).toBe(404);
  });
});
