import { dataIsoLocal, formatCpf } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfDeTeste } from '../../../test/cpf.js';
import { testApp } from '../../../test/helpers.js';
import { linhas } from '../../db/linhas.js';
import { assessor } from '../assessores/table.js';
import { comarca } from '../comarcas/table.js';
import { cursoTable } from '../cursos/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';

const t = await testApp();

let token: string; // every permission
let seq = 0;

/** 'yyyy-MM-dd' n days from today, in the server's timezone (the same clock "vigente" uses). */
const dia = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return dataIsoLocal(d);
};
const HOJE = dia(0);

// Factories straight into the tables: the registers have their own tests.
async function novaComarca() {
  const [c] = await t.database.db.insert(comarca).values({ nome: `Comarca ${++seq}` }).returning({ id: comarca.id });
  return c!.id;
}
async function novaDefensoria(over: Partial<typeof defensoria.$inferInsert> = {}) {
  const [d] = await t.database.db
    .insert(defensoria)
    .values({ nome: `Defensoria ${++seq}`, comarcaId: await novaComarca(), ...over })
    .returning({ id: defensoria.id, nome: defensoria.nome });
  return d!;
}
async function novoNucleo(maximoIntegrantes = 5) {
  const [n] = await t.database.db
    .insert(nucleo)
    .values({ nome: `Núcleo ${++seq}`, comarcaId: await novaComarca(), maximoIntegrantes })
    .returning({ id: nucleo.id, nome: nucleo.nome });
  return n!;
}
async function novaPessoa(nome: string) {
  const [p] = await t.database.db.insert(pessoa).values({ nome, cpf: cpfDeTeste(++seq) }).returning({ id: pessoa.id });
  return p!.id;
}
async function novoDefensor(nome = `Defensor ${++seq}`) {
  const [d] = await t.database.db.insert(defensor).values({ pessoaId: await novaPessoa(nome) }).returning({ id: defensor.id });
  return d!.id;
}
async function novoAssessor(nome = `Assessor ${++seq}`) {
  const [a] = await t.database.db.insert(assessor).values({ nome, cpf: cpfDeTeste(++seq) }).returning({ id: assessor.id });
  return a!.id;
}
let escola: { instituicaoId: number; cursoId: number } | undefined;
async function escolaECurso() {
  const { db } = t.database;
  const [i] = await db.insert(instituicaoEnsino).values({ cnpj: '11222333000181', razaoSocial: 'Faculdade de Teste' }).returning({ id: instituicaoEnsino.id });
  const [c] = await db.insert(cursoTable).values({ nome: 'Direito' }).returning({ id: cursoTable.id });
  return { instituicaoId: i!.id, cursoId: c!.id };
}
async function novoEstagio(over: { ativo?: boolean; inicio?: string; fim?: string | null; desligamento?: string | null } = {}) {
  const { db } = t.database;
  const [e] = await db.insert(estagiario).values({ pessoaId: await novaPessoa(`Estagiária ${++seq}`), ativo: over.ativo ?? true }).returning({ id: estagiario.id });
  escola ??= await escolaECurso();
  const [s] = await db
    .insert(estagio)
    .values({
      estagiarioId: e!.id,
      tipoEstagio: 7,
      instituicaoEnsinoId: escola.instituicaoId,
      cursoId: escola.cursoId,
      dataInicioEstagio: over.inicio ?? dia(-100),
      dataFimEstagio: over.fim ?? null,
      desligamento: over.desligamento ?? null,
      dataColacaoGrau: '2030-12',
      email: 'estagio@exemplo.com',
    })
    .returning({ id: estagio.id });
  return { estagiarioId: e!.id, estagioId: s!.id };
}

const TITULARIDADE = 2;
const DESIGNACAO = 4;

