import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { vara } from '../varas/table.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADA = { message: 'Atuação não encontrada.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let semPermissao: string; // a staff session without any ATUACAO_* permission

const corpo = (over: Record<string, unknown> = {}) => ({ ordem: 1, nome: 'Cível', ...over });

async function criar(over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/atuacao', token, payload: corpo(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; nome: string }>();
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json(): unknown }) => (res.json() as [{ nome: string }[], number])[0].map((a) => a.nome);
/** `n` varas of the atuação, straight into the table (the vara API is another module). */
async function varasDe(atuacaoId: number, n: number) {
  for (let i = 1; i <= n; i++) await db.insert(vara).values({ atuacaoId, nome: `${i}ª Vara`, ordem: i });
}

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  semPermissao = await t.tokenWith(['COMARCA_READ', 'COMARCA_ENUMERATE']);
});

describe('GET /api/atuacao', () => {
  let cidadania: number;
  let criminal: number;
  let familia: number;
  beforeAll(async () => {
    criminal = (await criar({ nome: 'Lista Criminal', ordem: 2 })).id;
    familia = (await criar({ nome: 'Lista Família', ordem: 1 })).id;
    cidadania = (await criar({ nome: 'Lista Cidadania', ordem: 2 })).id;
    await varasDe(criminal, 3);
    await varasDe(cidadania, 1);
  });

  it('pages as [rows, count] by ordem then nome, without varas unless asked', async () => {
    const res = await get('/api/atuacao?nome=lista&take=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      [
        { id: familia, ordem: 1, nome: 'Lista Família' },
        { id: cidadania, ordem: 2, nome: 'Lista Cidadania' },
      ],
      3,
    ]);
    expect(nomes(await get('/api/atuacao?nome=lista&skip=2'))).toEqual(['Lista Criminal']);
  });

  it('comVaras adds the number of varas of each one, zero included', async () => {
    const [rows] = (await get('/api/atuacao?nome=lista&comVaras=true')).json();
    expect(rows.map((r: { id: number; varas: number }) => [r.id, r.varas])).toEqual([
      [familia, 0],
      [cidadania, 1],
      [criminal, 3],
    ]);
  });

  it('sorts by orderField in the orderBy direction and filters by id', async () => {
    expect(nomes(await get('/api/atuacao?nome=lista&orderBy=desc'))).toEqual(['Lista Cidadania', 'Lista Criminal', 'Lista Família']);
    expect(nomes(await get('/api/atuacao?nome=lista&orderField=nome&orderBy=desc'))).toEqual(['Lista Família', 'Lista Criminal', 'Lista Cidadania']);
    expect((await get(`/api/atuacao?id=${criminal}&take=1&comVaras=true`)).json()).toEqual([[{ id: criminal, ordem: 2, nome: 'Lista Criminal', varas: 3 }], 1]);
  });

  it.each([
    ['orderField=varas', 'Ordenação inválida.'],
    ['orderBy=sideways', 'Ordenação inválida.'],
    ['id=0', 'Identificador inválido.'],
    ['take=10001', 'take deve ser no máximo 10000.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/atuacao?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

});

describe('POST /api/atuacao and GET /api/atuacao/:id', () => {
  it('creates (201) and reads back the record with its number of varas and the audit info', async () => {
    const criada = await criar({ nome: '  Fazenda Pública ' });
    await varasDe(criada.id, 2);
    const det = await get(`/api/atuacao/${criada.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id: criada.id, ordem: 1, nome: 'Fazenda Pública', varas: 2,
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
  });

  it('defaults ordem to 0', async () => {
    const res = await t.req({ method: 'POST', url: '/api/atuacao', token, payload: { nome: 'Execução Penal' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ordem: 0, nome: 'Execução Penal', varas: 0 });
  });

  it.each([
    ['no name', { nome: '' }, 'nome', 'Informe o nome da atuação.'],
    ['a 101-character name', { nome: 'n'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    ['ordem -1', { ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    ['ordem as text', { ordem: 'primeira' }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
  ])('refuses %s with 400 and the field message', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/atuacao', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const { id } = await criar();
    const ausente = await get('/api/atuacao/999999');
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/atuacao/1.5')).json().message).toBe('Identificador inválido.');
    expect((await get(`/api/atuacao/${id}`)).statusCode).toBe(200);
  });
});

describe('PUT /api/atuacao/:id', () => {
  it('saves ordem and nome', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'PUT', url: `/api/atuacao/${id}`, token, payload: { id, ordem: 5, nome: 'Cível e Família', versao: await t.versao(`/api/atuacao/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, ordem: 5, nome: 'Cível e Família', varas: 0 });
  });

  it('404 unknown, 400 bad body', async () => {
    const { id } = await criar();
    expect((await t.req({ method: 'PUT', url: '/api/atuacao/999999', token, payload: { ...corpo(), versao: 1 } })).json()).toEqual(NAO_ENCONTRADA);
    const ruim = await t.req({ method: 'PUT', url: `/api/atuacao/${id}`, token, payload: { ...corpo({ nome: null }), versao: await t.versao(`/api/atuacao/${id}`, token) } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('Informe o nome da atuação.');
  });
});

describe('DELETE /api/atuacao/:id', () => {
  it('removes (200) an atuação without varas, then 404', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/atuacao/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Atuação Removida.' });
    expect((await t.req({ method: 'DELETE', url: `/api/atuacao/${id}`, token })).json()).toEqual(NAO_ENCONTRADA);
  });

  it('refuses (409) an atuação that still has varas, counting them, and keeps it', async () => {
    const { id } = await criar();
    await varasDe(id, 2);
    const res = await t.req({ method: 'DELETE', url: `/api/atuacao/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A atuação não pode ser excluída: tem 2 varas.' });
    const { id: uma } = await criar();
    await varasDe(uma, 1);
    expect((await t.req({ method: 'DELETE', url: `/api/atuacao/${uma}`, token })).json()).toEqual({ message: 'A atuação não pode ser excluída: tem 1 vara.' });
    expect((await get(`/api/atuacao/${id}`)).statusCode).toBe(200);
  });
});

describe('history of an atuação', () => {
  it('records creation, change and removal with the acting user', async () => {
    const u = await t.user(['ATUACAO_CREATE', 'ATUACAO_UPDATE', 'ATUACAO_DELETE', 'ATUACAO_ENUMERATE']);
    const tk = await t.login(u.username, u.senha);
    const criada = (await t.req({ method: 'POST', url: '/api/atuacao', token: tk, payload: corpo({ nome: 'Atuação Histórica' }) })).json();
    await t.req({ method: 'PUT', url: `/api/atuacao/${criada.id}`, token: tk, payload: { ...corpo({ nome: 'Atuação Renomeada' }), versao: await t.versao(`/api/atuacao/${criada.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/atuacao/${criada.id}`, token: tk });
    await esperaHistorico(t, tk, 'atuacao', criada.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Atuação Histórica' }, ordem: { de: null, para: 1 } } },
      { acao: 'UPDATE', por: u.username, diff: { nome: { de: 'Atuação Histórica', para: 'Atuação Renomeada' } } },
      { acao: 'DELETE', por: u.username },
    ]);
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=atuacao&registro=${criada.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});
