import { dictionary } from '@zxcvbn-ts/language-common';
import { formatCpf } from '@sgi/domain';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cpfDeTeste } from '../../test/cpf.js';
import { freshDatabase, testApp } from '../../test/helpers.js';
import { seedDatabase } from '../db/seed.js';
import { codigoRecuperacao } from '../modules/auth/table.js';
import { usuario } from '../modules/usuarios/table.js';
import { argon2id, hashAntigo, MENSAGEM_SENHA_COMUM, SENHAS_SIMULTANEAS, senhaComum, senhaNaVez, senhasComuns } from './passwords.js';
import { sha256 } from './tokens.js';

// ADR 025: the 10,000 most common passwords are refused on every path that sets a password.
const t = await testApp();
const SENHA_COMUM = (campo: string) => ({ message: MENSAGEM_SENHA_COMUM, fieldErrors: { [campo]: [MENSAGEM_SENHA_COMUM] } });
const entrar = (username: string, password: string) =>
  t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username, password } });

describe('the list', () => {
  it('holds the 10,000 most common passwords, compared without case and surrounding blanks', async () => {
    const lista = dictionary['passwords-common'];
    expect((await senhasComuns()).size).toBe(10_000);
    for (const s of ['123456', 'password', '12345678', 'qwerty123', 'iloveyou', lista[9_999]!]) expect(await senhaComum(s), s).toBe(true);
    expect(await senhaComum(' PassWord1 ')).toBe(true);
    expect(await senhaComum(lista[10_000]!)).toBe(false);
    expect(await senhaComum('senha-de-teste-123')).toBe(false);
  });
});

