import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codigoDe, entregarEmails, executarTarefas } from '../../../test/correio.js';
import { testApp } from '../../../test/helpers.js';
import { emailSaida } from '../email/table.js';
import { tarefa } from '../tarefas/table.js';
import { usuario } from '../usuarios/table.js';
import { codigoRecuperacao } from './table.js';

// Password recovery (issue 2 §3): same answer for every e-mail, single-use code for 15 minutes, 5 wrong tries burn it.
const t = await testApp();

const RESPOSTA = { message: 'Se o e-mail estiver cadastrado para um usuário ativo, enviaremos um código para a troca de senha.' };
const CODIGO_INVALIDO = { message: 'Código de recuperação inválido ou expirado.', fieldErrors: { codigorecuperacao: ['Código de recuperação inválido ou expirado.'] } };
const TAMANHO = 'A senha deve ter entre 8 e 128 caracteres.';

// Each test asks from its own address: recovery requests are limited per IP.
let ultimoIp = 0;
const novoIp = () => `10.20.0.${++ultimoIp}`;

const recuperar = (input: string, ip: string) =>
  t.req({ method: 'POST', url: '/api/auth/recuperar', remoteAddress: ip, payload: { input } });
const trocar = (codigorecuperacao: string, senha: string, ip: string) =>
  t.req({ method: 'PATCH', url: '/api/auth/trocarsenha', remoteAddress: ip, payload: { codigorecuperacao, senha } });
const entrar = (username: string, password: string) =>
  t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username, password } });

const emailDe = (username: string) => `${username.toLowerCase()}@teste.gov.br`;
const caixa = (destinatario: string) =>
  t.database.db.select().from(emailSaida).where(sql`lower(${emailSaida.destinatario}) = lower(${destinatario})`).orderBy(asc(emailSaida.id));

/** Asks for a code for a fresh active user and reads it from the delivered e-mail, as the user would. */
async function usuarioComCodigo() {
  const u = await t.user(['FOLHA_READ']);
  const ip = novoIp();
  expect((await recuperar(emailDe(u.username), ip)).statusCode).toBe(202);
  const entregues = await entregarEmails(t.database.db);
  const codigo = codigoDe(entregues.find((m) => m.para === emailDe(u.username)));
  expect(codigo).toBeDefined();
  return { ...u, ip, codigo: codigo! };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/auth/recuperar', () => {
  it('answers the same for an active, an inactive and an unknown e-mail, and e-mails only the active user', async () => {
    const ativo = await t.user(['FOLHA_READ']);
    const inativo = await t.user(['FOLHA_READ']);
    await t.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, inativo.id));
    const ip = novoIp();
    const respostas = [
      await recuperar(emailDe(ativo.username).toUpperCase(), ip),
      await recuperar(emailDe(inativo.username), ip),
      await recuperar('ninguem@teste.gov.br', ip),
    ];
    for (const res of respostas) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(RESPOSTA);
    }
    const entregues = await entregarEmails(t.database.db);
    expect(entregues.map((m) => m.para)).toEqual([emailDe(ativo.username)]);
    const codigo = codigoDe(entregues[0]);
    expect(codigo).toBeDefined();
    expect(entregues[0]!.texto).toContain(`http://sgi.test/trocar-senha?codigo=${codigo} nos próximos 15 minutos`);
    expect(await caixa(emailDe(ativo.username))).toHaveLength(1);
    expect(await caixa(emailDe(inativo.username))).toHaveLength(0);
    expect(await caixa('ninguem@teste.gov.br')).toHaveLength(0);
  });

  it('answers before the lookup: the code and the message come from a job that runs after, and forgets the address', async () => {
    const u = await t.user(['FOLHA_READ']);
    expect((await recuperar(emailDe(u.username), novoIp())).statusCode).toBe(202);
    expect(await caixa(emailDe(u.username))).toHaveLength(0);
    const [pedido] = await t.database.db.select().from(tarefa).where(sql`${tarefa.payload}->>'email' = ${emailDe(u.username)}`);
    expect(pedido).toMatchObject({ tipo: 'recuperacao-senha', payload: { email: emailDe(u.username), url: 'http://sgi.test' } });

    await executarTarefas(t.database.db);
    const [feito] = await t.database.db.select().from(tarefa).where(eq(tarefa.id, pedido!.id));
    // Done, with nothing kept that says whether the address exists or what it was.
    expect(feito).toMatchObject({ status: 'CONCLUIDA', payload: {}, resultado: null, erro: null });
    const [email] = await caixa(emailDe(u.username));
    expect(email).toMatchObject({ status: 'PENDENTE', assunto: 'SGI — código para troca de senha', segredo: { tipo: 'codigo-recuperacao', id: expect.any(Number) } });
    expect(email!.corpo).toContain('Código de recuperação: {{segredo}}\n');
  });

  it('a code whose e-mail has not been sent yet matches nothing', async () => {
    const u = await t.user(['FOLHA_READ']);
    const ip = novoIp();
    await recuperar(emailDe(u.username), ip);
    await executarTarefas(t.database.db);
    const [codigo] = await t.database.db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.usuarioId, u.id));
    expect(codigo).toMatchObject({ verificadorHash: null, usadoEm: null, tentativas: 0 });
    const res = await trocar(`${codigo!.seletor}-${'A'.repeat(26)}`, 'senha-adivinhada-1', ip);
    expect(res.json()).toEqual(CODIGO_INVALIDO);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });

  it('sends the code to the stored address, whatever the case typed', async () => {
    const u = await t.user(['FOLHA_READ']);
    expect((await recuperar(emailDe(u.username).toUpperCase(), novoIp())).statusCode).toBe(202);
    await executarTarefas(t.database.db);
    const [email] = await caixa(emailDe(u.username));
    expect(email!.destinatario).toBe(emailDe(u.username));
  });

  it('validates the e-mail', async () => {
    const ip = novoIp();
    for (const [input, message] of [['', 'Informe o e-mail.'], ['nao-e-email', 'E-mail inválido.']]) {
      const res = await recuperar(input!, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { input: [message] } });
    }
  });

  it('sends at most 3 codes per e-mail in 15 minutes, silently, and refuses an 11th request from one IP', async () => {
    const u = await t.user(['FOLHA_READ']);
    const ip = novoIp();
    for (let i = 0; i < 10; i++) expect((await recuperar(emailDe(u.username), ip)).json()).toEqual(RESPOSTA);
    await executarTarefas(t.database.db);
    expect(await caixa(emailDe(u.username))).toHaveLength(3);
    const res = await recuperar(emailDe(u.username), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
    expect((await recuperar('outro@teste.gov.br', novoIp())).statusCode).toBe(202);
  });
});

