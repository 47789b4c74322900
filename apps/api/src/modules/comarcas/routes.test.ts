import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { defensoria } from '../defensorias/table.js';
import { nucleo } from '../nucleos/table.js';
import { predio } from '../predios/table.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADA = { message: 'Comarca não encontrada.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let semPermissao: string; // a staff session without any COMARCA_* permission

const corpo = (over: Record<string, unknown> = {}) => ({ ordem: 1, prefixo: 'AJU', nome: 'Aracaju', agrupar: true, ...over });

async function criar(over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/comarca', token, payload: corpo(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; nome: string }>();
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const linhas = <T = Record<string, unknown>>(res: { json(): unknown }) => (res.json() as [T[], number])[0];
const nomes = (res: { json(): unknown }) => linhas<{ nome: string }>(res).map((c) => c.nome);

// What hangs on a comarca, inserted straight into the tables (their APIs are other modules).
const novaDefensoria = async (comarcaId: number, nome: string, ordem = 0) =>
  (await db.insert(defensoria).values({ comarcaId, nome, ordem }).returning({ id: defensoria.id }))[0]!.id;
const novoNucleo = async (comarcaId: number, nome: string) =>
  (await db.insert(nucleo).values({ comarcaId, nome }).returning({ id: nucleo.id }))[0]!.id;
const novoPredio = async (comarcaId: number, nome: string) =>
  (await db.insert(predio).values({ comarcaId, nome }).returning({ id: predio.id }))[0]!.id;

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  semPermissao = await t.tokenWith(['VARA_READ', 'VARA_ENUMERATE']);
});

