import { Writable } from 'node:stream';
import { desc, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { emailSaida } from '../src/modules/email/table.js';
import { testApp } from './helpers.js';

// Logs (issue 2 §1): structured pino lines that never hold an Authorization header, password, token, recovery
// code or full CPF. A second app on the test database logs at 'info' into memory; a real request cycle runs
// through it and the captured text is searched for every secret it saw.
const t = await testApp();
const linhas: string[] = [];
const destino = new Writable({
  write(chunk: Buffer, _enc, done) {
    linhas.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const app = await buildApp({ database: t.database, config: testConfig({ logLevel: 'info' }), logStream: destino });
const SEGREDO_SQL = 'parametro-secreto-do-banco';
// A handler that fails inside the driver: its error carries the query parameters, and a 500 is logged (a missing
// table, not bad data: data errors are the client's 400, ADR 027).
app.get('/api/teste/erro', { config: { acesso: 'publico' } }, async () => {
  await t.database.db.execute(sql`select ${SEGREDO_SQL}::text from tabela_que_nao_existe`);
});
await app.ready();

const CPF = '52998224725';
const CPF_FORMATADO = '529.982.247-25';
const segredos: string[] = [CPF, CPF_FORMATADO];
const inject = (opts: InjectOptions) => app.inject(opts);

beforeAll(async () => {
  const u = await t.user(['USUARIO_ENUMERATE', 'USUARIO_READ']);
  segredos.push(u.senha, 'senha-errada-do-log', 'nova-senha-do-log', 'senha-recuperada-log');

  await inject({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: u.username, password: 'senha-errada-do-log' } });
  const token = (await inject({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: u.username, password: u.senha } })).json<string>();
  const auth = { authorization: `Bearer ${token}` };
  segredos.push(token);
  await inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  await inject({ method: 'GET', url: `/api/usuario?nome=${CPF}`, headers: auth });
  await inject({ method: 'GET', url: `/api/usuario?nome=${CPF_FORMATADO}`, headers: auth });
  await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer token-forjado-que-nao-pode-vazar' } });
  segredos.push('token-forjado-que-nao-pode-vazar');
  const troca = await inject({ method: 'PATCH', url: '/api/auth/senha', headers: auth, payload: { senhaAtual: u.senha, novaSenha: 'nova-senha-do-log' } });
  segredos.push(troca.json().token);

  await inject({ method: 'POST', url: '/api/auth/recuperar', payload: { input: `${u.username.toLowerCase()}@teste.gov.br` } });
  const [email] = await t.database.db.select().from(emailSaida).orderBy(desc(emailSaida.id)).limit(1);
  const codigo = /Código de recuperação: (\S+)/.exec(email!.corpo)![1]!;
  segredos.push(codigo, ...codigo.split('-'));
  await inject({ method: 'GET', url: `/api/trocar-senha?codigo=${codigo}` }); // a link opened against the API: 404
  await inject({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: codigo, senha: 'senha-recuperada-log' } });
  await inject({ method: 'POST', url: '/api/auth/folha/token', payload: { input: CPF } });
  await inject({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: 'link-token-que-nao-pode-vazar-123' } });
  await inject({ method: 'GET', url: '/api/obter-token?token=link-token-que-nao-pode-vazar-123' });
  segredos.push('link-token-que-nao-pode-vazar-123');
  // a malformed body: JSON.parse's message quotes the text it failed on
  await inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: `{"username":"x","password":"senha-no-json-quebrado` });
  segredos.push('senha-no-json-quebrado');
  expect((await inject({ method: 'GET', url: '/api/teste/erro' })).statusCode).toBe(500);
  segredos.push(SEGREDO_SQL);
});

afterAll(async () => {
  await app.close();
});

describe('log lines', () => {
  it('are JSON and cover the request cycle, including the 500 with its request id', () => {
    const registros = linhas.map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: { message?: string } });
    expect(registros.filter((r) => r.msg === 'incoming request').length).toBeGreaterThanOrEqual(15);
    expect(registros.filter((r) => r.msg === 'request completed').length).toBeGreaterThanOrEqual(15);
    const erro = registros.find((r) => r.msg === 'erro interno');
    expect(erro?.reqId).toEqual(expect.any(String));
    expect(erro?.err?.message).toMatch(/Failed query/);
  });

  it('never hold an Authorization header, password, token, recovery code, full CPF or password hash', () => {
    const texto = linhas.join('\n');
    expect(segredos.length).toBeGreaterThanOrEqual(15);
    for (const s of segredos) expect(texto, `vazou: ${s}`).not.toContain(s);
    expect(texto).not.toMatch(/Bearer|authorization/i);
    expect(texto).not.toContain('$argon2');
    expect(texto).toContain('529.***.***-25'); // the masked CPF is kept for diagnosis
  });
});
