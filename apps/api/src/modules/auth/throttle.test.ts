import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2id } from '../../lib/passwords.js';
import { testApp, type TestApp } from '../../../test/helpers.js';


// Login throttling (ADR 025): per account + address with backoff, per address, and per account from unusual addresses.
const t = await testApp(); // TRUST_PROXY unset
const atrasDeProxy = await testApp({ trustProxy: true });

const MUITAS_TENTATIVAS = { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' };
const MINUTO = 60 * 1000;
const HORA = 60 * MINUTO;

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

/** n failed logins, one after the other; every one must be a plain 401 (not yet throttled). */
async function falhar(app: TestApp, n: number, tentativa: (i: number) => Tentativa) {
  for (let i = 0; i < n; i++) expect((await entrar(app, tentativa(i))).statusCode).toBe(401);
}

const status = async (app: TestApp, tentativa: Tentativa) => (await entrar(app, tentativa)).statusCode;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('attempts counted before the password is checked', () => {
  it('30 parallel wrong logins: exactly 10 passwords are checked, the other 20 are refused with 429', async () => {
    const u = await t.user(['FOLHA_READ']);
    const spy = vi.spyOn(argon2id, 'verify'); // pass-through: the real hash runs, the test counts it
    const res = await Promise.all(Array.from({ length: 30 }, (_, i) => entrar(t, { username: u.username, password: `errada-${i}`, ip: '10.30.0.1' })));
    expect(spy).toHaveBeenCalledTimes(10);
    expect(res.filter((r) => r.statusCode === 401)).toHaveLength(10);
    const recusadas = res.filter((r) => r.statusCode === 429);
    expect(recusadas).toHaveLength(20);
    for (const r of recusadas) expect(r.json()).toEqual(MUITAS_TENTATIVAS);
  });

  it('30 parallel wrong current passwords on PATCH /api/auth/senha: exactly 5 are checked', async () => {
    const u = await t.user(['FOLHA_READ']);
    const token = await t.login(u.username, u.senha);
    const spy = vi.spyOn(argon2id, 'verify'); // pass-through: the real hash runs, the test counts it
    const res = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.req({ method: 'PATCH', url: '/api/auth/senha', token, payload: { senhaAtual: `errada-${i}`, novaSenha: 'nova-senha-456' } })),
    );
    expect(spy).toHaveBeenCalledTimes(5);
    expect(res.map((r) => r.statusCode).sort()).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
  });
});

describe('per account and address', () => {
  it("a stranger's address exhausting an account does not block the owner's address", async () => {
    const u = await t.user(['FOLHA_READ']);
    const dono = '10.1.0.1';
    const estranho = '10.6.6.6';
    expect(await status(t, { username: u.username, password: u.senha, ip: dono })).toBe(200);
    // the key ignores case: failures under another spelling count for the same account
    await falhar(t, 10, (i) => ({ username: i % 2 ? u.username.toUpperCase() : u.username, password: `errada-${i}`, ip: estranho }));
    const bloqueado = await entrar(t, { username: u.username, password: u.senha, ip: estranho });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual(MUITAS_TENTATIVAS);
    // the owner, from the usual address and from a new one, is not locked out
    expect(await status(t, { username: u.username, password: u.senha, ip: dono })).toBe(200);
    expect(await status(t, { username: u.username, password: u.senha, ip: '10.1.0.2' })).toBe(200);
  });

  it('makes the address wait 1, 2, 4, 8 ... minutes between attempts past the 10th, up to 1 hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let agora = Date.now();
    const u = await t.user(['FOLHA_READ']);
    const ip = '10.2.0.1';
    const errada = { username: u.username, password: 'errada-123', ip };
    await falhar(t, 10, () => errada);
    for (const minutos of [1, 2, 4, 8, 16, 32, 60, 60]) {
      vi.setSystemTime(agora + minutos * MINUTO - 1000);
      expect(await status(t, errada), `${minutos} min menos 1 s`).toBe(429);
      agora += minutos * MINUTO;
      vi.setSystemTime(agora);
      expect(await status(t, errada), `${minutos} min`).toBe(401);
    }
    // the right password after the wait logs in and clears the series: 10 free attempts again
    vi.setSystemTime(agora + HORA);
    expect(await status(t, { username: u.username, password: u.senha, ip })).toBe(200);
    await falhar(t, 10, () => errada);
    expect(await status(t, errada)).toBe(429);
  });

  it('forgets a series 24 hours after its first attempt', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inicio = Date.now();
    const u = await t.user(['FOLHA_READ']);
    const errada = { username: u.username, password: 'errada-123', ip: '10.3.0.1' };
    await falhar(t, 10, () => errada);
    vi.setSystemTime(inicio + 24 * HORA - 1000);
    expect(await status(t, errada)).toBe(401); // the wait (1 min) is over, the series goes on
    expect(await status(t, errada)).toBe(429);
    vi.setSystemTime(inicio + 24 * HORA);
    await falhar(t, 10, () => errada);
    expect(await status(t, errada)).toBe(429);
  });

  it('a success clears the failures of that account and address', async () => {
    const u = await t.user(['FOLHA_READ']);
    await falhar(t, 9, (i) => ({ username: u.username, password: `errada-${i}`, ip: '10.8.0.1' }));
    expect(await status(t, { username: u.username, password: u.senha, ip: '10.8.0.1' })).toBe(200);
    await falhar(t, 9, (i) => ({ username: u.username, password: `errada-${i}`, ip: '10.8.0.1' }));
    expect(await status(t, { username: u.username, password: u.senha, ip: '10.8.0.1' })).toBe(200);
  });
});

