import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { cpfDaBase } from './demo.js';
import { exigirEstagiarioAtivo } from './service.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADO = { message: 'Estágio não encontrado.' };
const INATIVO = { message: 'Estagiário inativo não pode receber novas ações.' };

let token: string;
let soLista: string; // ESTAGIARIO_ENUMERATE
let ref: { instituicao: number; curso: number };
let seq = 0;

async function estagiario(ativo = true) {
  seq += 1;
  const payload = { cpf: cpfDaBase(420_000_000 + seq * 104_729), nome: `Estagiário ${seq}`, data_nascimento: '2001-01-01', email: `e${seq}@exemplo.com`, ativo };
  const res = await t.req({ method: 'POST', url: '/api/estagiario', token, payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

/** The internship modal's body (cadastros-relatorios §3 Estagio); the web sends empty dates as null. */
const corpo = (estagiarioId: number, over: Record<string, unknown> = {}) => ({
  estagiario: { id: estagiarioId },
  tipo_estagio: 6,
  instituicao_ensino: { id: ref.instituicao },
  curso: { id: ref.curso },
  data_inicio_estagio: '2025-03-01',
  data_fim_estagio: null,
  desligamento: null,
  data_colacao_grau: '2027-06',
  email: 'Estagio@Defensoria.exemplo',
  fim_semana: false,
  ...over,
});

async function criar(estagiarioId: number, over: Record<string, unknown> = {}) {
  const res = await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(estagiarioId, over) });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; message: string }>();
}

beforeAll(async () => {
  token = await t.tokenWith('todas');
  soLista = await t.tokenWith(['ESTAGIARIO_ENUMERATE']);
  const [i] = await db.insert(instituicaoEnsino).values({ cnpj: '11222333000181', razaoSocial: 'Faculdade do Teste' }).returning();
  const [c] = await db.insert(cursoTable).values({ nome: 'Serviço Social' }).returning();
  ref = { instituicao: i!.id, curso: c!.id };
});

describe('POST /api/estagio and GET /api/estagio/lista/:estagiarioId', () => {
  it('creates (201) and lists the intern’s internships oldest first, empty dates as null', async () => {
    const id = await estagiario();
    const segundo = await criar(id, { data_fim_estagio: '', desligamento: '' });
    expect(segundo.message).toBe('Estágio cadastrado.');
    const primeiro = await criar(id, { data_inicio_estagio: '2024-01-15', data_fim_estagio: '2024-12-31', tipo_estagio: 5, fim_semana: true });
    const res = await t.req({ method: 'GET', url: `/api/estagio/lista/${id}`, token: soLista });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: primeiro.id, estagiario: { id }, tipo_estagio: 5, instituicao_ensino: { id: ref.instituicao, razao_social: 'Faculdade do Teste' },
        curso: { id: ref.curso, nome: 'Serviço Social' }, data_inicio_estagio: '2024-01-15', data_fim_estagio: '2024-12-31', desligamento: null,
        data_colacao_grau: '2027-06', email: 'estagio@defensoria.exemplo', fim_semana: true, versao: 1,
      },
      expect.objectContaining({ id: segundo.id, data_fim_estagio: null, desligamento: null }),
    ]);
    expect((await t.req({ method: 'GET', url: `/api/estagio/${segundo.id}`, token: soLista })).json()).toEqual(res.json()[1]);
    expect((await t.req({ method: 'GET', url: '/api/estagio/lista/999999', token })).json()).toEqual({ message: 'Estagiário não encontrado.' });
  });

  it.each([
    ['tipo_estagio', { tipo_estagio: null }, 'Tipo de estágio é obrigatório.'],
    ['tipo_estagio', { tipo_estagio: 4 }, 'Tipo de estágio inválido.'],
    ['instituicao_ensino', { instituicao_ensino: null }, 'Instituição de ensino é obrigatória.'],
    ['curso', { curso: null }, 'Curso é obrigatório.'],
    ['data_inicio_estagio', { data_inicio_estagio: '' }, 'Data de início é obrigatória.'],
    ['data_colacao_grau', { data_colacao_grau: '' }, 'Colação de grau é obrigatória.'],
    ['data_colacao_grau', { data_colacao_grau: '06/2027' }, 'Colação de grau: informe mês e ano (aaaa-MM).'],
    ['email', { email: '' }, 'E-mail é obrigatório.'],
    ['email', { email: 'x'.repeat(45) + '@x.com' }, 'E-mail: no máximo 50 caracteres.'],
    ['data_fim_estagio', { data_fim_estagio: '2025-02-28' }, 'A data final não pode ser menor que a inicial.'],
    ['desligamento', { desligamento: '2025-02-28' }, 'O desligamento não pode ser anterior ao início do estágio.'],
  ])('refuses a bad %s with 400', async (campo, over, message) => {
    const res = await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(1, over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('400 for an unknown institution or course, 404 unknown intern, 409 inactive intern', async () => {
    const id = await estagiario();
    const inst = await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(id, { instituicao_ensino: { id: 999999 } }) });
    expect(inst.json()).toEqual({ message: 'Instituição de ensino não encontrada.', fieldErrors: { instituicao_ensino: ['Selecione uma instituição existente.'] } });
    const curso = await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(id, { curso: { id: 999999 } }) });
    expect(curso.json().message).toBe('Curso não encontrado.');
    expect((await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(999999) })).statusCode).toBe(404);
    const inativo = await t.req({ method: 'POST', url: '/api/estagio', token, payload: corpo(await estagiario(false)) });
    expect(inativo.statusCode).toBe(409);
    expect(inativo.json()).toEqual(INATIVO);
  });

});

