import { permissaoPorNome } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2id } from '../../lib/passwords.js';
import { testApp } from '../../../test/helpers.js';
import { usuario } from '../usuarios/table.js';
import { registroAcesso } from './table.js';


const t = await testApp();
const SESSAO_INVALIDA = { message: 'Sessão inválida ou expirada. Entre novamente.' };
const HORA = 60 * 60 * 1000;

const entrar = (username: string, password: string, version = '1') =>
  t.req({ method: 'POST', url: '/api/auth', headers: { version }, payload: { username, password } });
const me = (token?: string) => t.req({ method: 'GET', url: '/api/auth/me', ...(token && { token }) });

/** The full user object the usuario form sends, from the API's own detail answer. */
async function corpoDoUsuario(adminToken: string, id: number) {
  const u = (await t.req({ method: 'GET', url: `/api/usuario/${id}`, token: adminToken })).json();
  return { username: u.username, nome: u.nome, sobrenome: u.sobrenome, email: u.email, funcao: u.funcao, ativo: u.ativo,
    recebenotificacaoes: u.recebenotificacaoes, papel: { id: u.papel.id }, corfundotabela: u.corfundotabela, corletratabela: u.corletratabela };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('POST /api/auth', () => {
  it('answers the token as a JSON string and the token opens /api/auth/me', async () => {
    const u = await t.user(['FOLHA_READ']);
    const res = await entrar(u.username, u.senha);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const token = res.json<string>();
    expect(typeof token).toBe('string');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const resMe = await me(token);
    expect(resMe.statusCode).toBe(200);
    expect(resMe.json()).toMatchObject({ id: u.id, username: u.username, nome: expect.stringMatching(/^Pessoa Teste/), permissoes: ['FOLHA_READ'], navbar: true, corfundotabela: '#e5e5e5', corletratabela: '#000000' });
  });

  it('accepts the username in any case', async () => {
    const u = await t.user(['FOLHA_READ']);
    expect((await entrar(u.username.toUpperCase(), u.senha)).statusCode).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['empty fields', { username: '', password: '' }],
    ['a missing password', { username: 'alguem' }],
    ['blank username', { username: '   ', password: 'x' }],
  ])('refuses %s with 400 "Preencha todos os campos."', async (_, payload) => {
    const res = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Preencha todos os campos.');
    expect(Object.keys(res.json().fieldErrors).length).toBeGreaterThan(0);
  });

  it('refuses a client of another version with 400', async () => {
    const u = await t.user(['FOLHA_READ']);
    const res = await entrar(u.username, u.senha, '2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Versão do cliente não suportada. Recarregue a página.' });
  });

  it('answers unknown user, wrong password and inactive user alike, verifying a hash in all three', async () => {
    const ativo = await t.user(['FOLHA_READ']);
    const inativo = await t.user(['FOLHA_READ']);
    await t.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, inativo.id));
    const spy = vi.spyOn(argon2id, 'verify'); // pass-through: the real hash runs, the test counts it
    const respostas = [
      await entrar('ninguem.com.este.nome', 'qualquer-senha-1'),
      await entrar(ativo.username, 'senha-errada-123'),
      await entrar(inativo.username, inativo.senha),
    ];
    for (const res of respostas) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(respostas[0]!.body);
    }
    expect(respostas[0]!.json()).toEqual({ message: 'Usuário ou senha inválidos.' });
    expect(spy).toHaveBeenCalledTimes(3);
    for (const [hash] of spy.mock.calls) expect(String(hash)).toMatch(/^\$argon2id\$/);
  });
});

