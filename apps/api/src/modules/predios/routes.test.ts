import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { comarca } from '../comarcas/table.js';
import { defensoria } from '../defensorias/table.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from './table.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADA = { message: 'Unidade não encontrada.' };

let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;
let semPermissao: string; // a staff session without any PREDIO_* permission
let aracaju: number;
let lagarto: number;
let ana: number; // Ana Souza Lima

const novaComarca = async (nome: string) => (await db.insert(comarca).values({ nome }).returning({ id: comarca.id }))[0]!.id;
const novaPessoa = async (nome: string, sobrenome: string | null) =>
  (await db.insert(pessoa).values({ nome, sobrenome }).returning({ id: pessoa.id }))[0]!.id;

/** The form's body (cadastros-relatorios §3 Predio). */
const corpo = (over: Record<string, unknown> = {}) => ({
  ordem: 1,
  comarca: { id: aracaju },
  nome: 'Fórum Gumersindo Bessa',
  tipo: 1,
  endereco: { cep: '49010-000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Praça Fausto Cardoso', complemento: null, numero: '10' },
  telefoneprincipal: { ddd: 79, numero: '3211-4567' },
  telefonesecundario: { ddd: 79, numero: null },
  setores: [
    { sigla: 'ger', nome: 'Gerência', capacidade: 5, responsavel: { id: ana } },
    { sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: null },
  ],
  ...over,
});

async function criar(over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/predio', token, payload: corpo(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; nome: string; setores: { id: number; sigla: string }[] }>();
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const put = async (id: number, payload: object, tk = token) => t.req({ method: 'PUT', url: `/api/predio/${id}`, token: tk, payload: { ...payload, versao: await t.versao(`/api/predio/${id}`, token) } });

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
  semPermissao = await t.tokenWith(['DEFENSORIA_READ']);
  aracaju = await novaComarca('Aracaju');
  lagarto = await novaComarca('Lagarto');
  ana = await novaPessoa('Ana', 'Souza Lima');
});

