import { formatCpf, isValidCpf } from '@sgi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { esperaHistorico, freshDatabase, testApp } from '../../../test/helpers.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { cpfValido, prng, seedDemoPessoas } from '../pessoas/demo.js';
import { listPessoas } from '../pessoas/service.js';
import { seedDemoDefensores } from './demo.js';
import { listDefensores } from './service.js';

const t = await testApp();
const NAO_ENCONTRADO = { message: 'Defensor não encontrado.' };

const r = prng(7);
let admin: Awaited<ReturnType<typeof t.user>>;
let token: string;

/** The defender form's body (cadastros-relatorios §3 Defensor). */
const corpo = (over: Record<string, unknown> = {}) => ({
  cpf: formatCpf(cpfValido(r)),
  titulo: 'Dr.',
  nome: 'Carlos Andrade',
  ativo: true,
  data_nascimento: '1970-08-20',
  email_pessoal: 'carlos@exemplo.com',
  email: 'carlos.andrade@defensoria.gov.br',
  endereco: { cep: '49010-000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Rua B', complemento: 'Sala 2', numero: '200' },
  telefone: { ddd: 79, numero: '3211-0000' },
  numero_oab: 'SE 2020',
  matricula_defensoria: '4455',
  data_admissao: '2005-02-01',
  data_referencia: null,
  anotacao: null,
  data_exoneracao: null,
  ...over,
});

