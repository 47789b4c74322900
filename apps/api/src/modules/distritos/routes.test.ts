import { beforeAll, describe, expect, it } from 'vitest';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { esperaHistorico, testApp } from '../../../test/helpers.js';

const t = await testApp();

let token: string; // every permission
let semPermissao: string; // a staff session without any DISTRITO_* permission

const novaDefensoria = (nome?: string) => defensoriaNoBanco(t.database.db, nome === undefined ? {} : { nome });

type Json = { id: number; ordem: number; nome: string; defensoria: { id: number; nome?: string } };

async function criar(payload: Record<string, unknown>) {
  const res = await t.req({ method: 'POST', url: '/api/distrito', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Json>();
}
const listar = async (query: string, tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/distrito?${query}`, token: tk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<[Json[], number]>();
};

beforeAll(async () => {
  token = await t.tokenWith('todas');
  semPermissao = await t.tokenWith(['FOLHA_READ', 'DEFENSORIA_READ']);
});

describe('POST /api/distrito', () => {
  it('creates (201) with the defensoria named and the audit info; ordem defaults to 0', async () => {
    const d = await novaDefensoria('Defensoria de Socorro');
    const res = await t.req({ method: 'POST', url: '/api/distrito', token, payload: { nome: '  Taiçoca ', defensoria: { id: d.id } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ordem: 0,
      nome: 'Taiçoca',
      defensoria: { id: d.id, nome: 'Defensoria de Socorro' },
      criadoEm: expect.any(String),
      editadoEm: expect.any(String),
      criadoPor: { username: expect.any(String) },
      editadoPor: { username: expect.any(String) }, versao: 1,
    });
  });

  it.each([
    [{ nome: '' }, 'nome', 'Informe o nome do distrito.'],
    [{ nome: 'd'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    [{ defensoria: null }, 'defensoria', 'Selecione a defensoria.'],
    [{ ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    [{ ordem: 'primeiro' }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
  ])('400 for %j', async (mudanca, campo, message) => {
    const d = await novaDefensoria();
    const res = await t.req({ method: 'POST', url: '/api/distrito', token, payload: { nome: 'Centro', defensoria: { id: d.id }, ...mudanca } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('400 with a field message for a defensoria that does not exist', async () => {
    const res = await t.req({ method: 'POST', url: '/api/distrito', token, payload: { nome: 'Centro', defensoria: { id: 999999 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Defensoria não encontrada.', fieldErrors: { defensoria: ['Selecione uma defensoria existente.'] } });
  });
});

describe('GET /api/distrito', () => {
  it('pages 10 by default, in ordem, narrowed to one defensoria; the name of the defensoria only with comDefensoria', async () => {
    const d = await novaDefensoria('Defensoria de Estância');
    for (let i = 11; i >= 1; i--) await criar({ nome: `Distrito ${String(i).padStart(2, '0')}`, ordem: i, defensoria: { id: d.id } });
    const [rows, total] = await listar(`defensoria=${d.id}`);
    expect(total).toBe(11);
    expect(rows.map((r) => r.nome)).toEqual([...Array(10).keys()].map((i) => `Distrito ${String(i + 1).padStart(2, '0')}`));
    expect(rows[0]).toEqual({ id: expect.any(Number), ordem: 1, nome: 'Distrito 01', defensoria: { id: d.id } });
    const [comNome] = await listar(`defensoria=${d.id}&comDefensoria=true&skip=10`);
    expect(comNome).toEqual([{ id: expect.any(Number), ordem: 11, nome: 'Distrito 11', defensoria: { id: d.id, nome: 'Defensoria de Estância' } }]);
  });

  it('reads one by id, and sorts by orderField (nome, defensoria) in the orderBy direction', async () => {
    const a = await novaDefensoria('AAA Defensoria');
    const z = await novaDefensoria('ZZZ Defensoria');
    const x = await criar({ nome: 'Xingó', ordem: 0, defensoria: { id: a.id } });
    const b = await criar({ nome: 'Brejo', ordem: 1, defensoria: { id: z.id } });
    expect(await listar(`id=${b.id}&comDefensoria=1`)).toEqual([[{ id: b.id, ordem: 1, nome: 'Brejo', defensoria: { id: z.id, nome: 'ZZZ Defensoria' } }], 1]);
    const ids = (r: [Json[], number]) => r[0].map((d) => d.id).filter((id) => id === x.id || id === b.id);
    expect(ids(await listar('orderField=nome&orderBy=desc&take=1000'))).toEqual([x.id, b.id]);
    expect(ids(await listar('orderField=nome&take=1000'))).toEqual([b.id, x.id]);
    expect(ids(await listar('orderField=defensoria&orderBy=desc&take=1000'))).toEqual([b.id, x.id]);
  });

  it('is open to any staff session (ADR 019); 400 for bad parameters', async () => {
    expect((await t.req({ method: 'GET', url: '/api/distrito', token: semPermissao })).statusCode).toBe(200);
    for (const [query, message] of [
      ['orderField=movimentacoes', 'Ordenação inválida.'],
      ['orderBy=lado', 'Ordenação inválida.'],
      ['id=-1', 'Identificador inválido.'],
      ['defensoria=x', 'Defensoria inválida.'],
      ['take=0', 'take deve ser ao menos 1.'],
    ]) {
      const res = await t.req({ method: 'GET', url: `/api/distrito?${query}`, token });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('GET /api/distrito/:id', () => {
  it('reads for DISTRITO_READ or DISTRITO_ENUMERATE; 404 unknown', async () => {
    const d = await novaDefensoria();
    const x = await criar({ nome: 'Aruana', defensoria: { id: d.id } });
    for (const p of ['DISTRITO_READ', 'DISTRITO_ENUMERATE'] as const) {
      const res = await t.req({ method: 'GET', url: `/api/distrito/${x.id}`, token: await t.tokenWith([p]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: x.id, nome: 'Aruana', defensoria: { id: d.id, nome: d.nome }, criadoPor: { username: expect.any(String) } });
    }
    const ausente = await t.req({ method: 'GET', url: '/api/distrito/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Distrito não encontrado.' });
  });
});

describe('PUT /api/distrito/:id', () => {
  it('saves ordem, nome and another defensoria', async () => {
    const d1 = await novaDefensoria();
    const d2 = await novaDefensoria('Defensoria de Lagarto');
    const x = await criar({ nome: 'Colônia Treze', defensoria: { id: d1.id } });
    const res = await t.req({ method: 'PUT', url: `/api/distrito/${x.id}`, token, payload: { id: x.id, nome: 'Colônia 13', ordem: 4, defensoria: { id: d2.id }, versao: await t.versao(`/api/distrito/${x.id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: x.id, nome: 'Colônia 13', ordem: 4, defensoria: { id: d2.id, nome: 'Defensoria de Lagarto' } });
  });

  it('404 unknown, 400 invalid body or missing defensoria', async () => {
    const d = await novaDefensoria();
    const x = await criar({ nome: 'Rio Fundo', defensoria: { id: d.id } });
    const payload = { nome: 'Rio Fundo', defensoria: { id: d.id } };
    const ausente = await t.req({ method: 'PUT', url: '/api/distrito/999999', token, payload: { ...payload, versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Distrito não encontrado.' });
    expect((await t.req({ method: 'PUT', url: `/api/distrito/${x.id}`, token, payload: { ...payload, nome: ' ', versao: await t.versao(`/api/distrito/${x.id}`, token) } })).json().message).toBe('Informe o nome do distrito.');
    const semDefensoria = await t.req({ method: 'PUT', url: `/api/distrito/${x.id}`, token, payload: { ...payload, defensoria: { id: 999999 }, versao: await t.versao(`/api/distrito/${x.id}`, token) } });
    expect(semDefensoria.statusCode).toBe(400);
    expect(semDefensoria.json().message).toBe('Defensoria não encontrada.');
  });
});

describe('DELETE /api/distrito/:id', () => {
  it('removes (200, Distrito removido.), then 404', async () => {
    const x = await criar({ nome: 'Pedreiras', defensoria: { id: (await novaDefensoria()).id } });
    const res = await t.req({ method: 'DELETE', url: `/api/distrito/${x.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Distrito removido.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/distrito/${x.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ message: 'Distrito não encontrado.' });
  });
});

describe('history of a distrito', () => {
  it('records creation, changes and removal with the acting user; readable with DISTRITO_ENUMERATE only', async () => {
    const d1 = await novaDefensoria();
    const d2 = await novaDefensoria();
    const u = await t.user(['DISTRITO_CREATE', 'DISTRITO_UPDATE', 'DISTRITO_DELETE', 'DISTRITO_ENUMERATE']);
    const tk = await t.login(u.username, u.senha);
    const criado = (await t.req({ method: 'POST', url: '/api/distrito', token: tk, payload: { nome: 'Mosqueiro', defensoria: { id: d1.id } } })).json<Json>();
    await t.req({ method: 'PUT', url: `/api/distrito/${criado.id}`, token: tk, payload: { nome: 'Mosqueiro', ordem: 2, defensoria: { id: d2.id }, versao: await t.versao(`/api/distrito/${criado.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/distrito/${criado.id}`, token: tk });
    await esperaHistorico(t, tk, 'distrito', criado.id, [
      { acao: 'INSERT', por: u.username, contem: { nome: { de: null, para: 'Mosqueiro' }, defensoria_id: { de: null, para: d1.id } } },
      { acao: 'UPDATE', por: u.username, diff: { ordem: { de: 0, para: 2 }, defensoria_id: { de: d1.id, para: d2.id } } },
      { acao: 'DELETE', por: u.username },
    ]);
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=distrito&registro=${criado.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});
