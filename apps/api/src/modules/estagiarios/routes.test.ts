import { eq, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, testApp } from '../../../test/helpers.js';
import { anexo } from '../anexos/table.js';
import { cursoTable } from '../cursos/table.js';
import { defensor } from '../defensores/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';
import { estagiario } from './table.js';
import { cpfDaBase } from './demo.js';

const t = await testApp();
const db = t.database.db;
const NAO_ENCONTRADO = { message: 'Estagiário não encontrado.' };

let token: string; // every permission
let soLista: string; // ESTAGIARIO_ENUMERATE only
let soLeitura: string; // ESTAGIARIO_READ only
let adminUsername: string;
let seq = 0;
let ref: { instituicao: number; curso: number };

const novoCpf = () => cpfDaBase(310_000_000 + ++seq * 7919);

/** The intern form's body (cadastros-relatorios §3 Estagiario). */
const corpo = (over: Record<string, unknown> = {}) => ({
  cpf: novoCpf(),
  nome: `Estagiária ${seq}`,
  data_nascimento: '2002-05-17',
  email: `estagiaria${seq}@exemplo.com`,
  estadocivil: 0,
  anotacao: 'Turno da tarde',
  ativo: true,
  telefone: { ddd: null, numero: '3218-0000' },
  celular: { ddd: 11, numero: '99988-7766' },
  ...over,
});

