import { papelResumoSchema, permissaoPorNome, type Permissao } from '@sgi/domain';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';

const t = await testApp();

let token: string; // every permission
let seq = 0;

const ids = (...nomes: Permissao[]) => nomes.map((n) => ({ id: permissaoPorNome(n)!.id }));
const nomeNovo = () => `Papel ${++seq} ${Math.random().toString(36).slice(2, 6)}`;

async function criar(nome = nomeNovo(), permissoes: Permissao[] = ['FOLHA_READ']) {
  const res = await t.req({ method: 'POST', url: '/api/papel', token, payload: { nome, permissoes: ids(...permissoes) } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; nome: string }>();
}

/** A user holding papel `papelId`, created through the API. */
async function usuarioCom(papelId: number) {
  const username = `membro.${++seq}`;
  const payload = { username, senha: 'senha-do-membro', nome: 'Membro', papel: { id: papelId } };
  expect((await t.req({ method: 'POST', url: '/api/usuario', token, payload })).statusCode).toBe(201);
  return username;
}

beforeAll(async () => {
  token = await t.tokenWith('todas');
});

describe('GET /api/papel', () => {
  it('lists [rows, count] with totalUsuarios, and permissions and users on request', async () => {
    const p = await criar(`AAA ${nomeNovo()}`, ['FOLHA_READ', 'PAPEL_ENUMERATE']);
    const membros = [await usuarioCom(p.id), await usuarioCom(p.id)];
    const res = await t.req({ method: 'GET', url: `/api/papel?id=${p.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([[{ id: p.id, nome: p.nome, totalUsuarios: 2 }], 1]);
    const completo = await t.req({ method: 'GET', url: `/api/papel?id=${p.id}&comPermissoes=true&comUsuarios=true`, token });
    // written by PostgreSQL (ADR 059): exactly the fields of the route's schema, nothing more
    const [[linha]] = z.tuple([z.array(papelResumoSchema.strict()), z.number()]).parse(completo.json());
    expect(linha!.permissoes).toEqual([
      { id: permissaoPorNome('FOLHA_READ')!.id, nome: 'FOLHA_READ' },
      { id: permissaoPorNome('PAPEL_ENUMERATE')!.id, nome: 'PAPEL_ENUMERATE' },
    ]);
    expect(linha!.usuarios!.map((u) => u.username)).toEqual(membros);
    expect(completo.body).not.toMatch(/senha|\$argon2/i);
  });

  it('sorts by nome and pages', async () => {
    for (const letra of ['B', 'C', 'A']) await criar(`Ordem ${letra}`);
    const [todos, total] = (await t.req({ method: 'GET', url: '/api/papel?take=1000', token })).json();
    expect(todos).toHaveLength(total);
    const nomes = todos.map((p: { nome: string }) => p.nome);
    expect(nomes.filter((n: string) => n.startsWith('Ordem '))).toEqual(['Ordem A', 'Ordem B', 'Ordem C']);
    const [pagina, mesmoTotal] = (await t.req({ method: 'GET', url: '/api/papel?skip=1&take=2', token })).json();
    expect(mesmoTotal).toBe(total);
    expect(pagina.map((p: { nome: string }) => p.nome)).toEqual(nomes.slice(1, 3));
  });

  it('400 bad paging; the usuario form may list the papéis', async () => {
    const ruim = await t.req({ method: 'GET', url: '/api/papel?skip=-1', token });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json()).toEqual({ message: 'skip deve ser maior ou igual a 0.', fieldErrors: { skip: ['skip deve ser maior ou igual a 0.'] } });
    // the usuario form fills its papel select with this list
    expect((await t.req({ method: 'GET', url: '/api/papel', token: await t.tokenWith(['USUARIO_CREATE']) })).statusCode).toBe(200);
  });
});

describe('GET /api/papel/:id', () => {
  it('reads the papel with its permissions and audit info', async () => {
    const p = await criar(undefined, ['USUARIO_READ', 'ADMIN_ACTIONS']);
    const res = await t.req({ method: 'GET', url: `/api/papel/${p.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, nome: p.nome, totalUsuarios: 0, permissoes: [{ nome: 'ADMIN_ACTIONS' }, { nome: 'USUARIO_READ' }], criadoPor: { username: expect.any(String) } });
  });

  it('404 unknown, 400 bad id', async () => {
    const ausente = await t.req({ method: 'GET', url: '/api/papel/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Papel não encontrado.' });
    expect((await t.req({ method: 'GET', url: '/api/papel/0', token })).json().message).toBe('Identificador inválido.');
  });
});

describe('POST /api/papel', () => {
  it('creates (201) with the permission ids', async () => {
    const nome = nomeNovo();
    const res = await t.req({ method: 'POST', url: '/api/papel', token, payload: { nome, permissoes: ids('PAPEL_READ', 'PAPEL_READ', 'FOLHA_CREATE') } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), nome, totalUsuarios: 0, permissoes: [{ nome: 'FOLHA_CREATE' }, { nome: 'PAPEL_READ' }] });
  });

  it('refuses an unknown permission and an empty name with 400', async () => {
    const desconhecida = await t.req({ method: 'POST', url: '/api/papel', token, payload: { nome: nomeNovo(), permissoes: [{ id: 9999 }] } });
    expect(desconhecida.statusCode).toBe(400);
    expect(desconhecida.json()).toEqual({ message: 'Permissão desconhecida: 9999.', fieldErrors: { permissoes: ['Permissão desconhecida: 9999.'] } });
    const semNome = await t.req({ method: 'POST', url: '/api/papel', token, payload: { nome: '  ', permissoes: [] } });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json()).toEqual({ message: 'Informe o nome do papel.', fieldErrors: { nome: ['Informe o nome do papel.'] } });
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const p = await criar();
    const res = await t.req({ method: 'POST', url: '/api/papel', token, payload: { nome: p.nome.toUpperCase(), permissoes: [] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `Já existe um papel com o nome "${p.nome.toUpperCase()}".` });
  });
});

describe('PUT /api/papel/:id', () => {
  it('renames and replaces the permissions', async () => {
    const p = await criar();
    const nome = nomeNovo();
    const res = await t.req({ method: 'PUT', url: `/api/papel/${p.id}`, token, payload: { id: p.id, nome, permissoes: ids('VARA_ENUMERATE'), versao: await t.versao(`/api/papel/${p.id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: p.id, nome, permissoes: [{ nome: 'VARA_ENUMERATE' }] });
  });

  it('404 unknown, 409 name of another papel, 400 unknown permission', async () => {
    const a = await criar();
    const b = await criar();
    const ausente = await t.req({ method: 'PUT', url: '/api/papel/999999', token, payload: { nome: nomeNovo(), permissoes: [], versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Papel não encontrado.' });
    const dup = await t.req({ method: 'PUT', url: `/api/papel/${b.id}`, token, payload: { nome: a.nome, permissoes: [], versao: await t.versao(`/api/papel/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe um papel com o nome "${a.nome}".` });
    const ruim = await t.req({ method: 'PUT', url: `/api/papel/${b.id}`, token, payload: { nome: b.nome, permissoes: [{ id: 0 }], versao: await t.versao(`/api/papel/${b.id}`, token) } });
    expect(ruim.statusCode).toBe(400);
  });
});

describe('DELETE /api/papel/:id', () => {
  it('refuses a papel that still has users with 409 naming the count', async () => {
    const p = await criar();
    await usuarioCom(p.id);
    await usuarioCom(p.id);
    const res = await t.req({ method: 'DELETE', url: `/api/papel/${p.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `O papel "${p.nome}" possui 2 usuário(s) vinculado(s) e não pode ser removido. Troque o papel desses usuários antes.`,
    });
    expect((await t.req({ method: 'GET', url: `/api/papel/${p.id}`, token })).statusCode).toBe(200);
  });

  it('removes an unused papel (200), then 404', async () => {
    const p = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/papel/${p.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Papel removido.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/papel/${p.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ message: 'Papel não encontrado.' });
  });
});
