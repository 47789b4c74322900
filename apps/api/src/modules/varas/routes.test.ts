import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { atuacao } from '../atuacoes/table.js';
import { comarca } from '../comarcas/table.js';
import { defensoria } from '../defensorias/table.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADA = { message: 'Vara não encontrada.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let semPermissao: string; // a staff session without any VARA_* permission
let familia: number; // atuação Família
let criminal: number; // atuação Criminal
let aracaju: number; // a comarca for the defensorias

const novaAtuacao = async (nome: string) => (await db.insert(atuacao).values({ nome }).returning({ id: atuacao.id }))[0]!.id;
/** `n` defensorias in the vara, straight into the table (the defensoria API is another module). */
async function defensoriasNa(varaId: number, n: number) {
  for (let i = 1; i <= n; i++) await db.insert(defensoria).values({ comarcaId: aracaju, varaId, nome: `${i}ª Defensoria` });
}

const corpo = (over: Record<string, unknown> = {}) => ({ ordem: 1, nome: '1ª Vara Cível', atuacao: { id: familia }, ...over });
async function criar(over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/vara', token, payload: corpo(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; nome: string }>();
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json(): unknown }) => (res.json() as [{ nome: string }[], number])[0].map((v) => v.nome);

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  semPermissao = await t.tokenWith(['ATUACAO_READ', 'ATUACAO_ENUMERATE']);
  familia = await novaAtuacao('Família');
  criminal = await novaAtuacao('Criminal');
  aracaju = (await db.insert(comarca).values({ nome: 'Aracaju' }).returning({ id: comarca.id }))[0]!.id;
});