describe('GET /api/predio', () => {
  let central: number;
  beforeAll(async () => {
    central = (await criar({ nome: 'Lista Sede Central', comarca: { id: lagarto }, setores: [] })).id;
    await criar({ nome: 'Lista Anexo', endereco: null, telefoneprincipal: null });
    const [d] = await db.insert(defensoria).values({ nome: '1ª Defensoria Cível', comarcaId: lagarto, predioId: central }).returning();
    await db.insert(defensoria).values({ nome: '2ª Defensoria Cível', comarcaId: lagarto, predioId: central, substituta1Id: d!.id });
    await db.insert(nucleo).values({ nome: 'Núcleo da Mulher', comarcaId: lagarto, predioId: central });
  });

  it('pages as [rows, count] by nome, with comarca, address, phones and the defensorias/núcleos counts', async () => {
    const res = await get('/api/predio?nome=lista&take=1');
    expect(res.statusCode).toBe(200);
    const [rows, total] = res.json();
    expect(total).toBe(2);
    expect(rows).toEqual([
      {
        id: expect.any(Number), ordem: 1, nome: 'Lista Anexo', tipo: 1, comarca: { id: aracaju, nome: 'Aracaju' },
        endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
        telefoneprincipal: { ddd: 79, numero: null }, telefonesecundario: { ddd: 79, numero: null }, defensorias: 0, nucleos: 0,
      },
    ]);
    const [[sede]] = (await get('/api/predio?nome=lista&skip=1&take=1')).json();
    expect(sede).toMatchObject({
      id: central, nome: 'Lista Sede Central', comarca: { id: lagarto, nome: 'Lagarto' }, defensorias: 2, nucleos: 1,
      endereco: { cep: '49010000', bairro: 'Centro' }, telefoneprincipal: { ddd: 79, numero: '32114567' },
    });
  });

  it.each([
    ['take=0', 'take deve ser ao menos 1.'],
    ['skip=-1', 'skip deve ser maior ou igual a 0.'],
    [`nome=${'x'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/predio?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is open to any staff session, without a PREDIO permission (ADR 019)', async () => {
    expect((await get('/api/predio?nome=lista', semPermissao)).json()[1]).toBe(2);
  });
});

describe('POST /api/predio and GET /api/predio/:id', () => {
  it('creates (201) the building with its sectors, sigla upper-cased, and reads it back with the audit info', async () => {
    const criado = await criar({ nome: '  Fórum de Itabaiana ' });
    const det = await get(`/api/predio/${criado.id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id: criado.id, ordem: 1, nome: 'Fórum de Itabaiana', tipo: 1, comarca: { id: aracaju, nome: 'Aracaju' },
      endereco: { cep: '49010000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Praça Fausto Cardoso', complemento: null, numero: '10' },
      telefoneprincipal: { ddd: 79, numero: '32114567' }, telefonesecundario: { ddd: 79, numero: null }, defensorias: 0, nucleos: 0,
      setores: [
        { id: expect.any(Number), sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: { id: ana, nome: 'Ana Souza Lima' } },
        { id: expect.any(Number), sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: null },
      ],
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
  });

  it('applies the defaults: ordem 0, no tipo, DDD 79, no sectors', async () => {
    const res = await t.req({ method: 'POST', url: '/api/predio', token, payload: { nome: 'Unidade Mínima', comarca: { id: lagarto } } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ordem: 0, tipo: null, telefoneprincipal: { ddd: 79, numero: null }, setores: [] });
  });

  it.each([
    ['no name', { nome: ' ' }, 'nome', 'Informe o nome da unidade.'],
    ['no comarca', { comarca: null }, 'comarca', 'Selecione a comarca.'],
    ['ordem -1', { ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    ['tipo 4', { tipo: 4 }, 'tipo', 'Tipo de unidade inválido.'],
    ['a 9-digit CEP', { endereco: { cep: '490100001' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    ['DDD 1000', { telefoneprincipal: { ddd: 1000, numero: null } }, 'telefoneprincipal.ddd', 'O DDD deve estar entre 0 e 999.'],
    ['an 11-digit phone', { telefonesecundario: { ddd: 79, numero: '32114567890' } }, 'telefonesecundario.numero', 'Telefone secundário: no máximo 10 dígitos.'],
    ['an 8-character sigla', { setores: [{ sigla: 'ABCDEFGH', nome: 'X', capacidade: 1 }] }, 'setores.0.sigla', 'A sigla deve ter no máximo 7 caracteres.'],
    ['capacity 0', { setores: [{ sigla: 'A', nome: 'X', capacidade: 0 }] }, 'setores.0.capacidade', 'A capacidade deve estar entre 1 e 999.'],
    ['capacity 1000', { setores: [{ sigla: 'A', nome: 'X', capacidade: 1000 }] }, 'setores.0.capacidade', 'A capacidade deve estar entre 1 e 999.'],
    ['a sector without name', { setores: [{ sigla: 'A', nome: '', capacidade: 3 }] }, 'setores.0.nome', 'Informe o nome do setor.'],
    ['one sigla twice', { setores: [{ sigla: 'ger', nome: 'A', capacidade: 1 }, { sigla: 'GER ', nome: 'B', capacidade: 2 }] }, 'setores.1.sigla', 'A sigla GER aparece mais de uma vez nos setores.'],
  ])('refuses %s with 400 and the field message', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/predio', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[campo]).toEqual([message]);
  });

  it('refuses an unknown comarca or responsável with 400 (not 500) and writes nothing', async () => {
    const semComarca = await t.req({ method: 'POST', url: '/api/predio', token, payload: corpo({ nome: 'Não Gravada', comarca: { id: 999999 } }) });
    expect(semComarca.json()).toEqual({ message: 'Comarca não encontrada.', fieldErrors: { comarca: ['Selecione uma comarca existente.'] } });
    const setores = [{ sigla: 'A', nome: 'A', capacidade: 1 }, { sigla: 'dir', nome: 'Diretoria', capacidade: 1, responsavel: { id: 999999 } }];
    const semPessoa = await t.req({ method: 'POST', url: '/api/predio', token, payload: corpo({ nome: 'Não Gravada', setores }) });
    expect(semPessoa.statusCode).toBe(400);
    expect(semPessoa.json()).toEqual({ message: 'Responsável do setor DIR não encontrado.', fieldErrors: { 'setores.1.responsavel': ['Selecione uma pessoa existente.'] } });
    expect(await db.select().from(predio).where(eq(predio.nome, 'Não Gravada'))).toEqual([]);
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    const { id } = await criar();
    expect((await get('/api/predio/999999')).statusCode).toBe(404);
    expect((await get('/api/predio/999999')).json()).toEqual(NAO_ENCONTRADA);
    expect((await get('/api/predio/abc')).json().message).toBe('Identificador inválido.');
    expect((await get(`/api/predio/${id}`, await t.tokenWith(['PREDIO_ENUMERATE']))).statusCode).toBe(200);
  });
});

describe('PUT /api/predio/:id', () => {
  it('saves every field and answers the message (spec §7)', async () => {
    const { id } = await criar();
    const payload = corpo({
      id, nome: 'Unidade Renomeada', ordem: 7, tipo: 2, comarca: { id: lagarto }, endereco: { cep: '49400000', cidade: 'Lagarto' },
      telefoneprincipal: { ddd: 999, numero: '7932110000' }, telefonesecundario: { ddd: 0, numero: '3631-1000' },
    });
    const res = await put(id, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unidade atualizada.' });
    expect((await get(`/api/predio/${id}`)).json()).toMatchObject({
      nome: 'Unidade Renomeada', ordem: 7, tipo: 2, comarca: { id: lagarto, nome: 'Lagarto' },
      endereco: { cep: '49400000', cidade: 'Lagarto', bairro: null }, telefoneprincipal: { ddd: 999, numero: '7932110000' },
      telefonesecundario: { ddd: 0, numero: '36311000' },
    });
  });

  it('404 unknown, 400 bad body', async () => {
    const { id } = await criar();
    expect((await t.req({ method: 'PUT', url: '/api/predio/999999', token, payload: { ...corpo(), versao: 1 } })).json()).toEqual(NAO_ENCONTRADA);
    const ruim = await put(id, corpo({ ordem: -1 }));
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toBe('A ordem deve ser um número inteiro maior ou igual a 0.');
  });
});

describe('DELETE /api/predio/:id', () => {
  it('removes the building with its sectors (200), then 404', async () => {
    const { id } = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/predio/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Unidade removida.' });
    expect(await db.select().from(setor).where(eq(setor.predioId, id))).toEqual([]);
    expect((await t.req({ method: 'DELETE', url: `/api/predio/${id}`, token })).json()).toEqual(NAO_ENCONTRADA);
  });

  it('refuses (409) a building still used by defensorias or núcleos, saying how many, and keeps it', async () => {
    const { id } = await criar({ comarca: { id: lagarto } });
    await db.insert(defensoria).values([{ nome: 'D1', comarcaId: lagarto, predioId: id }, { nome: 'D2', comarcaId: lagarto, predioId: id }]);
    const [n] = await db.insert(nucleo).values({ nome: 'N1', comarcaId: lagarto, predioId: id }).returning();
    let res = await t.req({ method: 'DELETE', url: `/api/predio/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A unidade é usada por 2 defensorias e 1 núcleo e não pode ser excluída.' });
    await db.delete(defensoria).where(eq(defensoria.predioId, id));
    res = await t.req({ method: 'DELETE', url: `/api/predio/${id}`, token });
    expect(res.json()).toEqual({ message: 'A unidade é usada por 1 núcleo e não pode ser excluída.' });
    expect((await get(`/api/predio/${id}`)).json().setores).toHaveLength(2);
    await db.delete(nucleo).where(eq(nucleo.id, n!.id));
  });

  it('keeps the FK refusal of later references as a 409 naming them', async () => {
    await db.execute(sql`create table referencia_predio_teste (id serial primary key, predio_id integer not null references predio(id) on delete restrict)`);
    const { id } = await criar();
    await db.execute(sql`insert into referencia_predio_teste (predio_id) values (${id})`);
    const res = await t.req({ method: 'DELETE', url: `/api/predio/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A unidade não pode ser excluída: ainda há registros de referencia predio teste vinculados.' });
  });
});

describe('history of a building and its sectors', () => {
  it('records the building’s and each sector’s changes with the acting user, readable with PREDIO_READ', async () => {
    const u = await t.user(['PREDIO_CREATE', 'PREDIO_UPDATE', 'PREDIO_DELETE', 'PREDIO_READ']);
    const tk = await t.login(u.username, u.senha);
    const criado = (await t.req({ method: 'POST', url: '/api/predio', token: tk, payload: corpo({ nome: 'Unidade Histórico' }) })).json();
    const ger = criado.setores.find((s: { sigla: string }) => s.sigla === 'GER');
    await put(criado.id, corpo({ nome: 'Unidade Histórico 2', setores: [{ sigla: 'GER', nome: 'Gerência', capacidade: 6, responsavel: { id: ana } }] }), tk);
    await t.req({ method: 'DELETE', url: `/api/predio/${criado.id}`, token: tk });
    const por = u.username;
    await esperaHistorico(t, tk, 'predio', criado.id, [{ acao: 'INSERT', por }, { acao: 'UPDATE', por, diff: { nome: { de: 'Unidade Histórico', para: 'Unidade Histórico 2' } } }, { acao: 'DELETE', por }]);
    await esperaHistorico(t, tk, 'setor', ger.id, [{ acao: 'INSERT', por }, { acao: 'UPDATE', por, diff: { capacidade: { de: 5, para: 6 } } }, { acao: 'DELETE', por }]);
  });
});
