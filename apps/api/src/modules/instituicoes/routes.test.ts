import { formatCnpj, isValidCnpj } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, freshDatabase, testApp } from '../../../test/helpers.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { cursoTable } from '../cursos/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { pessoa } from '../pessoas/table.js';
import { seedDemoInstituicoes } from './demo.js';
import { listInstituicoes } from './service.js';

const t = await testApp();

let token: string; // every permission
let semPermissao: string; // a staff session without any ESTAGIARIO_* permission
let seq = 0;
const sufixo = Math.random().toString(36).slice(2, 6);

/** A valid CNPJ from a 12-character base: the check digits found by trying all 100 against the domain rule. */
const completar = (base: string) => base + [...Array(100).keys()].map((n) => String(n).padStart(2, '0')).find((dv) => isValidCnpj(base + dv))!;
const cnpjNovo = () => completar(`${String(Date.now() % 1e6).padStart(6, '0')}${String(++seq).padStart(4, '0')}01`.slice(-12));

const payloadCompleto = () => ({
  ordem: 2,
  cnpj: formatCnpj(cnpjNovo()),
  razao_social: `Universidade Federal de Teste ${++seq} ${sufixo}`,
  representante_cargo: 'Pró-Reitora de Graduação',
  representante_nome: 'Helena Prado Vasconcelos',
  endereco: { cep: '49100-000', cidade: 'São Cristóvão', bairro: 'Rosa Elze', logradouro: 'Avenida Marechal Rondon', complemento: 'Bloco B', numero: 's/n' },
  telefone: { ddd: 79, numero: '3194-6600' },
});

async function criar(payload: Record<string, unknown> = payloadCompleto()) {
  const res = await t.req({ method: 'POST', url: '/api/instituicao', token, payload });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; cnpj: string; razao_social: string }>();
}

/** `n` internships at this institution (factory straight into the tables: the intern API is another module). */
async function estagiosNaInstituicao(instituicaoId: number, n: number) {
  const { db } = t.database;
  const [p] = await db.insert(pessoa).values({ nome: `Estagiário ${++seq}` }).returning({ id: pessoa.id });
  const [e] = await db.insert(estagiario).values({ pessoaId: p!.id }).returning({ id: estagiario.id });
  const [c] = await db.insert(cursoTable).values({ nome: `Curso ${++seq} ${sufixo}` }).returning({ id: cursoTable.id });
  for (let k = 0; k < n; k++) {
    await db.insert(estagio).values({
      estagiarioId: e!.id,
      tipoEstagio: 7,
      instituicaoEnsinoId: instituicaoId,
      cursoId: c!.id,
      dataInicioEstagio: '2025-03-10',
      dataColacaoGrau: '2026-07',
      email: 'estagiario@exemplo.com.br',
    });
  }
}

beforeAll(async () => {
  token = await t.tokenWith('todas');
  semPermissao = await t.tokenWith(['FOLHA_READ']);
});