describe('GET /api/vara', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    // 12 varas: more than one page of 10; ordem given out of creation order.
    for (let i = 12; i >= 1; i--) {
      const nome = `Lista ${String(i).padStart(2, '0')}`;
      ids[nome] = (await criar({ nome, ordem: i, atuacao: { id: i % 2 ? criminal : familia } })).id;
    }
    await defensoriasNa(ids['Lista 03']!, 2);
  });

  it('pages by 10 by default, by ordem ascending, as [rows, count], atuação as {id} only', async () => {
    const res = await get('/api/vara?nome=lista');
    expect(res.statusCode).toBe(200);
    const [rows, total] = res.json();
    expect(total).toBe(12);
    expect(rows).toHaveLength(10);
    expect(rows.map((r: { nome: string }) => r.nome)).toEqual([...Array(10).keys()].map((i) => `Lista ${String(i + 1).padStart(2, '0')}`));
    expect(rows[0]).toEqual({ id: ids['Lista 01'], ordem: 1, nome: 'Lista 01', atuacao: { id: criminal } });
    expect(nomes(await get('/api/vara?nome=lista&skip=10'))).toEqual(['Lista 11', 'Lista 12']);
  });

  it('comAtuacao adds the atuação name; comDefensorias the number of defensorias', async () => {
    const [rows] = (await get('/api/vara?nome=lista&take=3&comAtuacao=true&comDefensorias=true')).json();
    expect(rows).toEqual([
      { id: ids['Lista 01'], ordem: 1, nome: 'Lista 01', atuacao: { id: criminal, nome: 'Criminal' }, defensorias: 0 },
      { id: ids['Lista 02'], ordem: 2, nome: 'Lista 02', atuacao: { id: familia, nome: 'Família' }, defensorias: 0 },
      { id: ids['Lista 03'], ordem: 3, nome: 'Lista 03', atuacao: { id: criminal, nome: 'Criminal' }, defensorias: 2 },
    ]);
  });

  it('reads one vara with id and take=1, as the form does', async () => {
    const res = await get(`/api/vara?id=${ids['Lista 03']}&take=1&comAtuacao=true&comDefensorias=true`);
    expect(res.json()).toEqual([[{ id: ids['Lista 03'], ordem: 3, nome: 'Lista 03', atuacao: { id: criminal, nome: 'Criminal' }, defensorias: 2 }], 1]);
    expect((await get('/api/vara?id=999999&take=1')).json()).toEqual([[], 0]);
  });

  it('sorts by orderField (ordem, nome, atuação) in the orderBy direction and filters by atuação', async () => {
    expect(nomes(await get('/api/vara?nome=lista&take=3&orderBy=desc'))).toEqual(['Lista 12', 'Lista 11', 'Lista 10']);
    expect(nomes(await get('/api/vara?nome=lista&take=2&orderField=nome&orderBy=desc'))).toEqual(['Lista 12', 'Lista 11']);
    // by atuação name, Criminal before Família; ties by ordem
    expect(nomes(await get('/api/vara?nome=lista&take=7&orderField=atuacao'))).toEqual(['Lista 01', 'Lista 03', 'Lista 05', 'Lista 07', 'Lista 09', 'Lista 11', 'Lista 02']);
    expect(nomes(await get('/api/vara?nome=lista&take=2&orderField=atuacao&orderBy=desc'))).toEqual(['Lista 02', 'Lista 04']);
    const [rows, total] = (await get(`/api/vara?nome=lista&atuacao=${familia}&take=100`)).json();
    expect(total).toBe(6);
    expect(rows.every((r: { atuacao: { id: number } }) => r.atuacao.id === familia)).toBe(true);
  });

  it.each([
    ['orderField=defensorias', 'Ordenação inválida.'],
    ['orderBy=random', 'Ordenação inválida.'],
    ['atuacao=x', 'Identificador inválido.'],
    ['id=-1', 'Identificador inválido.'],
    ['take=0', 'take deve ser ao menos 1.'],
    [`nome=${'x'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/vara?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

});

describe('POST /api/vara and GET /api/vara/:id', () => {
  it('creates (201) and reads back the record with atuação, number of defensorias and audit info', async () => {
    const criada = await criar({ nome: '  2ª Vara Criminal ', atuacao: { id: criminal, nome: 'ignorado' } });
    await defensoriasNa(criada.id, 1);
    const det = await get(`/api/vara/${criada.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id: criada.id, ordem: 1, nome: '2ª Vara Criminal', atuacao: { id: criminal, nome: 'Criminal' }, defensorias: 1,
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
  });

  it('defaults ordem to 0', async () => {
    const res = await t.req({ method: 'POST', url: '/api/vara', token, payload: { nome: 'Vara Única', atuacao: { id: familia } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ordem: 0, nome: 'Vara Única', atuacao: { id: familia, nome: 'Família' }, defensorias: 0 });
  });

  it.each([
    ['no name', { nome: ' ' }, 'nome', 'Informe o nome da vara.'],
    ['a 151-character name', { nome: 'n'.repeat(151) }, 'nome', 'Nome: no máximo 150 caracteres.'],
    ['no atuação', { atuacao: null }, 'atuacao', 'Selecione a atuação.'],
    ['atuação id 0', { atuacao: { id: 0 } }, 'atuacao.id', 'Selecione a atuação.'],
    ['ordem -1', { ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
  ])('refuses %s with 400 and the field message', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/vara', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('refuses an atuação that does not exist with 400, not 500', async () => {
    const res = await t.req({ method: 'POST', url: '/api/vara', token, payload: corpo({ atuacao: { id: 999999 } }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Atuação não encontrada.', fieldErrors: { atuacao: ['Selecione uma atuação existente.'] } });
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const { id } = await criar();
    const ausente = await get('/api/vara/999999');
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/vara/abc')).json().message).toBe('Identificador inválido.');
    expect((await get(`/api/vara/${id}`, await t.tokenWith(['VARA_ENUMERATE']))).statusCode).toBe(200);
  });
});

describe('PUT /api/vara/:id', () => {
  it('saves ordem, nome and a new atuação', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'PUT', url: `/api/vara/${id}`, token, payload: { id, ordem: 8, nome: '1ª Vara Criminal', atuacao: { id: criminal }, versao: await t.versao(`/api/vara/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, ordem: 8, nome: '1ª Vara Criminal', atuacao: { id: criminal, nome: 'Criminal' } });
  });

  it('404 unknown, 400 bad body or unknown atuação', async () => {
    const { id } = await criar();
    const ausente = await t.req({ method: 'PUT', url: '/api/vara/999999', token, payload: { ...corpo(), versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    const ruim = await t.req({ method: 'PUT', url: `/api/vara/${id}`, token, payload: { ...corpo({ ordem: -1 }), versao: await t.versao(`/api/vara/${id}`, token) } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('A ordem deve ser um número inteiro maior ou igual a 0.');
    const semAtuacao = await t.req({ method: 'PUT', url: `/api/vara/${id}`, token, payload: { ...corpo({ atuacao: { id: 999999 } }), versao: await t.versao(`/api/vara/${id}`, token) } });
    expect(semAtuacao.statusCode).toBe(400);
    expect(semAtuacao.json().message).toBe('Atuação não encontrada.');
  });
});

describe('DELETE /api/vara/:id', () => {
  it('removes (200) a vara without defensorias, then 404', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/vara/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vara Removida.' });
    expect((await t.req({ method: 'DELETE', url: `/api/vara/${id}`, token })).json()).toEqual(NAO_ENCONTRADA);
  });

  it('refuses (409) a vara that still has defensorias, counting them, and keeps it', async () => {
    const { id } = await criar();
    await defensoriasNa(id, 3);
    const res = await t.req({ method: 'DELETE', url: `/api/vara/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A vara não pode ser excluída: tem 3 defensorias.' });
    expect((await get(`/api/vara/${id}`)).statusCode).toBe(200);
  });

  it('refuses (409) through the foreign key a reference the count does not know, naming the table', async () => {
    await db.execute(sql`create table referencia_vara_teste (id serial primary key, vara_id integer not null references vara(id) on delete restrict)`);
    const { id } = await criar();
    await db.execute(sql`insert into referencia_vara_teste (vara_id) values (${id})`);
    const res = await t.req({ method: 'DELETE', url: `/api/vara/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A vara não pode ser excluída: ainda há registros de referencia vara teste vinculados.' });
  });
});

describe('history of a vara', () => {
  it('records creation, change and removal with the acting user; readable with VARA_READ only', async () => {
    const u = await t.user(['VARA_CREATE', 'VARA_UPDATE', 'VARA_DELETE', 'VARA_READ']);
    const tk = await t.login(u.username, u.senha);
    const criada = (await t.req({ method: 'POST', url: '/api/vara', token: tk, payload: corpo({ nome: 'Vara Histórica' }) })).json();
    await t.req({ method: 'PUT', url: `/api/vara/${criada.id}`, token: tk, payload: { ...corpo({ nome: 'Vara Histórica', atuacao: { id: criminal } }), versao: await t.versao(`/api/vara/${criada.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/vara/${criada.id}`, token: tk });
    await esperaHistorico(t, tk, 'vara', criada.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Vara Histórica' }, atuacao_id: { de: null, para: familia } } },
      { acao: 'UPDATE', por: u.username, diff: { atuacao_id: { de: familia, para: criminal } } },
      { acao: 'DELETE', por: u.username },
    ]);
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=vara&registro=${criada.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});