async function post(payload: Record<string, unknown>, tk = token) {
  return t.req({ method: 'POST', url: '/api/lotacao', token: tk, payload });
}
/** Creates and answers the id; a warning answer fails the test (use post() for those). */
async function criar(payload: Record<string, unknown>) {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  expect(typeof res.json(), res.body).toBe('number');
  return res.json<number>();
}
const listar = async (query: string) => {
  const res = await t.req({ method: 'GET', url: `/api/lotacao?${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[{ id: number; vigente: boolean; data_final: string | null; ativo: boolean }[], number]>();
};
const ids = (lista: [{ id: number }[], number]) => lista[0].map((l) => l.id).sort((a, b) => a - b);

beforeAll(async () => {
  token = await t.tokenWith('todas');
});

describe('POST /api/lotacao', () => {
  it('creates (201) answering the new id and Location; the detail has the spec shape with names', async () => {
    const d = await novaDefensoria({ nome: 'Defensoria de Estância' });
    const defensorId = await novoDefensor('Marta Quaresma');
    const res = await post({ tipo: TITULARIDADE, defensor: { id: defensorId }, defensoria: { id: d.id }, data_inicial: '2024-02-01', pontuar: true, anotacao1: 'Portaria 12/2024' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<number>();
    expect(res.headers.location).toBe(`/api/lotacao/${id}`);
    const detalhe = await t.req({ method: 'GET', url: `/api/lotacao/${id}`, token });
    expect(detalhe.json()).toMatchObject({
      id,
      tipo: TITULARIDADE,
      tipoPessoa: 1,
      defensor: { id: defensorId, nome: 'Marta Quaresma' },
      assessor: null,
      estagio: null,
      defensoria: { id: d.id, nome: 'Defensoria de Estância' },
      nucleo: null,
      data_inicial: '2024-02-01',
      data_final: null,
      ativo: true,
      pontuar: true,
      diretor: false,
      anotacao1: 'Portaria 12/2024',
      vigente: true,
      criadoPor: { username: expect.any(String) },
    });
  });

  it('an intern placement keeps entry and exit times and names the intern and the internship', async () => {
    const d = await novaDefensoria({ maximoEstagiarios: 2 });
    const { estagioId, estagiarioId } = await novoEstagio();
    const id = await criar({ tipo: DESIGNACAO, estagio: { id: estagioId }, defensoria: { id: d.id }, data_inicial: dia(-10), data_final: dia(200), entrada: '13:00', saida: '17:00' });
    const l = (await t.req({ method: 'GET', url: `/api/lotacao/${id}`, token })).json();
    expect(l).toMatchObject({ tipoPessoa: 3, entrada: '13:00', saida: '17:00', estagio: { id: estagioId, estagiario: { id: estagiarioId } } });
  });

  it.each([
    ['two people', (p: Ids) => ({ defensor: { id: p.defensor }, assessor: { id: p.assessor } }), 'defensor', 'Deve ser especificado apenas um defensor, assessor ou estágio no mesmo registro.'],
    ['no person', () => ({}), 'defensor', 'Informe um defensor, assessor ou estagiário.'],
    ['defensoria and núcleo', (p: Ids) => ({ defensor: { id: p.defensor }, nucleo: { id: p.nucleo } }), 'nucleo', 'Não é possível lotar em defensoria e núcleo no mesmo registro.'],
    ['no place', (p: Ids) => ({ defensor: { id: p.defensor }, defensoria: null }), 'defensoria', 'Informe uma defensoria ou núcleo.'],
    ['end before start', (p: Ids) => ({ defensor: { id: p.defensor }, data_inicial: '2025-05-10', data_final: '2025-05-09' }), 'data_final', 'A data final não pode ser menor que a inicial.'],
    ['an intern as titular', (p: Ids) => ({ estagio: { id: p.estagio }, tipo: TITULARIDADE }), 'tipo', 'Tipo não permitido para estagiário: use Designação.'],
    ['an advisor as titular', (p: Ids) => ({ assessor: { id: p.assessor }, tipo: TITULARIDADE }), 'tipo', 'Tipo não permitido para assessor: use Designação.'],
  ])('refuses %s with 400 and the spec message', async (_, corpo, campo, message) => {
    const p: Ids = { defensor: await novoDefensor(), assessor: await novoAssessor(), estagio: (await novoEstagio()).estagioId, nucleo: (await novoNucleo()).id };
    const d = await novaDefensoria();
    const res = await post({ tipo: DESIGNACAO, defensoria: { id: d.id }, ...corpo(p) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors[campo]).toContain(message);
  });

  it('refuses an inactive intern, a dismissed internship and unknown records (400), saving nothing', async () => {
    const d = await novaDefensoria();
    const antes = (await listar(`id_defensoria=${d.id}`))[1];
    const inativo = await novoEstagio({ ativo: false });
    const desligado = await novoEstagio({ desligamento: dia(-1) });
    const casos = [
      [{ estagio: { id: inativo.estagioId } }, 'Estagiário inativo não pode receber lotações.'],
      [{ estagio: { id: desligado.estagioId } }, 'Estágio com desligamento não pode receber lotações.'],
      [{ estagio: { id: 999999 } }, 'Estágio não encontrado.'],
      [{ defensor: { id: 999999 } }, 'Defensor não encontrado.'],
    ] as const;
    for (const [corpo, message] of casos) {
      const res = await post({ tipo: DESIGNACAO, defensoria: { id: d.id }, ...corpo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const semLocal = await post({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, nucleo: { id: 999999 } });
    expect(semLocal.json().message).toBe('Núcleo não encontrado.');
    expect((await listar(`id_defensoria=${d.id}`))[1]).toBe(antes);
  });
});

type Ids = { defensor: number; assessor: number; estagio: number; nucleo: number };

describe('warnings: the placement is saved and the answer is the text', () => {
  it('a second current titular in the same defensoria', async () => {
    const d = await novaDefensoria({ nome: 'Defensoria de Tobias Barreto' });
    await criar({ tipo: TITULARIDADE, defensor: { id: await novoDefensor('Rui Valadares') }, defensoria: { id: d.id }, data_inicial: '2020-03-01' });
    const res = await post({ tipo: TITULARIDADE, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, data_inicial: dia(-5) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toBe('A defensoria Defensoria de Tobias Barreto já tem titular no período: Rui Valadares (desde 01/03/2020).');
    expect((await listar(`id_defensoria=${d.id}`))[1]).toBe(2);
  });

  it('no warning when the first titular ended before the new one starts, or is a draft', async () => {
    const d = await novaDefensoria();
    await criar({ tipo: TITULARIDADE, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, data_inicial: '2020-03-01', data_final: dia(-6) });
    await criar({ tipo: TITULARIDADE, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, ativo: false });
    await criar({ tipo: TITULARIDADE, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, data_inicial: dia(-5) });
  });

  it('more current interns than the defensoria allows; the update answers the warning too', async () => {
    const d = await novaDefensoria({ nome: 'Defensoria de Propriá', maximoEstagiarios: 1 });
    const a = await novoEstagio();
    const b = await novoEstagio();
    const primeira = await criar({ tipo: DESIGNACAO, estagio: { id: a.estagioId }, defensoria: { id: d.id }, data_inicial: dia(-30) });
    const res = await post({ tipo: DESIGNACAO, estagio: { id: b.estagioId }, defensoria: { id: d.id }, data_inicial: dia(-3) });
    expect(res.json()).toBe(`A defensoria Defensoria de Propriá fica com 2 estagiários em ${dia(0).split('-').reverse().join('/')}, acima do máximo de 1.`);
    // Ending the first one yesterday brings the count back to the maximum: a plain true.
    const corpo = { tipo: DESIGNACAO, estagio: { id: a.estagioId }, defensoria: { id: d.id }, data_inicial: dia(-30), data_final: dia(-1) };
    const put = await t.req({ method: 'PUT', url: `/api/lotacao/${primeira}`, token, payload: { ...corpo, versao: await t.versao(`/api/lotacao/${primeira}`, token) } });
    expect(put.json()).toBe(true);
  });

  it('a núcleo counts against its maximoIntegrantes', async () => {
    const n = await novoNucleo(0);
    const res = await post({ tipo: DESIGNACAO, estagio: { id: (await novoEstagio()).estagioId }, nucleo: { id: n.id }, data_inicial: dia(-1) });
    expect(res.json()).toMatch(/^O núcleo Núcleo \d+ fica com 1 estagiário em .*, acima do máximo de 0\.$/);
  });

  it('a placement outside the internship dates', async () => {
    const d = await novaDefensoria({ maximoEstagiarios: 5 });
    const { estagioId } = await novoEstagio({ inicio: '2026-03-01', fim: '2026-08-31' });
    const res = await post({ tipo: DESIGNACAO, estagio: { id: estagioId }, defensoria: { id: d.id }, data_inicial: '2026-02-20', data_final: '2026-08-31' });
    expect(res.json()).toBe('O período da lotação está fora do estágio (de 01/03/2026 a 31/08/2026).');
    const dentro = await post({ tipo: DESIGNACAO, estagio: { id: estagioId }, defensoria: { id: d.id }, data_inicial: '2026-03-01', data_final: '2026-08-31' });
    expect(typeof dentro.json()).toBe('number');
  });
});

describe('GET /api/lotacao', () => {
  it('vigente at the boundaries: starts today and ends today count; ended yesterday and starts tomorrow do not', async () => {
    const d = await novaDefensoria();
    const base = { tipo: DESIGNACAO, defensoria: { id: d.id } };
    const comeca = await criar({ ...base, defensor: { id: await novoDefensor() }, data_inicial: HOJE });
    const termina = await criar({ ...base, defensor: { id: await novoDefensor() }, data_inicial: dia(-20), data_final: HOJE });
    const aberta = await criar({ ...base, defensor: { id: await novoDefensor() } });
    await criar({ ...base, defensor: { id: await novoDefensor() }, data_inicial: dia(-20), data_final: dia(-1) });
    await criar({ ...base, defensor: { id: await novoDefensor() }, data_inicial: dia(1) });
    const vigentes = await listar(`id_defensoria=${d.id}&vigente=true`);
    expect(ids(vigentes)).toEqual([comeca, termina, aberta].sort((a, b) => a - b));
    expect(vigentes[1]).toBe(3);
    const todas = await listar(`id_defensoria=${d.id}`);
    expect(todas[1]).toBe(5);
    expect(todas[0].filter((l) => l.vigente).length).toBe(3);
  });

  it('filters by person, núcleo, person kind and active; pages with the total', async () => {
    const d = await novaDefensoria({ maximoEstagiarios: 9 });
    const n = await novoNucleo(9);
    const defensorId = await novoDefensor();
    const assessorId = await novoAssessor();
    const est = await novoEstagio();
    const a = await criar({ tipo: DESIGNACAO, defensor: { id: defensorId }, defensoria: { id: d.id } });
    const b = await criar({ tipo: DESIGNACAO, defensor: { id: defensorId }, nucleo: { id: n.id }, ativo: false });
    const c = await criar({ tipo: DESIGNACAO, assessor: { id: assessorId }, defensoria: { id: d.id } });
    const e = await criar({ tipo: DESIGNACAO, estagio: { id: est.estagioId }, defensoria: { id: d.id }, data_inicial: dia(-1) });
    expect(ids(await listar(`id_defensor=${defensorId}`))).toEqual([a, b]);
    expect(ids(await listar(`id_defensor=${defensorId}&somente_ativas=true`))).toEqual([a]);
    expect(ids(await listar(`id_assessor=${assessorId}`))).toEqual([c]);
    expect(ids(await listar(`id_estagiario=${est.estagiarioId}`))).toEqual([e]);
    expect(ids(await listar(`id_nucleo=${n.id}`))).toEqual([b]);
    expect(ids(await listar(`id_defensoria=${d.id}&tipo_pessoa=2`))).toEqual([c]);
    expect(ids(await listar(`id_defensoria=${d.id}&tipo_pessoa=3`))).toEqual([e]);
    const pagina = await listar(`id_defensoria=${d.id}&skip=1&take=1`);
    expect(pagina[0]).toHaveLength(1);
    expect(pagina[1]).toBe(3);
  });

  it('data_edicao gives the recently edited first', async () => {
    const d = await novaDefensoria();
    const x = await criar({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id } });
    const y = await criar({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id } });
    await t.req({ method: 'PUT', url: `/api/lotacao/${x}`, token, payload: { tipo: DESIGNACAO, defensor: (await t.req({ method: 'GET', url: `/api/lotacao/${x}`, token })).json().defensor, defensoria: { id: d.id }, anotacao1: 'editada', versao: await t.versao(`/api/lotacao/${x}`, token) } });
    const [lista] = await listar(`data_edicao=${dia(-7)}&take=20`);
    expect(lista.map((l) => l.id).slice(0, 2)).toEqual([x, y]);
    expect((await listar(`data_edicao=${dia(1)}`))[1]).toBe(0);
  });

  it('400 for a bad filter', async () => {
    const ruim = await t.req({ method: 'GET', url: '/api/lotacao?tipo_pessoa=7', token });
    expect(ruim.statusCode).toBe(400);
    expect((await t.req({ method: 'GET', url: '/api/lotacao?data_edicao=31/12/2025', token })).statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/lotacao/:id', () => {
  it('updates (true), keeps the history with the user and the diff, deletes, then 404', async () => {
    const d = await novaDefensoria();
    const defensorId = await novoDefensor();
    const id = await criar({ tipo: DESIGNACAO, defensor: { id: defensorId }, defensoria: { id: d.id }, data_inicial: '2025-01-01' });
    const put = await t.req({ method: 'PUT', url: `/api/lotacao/${id}`, token, payload: { tipo: 0, defensor: { id: defensorId }, defensoria: { id: d.id }, data_inicial: '2025-01-01', data_final: '2025-06-30', versao: await t.versao(`/api/lotacao/${id}`, token) } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toBe(true);
    const hist = await t.req({ method: 'GET', url: `/api/historico?tabela=lotacao&registro=${id}`, token });
    const linhas = hist.json() as { acao: string; criadoPor: { username: string } | null; diff: Record<string, { de: unknown; para: unknown }> }[];
    expect(linhas.map((h) => h.acao).sort()).toEqual(['INSERT', 'UPDATE']);
    expect(linhas.find((h) => h.acao === 'UPDATE')!.diff).toEqual({ tipo: { de: 4, para: 0 }, data_final: { de: null, para: '2025-06-30' } });
    const del = await t.req({ method: 'DELETE', url: `/api/lotacao/${id}`, token });
    expect(del.json()).toEqual({ message: 'Lotação removida.' });
    expect((await t.req({ method: 'GET', url: `/api/lotacao/${id}`, token })).statusCode).toBe(404);
    expect((await t.req({ method: 'DELETE', url: `/api/lotacao/${id}`, token })).statusCode).toBe(404);
  });

  it('the placement of a dismissed internship can be closed but not carried past the desligamento', async () => {
    const d = await novaDefensoria({ maximoEstagiarios: 3 });
    const { estagioId } = await novoEstagio();
    const id = await criar({ tipo: DESIGNACAO, estagio: { id: estagioId }, defensoria: { id: d.id }, data_inicial: dia(-50) });
    await t.database.db.update(estagio).set({ desligamento: dia(-2) });
    const corpo = { tipo: DESIGNACAO, estagio: { id: estagioId }, defensoria: { id: d.id }, data_inicial: dia(-50) };
    const aberta = await t.req({ method: 'PUT', url: `/api/lotacao/${id}`, token, payload: { ...corpo, versao: await t.versao(`/api/lotacao/${id}`, token) } });
    expect(aberta.statusCode).toBe(400);
    expect(aberta.json().fieldErrors.data_final[0]).toMatch(/^Estágio desligado em \d\d\/\d\d\/\d{4}: a lotação deve terminar até essa data\.$/);
    const fechada = await t.req({ method: 'PUT', url: `/api/lotacao/${id}`, token, payload: { ...corpo, data_final: dia(-2), versao: await t.versao(`/api/lotacao/${id}`, token) } });
    expect(fechada.statusCode, fechada.body).toBe(200);
  });

  it('404 for an unknown id', async () => {
    const d = await novaDefensoria();
    const corpo = { tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id } };
    expect((await t.req({ method: 'PUT', url: '/api/lotacao/999999', token, payload: { ...corpo, versao: 1 } })).statusCode).toBe(404);
  });
});

describe('exoneration ends the placements past it', () => {
  it('moves the end of open and later-ending placements to the date, deactivates those starting after it, leaves the rest', async () => {
    const d = await novaDefensoria();
    const defensorId = await novoDefensor();
    const outroDefensor = await novoDefensor();
    const base = { tipo: DESIGNACAO, defensoria: { id: d.id } };
    const aberta = await criar({ ...base, defensor: { id: defensorId }, data_inicial: '2020-01-01' });
    const depois = await criar({ ...base, defensor: { id: defensorId }, data_inicial: '2024-01-01', data_final: '2027-12-31' });
    const antes = await criar({ ...base, defensor: { id: defensorId }, data_inicial: '2019-01-01', data_final: '2019-12-31' });
    const futura = await criar({ ...base, defensor: { id: defensorId }, data_inicial: '2026-09-01' });
    const deOutro = await criar({ ...base, defensor: { id: outroDefensor } });

    const atual = (await t.req({ method: 'GET', url: `/api/defensor/${defensorId}`, token })).json();
    const corpo = { ...atual, cpf: formatCpf(atual.cpf ?? cpfDeTeste(1)), nome: 'Exonerado de Teste', data_nascimento: '1970-01-01', data_exoneracao: '2026-06-30' };
    const put = await t.req({ method: 'PUT', url: `/api/defensor/${defensorId}`, token, payload: { ...corpo, versao: await t.versao(`/api/defensor/${defensorId}`, token) } });
    expect(put.statusCode, put.body).toBe(200);

    const por = async (id: number) => (await t.req({ method: 'GET', url: `/api/lotacao/${id}`, token })).json();
    expect(await por(aberta)).toMatchObject({ data_final: '2026-06-30', ativo: true });
    expect(await por(depois)).toMatchObject({ data_final: '2026-06-30' });
    expect(await por(antes)).toMatchObject({ data_final: '2019-12-31' });
    expect(await por(futura)).toMatchObject({ data_inicial: '2026-09-01', data_final: null, ativo: false });
    expect(await por(deOutro)).toMatchObject({ data_final: null, ativo: true });

    // Each change is in the history, by the user who exonerated.
    const hist = (await t.req({ method: 'GET', url: `/api/historico?tabela=lotacao&registro=${aberta}`, token })).json() as { acao: string; diff: object }[];
    expect(hist.find((h) => h.acao === 'UPDATE')!.diff).toEqual({ data_final: { de: null, para: '2026-06-30' } });

    // Changing an exoneration the defender already had does not move anything again.
    const nova = await criar({ ...base, defensor: { id: defensorId }, data_inicial: '2026-01-01' });
    await t.req({ method: 'PUT', url: `/api/defensor/${defensorId}`, token, payload: { ...corpo, data_exoneracao: '2026-05-31', versao: await t.versao(`/api/defensor/${defensorId}`, token) } });
    expect(await por(nova)).toMatchObject({ data_final: null });
  });
});

describe('lookups', () => {
  it('GET defensoria/titularidades lists current titulares by defensoria', async () => {
    const d = await novaDefensoria({ nome: 'Defensoria Titulada' });
    const defensorId = await novoDefensor('Helena Titular');
    await criar({ tipo: TITULARIDADE, defensor: { id: defensorId }, defensoria: { id: d.id }, data_inicial: '2021-01-01' });
    await criar({ tipo: TITULARIDADE, defensor: { id: await novoDefensor('Antiga Titular') }, defensoria: { id: d.id }, data_inicial: '2015-01-01', data_final: '2020-12-31' });
    const res = await t.req({ method: 'GET', url: '/api/defensoria/titularidades', token: await t.tokenWith(['FOLHA_READ']) });
    expect(res.statusCode).toBe(200);
    const daDefensoria = (res.json() as { defensoria: { id: number } }[]).filter((x) => x.defensoria.id === d.id);
    // The whole entry, field by field: the database writes this JSON (issue 12), the schema only documents it.
    expect(daDefensoria).toEqual([
      { lotacao_id: expect.any(Number), defensoria: { id: d.id, nome: 'Defensoria Titulada' }, defensor: { id: defensorId, nome: 'Helena Titular' }, data_inicial: '2021-01-01', data_final: null },
    ]);
    if (t.database.kind === 'pglite') {
      // Prepared once (ADR 041): one session, so the statement the route ran is named there.
      const nomeadas = await linhas<{ name: string }>(t.database.db.execute(sql`select name from pg_prepared_statements where name = 'lotacao.titularidades'`));
      expect(nomeadas).toEqual([{ name: 'lotacao.titularidades' }]);
    }
  });

  it('the form’s people lists need a LOTACAO permission and carry names, not CPFs', async () => {
    const est = await novoEstagio();
    const criador = await t.tokenWith(['LOTACAO_CREATE']);
    const estagiarios = (await t.req({ method: 'GET', url: '/api/lotacao/opcoes/estagiarios', token: criador })).json() as { id: number; estagios: { id: number }[] }[];
    expect(estagiarios.find((e) => e.id === est.estagiarioId)!.estagios.map((e) => e.id)).toEqual([est.estagioId]);
    const assessores = await t.req({ method: 'GET', url: '/api/lotacao/opcoes/assessores', token: criador });
    expect(Object.keys((assessores.json() as object[])[0]!).sort()).toEqual(['ativo', 'id', 'nome']);
  });

  it('the defensoria list counts its current active placements; a defensoria with placements is not deleted', async () => {
    const d = await novaDefensoria({ nome: `Contada ${seq}` });
    await criar({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id } });
    await criar({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, ativo: false });
    await criar({ tipo: DESIGNACAO, defensor: { id: await novoDefensor() }, defensoria: { id: d.id }, data_final: dia(-1) });
    const lista = (await t.req({ method: 'GET', url: `/api/defensoria?nome=${encodeURIComponent(d.nome)}`, token })).json() as [{ id: number; lotacoes: number }[], number];
    expect(lista[0].find((x) => x.id === d.id)!.lotacoes).toBe(1);
    const del = await t.req({ method: 'DELETE', url: `/api/defensoria/${d.id}`, token });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('A defensoria não pode ser excluída: ainda há registros de Lotação vinculados.');
  });
});