describe('POST /api/instituicao', () => {
  it('creates (201) and answers the CNPJ normalized, address and phone nested, digits only', async () => {
    const payload = payloadCompleto();
    const res = await t.req({ method: 'POST', url: '/api/instituicao', token, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ...payload,
      id: expect.any(Number),
      cnpj: payload.cnpj.replace(/\D/g, ''),
      endereco: { ...payload.endereco, cep: '49100000' },
      telefone: { ddd: 79, numero: '31946600' },
      criadoEm: expect.any(String),
      editadoEm: expect.any(String),
      criadoPor: { username: expect.any(String) },
      editadoPor: { username: expect.any(String) }, versao: 1,
    });
  });

  it('fills the defaults (ordem 0, DDD 79) and accepts an alphanumeric CNPJ typed in lowercase', async () => {
    const res = await t.req({ method: 'POST', url: '/api/instituicao', token, payload: { cnpj: '12.abc.345/01de-35', razao_social: `Faculdade Alfa ${sufixo}` } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      cnpj: '12ABC34501DE35',
      ordem: 0,
      representante_cargo: null,
      endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
      telefone: { ddd: 79, numero: null },
    });
  });

  it.each([
    [{ cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido.'],
    [{ cnpj: '12.ABC.345/01DE-36' }, 'cnpj', 'CNPJ inválido.'],
    [{ cnpj: '11.222.333/0001-8100' }, 'cnpj', 'CNPJ inválido.'],
    [{ cnpj: '' }, 'cnpj', 'Informe o CNPJ.'],
    [{ cnpj: undefined }, 'cnpj', 'Informe o CNPJ.'],
    [{ razao_social: '  ' }, 'razao_social', 'Informe a razão social.'],
    [{ razao_social: 'r'.repeat(151) }, 'razao_social', 'Razão social: no máximo 150 caracteres.'],
    [{ ordem: -1 }, 'ordem', 'A ordem deve ser um número inteiro maior ou igual a 0.'],
    [{ representante_cargo: 'c'.repeat(101) }, 'representante_cargo', 'Cargo do representante: no máximo 100 caracteres.'],
    [{ endereco: { cep: '491000001' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    [{ endereco: { logradouro: 'l'.repeat(151) } }, 'endereco.logradouro', 'Logradouro: no máximo 150 caracteres.'],
    [{ telefone: { ddd: 100, numero: '31946600' } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    [{ telefone: { ddd: 79, numero: '(79) 99194-6600' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
  ])('400 for %j', async (mudanca, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/instituicao', token, payload: { ...payloadCompleto(), ...mudanca } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('409 for a CNPJ already registered, however it is typed, naming it formatted', async () => {
    const a = await criar();
    const res = await t.req({ method: 'POST', url: '/api/instituicao', token, payload: { ...payloadCompleto(), cnpj: a.cnpj.toLowerCase() } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: `Já existe uma instituição com o CNPJ ${formatCnpj(a.cnpj)}.` });
  });
});

describe('GET /api/instituicao', () => {
  it('lists [rows, count] by ordem then razão social, paged, filtered by razão social', async () => {
    const chave = `Lista ${sufixo}`;
    const c = await criar({ ...payloadCompleto(), ordem: 1, razao_social: `${chave} C` });
    const b = await criar({ ...payloadCompleto(), ordem: 0, razao_social: `${chave} B` });
    const a = await criar({ ...payloadCompleto(), ordem: 1, razao_social: `${chave} A` });
    const res = await t.req({ method: 'GET', url: `/api/instituicao?razao_social=${encodeURIComponent(chave.toLowerCase())}`, token });
    expect(res.statusCode).toBe(200);
    const [rows, total] = res.json();
    expect(total).toBe(3);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([b.id, a.id, c.id]);
    expect(rows[0]).toEqual({
      id: b.id,
      ordem: 0,
      cnpj: b.cnpj,
      razao_social: `${chave} B`,
      representante_cargo: 'Pró-Reitora de Graduação',
      representante_nome: 'Helena Prado Vasconcelos',
      endereco: expect.objectContaining({ cep: '49100000', cidade: 'São Cristóvão' }),
      telefone: { ddd: 79, numero: '31946600' },
    });
    const pagina = await t.req({ method: 'GET', url: `/api/instituicao?razao_social=${encodeURIComponent(chave)}&skip=2&take=5`, token });
    expect(pagina.json()[0].map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect(pagina.json()[1]).toBe(3);
  });

  it('is open to any staff session (ADR 013); 400 long search', async () => {
    expect((await t.req({ method: 'GET', url: '/api/instituicao', token: semPermissao })).statusCode).toBe(200);
    const longa = await t.req({ method: 'GET', url: `/api/instituicao?razao_social=${'x'.repeat(61)}`, token });
    expect(longa.statusCode).toBe(400);
    expect(longa.json().message).toBe('A busca aceita no máximo 60 caracteres.');
  });
});

describe('GET /api/instituicao/:id', () => {
  it('reads the institution with its audit info, for any staff session', async () => {
    const i = await criar();
    const res = await t.req({ method: 'GET', url: `/api/instituicao/${i.id}`, token: semPermissao });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: i.id, cnpj: i.cnpj, razao_social: i.razao_social, criadoPor: { username: expect.any(String) } });
  });

  it('404 unknown, 400 bad id', async () => {
    const ausente = await t.req({ method: 'GET', url: '/api/instituicao/999999', token });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Instituição não encontrada.' });
    expect((await t.req({ method: 'GET', url: '/api/instituicao/-3', token })).json().message).toBe('Identificador inválido.');
  });
});

describe('PUT /api/instituicao/:id', () => {
  it('saves every field and keeps its own CNPJ', async () => {
    const i = await criar();
    const novo = { ...payloadCompleto(), cnpj: i.cnpj, ordem: 7, telefone: { ddd: 11, numero: '' }, endereco: null };
    const res = await t.req({ method: 'PUT', url: `/api/instituicao/${i.id}`, token, payload: { ...novo, id: i.id, versao: await t.versao(`/api/instituicao/${i.id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: i.id,
      cnpj: i.cnpj,
      ordem: 7,
      razao_social: novo.razao_social,
      telefone: { ddd: 11, numero: null },
      endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
    });
  });

  it('404 unknown, 409 CNPJ of another, 400 invalid CNPJ', async () => {
    const a = await criar();
    const b = await criar();
    const ausente = await t.req({ method: 'PUT', url: '/api/instituicao/999999', token, payload: { ...payloadCompleto(), versao: 1 } });
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ message: 'Instituição não encontrada.' });
    const dup = await t.req({ method: 'PUT', url: `/api/instituicao/${b.id}`, token, payload: { ...payloadCompleto(), cnpj: formatCnpj(a.cnpj), versao: await t.versao(`/api/instituicao/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe uma instituição com o CNPJ ${formatCnpj(a.cnpj)}.` });
    const ruim = await t.req({ method: 'PUT', url: `/api/instituicao/${b.id}`, token, payload: { ...payloadCompleto(), cnpj: '12.ABC.345/01DE-53', versao: await t.versao(`/api/instituicao/${b.id}`, token) } });
    expect(ruim.json()).toEqual({ message: 'CNPJ inválido.', fieldErrors: { cnpj: ['CNPJ inválido.'] } });
  });
});

describe('DELETE /api/instituicao/:id', () => {
  it('refuses an institution used by internships with 409 naming the count', async () => {
    const i = await criar();
    await estagiosNaInstituicao(i.id, 3);
    const res = await t.req({ method: 'DELETE', url: `/api/instituicao/${i.id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'A instituição é usada por 3 estágio(s) e não pode ser removida.' });
    expect((await t.req({ method: 'GET', url: `/api/instituicao/${i.id}`, token })).statusCode).toBe(200);
  });

  it('removes an unused institution (200), then 404', async () => {
    const i = await criar();
    const res = await t.req({ method: 'DELETE', url: `/api/instituicao/${i.id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Instituição removida.' });
    const denovo = await t.req({ method: 'DELETE', url: `/api/instituicao/${i.id}`, token });
    expect(denovo.statusCode).toBe(404);
    expect(denovo.json()).toEqual({ message: 'Instituição não encontrada.' });
  });
});

describe('history of an institution', () => {
  it('records creation, changes and removal with the acting user; readable with ESTAGIARIO_READ', async () => {
    const u = await t.user(['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE', 'ESTAGIARIO_DELETE', 'ESTAGIARIO_READ']);
    const tk = await t.login(u.username, u.senha);
    const payload = payloadCompleto();
    const criada = (await t.req({ method: 'POST', url: '/api/instituicao', token: tk, payload })).json();
    await t.req({ method: 'PUT', url: `/api/instituicao/${criada.id}`, token: tk, payload: { ...payload, ordem: 5, telefone: { ddd: 79, numero: '32114567' }, versao: await t.versao(`/api/instituicao/${criada.id}`, token) } });
    await t.req({ method: 'DELETE', url: `/api/instituicao/${criada.id}`, token: tk });
    await esperaHistorico(t, tk, 'instituicao_ensino', criada.id, [
      { acao: 'INSERT', por: u.username, contem: { cnpj: { de: null, para: criada.cnpj }, razao_social: { de: null, para: payload.razao_social } } },
      { acao: 'UPDATE', por: u.username, diff: { ordem: { de: 2, para: 5 }, telefone_numero: { de: '31946600', para: '32114567' } } },
      { acao: 'DELETE', por: u.username },
    ]);
    // the history of institutions follows the intern permissions (TABELA_RECURSO)
    expect((await t.req({ method: 'GET', url: `/api/historico?tabela=instituicao_ensino&registro=${criada.id}`, token: semPermissao })).statusCode).toBe(403);
  });
});

describe('demo institutions', () => {
  it('seeds 8 institutions with valid CNPJs, one of them alphanumeric, the same on every run', async () => {
    const lerCnpjs = async () => {
      const database = await freshDatabase();
      try {
        expect(await seedDemoInstituicoes(database.db)).toHaveLength(8);
        const [rows, total] = await listInstituicoes(database.db, contextoDoSistema(), { skip: 0, take: 100 });
        expect(total).toBe(8);
        expect(rows.every((r) => r.telefone.ddd === 79 && r.endereco.cep?.length === 8)).toBe(true);
        return rows.map((r) => r.cnpj);
      } finally {
        await database.close();
      }
    };
    const cnpjs = await lerCnpjs();
    expect(cnpjs.every((c) => isValidCnpj(c))).toBe(true);
    expect(cnpjs.filter((c) => /[A-Z]/.test(c))).toHaveLength(1);
    expect(await lerCnpjs()).toEqual(cnpjs);
  });
});
