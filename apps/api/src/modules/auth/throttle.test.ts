import { afterEach, describe, expect, it, vi } from 'vitest';
import { testApp, type TestApp } from '../../../test/helpers.js';

// Login throttling (issue 2 §3): 10 failures per username and 50 per client IP within 15 minutes.
const t = await testApp(); // TRUST_PROXY unset
const atrasDeProxy = await testApp({ trustProxy: true });

const MUITAS_TENTATIVAS = { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' };
const MINUTO = 60 * 1000;

interface Tentativa {
  username: string;
  password: string;
  ip?: string;
  forwardedFor?: string;
}

const entrar = (app: TestApp, { username, password, ip = '127.0.0.1', forwardedFor }: Tentativa) =>
  app.req({
    method: 'POST',
    url: '/api/auth',
    remoteAddress: ip,
    headers: { version: '1', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    payload: { username, password },
  });

/** n failed logins at once; every one must be a plain 401 (not yet throttled). */
async function falhar(app: TestApp, n: number, tentativa: (i: number) => Tentativa) {
  const res = await Promise.all(Array.from({ length: n }, (_, i) => entrar(app, tentativa(i))));
  expect(res.map((r) => r.statusCode)).toEqual(Array(n).fill(401));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('per username', () => {
  it('after 10 failures refuses even the right password with 429 until 15 minutes pass', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inicio = Date.now();
    const u = await t.user(['FOLHA_READ']);
    const vizinho = await t.user(['FOLHA_READ']);
    // the key ignores case: failures under another spelling count for the same account
    for (let i = 0; i < 10; i++) {
      const res = await entrar(t, { username: i % 2 ? u.username.toUpperCase() : u.username, password: `errada-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const bloqueado = await entrar(t, { username: u.username, password: u.senha });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual(MUITAS_TENTATIVAS);
    expect((await entrar(t, { username: u.username, password: u.senha, ip: '10.9.9.9' })).statusCode).toBe(429);
    expect((await entrar(t, { username: vizinho.username, password: vizinho.senha })).statusCode).toBe(200);

    vi.setSystemTime(inicio + 14 * MINUTO);
    expect((await entrar(t, { username: u.username, password: u.senha })).statusCode).toBe(429);
    vi.setSystemTime(inicio + 16 * MINUTO);
    expect((await entrar(t, { username: u.username, password: u.senha })).statusCode).toBe(200);
  });

  it('a success clears the failures of that username', async () => {
    const u = await t.user(['FOLHA_READ']);
    await falhar(t, 9, (i) => ({ username: u.username, password: `errada-${i}`, ip: '10.8.0.1' }));
    expect((await entrar(t, { username: u.username, password: u.senha, ip: '10.8.0.1' })).statusCode).toBe(200);
    await falhar(t, 9, (i) => ({ username: u.username, password: `errada-${i}`, ip: '10.8.0.1' }));
    expect((await entrar(t, { username: u.username, password: u.senha, ip: '10.8.0.1' })).statusCode).toBe(200);
  });
});

describe('per client IP', () => {
  it('after 50 failures over several usernames refuses a fresh username from that IP; X-Forwarded-For is ignored', async () => {
    const u = await t.user(['FOLHA_READ']);
    const v = await t.user(['FOLHA_READ']);
    const ip = '10.0.0.1';
    // unknown usernames (no more than 10 failures each), each attempt with a different spoofed X-Forwarded-For
    await falhar(t, 49, (i) => ({ username: `desconhecido${i % 5}`, password: 'errada-123', ip, forwardedFor: `198.51.100.${i}` }));
    expect((await entrar(t, { username: u.username, password: u.senha, ip })).statusCode).toBe(200);
    await falhar(t, 1, () => ({ username: 'desconhecido9', password: 'errada-123', ip }));
    const bloqueado = await entrar(t, { username: v.username, password: v.senha, ip, forwardedFor: '203.0.113.99' });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual(MUITAS_TENTATIVAS);
    expect((await entrar(t, { username: v.username, password: v.senha, ip: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('with TRUST_PROXY the X-Forwarded-For client is the key', async () => {
    const u = await atrasDeProxy.user(['FOLHA_READ']);
    const proxy = '10.1.0.1';
    await falhar(atrasDeProxy, 50, (i) => ({ username: `desconhecido${i % 5}`, password: 'errada-123', ip: proxy, forwardedFor: '203.0.113.7' }));
    const bloqueado = await entrar(atrasDeProxy, { username: u.username, password: u.senha, ip: proxy, forwardedFor: '203.0.113.7' });
    expect(bloqueado.statusCode).toBe(429);
    expect((await entrar(atrasDeProxy, { username: u.username, password: u.senha, ip: proxy, forwardedFor: '203.0.113.8' })).statusCode).toBe(200);
  });
});
