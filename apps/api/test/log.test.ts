import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { withActor } from '../src/db/actor.js';
import { contextoDoSistema } from '../src/lib/contexto.js';
import { mascararCampos, sanitizeUrl } from '../src/lib/log.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { codigoDe, entregarEmails, tokenDe } from './correio.js';
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
// A handler that logs what it received (no route does; the logger must hold even if one did): fields and headers
// with a sensitive name, and CPFs, are masked at any depth.
app.post('/api/teste/log', { config: { acesso: 'publico' } }, async (req) => {
  req.log.info({ corpo: req.body, cabecalhos: req.headers }, 'corpo recebido');
  return {};
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
  // The job and the sender log through the same logger, as in the server: they see the code and must not log it.
  const entregues = await entregarEmails(t.database.db, app.log);
  const codigo = codigoDe(entregues.find((m) => m.para === `${u.username.toLowerCase()}@teste.gov.br`))!;
  segredos.push(codigo, ...codigo.split('-'));
  await inject({ method: 'GET', url: `/api/trocar-senha?codigo=${codigo}` }); // a link opened against the API: 404
  await inject({ method: 'PATCH', url: '/api/auth/trocarsenha', payload: { codigorecuperacao: codigo, senha: 'senha-recuperada-log' } });
  await withActor(t.database.db, contextoDoSistema(), (tx) => tx.insert(pessoa).values({ nome: 'Júlia', sobrenome: 'Log', cpf: CPF, email: 'julia.log@teste.gov.br' }));
  await inject({ method: 'POST', url: '/api/auth/folha/token', payload: { input: CPF } });
  const link = tokenDe((await entregarEmails(t.database.db, app.log)).find((m) => m.para === 'julia.log@teste.gov.br'))!;
  segredos.push(link);
  await inject({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: link } });
  await inject({ method: 'POST', url: '/api/auth/folha/token/info', payload: { input: 'link-token-que-nao-pode-vazar-123' } });
  await inject({ method: 'GET', url: '/api/obter-token?token=link-token-que-nao-pode-vazar-123' });
  segredos.push('link-token-que-nao-pode-vazar-123');
  // a malformed body: JSON.parse's message quotes the text it failed on
  await inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: `{"username":"x","password":"senha-no-json-quebrado` });
  segredos.push('senha-no-json-quebrado');
  expect((await inject({ method: 'GET', url: '/api/teste/erro' })).statusCode).toBe(500);
  segredos.push(SEGREDO_SQL);

  // Issue 10 finding 11: other parameter names and other ways of typing a CPF.
  await inject({ method: 'GET', url: '/api/obter-token?access_token=token-de-acesso-na-url' });
  await inject({ method: 'GET', url: '/api/obter-token?code=codigo-oauth-na-url&x=1' });
  await inject({ method: 'GET', url: `/api/usuario?nome=${encodeURIComponent('529 982 247 25')}`, headers: auth });
  await inject({ method: 'GET', url: '/api/usuario?nome=529+982+247+25', headers: auth });
  await inject({ method: 'GET', url: `/api/usuario?nome=${CPF}abc`, headers: auth });
  await inject({
    method: 'POST',
    url: '/api/teste/log',
    headers: { 'x-auth-token': 'cabecalho-token-secreto', 'x-codigo-acesso': 'cabecalho-codigo-secreto' },
    payload: { username: 'fulano', novaSenha: 'senha-no-corpo-logado', dados: [{ codigorecuperacao: 'codigo-no-corpo-logado', cpf: '529 982 247 25', obs: `CPF ${CPF}x` }] },
  });
  segredos.push('token-de-acesso-na-url', 'codigo-oauth-na-url', '529 982 247 25', '529+982+247+25', 'cabecalho-token-secreto', 'cabecalho-codigo-secreto', 'senha-no-corpo-logado', 'codigo-no-corpo-logado');
});

afterAll(async () => {
  await app.close();
});

