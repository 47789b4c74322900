import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import { registerErrorHandler } from './error-handler.js';
import { loggerOptions } from './log.js';

/**
 * Data the database refuses is the client's bad input (ADR 027): SQLSTATE classes 22 and 23 answer 400 (unique and
 * foreign-key violations keep their 409), never 500, and neither the answer nor the log quotes the value or the SQL.
 * The errors come from the real database of the run (PGlite, or PostgreSQL with TEST_DATABASE_URL): same codes.
 */
const database = await freshDatabase();
const { db } = database;
const linhas: string[] = [];
const app = Fastify({
  logger: loggerOptions('info', new Writable({ write: (chunk: Buffer, _enc, done) => done(void linhas.push(chunk.toString('utf8'))) })),
});
registerErrorHandler(app);
const VALOR = 'valor-que-nao-pode-aparecer';

const casos: [string, string, number, string, () => Promise<unknown>][] = [
  ['22021', 'a NUL byte in text', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`select ${`${VALOR}\u0000`}::text`)],
  ['22001', 'a text longer than its column', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`insert into erro_teste (curto) values (${`${VALOR}-longo`})`)],
  ['22003', 'an integer out of range', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`select (${'2147483648'}::bigint)::int4`)],
  ['22P02', 'a number of a bad format', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`select ${VALOR}::int4`)],
  ['22008', 'an impossible date', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`select ${'2020-02-30'}::date`)],
  ['22012', 'a division by zero', 400, 'Valor fora do formato ou do tamanho permitido.', () => db.execute(sql`select 1 / (select 0)`)],
  ['23502', 'a null in a required column', 400, 'Os dados enviados não atendem às regras do cadastro.', () => db.execute(sql`insert into erro_teste (curto) values (null)`)],
  ['23514', 'a check constraint', 400, 'Os dados enviados não atendem às regras do cadastro.', () => db.execute(sql`insert into erro_teste (curto, nota) values ('ok', ${-1})`)],
  ['23505', 'a duplicate (unchanged: 409)', 409, 'Já existe um registro com esses dados.', () => db.execute(sql`insert into erro_teste (curto) values ('um')`)],
  ['23503', 'a missing reference (unchanged: 409)', 409, 'O registro está em uso por outros cadastros e não pode ser alterado assim.', () => db.execute(sql`insert into erro_teste (curto, pai) values ('ok', 999)`)],
];
for (const [codigo, , , , consulta] of casos) app.get(`/${codigo}`, async () => consulta());
// Not the data's fault: a query on a table that does not exist (class 42) stays a 500.
app.get('/42P01', async () => db.execute(sql`select ${VALOR}::text from tabela_que_nao_existe`));
await app.ready();

beforeAll(async () => {
  await db.execute(sql`create table erro_teste (id serial primary key, curto varchar(10) not null unique, nota int check (nota >= 0), pai int references erro_teste (id))`);
  await db.execute(sql`insert into erro_teste (curto) values ('um')`);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('database errors in the error handler', () => {
  it.each(casos)('SQLSTATE %s (%s) → %i %s', async (codigo, _nome, status, message) => {
    const res = await app.inject({ method: 'GET', url: `/${codigo}` });
    expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    expect(res.body).not.toMatch(/erro_teste|select|insert|valor-que|violates|constraint/i);
  });

  it.each(casos)('the database of this run answers SQLSTATE %s for %s', async (codigo, _nome, _status, _message, consulta) => {
    const erro = await consulta().then(() => null, (e: unknown) => e as { code?: string; cause?: { code?: string } });
    expect(erro?.cause?.code ?? erro?.code).toBe(codigo);
  });

  it('logs the code and no value or query for a refused value', async () => {
    linhas.length = 0;
    await app.inject({ method: 'GET', url: '/22P02' });
    const aviso = linhas.map((l) => JSON.parse(l) as { msg?: string; sqlstate?: string }).find((r) => r.msg === 'dado recusado pelo banco');
    expect(aviso?.sqlstate).toBe('22P02');
    expect(linhas.join('\n')).not.toContain(VALOR);
  });

  it('any other database error is still a 500 with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/42P01' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Erro interno \(código \S+\)\.$/);
  });
});