describe('every path that sets a password refuses a common one (400, pt-BR message on the field)', () => {
  let admin: Awaited<ReturnType<typeof t.user>>;
  let token: string;
  beforeAll(async () => {
    admin = await t.user('todas');
    token = await t.login(admin.username, admin.senha);
  });
  const usuarioCorpo = (username: string, senha: string | null) => ({
    username, senha, nome: 'Senha', sobrenome: 'Comum', email: `${username}@teste.gov.br`, funcao: null, ativo: true,
    recebenotificacaoes: false, papel: { id: admin.papelId }, corfundotabela: '#e5e5e5', corletratabela: '#000000',
  });
  const pessoaCorpo = (n: number, usuario: Record<string, unknown>) => ({
    nome: 'Pessoa', sobrenome: `Senha comum ${n}`, cpf: formatCpf(cpfDeTeste(910000 + n)), dataNascimento: '1988-04-12', email: `senha.comum${n}@exemplo.com`, usuario,
  });

  it('POST /api/usuario', async () => {
    for (const senha of ['password1', 'Qwerty123']) {
      const res = await t.req({ method: 'POST', url: '/api/usuario', token, payload: usuarioCorpo('senha.comum.1', senha) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SENHA_COMUM('senha'));
    }
    expect((await entrar('senha.comum.1', 'password1')).statusCode).toBe(401);
    const ok = await t.req({ method: 'POST', url: '/api/usuario', token, payload: usuarioCorpo('senha.comum.1', 'uma-senha-bem-sua-1') });
    expect(ok.statusCode).toBe(201);
  });

  it('PUT /api/usuario/:id', async () => {
    const u = await t.user(['FOLHA_READ']);
    const corpo = usuarioCorpo(u.username, 'iloveyou');
    const res = await t.req({ method: 'PUT', url: `/api/usuario/${u.id}`, token, payload: { ...corpo, versao: await t.versao(`/api/usuario/${u.id}`, token) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SENHA_COMUM('senha'));
    expect((await entrar(u.username, 'iloveyou')).statusCode).toBe(401);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });

  it('POST and PUT /api/pessoa with a user profile', async () => {
    const usuario = { ativo: true, username: 'pessoa.senha.comum', senha: '12345678', papel: { id: admin.papelId } };
    const criar = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: pessoaCorpo(1, usuario) });
    expect(criar.statusCode).toBe(400);
    expect(criar.json()).toEqual(SENHA_COMUM('usuario.senha'));
    const criada = await t.req({ method: 'POST', url: '/api/pessoa', token, payload: pessoaCorpo(1, { ...usuario, senha: 'outra-senha-bem-sua' }) });
    expect(criada.statusCode, criada.body).toBe(201);
    const id = criada.json<{ id: number }>().id;
    const versao = await t.versao(`/api/pessoa/${id}`, token);
    const editar = await t.req({ method: 'PUT', url: `/api/pessoa/${id}`, token, payload: { ...pessoaCorpo(1, { ...usuario, senha: 'sunshine' }), versao } });
    expect(editar.statusCode).toBe(400);
    expect(editar.json()).toEqual(SENHA_COMUM('usuario.senha'));
    expect((await entrar('pessoa.senha.comum', 'sunshine')).statusCode).toBe(401);
    expect((await entrar('pessoa.senha.comum', 'outra-senha-bem-sua')).statusCode).toBe(200);
  });

  it('PATCH /api/auth/senha (own change), without costing an attempt', async () => {
    const u = await t.user(['FOLHA_READ']);
    const tk = await t.login(u.username, u.senha);
    for (let i = 0; i < 6; i++) {
      const res = await t.req({ method: 'PATCH', url: '/api/auth/senha', token: tk, payload: { senhaAtual: u.senha, novaSenha: 'football' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(SENHA_COMUM('novaSenha'));
    }
    const ok = await t.req({ method: 'PATCH', url: '/api/auth/senha', token: tk, payload: { senhaAtual: u.senha, novaSenha: 'nova-senha-bem-sua' } });
    expect(ok.statusCode).toBe(200);
  });

  it('PATCH /api/auth/trocarsenha (recovery code), keeping the code for a good password', async () => {
    const u = await t.user(['FOLHA_READ']);
    const verificador = 'V'.repeat(26);
    await t.database.db.insert(codigoRecuperacao).values({
      usuarioId: u.id, seletor: 'SENHAC', verificadorHash: sha256(verificador), criadoEm: new Date(), expiraEm: new Date(Date.now() + 15 * 60_000),
    });
    const trocar = (senha: string) => t.req({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: `SENHAC-${verificador}`, senha } });
    const res = await trocar('baseball');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(SENHA_COMUM('senha'));
    expect((await trocar('recuperada-bem-sua')).statusCode).toBe(200);
    expect((await entrar(u.username, 'recuperada-bem-sua')).statusCode).toBe(200);
  });

  it('the first administrator: a common ADMIN_PASSWORD stops the seeding', async () => {
    const database = await freshDatabase();
    try {
      await expect(seedDatabase(database.db, { adminPassword: 'princess', demo: false })).rejects.toThrow(MENSAGEM_SENHA_COMUM);
    } finally {
      await database.close();
    }
  });
});

describe('hashing a few at a time', () => {
  it('with every turn taken a password waits; once one comes back it is hashed and checks', async () => {
    let devolver!: () => void;
    const ocupadas = new Promise<void>((r) => (devolver = r));
    const turnos = Array.from({ length: SENHAS_SIMULTANEAS }, () => senhaNaVez(() => ocupadas));
    let pronto = false;
    const calculo = argon2id.hash('uma-senha-na-fila').then((h) => ((pronto = true), h));
    await new Promise((r) => setTimeout(r, 300));
    expect(pronto).toBe(false);
    devolver();
    await Promise.all(turnos);
    expect(await argon2id.verify(await calculo, 'uma-senha-na-fila')).toBe(true);
  });
});

describe('the parameters (ADR 096)', () => {
  const hashDe = async (id: number) => (await t.database.db.select({ h: usuario.senhaHash }).from(usuario).where(eq(usuario.id, id)))[0]!.h;
  const versaoDe = async (id: number) => (await t.database.db.select({ v: usuario.versao }).from(usuario).where(eq(usuario.id, id)))[0]!.v;

  it('a new password is hashed with argon2id, 7 MiB and 5 passes', async () => {
    const u = await t.user(['FOLHA_READ']);
    expect(await hashDe(u.id)).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(hashAntigo(await hashDe(u.id))).toBe(false);
  });

  it('a hash with the old parameters still logs in, and is redone with the new ones by that login only', async () => {
    const u = await t.user(['FOLHA_READ']);
    const antigo = await hash(u.senha, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await t.database.db.update(usuario).set({ senhaHash: antigo }).where(eq(usuario.id, u.id));
    expect(hashAntigo(antigo)).toBe(true);
    // A wrong password leaves the old hash as it is.
    expect((await entrar(u.username, 'nao-e-a-senha-dele')).statusCode).toBe(401);
    expect(await hashDe(u.id)).toBe(antigo);
    const versao = await versaoDe(u.id);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
    const novo = await hashDe(u.id);
    expect(novo).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await argon2id.verify(novo, u.senha)).toBe(true);
    expect(await versaoDe(u.id)).toBe(versao + 1);
    // Redone once: the next login finds today's parameters and writes nothing.
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
    expect(await hashDe(u.id)).toBe(novo);
    expect(await versaoDe(u.id)).toBe(versao + 1);
  });
});