describe('exigirEstagiarioAtivo', () => {
  it('passes an active intern, 404 an unknown one, 409 an inactive one (for the placements)', async () => {
    await expect(exigirEstagiarioAtivo(db, await estagiario())).resolves.toBeUndefined();
    await expect(exigirEstagiarioAtivo(db, 999999)).rejects.toMatchObject({ statusCode: 404 });
    await expect(exigirEstagiarioAtivo(db, await estagiario(false))).rejects.toMatchObject({ statusCode: 409, message: INATIVO.message });
  });
});

describe('PUT /api/estagio/:id', () => {
  it('updates (also for an inactive intern, e.g. to close it) and records the history', async () => {
    const id = await estagiario();
    const { id: estagioId } = await criar(id);
    const ag = await t.req({ method: 'GET', url: `/api/estagiario/${id}`, token });
    await t.req({ method: 'PUT', url: `/api/estagiario/${id}`, token, payload: { ...ag.json<Record<string, unknown>>(), ativo: false, versao: await t.versao(`/api/estagiario/${id}`, token) } });
    const res = await t.req({ method: 'PUT', url: `/api/estagio/${estagioId}`, token, payload: { ...corpo(id, { desligamento: '2025-06-30', data_fim_estagio: '2025-06-30' }), versao: await t.versao(`/api/estagio/${estagioId}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Estágio atualizado.', versao: 2 });
    await esperaHistorico(t, token, 'estagio', estagioId, ['INSERT', { acao: 'UPDATE', diff: { data_fim_estagio: { de: null, para: '2025-06-30' }, desligamento: { de: null, para: '2025-06-30' } } }]);
  });

  it('404, 400', async () => {
    const { id: estagioId } = await criar(await estagiario());
    expect((await t.req({ method: 'PUT', url: '/api/estagio/999999', token, payload: { ...corpo(1), versao: 1 } })).json()).toEqual(NAO_ENCONTRADO);
    const ruim = await t.req({ method: 'PUT', url: `/api/estagio/${estagioId}`, token, payload: { ...corpo(1, { email: null }), versao: await t.versao(`/api/estagio/${estagioId}`, token) } });
    expect(ruim.json().message).toBe('E-mail é obrigatório.');
  });
});

describe('DELETE /api/estagio/:id', () => {
  it('removes (200, history DELETE), then 404', async () => {
    const { id: estagioId } = await criar(await estagiario());
    const res = await t.req({ method: 'DELETE', url: `/api/estagio/${estagioId}`, token });
    expect(res.json()).toEqual({ message: 'Estágio removido.' });
    expect((await t.req({ method: 'DELETE', url: `/api/estagio/${estagioId}`, token })).json()).toEqual(NAO_ENCONTRADO);
    await esperaHistorico(t, token, 'estagio', estagioId, ['INSERT', 'DELETE']);
  });

  it('409 naming what still uses it', async () => {
    const { id: estagioId } = await criar(await estagiario());
    await db.execute(sql`create table if not exists lotacao_teste (id serial primary key, estagio_id integer references estagio(id))`);
    await db.execute(sql`insert into lotacao_teste (estagio_id) values (${estagioId})`);
    const res = await t.req({ method: 'DELETE', url: `/api/estagio/${estagioId}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O estágio não pode ser excluído: ainda há registros de lotacao teste vinculados.' });
  });
});