describe('PATCH /api/auth/trocarsenha', () => {
  it('sets the password, revokes the sessions and consumes the code', async () => {
    const u = await usuarioComCodigo();
    const sessao = await t.login(u.username, u.senha);
    const res = await trocar(u.codigo.toLowerCase(), 'senha-recuperada-1', u.ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha alterada com sucesso.' });
    expect((await t.req({ method: 'GET', url: '/api/auth/me', token: sessao })).statusCode).toBe(401);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(401);
    expect((await entrar(u.username, 'senha-recuperada-1')).statusCode).toBe(200);

    const denovo = await trocar(u.codigo, 'outra-senha-nova-2', u.ip);
    expect(denovo.statusCode).toBe(400);
    expect(denovo.json()).toEqual(CODIGO_INVALIDO);
    expect((await entrar(u.username, 'senha-recuperada-1')).statusCode).toBe(200);
  });

  it('refuses an expired code (16 minutes later)', async () => {
    const u = await usuarioComCodigo();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const res = await trocar(u.codigo, 'senha-tardia-123', u.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODIGO_INVALIDO);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong verifiers with its selector', async () => {
    const u = await usuarioComCodigo();
    const [seletor] = u.codigo.split('-');
    for (let i = 0; i < 5; i++) {
      const res = await trocar(`${seletor}-${'A'.repeat(25)}${i + 2}`, 'tentativa-123', u.ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CODIGO_INVALIDO);
    }
    const res = await trocar(u.codigo, 'senha-certa-tarde', u.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODIGO_INVALIDO);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });

  it('4 wrong verifiers leave the code usable', async () => {
    const u = await usuarioComCodigo();
    const [seletor] = u.codigo.split('-');
    for (let i = 0; i < 4; i++) expect((await trocar(`${seletor}-ERRADO${i + 2}`, 'tentativa-123', u.ip)).statusCode).toBe(400);
    expect((await trocar(u.codigo, 'senha-certa-123', u.ip)).statusCode).toBe(200);
  });

  it.each([
    ['7', 'x'.repeat(7)],
    ['129', 'x'.repeat(129)],
  ])('refuses a password of %s characters without spending the code', async (_, senha) => {
    const u = await usuarioComCodigo();
    const res = await trocar(u.codigo, senha, u.ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TAMANHO, fieldErrors: { senha: [TAMANHO] } });
    expect((await trocar(u.codigo, 'x'.repeat(128), u.ip)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed code and a missing one', async () => {
    const ip = novoIp();
    for (const codigo of ['ABCDEF-GHJKLMNPQRSTUVWXYZ23456789', 'semhifen', '-']) {
      const res = await trocar(codigo, 'senha-valida-123', ip);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(CODIGO_INVALIDO);
    }
    const vazio = await trocar('', 'senha-valida-123', ip);
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().message).toBe('Informe o código de recuperação.');
  });
});
