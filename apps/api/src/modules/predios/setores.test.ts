import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { comarca } from '../comarcas/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio } from './table.js';

/** The sector rules of the building form (cadastros-relatorios §4): upsert by sigla, in one transaction. */
const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADA = { message: 'Unidade não encontrada.' };

let token: string;
let semPermissao: string;
let aracaju: number;
let ana: number;
let bruno: number;

interface SetorLido {
  id: number;
  sigla: string;
  nome: string;
  capacidade: number;
  responsavel: { id: number; nome: string } | null;
}

const novaPessoa = async (nome: string, sobrenome: string | null) =>
  (await db.insert(pessoa).values({ nome, sobrenome }).returning({ id: pessoa.id }))[0]!.id;
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const put = async (id: number, payload: object) => t.req({ method: 'PUT', url: `/api/predio/${id}`, token, payload: { ...payload, versao: await t.versao(`/api/predio/${id}`, token) } });
const setoresDe = async (id: number) => (await get(`/api/setores/${id}`)).json<SetorLido[]>();
const corpo = (setores: unknown[], over: Record<string, unknown> = {}) => ({ nome: 'Fórum Setorial', comarca: { id: aracaju }, setores, ...over });

async function criar(setores: unknown[]) {
  const res = await t.req({ method: 'POST', url: '/api/predio', token, payload: corpo(setores) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; setores: SetorLido[] }>();
}

const GER = { sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: null };
const ARQ = { sigla: 'ARQ', nome: 'Arquivo', capacidade: 2, responsavel: null };
const REC = { sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: null };

beforeAll(async () => {
  const admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  semPermissao = await t.tokenWith(['DEFENSORIA_READ']);
  aracaju = (await db.insert(comarca).values({ nome: 'Aracaju' }).returning({ id: comarca.id }))[0]!.id;
  ana = await novaPessoa('Ana', 'Souza Lima');
  bruno = await novaPessoa('Bruno Dantas', null);
});

describe('saving a building with its sectors', () => {
  it('updates a sigla already present (same row), appends a new one and removes the ones left out of the list', async () => {
    const { id, setores } = await criar([GER, ARQ]);
    const gerAntes = setores.find((s) => s.sigla === 'GER')!;
    const res = await put(id, corpo([{ ...GER, sigla: ' ger', nome: 'Gerência Geral', capacidade: 999, responsavel: { id: ana } }, REC]));
    expect(res.json()).toEqual({ message: 'Unidade atualizada.' });
    expect(await setoresDe(id)).toEqual([
      { id: gerAntes.id, sigla: 'GER', nome: 'Gerência Geral', capacidade: 999, responsavel: { id: ana, nome: 'Ana Souza Lima' } },
      { id: expect.any(Number), sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: null },
    ]);
  });

  it('keeps the same sigla apart in two buildings', async () => {
    const a = await criar([GER]);
    const b = await criar([{ ...GER, nome: 'Gerência B' }]);
    await put(b.id, corpo([{ ...GER, nome: 'Gerência B2', capacidade: 1 }]));
    expect((await setoresDe(a.id))[0]).toMatchObject({ nome: 'Gerência', capacidade: 5 });
    expect((await setoresDe(b.id))[0]).toMatchObject({ nome: 'Gerência B2', capacidade: 1 });
  });

  it('an empty list removes every sector; an unchanged sector is not rewritten (no empty history line)', async () => {
    const { id, setores } = await criar([GER, ARQ]);
    await put(id, corpo([GER, ARQ]));
    const arq = setores.find((s) => s.sigla === 'ARQ')!;
    await esperaHistorico(t, token, 'setor', arq.id, ['INSERT']);
    expect((await put(id, corpo([]))).statusCode).toBe(200);
    expect(await setoresDe(id)).toEqual([]);
  });

  it.each([
    ['capacity 0', { ...REC, capacidade: 0 }, 'A capacidade deve estar entre 1 e 999.'],
    ['capacity 1000', { ...REC, capacidade: 1000 }, 'A capacidade deve estar entre 1 e 999.'],
    ['an 8-character sigla', { ...REC, sigla: 'RECEPCAO' }, 'A sigla deve ter no máximo 7 caracteres.'],
    ['an unknown responsável', { ...REC, responsavel: { id: 999999 } }, 'Responsável do setor REC não encontrado.'],
    ['a repeated sigla', { ...GER, sigla: 'ger', nome: 'Outra' }, 'A sigla GER aparece mais de uma vez nos setores.'],
  ])('refuses %s with 400 and leaves the building and its sectors unchanged', async (_, ruim, message) => {
    const { id } = await criar([GER, ARQ]);
    const antes = (await get(`/api/predio/${id}`)).json();
    const res = await put(id, corpo([{ ...GER, capacidade: 7 }, ruim], { nome: 'Nome Que Não Fica', ordem: 9 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await get(`/api/predio/${id}`)).json()).toEqual(antes);
  });

  it('is one transaction: a sector that cannot go (still referenced) rolls back the building and the other sectors', async () => {
    // Placements will reference sectors (Lotacao.setor); a stand-in table with the same kind of FK shows the rule.
    await db.execute(sql`create table referencia_setor_teste (id serial primary key, setor_id integer not null references setor(id) on delete restrict)`);
    const { id, setores } = await criar([GER, ARQ]);
    await db.execute(sql`insert into referencia_setor_teste (setor_id) values (${setores.find((s) => s.sigla === 'ARQ')!.id})`);
    const antes = (await get(`/api/predio/${id}`)).json();
    const res = await put(id, corpo([{ ...GER, capacidade: 9 }, REC], { nome: 'Nome Que Não Fica' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O setor ARQ não pode ser excluído: ainda há registros de referencia setor teste vinculados.' });
    expect((await get(`/api/predio/${id}`)).json()).toEqual(antes);
    expect((await db.select({ nome: predio.nome }).from(predio).where(eq(predio.id, id)))[0]!.nome).toBe('Fórum Setorial');
  });
});

describe('GET /api/setores/:id', () => {
  it('answers the sectors by sigla with the responsável’s full name, to any staff session', async () => {
    const { id } = await criar([{ ...REC, sigla: 'rec', responsavel: { id: bruno } }, { sigla: 'adm', nome: 'Administração', capacidade: 8 }]);
    const res = await get(`/api/setores/${id}`, semPermissao);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), sigla: 'ADM', nome: 'Administração', capacidade: 8, responsavel: null },
      { id: expect.any(Number), sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: { id: bruno, nome: 'Bruno Dantas' } },
    ]);
  });

  it('404 for an unknown building, 400 for a bad id', async () => {
    expect((await get('/api/setores/999999')).json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/setores/x')).json().message).toBe('Identificador inválido.');
  });
});

describe('GET /api/predio/responsaveis', () => {
  it('finds people by full name (id and nome only) for whoever may save a building', async () => {
    const tk = await t.tokenWith(['PREDIO_UPDATE']);
    const res = await get('/api/predio/responsaveis?nome=souza', tk);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: ana, nome: 'Ana Souza Lima' }]);
    expect((await get('/api/predio/responsaveis?take=1', tk)).json()).toHaveLength(1);
  });

  it('400 past 50 rows', async () => {
    expect((await get('/api/predio/responsaveis?take=51')).json().message).toBe('take deve ser no máximo 50.');
  });
});