describe('GET /api/comarca', () => {
  let a: number; // Lista Aracaju, ordem 0
  let b: number; // Lista Barra, ordem 2
  let c: number; // Lista Cristóvão, ordem 1
  beforeAll(async () => {
    b = (await criar({ nome: 'Lista Barra', ordem: 2, prefixo: 'BDC' })).id;
    c = (await criar({ nome: 'Lista Cristóvão', ordem: 1, prefixo: 'ASC', agrupar: false })).id;
    a = (await criar({ nome: 'Lista Aracaju', ordem: 0, prefixo: null })).id;
  });

  it('pages as [rows, count] in report order (ordem, then nome), without the com* lists by default', async () => {
    const res = await get('/api/comarca?nome=lista&take=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      [
        { id: a, ordem: 0, prefixo: null, nome: 'Lista Aracaju', agrupar: true },
        { id: c, ordem: 1, prefixo: 'ASC', nome: 'Lista Cristóvão', agrupar: false },
      ],
      3,
    ]);
    expect(nomes(await get('/api/comarca?nome=lista&skip=2&take=2'))).toEqual(['Lista Barra']);
  });

  it('sorts by orderField (ordem, nome, prefixo) in the orderBy direction', async () => {
    expect(nomes(await get('/api/comarca?nome=lista&orderBy=desc'))).toEqual(['Lista Barra', 'Lista Cristóvão', 'Lista Aracaju']);
    expect(nomes(await get('/api/comarca?nome=lista&orderField=nome&orderBy=DESC'))).toEqual(['Lista Cristóvão', 'Lista Barra', 'Lista Aracaju']);
    expect(nomes(await get('/api/comarca?nome=lista&orderField=prefixo'))).toEqual(['Lista Cristóvão', 'Lista Barra', 'Lista Aracaju']);
  });

  it('filters by id (the form reads one with take=1) and by part of the name', async () => {
    expect((await get(`/api/comarca?id=${b}&take=1`)).json()).toEqual([[{ id: b, ordem: 2, prefixo: 'BDC', nome: 'Lista Barra', agrupar: true }], 1]);
    expect(nomes(await get('/api/comarca?nome=CRIST'))).toEqual(['Lista Cristóvão']);
    expect((await get('/api/comarca?id=999999')).json()).toEqual([[], 0]);
  });

  it('comDefensorias, comNucleos and comPredios add {id, nome} lists in report order; empty lists for none', async () => {
    const d2 = await novaDefensoria(a, '2ª Defensoria Cível', 2);
    const d1 = await novaDefensoria(a, '1ª Defensoria Criminal', 1);
    const dc = await novaDefensoria(c, 'Defensoria de Cristóvão');
    const n1 = await novoNucleo(a, 'Núcleo da Mulher');
    const p1 = await novoPredio(c, 'Fórum de Cristóvão');
    const so = linhas(await get('/api/comarca?nome=lista&comDefensorias=true'));
    expect(so.map((r) => r.defensorias)).toEqual([
      [{ id: d1, nome: '1ª Defensoria Criminal' }, { id: d2, nome: '2ª Defensoria Cível' }],
      [{ id: dc, nome: 'Defensoria de Cristóvão' }],
      [],
    ]);
    expect(so.every((r) => !('nucleos' in r) && !('predios' in r))).toBe(true);
    const todas = linhas(await get('/api/comarca?nome=lista&comDefensorias=1&comNucleos=true&comPredios=true'));
    expect(todas[0]).toMatchObject({ id: a, nucleos: [{ id: n1, nome: 'Núcleo da Mulher' }], predios: [] });
    expect(todas[1]).toMatchObject({ id: c, nucleos: [], predios: [{ id: p1, nome: 'Fórum de Cristóvão' }] });
    // the lists follow the page, not the whole table
    expect(linhas(await get('/api/comarca?nome=lista&skip=1&take=1&comDefensorias=true'))).toEqual([
      expect.objectContaining({ id: c, defensorias: [{ id: dc, nome: 'Defensoria de Cristóvão' }] }),
    ]);
  });

  it.each([
    ['orderField=codigo', 'Ordenação inválida.'],
    ['orderBy=up', 'Ordenação inválida.'],
    ['id=abc', 'Identificador inválido.'],
    ['take=0', 'take deve ser ao menos 1.'],
    ['skip=-1', 'skip deve ser maior ou igual a 0.'],
    [`nome=${'x'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/comarca?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

});

describe('POST /api/comarca and GET /api/comarca/:id', () => {
  it('creates (201) and reads back the record with the audit info', async () => {
    const criada = await criar({ nome: '  Estância ', prefixo: ' EST ' });
    const det = await get(`/api/comarca/${criada.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id: criada.id, ordem: 1, prefixo: 'EST', nome: 'Estância', agrupar: true,
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
  });

  it('applies the defaults: ordem 0, no prefixo, agrupar off', async () => {
    const res = await t.req({ method: 'POST', url: '/api/comarca', token, payload: { nome: 'Propriá' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ordem: 0, prefixo: null, nome: 'Propriá', agrupar: false });
  });

  it.each([
    ['no name', { nome: ' ' }, 'nome', 'Informe o nome da comarca.'],
    ['a 101-character name', { nome: 'n'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    ['a 31-character prefixo', { prefixo: 'p'.repeat(31) }, 'prefixo', 'Prefixo: no máximo 30 caracteres.'],
    ['ordem -1', { ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    ['ordem 1.5', { ordem: 1.5 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    ['ordem 100000', { ordem: 100000 }, 'ordem', 'A ordem deve ser no máximo 99999.'],
    ['agrupar as text', { agrupar: 'sim' }, 'agrupar', 'Agrupar: marque ou desmarque.'],
  ])('refuses %s with 400 and the field message', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/comarca', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('accepts the limits: ordem 0, a 100-character name, a 30-character prefixo', async () => {
    const res = await t.req({ method: 'POST', url: '/api/comarca', token, payload: corpo({ ordem: 0, nome: 'n'.repeat(100), prefixo: 'p'.repeat(30) }) });
    expect(res.statusCode).toBe(201);
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const { id } = await criar();
    const ausente = await get('/api/comarca/999999');
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/comarca/abc')).json().message).toBe('Identificador inválido.');
    expect((await get(`/api/comarca/${id}`, await t.tokenWith(['COMARCA_ENUMERATE']))).statusCode).toBe(200);
  });
});

describe('PUT /api/comarca/:id', () => {
  it('saves every field and clears the prefixo', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'PUT', url: `/api/comarca/${id}`, token, payload: { id, ordem: 9, prefixo: '', nome: 'Aracaju (capital)', agrupar: false, versao: await t.versao(`/api/comarca/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, ordem: 9, prefixo: null, nome: 'Aracaju (capital)', agrupar: false });
  });

  it('404 unknown, 400 bad body', async () => {
    const { id } = await criar();
    const ausente = await t.req({ method: 'PUT', url: '/api/comarca/999999', token, payload: { ...corpo(), versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    const ruim = await t.req({ method: 'PUT', url: `/api/comarca/${id}`, token, payload: { ...corpo({ ordem: -3 }), versao: await t.versao(`/api/comarca/${id}`, token) } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('A ordem deve ser um número inteiro maior ou igual a 0.');
  });
});

describe('DELETE /api/comarca/:id', () => {
  it('removes (200) an unused comarca, then 404', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/comarca/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Comarca Removida.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/comarca/${id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual(NAO_ENCONTRADA);
  });

  it('refuses (409) a comarca with defensorias, núcleos or unidades, counting each, and keeps it', async () => {
    const { id } = await criar({ nome: 'Comarca em uso' });
    await novaDefensoria(id, '1ª Defensoria');
    await novaDefensoria(id, '2ª Defensoria');
    await novoNucleo(id, 'Núcleo Agrário');
    await novoPredio(id, 'Fórum Central');
    const res = await t.req({ method: 'DELETE', url: `/api/comarca/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A comarca não pode ser excluída: tem 2 defensorias, 1 núcleo e 1 unidade.' });
    expect((await get(`/api/comarca/${id}`)).statusCode).toBe(200);

    const { id: soPredios } = await criar({ nome: 'Comarca com prédios' });
    await novoPredio(soPredios, 'Fórum A');
    await novoPredio(soPredios, 'Fórum B');
    expect((await t.req({ method: 'DELETE', url: `/api/comarca/${soPredios}`, token })).json()).toEqual({ message: 'A comarca não pode ser excluída: tem 2 unidades.' });
  });

  it('refuses (409) through the foreign key a reference the counts do not know, naming the table', async () => {
    // Later issues (placements, reports) may reference comarcas: a stand-in table with the same kind of FK.
    await db.execute(sql`create table referencia_comarca_teste (id serial primary key, comarca_id integer not null references comarca(id) on delete restrict)`);
    const { id } = await criar();
    await db.execute(sql`insert into referencia_comarca_teste (comarca_id) values (${id})`);
    const res = await t.req({ method: 'DELETE', url: `/api/comarca/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A comarca não pode ser excluída: ainda há registros de referencia comarca teste vinculados.' });
  });
});

describe('history of a comarca', () => {
  it('records creation, change and removal with the acting user; readable with COMARCA_READ only', async () => {
    const u = await t.user(['COMARCA_CREATE', 'COMARCA_UPDATE', 'COMARCA_DELETE', 'COMARCA_READ']);
    const tk = await t.login(u.username, u.senha);
    const criada = (await t.req({ method: 'POST', url: '/api/comarca', token: tk, payload: corpo({ nome: 'Comarca Histórica' }) })).json();
    await t.req({ method: 'PUT', url: `/api/comarca/${criada.id}`, token: tk, payload: { ...corpo({ nome: 'Comarca Histórica', ordem: 4, agrupar: false }), versao: await t.versao(`/api/comarca/${criada.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/comarca/${criada.id}`, token: tk });
    await esperaHistorico(t, tk, 'comarca', criada.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Comarca Histórica' }, prefixo: { de: null, para: 'AJU' }, agrupar: { de: null, para: true } } },
      { acao: 'UPDATE', por: u.username, diff: { ordem: { de: 1, para: 4 }, agrupar: { de: true, para: false } } },
      { acao: 'DELETE', por: u.username },
    ]);
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=comarca&registro=${criada.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});
