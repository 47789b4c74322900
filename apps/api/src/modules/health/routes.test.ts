import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { freshDatabase, testApp } from '../../../test/helpers.js';
import { portaLivre, postgresEm, servidorMudo } from '../../../test/falhas/rede.js';

const t = await testApp();
// Both drivers answer raw queries with { rows }.
type Linhas<T> = { rows: T[] };

/** An app on a database the test owns (closed with the file). */
async function appSobre(database: Database): Promise<FastifyInstance> {
  const app = await buildApp({ database, config: testConfig() });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

describe('GET /api/health', () => {
  it('responde 200 com o tipo de banco, sem cache, e com ?pronto num banco migrado', async () => {
    const tipo = t.database.kind;
    for (const url of ['/api/health', '/api/health?pronto', '/api/health?pronto=1']) {
      const res = await t.req({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: tipo });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const errado = await t.req({ method: 'GET', url: '/api/health?pronto=talvez' });
    expect(errado.statusCode).toBe(400);
    expect(errado.json()).toMatchObject({ message: 'Use /api/health ou /api/health?pronto.' });
  });

  it('?pronto responde 503 com o motivo quando falta aplicar uma migração; sem ?pronto, 200', async () => {
    const ultima = sql`created_at = (select max(created_at) from drizzle.__drizzle_migrations)`;
    const removida = ((await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where ${ultima} returning hash, created_at::text as criado`)) as unknown as Linhas<{ hash: string; criado: string }>).rows[0]!;
    try {
      const pronto = await t.req({ method: 'GET', url: '/api/health?pronto' });
      expect(pronto.statusCode, pronto.body).toBe(503);
      expect(pronto.json()).toEqual({ status: 'indisponivel', database: t.database.kind, motivo: 'Há 1 migração pendente no banco de dados.' });
      expect((await t.req({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removida.hash}, ${removida.criado}::bigint)`);
    }
    expect((await t.req({ method: 'GET', url: '/api/health?pronto' })).statusCode).toBe(200);
  });

  it('?pronto responde 503 num banco que nunca foi migrado', async () => {
    const database = await freshDatabase();
    await database.db.execute(sql`drop schema drizzle cascade`);
    const app = await appSobre(database);
    const res = await app.inject({ method: 'GET', url: '/api/health?pronto' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'indisponivel', database: database.kind, motivo: 'O banco de dados ainda não foi migrado.' });
  });

  it('responde 503 com o motivo, e não 500, com o PostgreSQL fora do ar', async () => {
    const app = await appSobre(postgresEm(await portaLivre()));
    for (const url of ['/api/health', '/api/health?pronto']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ status: 'indisponivel', database: 'postgresql', motivo: 'Banco de dados indisponível (ECONNREFUSED).' });
    }
  });

  it('responde 503 em cerca de 2 s quando o banco aceita a conexão e não responde', async () => {
    const mudo = await servidorMudo();
    const database = postgresEm(mudo.porta);
    const app = await buildApp({ database, config: testConfig() });
    try {
      const inicio = Date.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const ms = Date.now() - inicio;
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ status: 'indisponivel', motivo: 'O banco de dados não respondeu em 2 s.' });
      expect(ms).toBeGreaterThanOrEqual(1900);
      expect(ms).toBeLessThan(4000);
    } finally {
      await mudo.fechar();
      await app.close();
      await database.close();
    }
  });
});