async function criar(over: Record<string, unknown> = {}) {
  const body = corpo(over);
  const res = await t.req({ method: 'POST', url: '/api/estagiario', token, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, body };
}

async function estagio(estagiarioId: number, inicio: string, fim: string | null = null) {
  const payload = { estagiario: { id: estagiarioId }, tipo_estagio: 7, instituicao_ensino: { id: ref.instituicao }, curso: { id: ref.curso },
    data_inicio_estagio: inicio, data_fim_estagio: fim, data_colacao_grau: '2027-12', email: 'estagio@exemplo.com' };
  const res = await t.req({ method: 'POST', url: '/api/estagio', token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json: () => [{ nome: string }[], number] }) => res.json()[0].map((r) => r.nome);

beforeAll(async () => {
  const admin = await t.user('todas');
  adminUsername = admin.username;
  token = await t.login(admin.username, admin.senha);
  soLista = await t.tokenWith(['ESTAGIARIO_ENUMERATE']);
  soLeitura = await t.tokenWith(['ESTAGIARIO_READ']);
  const [i] = await db.insert(instituicaoEnsino).values({ cnpj: '11222333000181', razaoSocial: 'Universidade do Teste' }).returning();
  const [c] = await db.insert(cursoTable).values({ nome: 'Direito' }).returning();
  ref = { instituicao: i!.id, curso: c!.id };
});

describe('POST /api/estagiario', () => {
  it('creates the pessoa and the intern (201); the detail brings phones, internships and attachments on request', async () => {
    const { id, body } = await criar();
    const det = await get(`/api/estagiario/${id}?comTelefones=true&comEstagios=true&comAnexos=true`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toMatchObject({
      id, cpf: body.cpf, nome: body.nome, data_nascimento: '2002-05-17', email: body.email, email_institucional: null, ativo: true,
      estadocivil: 0, anotacao: 'Turno da tarde', telefone: { ddd: 79, numero: '32180000' }, celular: { ddd: 11, numero: '999887766' },
      estagios: [], anexos: [], criadoPor: { username: adminUsername },
    });
    const simples = (await get(`/api/estagiario/${id}`, soLista)).json();
    expect(simples).not.toHaveProperty('telefone');
    expect(simples).not.toHaveProperty('estagios');
  });

  it('gives the intern profile to an existing pessoa with that CPF, and refuses a CPF that is already an intern (409)', async () => {
    const cpf = novoCpf();
    const [p] = await db.insert(pessoa).values({ nome: 'Carla', sobrenome: 'Dias', cpf }).returning();
    const { id } = await criar({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, nome: 'Carla Dias Moura' });
    const det = (await get(`/api/estagiario/${id}`)).json();
    expect(det).toMatchObject({ pessoaId: p!.id, nome: 'Carla Dias Moura', cpf });
    const dup = await t.req({ method: 'POST', url: '/api/estagiario', token, payload: corpo({ cpf }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`Já existe um estagiário com o CPF ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}.`);
  });

  it.each([
    ['cpf', { cpf: '' }, 'CPF é obrigatório.'],
    ['cpf', { cpf: '123.456.789-00' }, 'CPF inválido.'],
    ['nome', { nome: ' ' }, 'Nome é obrigatório'],
    ['nome', { nome: 'n'.repeat(101) }, 'Nome: no máximo 100 caracteres.'],
    ['data_nascimento', { data_nascimento: '' }, 'Data de Nascimento é obrigatória.'],
    ['email', { email: null }, 'E-mail é obrigatório.'],
    ['email', { email: 'sem-arroba' }, 'E-mail inválido.'],
    ['telefone.ddd', { telefone: { ddd: 0, numero: '32180000' } }, 'O DDD deve estar entre 1 e 99.'],
    ['celular.ddd', { celular: { ddd: 100, numero: '32180000' } }, 'O DDD deve estar entre 1 e 99.'],
    ['telefone.numero', { telefone: { ddd: 79, numero: '12345678901' } }, 'Telefone: no máximo 10 dígitos.'],
  ])('refuses a bad %s with 400', async (campo, over, message) => {
    const res = await t.req({ method: 'POST', url: '/api/estagiario', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });
});

describe('GET /api/estagiario', () => {
  it('sorts by the first internship start (none last), then nome; pages as [rows, count] with the internships', async () => {
    const marca = `Ordem${Date.now()}`;
    const a = await criar({ nome: `${marca} Ana` });
    const b = await criar({ nome: `${marca} Bia` });
    const c = await criar({ nome: `${marca} Caio` });
    await criar({ nome: `${marca} Davi` });
    await estagio(c.id, '2024-01-10', '2024-12-31');
    await estagio(b.id, '2024-03-01');
    await estagio(c.id, '2025-02-01');
    const res = await get(`/api/estagiario?nome=${marca}&comEstagios=true`);
    expect(res.statusCode).toBe(200);
    expect(nomes(res)).toEqual([`${marca} Caio`, `${marca} Bia`, `${marca} Ana`, `${marca} Davi`]);
    expect(res.json()[1]).toBe(4);
    expect(res.json()[0][0].estagios).toEqual([
      { id: expect.any(Number), tipo_estagio: 7, data_inicio_estagio: '2024-01-10', data_fim_estagio: '2024-12-31', desligamento: null,
        instituicao: { id: ref.instituicao, razao_social: 'Universidade do Teste' }, curso: { id: ref.curso, nome: 'Direito' } },
      expect.objectContaining({ data_inicio_estagio: '2025-02-01', data_fim_estagio: null }),
    ]);
    expect(res.json()[0][2].estagios).toEqual([]);
    expect(nomes(await get(`/api/estagiario?nome=${marca}&orderBy=desc`))).toEqual([`${marca} Bia`, `${marca} Caio`, `${marca} Ana`, `${marca} Davi`]);
    expect(nomes(await get(`/api/estagiario?nome=${marca}&orderField=nome&orderBy=desc&skip=1&take=2`))).toEqual([`${marca} Caio`, `${marca} Bia`]);
    expect((await get(`/api/estagiario?id=${a.id}`)).json()).toEqual([[expect.objectContaining({ id: a.id })], 1]);
    const porCpf = await get(`/api/estagiario?cpf=${a.body.cpf.slice(0, 3)}.${a.body.cpf.slice(3, 6)}`);
    expect(porCpf.json()[0].map((r: { id: number }) => r.id)).toContain(a.id);
  });

  it('lists only the active unless inativos', async () => {
    const marca = `Inativo${Date.now()}`;
    await criar({ nome: `${marca} Ativa` });
    await criar({ nome: `${marca} Inativa`, ativo: false });
    expect(nomes(await get(`/api/estagiario?nome=${marca}`))).toEqual([`${marca} Ativa`]);
    expect(nomes(await get(`/api/estagiario?nome=${marca}&inativos=true&orderField=nome`))).toEqual([`${marca} Ativa`, `${marca} Inativa`]);
  });

  // Without a search the list runs one of the screen's prepared shapes (ADR 041); with one, the statement is built for
  // it. Both must answer alike: every sort, direction, Inativos box and asked-for part, compared row by row.
  it('answers the screen\'s prepared shapes as a search for the same rows does, with the whole register\'s total', async () => {
    const marca = `Forma${Date.now()}`;
    const a = await criar({ nome: `${marca} Ana`, data_nascimento: '2001-02-03' });
    const b = await criar({ nome: `${marca} Bia`, data_nascimento: '2004-04-04' });
    const c = await criar({ nome: `${marca} Caio`, data_nascimento: '1999-09-09' });
    await criar({ nome: `${marca} Davi` });
    await estagio(a.id, '2023-05-01');
    await estagio(c.id, '2022-01-10', '2022-12-31');
    await estagio(b.id, '2024-02-01');
    await db.update(estagiario).set({ ativo: false }).where(eq(estagiario.id, c.id));
    const nossas = (res: { json: () => [{ nome: string }[], number] }) => res.json()[0].filter((r) => r.nome.startsWith(marca));
    for (const campo of ['data_inicio_estagio', 'nome', 'cpf', 'data_nascimento']) {
      for (const direcao of ['asc', 'desc']) {
        for (const inativos of [false, true]) {
          for (const partes of ['', '&comEstagios=true&comAnexos=true&comTelefones=true']) {
            const filtros = `orderField=${campo}&orderBy=${direcao}&inativos=${inativos}${partes}`;
            const todas = await get(`/api/estagiario?skip=0&take=10000&${filtros}`);
            const busca = await get(`/api/estagiario?skip=0&take=100&nome=${marca}&${filtros}`);
            expect(todas.statusCode).toBe(200);
            expect(nossas(todas), filtros).toEqual(busca.json()[0]);
            expect(nossas(todas)).toHaveLength(inativos ? 4 : 3);
            const [contagem] = await db.select({ n: sql<number>`count(*)::int` }).from(estagiario).where(inativos ? undefined : eq(estagiario.ativo, true));
            expect(todas.json()[1]).toBe(contagem?.n);
          }
        }
      }
    }
    const pagina = await get('/api/estagiario?skip=1&take=2&orderField=nome');
    const inteira = await get('/api/estagiario?skip=0&take=3&orderField=nome');
    expect(pagina.json()[0]).toEqual(inteira.json()[0].slice(1, 3));
    if (t.database.kind === 'pglite') {
      // One session: the statements the list ran are named there (on PostgreSQL each pooled connection has its own).
      const nomeadas = await db.execute(sql`select name from pg_prepared_statements where name like 'estagiario.%'`);
      expect((nomeadas as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual(
        expect.arrayContaining(['estagiario.lista:todas.0.nome.asc.0.0', 'estagiario.total:todas.0']),
      );
    }
  });

  it('400 bad sort or paging', async () => {
    expect((await get('/api/estagiario?orderField=senha')).json().message).toBe('Ordenação inválida.');
    expect((await get('/api/estagiario?take=0')).statusCode).toBe(400);
    expect((await get('/api/estagiario', soLista)).statusCode).toBe(200);
  });
});

describe('GET /api/estagiario/emails', () => {
  it('lists nome and e-mail of the active interns, or all with inativos; same permission as the list', async () => {
    const marca = `Email${Date.now()}`;
    const ativa = await criar({ nome: `${marca} A`, email: `${marca}.a@exemplo.com` });
    await criar({ nome: `${marca} B`, email: `${marca}.b@exemplo.com`, ativo: false });
    const meus = (url: string) => get(url, soLista).then((r) => r.json().filter((e: { nome: string }) => e.nome.startsWith(marca)));
    expect(await meus('/api/estagiario/emails')).toEqual([{ nome: `${marca} A`, email: ativa.body.email.toLowerCase() }]);
    expect((await meus('/api/estagiario/emails?inativos=true')).map((e: { nome: string }) => e.nome)).toEqual([`${marca} A`, `${marca} B`]);
  });
});

describe('GET /api/estagiario/:id', () => {
  it('404 unknown, 400 bad id', async () => {
    expect((await get('/api/estagiario/999999')).json()).toEqual(NAO_ENCONTRADO);
    expect((await get('/api/estagiario/abc')).json().message).toBe('Identificador inválido.');
    const { id } = await criar();
    expect((await get(`/api/estagiario/${id}`, soLeitura)).statusCode).toBe(200);
  });
});

describe('PUT /api/estagiario/:id', () => {
  it('updates pessoa and profile and writes the history of both', async () => {
    const { id, body } = await criar();
    const res = await t.req({ method: 'PUT', url: `/api/estagiario/${id}`, token, payload: { ...body, nome: 'Renomeada', ativo: false, telefone: null, versao: await t.versao(`/api/estagiario/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Estagiário Atualizado.', versao: 2 });
    const det = (await get(`/api/estagiario/${id}?comTelefones=true`)).json();
    expect(det).toMatchObject({ nome: 'Renomeada', ativo: false, telefone: { ddd: null, numero: null }, editadoPor: { username: adminUsername }, versao: 2 });
    await esperaHistorico(t, token, 'estagiario', id, ['INSERT', { acao: 'UPDATE', diff: { ativo: { de: true, para: false } } }]);
    const histPessoa = (await get(`/api/historico?tabela=pessoa&registro=${det.pessoaId}`)).json();
    expect(histPessoa.at(-1).diff).toMatchObject({ nome: { de: body.nome, para: 'Renomeada' }, telefone_numero: { de: '32180000', para: null } });
  });

  it('409 for the CPF of another intern or pessoa, 404, 400', async () => {
    const a = await criar();
    const b = await criar();
    const dup = await t.req({ method: 'PUT', url: `/api/estagiario/${b.id}`, token, payload: { ...b.body, cpf: a.body.cpf, versao: await t.versao(`/api/estagiario/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    const outra = novoCpf();
    await db.insert(pessoa).values({ nome: 'Outra', cpf: outra });
    const res = await t.req({ method: 'PUT', url: `/api/estagiario/${b.id}`, token, payload: { ...b.body, cpf: outra, versao: await t.versao(`/api/estagiario/${b.id}`, token) } });
    expect(res.json().message).toMatch(/já pertence a outra pessoa cadastrada\.$/);
    expect((await t.req({ method: 'PUT', url: '/api/estagiario/999999', token, payload: { ...b.body, versao: 1 } })).json()).toEqual(NAO_ENCONTRADO);
    expect((await t.req({ method: 'PUT', url: `/api/estagiario/${b.id}`, token, payload: { ...b.body, email: '', versao: await t.versao(`/api/estagiario/${b.id}`, token) } })).json().message).toBe('E-mail é obrigatório.');
  });
});

describe('DELETE /api/estagiario/:id', () => {
  it('deletes the complete register: internships, attachments and the pessoa without other profiles', async () => {
    const { id } = await criar();
    const estagioId = await estagio(id, '2024-01-01');
    const { pessoaId } = (await get(`/api/estagiario/${id}`)).json();
    const arquivo = { filename: 'a.pdf', contentType: 'application/pdf', tamanho: 1, sha256: '0'.repeat(64), arquivo: Buffer.from('x') };
    await db.insert(anexo).values([{ ...arquivo, estagiarioId: id }, { ...arquivo, estagioId }]);
    const res = await t.req({ method: 'DELETE', url: `/api/estagiario/${id}`, token });
    expect(res.json()).toEqual({ message: 'Estagiário removido.' });
    expect(await db.select().from(anexo).where(or(eq(anexo.estagiarioId, id), eq(anexo.estagioId, estagioId)))).toHaveLength(0);
    expect((await get(`/api/estagiario/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/estagio/${estagioId}`)).statusCode).toBe(404);
    expect(await db.select().from(pessoa).where(eq(pessoa.id, pessoaId))).toHaveLength(0);
    const hist = (await get(`/api/historico?tabela=estagio&registro=${estagioId}`)).json();
    expect(hist.at(-1).acao).toBe('DELETE');
  });

  it('keeps the pessoa that is also a defender', async () => {
    const { id } = await criar();
    const { pessoaId } = (await get(`/api/estagiario/${id}`)).json();
    await db.insert(defensor).values({ pessoaId });
    expect((await t.req({ method: 'DELETE', url: `/api/estagiario/${id}`, token })).statusCode).toBe(200);
    expect(await db.select().from(pessoa).where(eq(pessoa.id, pessoaId))).toHaveLength(1);
  });

  it('409 naming the record that still uses it; 404', async () => {
    const { id } = await criar();
    const estagioId = await estagio(id, '2024-01-01');
    // A stand-in for the placements of a later issue: any table that refers to an internship.
    await db.execute(sql`create table if not exists vinculo_teste (id serial primary key, estagio_id integer references estagio(id) on delete restrict)`);
    await db.execute(sql`insert into vinculo_teste (estagio_id) values (${estagioId})`);
    const res = await t.req({ method: 'DELETE', url: `/api/estagiario/${id}`, token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O estagiário não pode ser excluído: ainda há registros de vinculo teste vinculados.' });
    expect((await get(`/api/estagiario/${id}`)).statusCode).toBe(200);
    expect((await t.req({ method: 'DELETE', url: '/api/estagiario/999999', token })).json()).toEqual(NAO_ENCONTRADO);
  });
});