describe('log lines', () => {
  it('are JSON, one line per request with method, path, IP, status and time, and the 500 with its request id', () => {
    type Registro = { msg?: string; reqId?: string; err?: { message?: string }; req?: { method: string; url: string; ip: string }; res?: { statusCode: number }; responseTime?: number };
    const registros = linhas.map((l) => JSON.parse(l) as Registro);
    expect(registros.filter((r) => r.msg === 'incoming request')).toEqual([]);
    const pedidos = registros.filter((r) => r.msg === 'request completed');
    expect(pedidos.length).toBeGreaterThanOrEqual(15);
    for (const r of pedidos) {
      expect(r).toMatchObject({ reqId: expect.any(String), req: { method: expect.any(String), url: expect.stringMatching(/^\//), ip: expect.any(String) }, res: { statusCode: expect.any(Number) }, responseTime: expect.any(Number) });
    }
    // each request once: no request id on two request lines
    expect(new Set(pedidos.map((r) => r.reqId)).size).toBe(pedidos.length);
    expect(pedidos.find((r) => r.req?.url === '/api/auth/me' && r.res?.statusCode === 401)).toBeDefined();
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

  it('keep what is not secret: the other parameters and fields, and the masked CPF with the letters typed after it', () => {
    const texto = linhas.join('\n');
    expect(texto).toContain('/api/obter-token?code=***&x=1');
    expect(texto).toContain('/api/usuario?nome=529.***.***-25abc');
    const corpo = linhas.map((l) => JSON.parse(l) as { msg?: string; corpo?: unknown }).find((r) => r.msg === 'corpo recebido')?.corpo;
    expect(corpo).toEqual({ username: 'fulano', novaSenha: '***', dados: [{ codigorecuperacao: '***', cpf: '529.***.***-25', obs: 'CPF 529.***.***-25x' }] });
  });
});

describe('sanitizeUrl', () => {
  it.each([
    ['/api/obter-token?token=abc123', '/api/obter-token?token=***'],
    ['/api/x?access_token=abc&skip=0', '/api/x?access_token=***&skip=0'],
    ['/api/x?skip=0&refresh_token=abc', '/api/x?skip=0&refresh_token=***'],
    ['/api/x?acc%65ss_token=abc', '/api/x?acc%65ss_token=***'],
    ['/api/x?code=abc', '/api/x?code=***'],
    ['/api/x?codigo=abc', '/api/x?codigo=***'],
    ['/api/x?codigorecuperacao=ABCD-1234', '/api/x?codigorecuperacao=***'],
    ['/api/x?novaSenha=abc&SENHA=def', '/api/x?novaSenha=***&SENHA=***'],
    ['/api/x?Password=abc', '/api/x?Password=***'],
    ['/api/x?nome=52998224725', '/api/x?nome=529.***.***-25'],
    ['/api/x?nome=529.982.247-25', '/api/x?nome=529.***.***-25'],
    ['/api/x?nome=529%20982%20247%2025', '/api/x?nome=529.***.***-25'],
    ['/api/x?nome=529+982+247-25', '/api/x?nome=529.***.***-25'],
    ['/api/x?nome=52998224725abc', '/api/x?nome=529.***.***-25abc'],
    ['/api/x?nome=abc52998224725', '/api/x?nome=abc529.***.***-25'],
    ['/api/pessoa/cpf/52998224725', '/api/pessoa/cpf/529.***.***-25'],
    ['/api/x?nome=5299822472512', '/api/x?nome=***'],
  ])('%s → %s', (url, esperado) => {
    expect(sanitizeUrl(url)).toBe(esperado);
  });

  it.each(['/api/usuario?skip=0&take=12&nome=Maria', '/api/feriado/consulta?data=2025-01-15&defensoria=3', '/api/pessoa?cpf=529982', '/api/x?nome=5299822472'])(
    'leaves %s as it is',
    (url) => {
      expect(sanitizeUrl(url)).toBe(url);
    },
  );
});

describe('mascararCampos', () => {
  it('masks fields with a sensitive name and CPFs in strings at any depth, and keeps everything else', () => {
    expect(
      mascararCampos({
        corpo: { username: 'u', password: 'p', senhaAtual: 's', lista: [{ access_token: 't', nome: 'Maria 529.982.247-25' }] },
        cabecalhos: { 'x-auth-token': 't', authorization: 'Bearer x', cookie: 'c', 'user-agent': 'navegador' },
        codigo: 'c',
        tentativas: 3,
        ativo: true,
        nada: null,
      }),
    ).toEqual({
      corpo: { username: 'u', password: '***', senhaAtual: '***', lista: [{ access_token: '***', nome: 'Maria 529.***.***-25' }] },
      cabecalhos: { 'x-auth-token': '***', authorization: '***', cookie: '***', 'user-agent': 'navegador' },
      codigo: '***',
      tentativas: 3,
      ativo: true,
      nada: null,
    });
  });

  it('copies only what it masks: the object given is never changed, and one with nothing to mask comes back as it is', () => {
    const limpo = { req: { method: 'GET' }, responseTime: 3, lista: [{ nome: 'Maria' }, 1] };
    expect(mascararCampos(limpo)).toBe(limpo);
    const original = { a: { senha: 's', b: ['x', '52998224725'] }, c: { d: 1 } };
    const mascarado = mascararCampos(original) as typeof original;
    expect(mascarado).toEqual({ a: { senha: '***', b: ['x', '529.***.***-25'] }, c: { d: 1 } });
    expect(original).toEqual({ a: { senha: 's', b: ['x', '52998224725'] }, c: { d: 1 } });
    expect(mascarado.c).toBe(original.c);
  });

  it('leaves requests, replies and errors to their own serializers', () => {
    const erro = new Error('falhou');
    expect((mascararCampos({ err: erro }) as { err: unknown }).err).toBe(erro);
  });
});
