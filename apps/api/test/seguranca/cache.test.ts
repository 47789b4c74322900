import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { rotasDeclaradas, type RotaDeclarada } from '../../src/lib/access.js';
import { randomToken, sha256 } from '../../src/lib/tokens.js';
import { sessao } from '../../src/modules/auth/table.js';
import { testApp } from '../helpers.js';

/**
 * No copy of an API answer stays in a browser or proxy cache (ADR 027): every route of the app's own route table
 * answers `Cache-Control: no-store`, with and without a session, in success and in error; the SPA's static assets
 * keep their long cache.
 */
const t = await testApp();
const rotas = rotasDeclaradas(t.app);
let adminId: number;

/** A fresh session per request: logout and password change end the session they are called with. */
async function sessaoNova(): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await t.database.db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'usuario', usuarioId: adminId, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}

const respostas2xx: string[] = [];

beforeAll(async () => {
  adminId = (await t.user('todas')).id;
});

afterAll(() => {
  console.log(`cache: ${rotas.length} rotas, ${respostas2xx.length} respostas 2xx conferidas`);
});

describe('Cache-Control: no-store on every API answer', () => {
  it('the route table is the whole API', () => {
    expect(rotas.length).toBeGreaterThan(100);
  });

  it.each(rotas.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (rotulo, r: RotaDeclarada) => {
    const url = r.url.replace(/:[A-Za-z]+/g, String(adminId));
    const comCorpo = ['POST', 'PUT', 'PATCH'].includes(r.method);
    for (const token of [await sessaoNova(), null]) {
      const res = await t.req({ method: r.method as 'GET', url, ...(token && { token }), ...(comCorpo && { payload: {} }) });
      expect(res.headers['cache-control'], `${rotulo} (${token ? 'com' : 'sem'} sessão): ${res.statusCode}`).toMatch(/\bno-store\b/);
      if (res.statusCode < 300) respostas2xx.push(rotulo);
    }
  });

  it('answers with personal data and the login token among them', async () => {
    // The login answer is the bearer token itself; /auth/me and a user's detail hold personal data.
    const u = await t.user(['USUARIO_READ']);
    const login = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: u.username, password: u.senha } });
    expect([login.statusCode, login.headers['cache-control']]).toEqual([200, 'no-store']);
    const me = await t.req({ method: 'GET', url: '/api/auth/me', token: login.json<string>() });
    expect([me.statusCode, me.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(respostas2xx).toEqual(expect.arrayContaining(['GET /api/usuario', 'GET /api/usuario/:id', 'GET /api/pessoa']));
  });

  it('an unknown API path and the API docs too', async () => {
    for (const url of ['/api/nao-existe', '/api/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leaves the built SPA alone: its assets keep their long cache', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>SGI</title>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildApp({ database: t.database, config: testConfig(), webDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ method: 'GET', url: '/pessoas' })).headers['cache-control']).not.toMatch(/no-store/);
      expect((await app.inject({ method: 'GET', url: '/api/nao-existe' })).headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