async function criar(over: Record<string, unknown> = {}) {
  const body = corpo(over);
  const res = await t.req({ method: 'POST', url: '/api/defensor', token, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json<{ id: number }>().id, body };
}
const get = (url: string, tk = token) => t.req({ method: 'GET', url, token: tk });
const nomes = (res: { json(): unknown }) => (res.json() as [{ nome: string }[], number])[0].map((d) => d.nome);

beforeAll(async () => {
  admin = await t.user('todas');
  token = await t.login(admin.username, admin.senha);
});

describe('GET /api/defensor', () => {
  beforeAll(async () => {
    await criar({ nome: 'Bruna Lista', data_admissao: '2001-01-10', data_referencia: '2002-01-10' });
    await criar({ nome: 'Alberto Lista', data_admissao: '2015-06-01' });
    await criar({ nome: 'Cecília Lista', data_admissao: '1999-03-15', ativo: false, data_exoneracao: '2020-12-31' });
  });

  it('pages active defenders as [rows, count], by name, with the CPF formatted', async () => {
    const res = await get('/api/defensor?nome=lista&take=1');
    expect(res.statusCode).toBe(200);
    const [rows, count] = res.json();
    expect(count).toBe(2);
    expect(rows).toEqual([
      { id: expect.any(Number), nome: 'Alberto Lista', cpf: expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/), titulo: 'Dr.', ativo: true, data_admissao: '2015-06-01', data_referencia: null, data_exoneracao: null },
    ]);
    expect(nomes(await get('/api/defensor?nome=lista&skip=1&take=1'))).toEqual(['Bruna Lista']);
    expect(nomes(await get('/api/defensor?nome=lista&inativos=true'))).toEqual(['Alberto Lista', 'Bruna Lista', 'Cecília Lista']);
  });

  it('sorts by the dates either way and searches the start of the CPF', async () => {
    expect(nomes(await get('/api/defensor?nome=lista&inativos=true&orderBy=data_admissao'))).toEqual(['Cecília Lista', 'Bruna Lista', 'Alberto Lista']);
    expect(nomes(await get('/api/defensor?nome=lista&inativos=true&orderBy=data_admissao&orderbyasc=false'))).toEqual(['Alberto Lista', 'Bruna Lista', 'Cecília Lista']);
    expect(nomes(await get('/api/defensor?nome=lista&inativos=true&orderBy=nome&orderbyasc=false'))).toEqual(['Cecília Lista', 'Bruna Lista', 'Alberto Lista']);
    // Without an exoneration date the rows tie and fall back to the name.
    expect(nomes(await get('/api/defensor?nome=lista&inativos=true&orderBy=data_exoneracao'))[0]).toBe('Cecília Lista');
    const { body } = await criar({ nome: 'Dário Cpf' });
    const cpf = body.cpf.replace(/\D/g, '');
    expect(nomes(await get(`/api/defensor?cpf=${cpf.slice(0, 8)}`))).toContain('Dário Cpf');
    expect(nomes(await get(`/api/defensor?cpf=${cpf}`))).toEqual(['Dário Cpf']);
  });

  it.each([
    ['orderBy=cpf', 'Ordenação inválida.'],
    ['orderbyasc=sim', 'orderbyasc deve ser true ou false.'],
    ['cpf=529.982', 'A busca por CPF aceita até 11 números.'],
    [`nome=${'x'.repeat(61)}`, 'A busca aceita no máximo 60 caracteres.'],
  ])('refuses %s with 400', async (qs, message) => {
    const res = await get(`/api/defensor?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

});

describe('GET /api/defensor/opcoes', () => {
  it('gives every defender’s id, name and ativo to any staff session — never the CPF or dates', async () => {
    const nucleo = await t.tokenWith(['NUCLEO_UPDATE']);
    const res = await get('/api/defensor/opcoes', nucleo);
    expect(res.statusCode).toBe(200);
    const lista = res.json() as { id: number; nome: string; ativo: boolean }[];
    const nomesDaLista = lista.map((d) => d.nome).filter((n) => n.endsWith(' Lista'));
    expect(nomesDaLista).toEqual(['Alberto Lista', 'Bruna Lista', 'Cecília Lista']);
    expect(lista.find((d) => d.nome === 'Cecília Lista')).toEqual({ id: expect.any(Number), nome: 'Cecília Lista', ativo: false });
    expect(Object.keys(lista[0]!).sort()).toEqual(['ativo', 'id', 'nome']);
  });
});

describe('POST /api/defensor and GET /api/defensor/:id', () => {
  it('creates the defender and its pessoa (201); the detail has the spec fields and audit info', async () => {
    const { id, body } = await criar({ telefone: { numero: '3211-0000' } });
    const det = await get(`/api/defensor/${id}?telefone=true&endereco=true`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toEqual({
      id, pessoaId: expect.any(Number), cpf: body.cpf, titulo: 'Dr.', nome: 'Carlos Andrade', ativo: true, data_nascimento: '1970-08-20',
      email_pessoal: 'carlos@exemplo.com', email: 'carlos.andrade@defensoria.gov.br',
      endereco: { cep: '49010000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Rua B', complemento: 'Sala 2', numero: '200' },
      // DDD 79 by default (cadastros-relatorios §5).
      telefone: { ddd: 79, numero: '32110000' },
      numero_oab: 'SE 2020', matricula_defensoria: '4455', data_admissao: '2005-02-01', data_referencia: null, anotacao: null, data_exoneracao: null,
      criadoEm: expect.any(String), editadoEm: expect.any(String), criadoPor: { username: admin.username }, editadoPor: { username: admin.username }, versao: 1,
    });
    const pessoa = (await get(`/api/pessoa/${det.json().pessoaId}?comDefensor=true`)).json();
    expect(pessoa).toMatchObject({ nome: 'Carlos Andrade', sobrenome: null, cpf: body.cpf.replace(/\D/g, ''), email: 'carlos@exemplo.com', defensor: { id } });
    const semFlags = (await get(`/api/defensor/${id}`)).json();
    expect(semFlags).not.toHaveProperty('telefone');
    expect(semFlags).not.toHaveProperty('endereco');
    await esperaHistorico(t, token, 'defensor', id, [{ acao: 'INSERT', por: admin.username }]);
  });

  it('attaches the profile to a pessoa registered with the CPF, or refuses a second defender (409)', async () => {
    const cpf = formatCpf(cpfValido(r));
    const p = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: { nome: 'Lívia', sobrenome: 'Reis', cpf, dataNascimento: '1980-01-01', estagiario: { ativo: true } } });
    expect(p.statusCode).toBe(201);
    const res = await t.req({ method: 'POST', url: '/api/defensor', token, payload: corpo({ cpf, nome: 'Lívia Reis', telefone: null, endereco: null }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: 'Defensor cadastrado.' });
    const pessoa = (await get(`/api/pessoa/${p.json().id}?comDefensor=true&comEstagiario=true`)).json();
    // The same name keeps nome and sobrenome apart; the intern profile stays.
    expect(pessoa).toMatchObject({ nome: 'Lívia', sobrenome: 'Reis', defensor: { id: res.json().id }, estagiario: { ativo: true } });
    const dup = await t.req({ method: 'POST', url: '/api/defensor', token, payload: corpo({ cpf }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe um defensor com o CPF ${cpf}.` });
  });

  it.each([
    ['no CPF', { cpf: '' }, 'cpf', 'CPF é obrigatório.'],
    ['an invalid CPF', { cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
    ['no name', { nome: null }, 'nome', 'Nome é obrigatório.'],
    ['no birth date', { data_nascimento: undefined }, 'data_nascimento', 'Data de Nascimento é obrigatória.'],
    ['a 9-digit CEP', { endereco: { cep: '490100001' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    ['an 11-digit phone', { telefone: { ddd: 79, numero: '32110000123' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    ['DDD 100', { telefone: { ddd: 100, numero: '32110000' } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    ['exoneration before admission', { data_exoneracao: '2004-12-31' }, 'data_exoneracao', 'A data de exoneração não pode ser anterior à data de admissão.'],
  ])('refuses %s with 400', async (_, over, campo, message) => {
    const res = await t.req({ method: 'POST', url: '/api/defensor', token, payload: corpo(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { [campo]: [message] } });
  });

  it('GET by id: 404 unknown, 400 bad id', async () => {
    expect((await get('/api/defensor/999999')).json()).toEqual(NAO_ENCONTRADO);
    expect((await get('/api/defensor/0')).statusCode).toBe(400);
  });
});

describe('PUT /api/defensor/:id', () => {
  it('saves defender and pessoa, accepts an exoneration date and records both histories', async () => {
    const { id, body } = await criar();
    const payload = { ...body, id, nome: 'Carlos Andrade Filho', ativo: false, data_exoneracao: '2024-06-30', telefone: undefined };
    const res = await t.req({ method: 'PUT', url: `/api/defensor/${id}`, token, payload: { ...payload, versao: await t.versao(`/api/defensor/${id}`, token) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Defensor atualizado.', versao: 2 });
    const det = (await get(`/api/defensor/${id}?telefone=true`)).json();
    expect(det).toMatchObject({ nome: 'Carlos Andrade Filho', ativo: false, data_exoneracao: '2024-06-30', telefone: { ddd: 79, numero: '32110000' }, editadoPor: { username: admin.username }, versao: 2 });
    const hist = (await get(`/api/historico?tabela=defensor&registro=${id}`)).json();
    expect(hist.at(-1)).toMatchObject({ acao: 'UPDATE', diff: { ativo: { de: true, para: false }, data_exoneracao: { de: null, para: '2024-06-30' } } });
    const histPessoa = (await get(`/api/historico?tabela=pessoa&registro=${det.pessoaId}`)).json();
    expect(histPessoa.at(-1)).toMatchObject({ acao: 'UPDATE', diff: { nome: { de: 'Carlos Andrade', para: 'Carlos Andrade Filho' } } });
  });

  it('refuses another pessoa’s CPF (409), unknown id (404), bad body (400)', async () => {
    const a = await criar();
    const b = await criar();
    const dup = await t.req({ method: 'PUT', url: `/api/defensor/${b.id}`, token, payload: { ...b.body, cpf: a.body.cpf, versao: await t.versao(`/api/defensor/${b.id}`, token) } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: `Já existe uma pessoa com o CPF ${a.body.cpf}.` });
    expect((await t.req({ method: 'PUT', url: '/api/defensor/999999', token, payload: { ...corpo(), versao: 1 } })).json()).toEqual(NAO_ENCONTRADO);
    const ruim = await t.req({ method: 'PUT', url: `/api/defensor/${b.id}`, token, payload: { ...b.body, endereco: { cep: '123456789' }, versao: await t.versao(`/api/defensor/${b.id}`, token) } });
    expect(ruim.json()).toEqual({ message: 'CEP: no máximo 8 dígitos.', fieldErrors: { 'endereco.cep': ['CEP: no máximo 8 dígitos.'] } });
  });
});

describe('DELETE /api/defensor/:id', () => {
  it('removes the defender and its pessoa when nothing else holds it', async () => {
    const { id } = await criar();
    const pessoaId = (await get(`/api/defensor/${id}`)).json().pessoaId;
    const res = await t.req({ method: 'DELETE', url: `/api/defensor/${id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Defensor removido.' });
    expect((await get(`/api/defensor/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/pessoa/${pessoaId}`)).statusCode).toBe(404);
    await esperaHistorico(t, token, 'defensor', id, ['INSERT', 'DELETE']);
    expect((await t.req({ method: 'DELETE', url: `/api/defensor/${id}`, token })).json()).toEqual(NAO_ENCONTRADO);
  });

  it('keeps the pessoa that is also a user, and says so', async () => {
    const cpf = formatCpf(cpfValido(r));
    const usuario = { username: 'defensor.usuario', senha: 'senha-do-defensor', papel: { id: admin.papelId } };
    const p = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: { nome: 'Rui', cpf, dataNascimento: '1960-01-01', usuario, defensor: { ativo: true } } });
    const { defensor } = (await get(`/api/pessoa/${p.json().id}?comDefensor=true`)).json();
    const res = await t.req({ method: 'DELETE', url: `/api/defensor/${defensor.id}`, token });
    expect(res.json()).toEqual({ message: 'Defensor removido. A pessoa continua cadastrada por ter cadastro de usuário.' });
    expect((await get(`/api/pessoa/${p.json().id}?comDefensor=true&comUsuario=true`)).json()).toMatchObject({ defensor: null, usuario: { username: 'defensor.usuario' } });
  });

});

describe('demo pessoas and defenders', () => {
  it('seeds pages of people with valid, distinct CPFs: a few inactive defenders, the same on every run', async () => {
    const semear = async () => {
      const database = await freshDatabase();
      try {
        await seedDemoDefensores(database.db);
        await seedDemoPessoas(database.db);
        const todos = { skip: 0, take: 1000, orderBy: 'nome', orderbyasc: true } as const;
        const [defensores, total] = await listDefensores(database.db, contextoDoSistema(), { ...todos, inativos: true });
        expect(total).toBe(36);
        expect(defensores.filter((d) => !d.ativo).every((d) => d.data_exoneracao !== null)).toBe(true);
        expect((await listDefensores(database.db, contextoDoSistema(), { ...todos, inativos: false }))[1]).toBe(32);
        const flags = { isDefensor: false, isEstagiario: false, isUsuario: false, inativos: true, comEstagiario: false };
        const [pessoas, totalPessoas] = await listPessoas(database.db, contextoDoSistema(), { skip: 0, take: 1000, orderBy: 'nome', ...flags });
        expect(totalPessoas).toBe(36 + 18);
        return pessoas.map((p) => p.cpf!);
      } finally {
        await database.close();
      }
    };
    const cpfs = await semear();
    expect(cpfs.every((c) => isValidCpf(c))).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
    expect(await semear()).toEqual(cpfs);
  });
});