describe('per account, from addresses it never logged in from', () => {
  it('after 50 failures from many addresses refuses new addresses for 1 hour, but not the usual one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const inicio = Date.now();
    const u = await t.user(['FOLHA_READ']);
    const habitual = '10.4.0.1';
    expect(await status(t, { username: u.username, password: u.senha, ip: habitual })).toBe(200);
    // five addresses, ten failures each: none of them is throttled on its own
    await falhar(t, 50, (i) => ({ username: u.username, password: `errada-${i}`, ip: `10.4.1.${Math.floor(i / 10)}` }));
    const novo = await entrar(t, { username: u.username, password: u.senha, ip: '10.4.2.1' });
    expect(novo.statusCode).toBe(429);
    expect(novo.json()).toEqual(MUITAS_TENTATIVAS);
    expect(await status(t, { username: u.username, password: u.senha, ip: habitual })).toBe(200);
    // failures from the usual address do not count here
    await falhar(t, 5, () => ({ username: u.username, password: 'errada-123', ip: habitual }));
    vi.setSystemTime(inicio + HORA);
    expect(await status(t, { username: u.username, password: u.senha, ip: '10.4.2.1' })).toBe(200);
  });

  it('treats an unknown username like an account: the same answers, the same limits', async () => {
    await falhar(t, 50, (i) => ({ username: 'ninguem.tem.este.nome', password: `errada-${i}`, ip: `10.5.1.${Math.floor(i / 10)}` }));
    const res = await entrar(t, { username: 'ninguem.tem.este.nome', password: 'errada-123', ip: '10.5.2.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(MUITAS_TENTATIVAS);
  });
});

describe('per client address', () => {
  it('after 50 failures over several usernames refuses a fresh username from that address; X-Forwarded-For is ignored', async () => {
    const u = await t.user(['FOLHA_READ']);
    const v = await t.user(['FOLHA_READ']);
    const ip = '10.0.0.1';
    // unknown usernames (no more than 10 failures each), each attempt with a different spoofed X-Forwarded-For
    await falhar(t, 49, (i) => ({ username: `desconhecido${i % 5}`, password: 'errada-123', ip, forwardedFor: `198.51.100.${i}` }));
    expect(await status(t, { username: u.username, password: u.senha, ip })).toBe(200);
    await falhar(t, 1, () => ({ username: 'desconhecido9', password: 'errada-123', ip }));
    const bloqueado = await entrar(t, { username: v.username, password: v.senha, ip, forwardedFor: '203.0.113.99' });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual(MUITAS_TENTATIVAS);
    expect(await status(t, { username: v.username, password: v.senha, ip: '10.0.0.2' })).toBe(200);
  });

  it('with TRUST_PROXY the X-Forwarded-For client is the key', async () => {
    const u = await atrasDeProxy.user(['FOLHA_READ']);
    const proxy = '10.1.0.1';
    await falhar(atrasDeProxy, 50, (i) => ({ username: `desconhecido${i % 5}`, password: 'errada-123', ip: proxy, forwardedFor: '203.0.113.7' }));
    const bloqueado = await entrar(atrasDeProxy, { username: u.username, password: u.senha, ip: proxy, forwardedFor: '203.0.113.7' });
    expect(bloqueado.statusCode).toBe(429);
    expect(await status(atrasDeProxy, { username: u.username, password: u.senha, ip: proxy, forwardedFor: '203.0.113.8' })).toBe(200);
  });
});
