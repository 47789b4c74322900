import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { CANAL_DE_SESSOES, CacheDeSessoes } from '../src/lib/cache-de-sessoes.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../src/lib/contagem-consultas.js';
import { papel } from '../src/modules/papeis/table.js';
import { usuario } from '../src/modules/usuarios/table.js';
import { testApp } from './helpers.js';

// Issue 12, fix 2 (ADR 038): resolved sessions are kept a few seconds, and every change to what a session is made of
// still applies on the next request — here, in another instance, or made by hand in the database.
const t = await testApp({ contarConsultas: true });
const admin = await t.tokenWith('todas');
// A second instance on the same database, as two servers behind a load balancer.
const outra = await buildApp({ database: t.database, config: testConfig() });
await outra.ready();
afterAll(() => outra.close());

const LISTA = '/api/curso?skip=0&take=12';
const ler = (token: string, app = t.app) => app.inject({ method: 'GET', url: LISTA, headers: { authorization: `Bearer ${token}`, ...PEDIR_CONTAGEM } });

/** Polls until the request answers `status` (the notice travels through the database), at most `ms`. */
async function ate(status: number, token: string, app = t.app, ms = 2000): Promise<number> {
  const inicio = Date.now();
  for (;;) {
    const { statusCode } = await ler(token, app);
    if (statusCode === status || Date.now() - inicio > ms) return statusCode;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('sessões em cache', () => {
  it('a second request within a few seconds skips the session lookup', async () => {
    const token = await t.tokenWith(['CURSO_ENUMERATE']);
    await ler(admin); // the list's total kept again (ADR 105), after the login that forgot it
    const primeira = await ler(token);
    const segunda = await ler(token);
    expect([primeira.statusCode, segunda.statusCode]).toEqual([200, 200]);
    expect(Number(segunda.headers[CABECALHO_CONSULTAS])).toBe(Number(primeira.headers[CABECALHO_CONSULTAS]) - 1);
  });

  it('a page’s requests sent together, with no session kept, look the session up once', async () => {
    const outro = await t.tokenWith(['CURSO_ENUMERATE']);
    const token = await t.tokenWith(['CURSO_ENUMERATE']);
    // The setup's notices, which would empty the cache between the requests on PostgreSQL, heard first.
    await t.aquietar(CANAL_DE_SESSOES);
    await ler(admin); // the list's total kept again (ADR 105), after the logins that forgot it
    const sozinha = Number((await ler(outro)).headers[CABECALHO_CONSULTAS]); // a first request: with the lookup
    const juntas = await Promise.all([ler(token), ler(token), ler(token)]);
    expect(juntas.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(juntas.map((r) => Number(r.headers[CABECALHO_CONSULTAS]))).toEqual([sozinha, sozinha - 1, sozinha - 1]);
  });

  it('a permission taken from the papel through the API applies on the very next request', async () => {
    const u = await t.user(['CURSO_ENUMERATE']);
    const token = await t.login(u.username, u.senha);
    expect((await ler(token)).statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(200); // now in the cache
    const versao = await t.versao(`/api/papel/${u.papelId}`, admin);
    const [p] = await t.database.db.select({ nome: papel.nome }).from(papel).where(eq(papel.id, u.papelId));
    const put = await t.req({ method: 'PUT', url: `/api/papel/${u.papelId}`, token: admin, payload: { nome: p!.nome, permissoes: [], versao } });
    expect(put.statusCode).toBe(200);
    expect((await ler(token)).statusCode).toBe(403);
  });

  it('a logout applies on the very next request', async () => {
    const token = await t.tokenWith(['CURSO_ENUMERATE']);
    expect((await ler(token)).statusCode).toBe(200);
    expect((await t.req({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBeLessThan(300);
    expect((await ler(token)).statusCode).toBe(401);
  });

  it('a change made by hand in the database reaches the cache through the notice, well before the cache expires', async () => {
    const u = await t.user(['CURSO_ENUMERATE']);
    const token = await t.login(u.username, u.senha);
    expect((await ler(token)).statusCode).toBe(200);
    await t.database.db.update(usuario).set({ ativo: false }).where(eq(usuario.id, u.id));
    expect(await ate(401, token, t.app, 1000)).toBe(401);
  });

  it('a change answered by another instance reaches this one through the notice', async () => {
    const u = await t.user(['CURSO_ENUMERATE']);
    const token = await t.login(u.username, u.senha);
    expect((await ler(token, outra)).statusCode).toBe(200);
    expect((await ler(token, outra)).statusCode).toBe(200);
    // Revoked through the first instance: the second learns it from the database.
    expect((await t.req({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBeLessThan(300);
    expect(await ate(401, token, outra, 1000)).toBe(401);
  });

  it('a touch of the last use (every minute) does not empty the caches', async () => {
    const token = await t.tokenWith(['CURSO_ENUMERATE']);
    await ler(token);
    await t.database.db.execute(sql`UPDATE sessao SET ultimo_uso_em = ultimo_uso_em`);
    // Every notice sent so far heard, if one were sent.
    await t.aquietar(CANAL_DE_SESSOES);
    const depois = await ler(token);
    const de = await ler(token);
    expect(Number(depois.headers[CABECALHO_CONSULTAS])).toBe(Number(de.headers[CABECALHO_CONSULTAS]));
  });
});

describe('CacheDeSessoes', () => {
  it('forgets an entry after its validity', () => {
    const c = new CacheDeSessoes<string>(5000);
    c.guardar('a', 'sessão', c.marco(), 1000);
    expect(c.ler('a', 5999)).toBe('sessão');
    expect(c.ler('a', 6000)).toBeUndefined();
    expect(c.tamanho).toBe(0);
  });

  it('does not keep a lookup that started before the cache was emptied', () => {
    const c = new CacheDeSessoes<string>();
    const marco = c.marco();
    c.esquecer(); // a write answered while the lookup was running
    c.guardar('a', 'lida antes da mudança', marco, 0);
    expect(c.ler('a', 1)).toBeUndefined();
    c.guardar('a', 'lida depois', c.marco(), 0);
    expect(c.ler('a', 1)).toBe('lida depois');
  });
});