describe('sessions', () => {
  it('refuses a garbage or oversized token with 401', async () => {
    for (const token of ['lixo', 'x'.repeat(43), 'a'.repeat(300)]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(SESSAO_INVALIDA);
    }
    const basic = await t.req({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(basic.statusCode).toBe(401);
  });

  it('logout ends only the session it is called with; the other sessions of the user stay open (ADR 001)', async () => {
    const u = await t.user(['FOLHA_READ']);
    const [esta, outra] = [await t.login(u.username, u.senha), await t.login(u.username, u.senha)];
    expect((await t.req({ method: 'POST', url: '/api/auth/logout', token: esta })).statusCode).toBe(204);
    expect((await me(esta)).statusCode).toBe(401);
    expect((await me(outra)).statusCode).toBe(200);
  });

  it('"Sair de todas as sessões" ends every session of the user, the calling one included; other users keep theirs', async () => {
    const u = await t.user(['FOLHA_READ']);
    const sessoes = [await t.login(u.username, u.senha), await t.login(u.username, u.senha), await t.login(u.username, u.senha)];
    const vizinho = await t.tokenWith(['FOLHA_READ']);
    const res = await t.req({ method: 'POST', url: '/api/auth/logout/todas', token: sessoes[1] });
    expect(res.statusCode).toBe(204);
    for (const token of sessoes) {
      const r = await me(token);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual(SESSAO_INVALIDA);
    }
    expect((await me(vizinho)).statusCode).toBe(200);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });

  it('logout ends the session: the old token gets 401', async () => {
    const token = await t.tokenWith(['FOLHA_READ']);
    expect((await me(token)).statusCode).toBe(200);
    const res = await t.req({ method: 'POST', url: '/api/auth/logout', token });
    expect(res.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.req({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(401);
  });

  it('expires after 8 hours idle', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inicio = Date.now();
    const token = await t.tokenWith(['FOLHA_READ']);
    vi.setSystemTime(inicio + 7 * HORA);
    expect((await me(token)).statusCode).toBe(200);
    vi.setSystemTime(inicio + 15 * HORA + 60_000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('expires 24 hours after login even when used all along', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inicio = Date.now();
    const token = await t.tokenWith(['FOLHA_READ']);
    for (const horas of [7, 14, 21, 23.9]) {
      vi.setSystemTime(inicio + horas * HORA);
      expect((await me(token)).statusCode).toBe(200);
    }
    vi.setSystemTime(inicio + 24 * HORA + 60_000);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSAO_INVALIDA);
  });

  it('applies a change of the papel on the next request, without a new login', async () => {
    const admin = await t.tokenWith('todas');
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    expect((await t.req({ method: 'GET', url: '/api/papel', token })).statusCode).toBe(403);
    const papel = (await t.req({ method: 'GET', url: `/api/papel/${u.papelId}`, token: admin })).json();
    const novas = [...papel.permissoes.map((p: { id: number }) => ({ id: p.id })), { id: permissaoPorNome('PAPEL_ENUMERATE')!.id }];
    const put = await t.req({ method: 'PUT', url: `/api/papel/${u.papelId}`, token: admin, payload: { nome: papel.nome, permissoes: novas, versao: await t.versao(`/api/papel/${u.papelId}`, admin) } });
    expect(put.statusCode).toBe(200);
    expect(put.json().permissoes.map((p: { nome: string }) => p.nome)).toEqual(['FOLHA_READ', 'PAPEL_ENUMERATE']);
    expect((await t.req({ method: 'GET', url: '/api/papel', token })).statusCode).toBe(200);
    expect((await me(token)).json().permissoes).toEqual(['FOLHA_READ', 'PAPEL_ENUMERATE']);
  });
});

describe('usage log of the login (registro_acesso)', () => {
  const linhas = async (ip: string) =>
    t.database.db.select().from(registroAcesso).where(eq(registroAcesso.ip, ip)).orderBy(registroAcesso.id);

  it('records the username of a failed login only when it names an account, never what else was typed', async () => {
    const u = await t.user(['FOLHA_READ']);
    const digitada = 'Minha-Senha-Secreta-987';
    const ip = '10.12.0.1';
    const tentar = (username: string, password: string) =>
      t.req({ method: 'POST', url: '/api/auth', remoteAddress: ip, headers: { version: '1' }, payload: { username, password } });
    expect((await tentar(digitada, 'qualquer-coisa')).statusCode).toBe(401);
    expect((await tentar(u.username.toUpperCase(), 'senha-errada-123')).statusCode).toBe(401);
    expect(await linhas(ip)).toEqual([
      expect.objectContaining({ tipo: 'LOGIN_FALHOU', username: null, usuarioId: null, detalhe: 'usuário desconhecido' }),
      expect.objectContaining({ tipo: 'LOGIN_FALHOU', username: u.username, usuarioId: u.id, detalhe: 'senha incorreta' }),
    ]);
    // refused by the throttle: the same rule
    for (let i = 0; i < 10; i++) await tentar(digitada, 'qualquer-coisa');
    expect((await tentar(digitada, 'qualquer-coisa')).statusCode).toBe(429);
    const bloqueio = (await linhas(ip)).at(-1)!;
    expect(bloqueio).toMatchObject({ tipo: 'LOGIN_BLOQUEADO', username: null, usuarioId: null });
    const todas = await t.database.db.select().from(registroAcesso);
    expect(JSON.stringify(todas).toLowerCase()).not.toContain(digitada.toLowerCase());
  });
});

describe('PATCH /api/auth/senha', () => {
  it('refuses a wrong current password with 400 and keeps the session', async () => {
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    const res = await t.req({ method: 'PATCH', url: '/api/auth/senha', token, payload: { senhaAtual: 'nao-e-esta', novaSenha: 'nova-senha-456' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Senha atual incorreta.', fieldErrors: { senhaAtual: ['Senha atual incorreta.'] } });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses a new password out of 8..128 characters', async () => {
    const token = await t.tokenWith(['FOLHA_READ']);
    for (const novaSenha of ['1234567', 'x'.repeat(129)]) {
      const res = await t.req({ method: 'PATCH', url: '/api/auth/senha', token, payload: { senhaAtual: 'senha-de-teste-123', novaSenha } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'A senha deve ter entre 8 e 128 caracteres.', fieldErrors: { novaSenha: ['A senha deve ter entre 8 e 128 caracteres.'] } });
    }
  });

  it('changes the password with the current one, revokes the old token and hands a new one', async () => {
    const u = await t.user(['FOLHA_READ']);
    const antigo = await t.login(u.username, u.senha);
    const res = await t.req({ method: 'PATCH', url: '/api/auth/senha', token: antigo, payload: { senhaAtual: u.senha, novaSenha: 'nova-senha-456' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Senha alterada com sucesso.');
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(antigo)).statusCode).toBe(401);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(401);
    expect((await entrar(u.username, 'nova-senha-456')).statusCode).toBe(200);
  });

  it('blocks a session after 5 wrong current passwords in 15 minutes, even with the right one', async () => {
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    for (let i = 0; i < 5; i++) {
      const res = await t.req({ method: 'PATCH', url: '/api/auth/senha', token, payload: { senhaAtual: `errada-${i}`, novaSenha: 'nova-senha-456' } });
      expect(res.statusCode).toBe(400);
    }
    const bloqueado = await t.req({ method: 'PATCH', url: '/api/auth/senha', token, payload: { senhaAtual: u.senha, novaSenha: 'nova-senha-456' } });
    expect(bloqueado.statusCode).toBe(429);
    expect((await entrar(u.username, u.senha)).statusCode).toBe(200);
  });
});

describe('revocation by an administrator (PUT /api/usuario/:id)', () => {
  it('a new password set by the administrator ends the sessions of that user', async () => {
    const admin = await t.tokenWith('todas');
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    const corpo = { ...(await corpoDoUsuario(admin, u.id)), senha: 'definida-pelo-admin' };
    expect((await t.req({ method: 'PUT', url: `/api/usuario/${u.id}`, token: admin, payload: { ...corpo, versao: await t.versao(`/api/usuario/${u.id}`, admin) } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await entrar(u.username, 'definida-pelo-admin')).statusCode).toBe(200);
  });

  it('a deactivation ends the sessions and the login of that user', async () => {
    const admin = await t.tokenWith('todas');
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    const corpo = { ...(await corpoDoUsuario(admin, u.id)), ativo: false };
    expect((await t.req({ method: 'PUT', url: `/api/usuario/${u.id}`, token: admin, payload: { ...corpo, versao: await t.versao(`/api/usuario/${u.id}`, admin) } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    const res = await entrar(u.username, u.senha);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Usuário ou senha inválidos.' });
  });
});

describe('GET /api/auth/google', () => {
  it('answers 501 with a clear message while OIDC is not configured', async () => {
    const res = await t.req({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ message: 'O login pelo Google não está disponível nesta instalação.' });
  });
});
