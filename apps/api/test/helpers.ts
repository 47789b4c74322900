import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PERMISSOES, type Permissao } from '@sgi/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { contextoDoSistema, type Contexto } from '../src/lib/contexto.js';
import { fromPostgres, type Database } from '../src/db/client.js';
import { fromPglite } from '../src/db/embutido.js';
import { createPapel } from '../src/modules/papeis/service.js';
import { createUsuario } from '../src/modules/usuarios/service.js';
import { ate } from './ate.js';
import { snapshotDoTeste, withDb } from './global-setup.js';

/** A fresh, migrated database for one test file: PGlite from the snapshot, or a clone of the PostgreSQL template. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env.SGI_TEST_TEMPLATE;
  if (url && template) {
    const name = `sgi_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const database = fromPostgres(withDb(url, name), () => undefined, 4);
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const loadDataDir = new Blob([fs.readFileSync(snapshotDoTeste())]);
  return fromPglite(await PGlite.create({ loadDataDir }));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** creates a papel with these permissions and a user with it, and logs in: the bearer token */
  tokenWith(permissoes: Permissao[] | 'todas', username?: string): Promise<string>;
  user(permissoes: Permissao[] | 'todas', username?: string): Promise<{ id: number; username: string; senha: string; papelId: number }>;
  login(username: string, senha: string): Promise<string>;
  req(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** the version a record is at now, read from its detail (GET url), for the PUT that edits it (ADR 022) */
  versao(url: string, token: string): Promise<number>;
  /**
   * Resolves once the app has heard every notice sent so far on `canais`: on PostgreSQL a trigger's notice reaches the
   * app on a connection of its own, some time after the write that sent it, and empties a cache then (ADR 038, 101).
   * A marker sent now is heard after every notice committed before it; it empties nothing.
   */
  aquietar(...canais: string[]): Promise<void>;
}

/** A staff user's context, as the access hook would build it for their request (for services called directly). */
export function contextoDe(usuarioId: number, extra: Partial<Contexto> = {}): Contexto {
  return { ...contextoDoSistema(), escopo: 'usuario', usuarioId, ip: '127.0.0.1', ...extra };
}

let seq = 0;
/** The payload's start of aquietar's markers. */
const MARCO = 'marco de teste ';

/** buildApp on a fresh database, closed after the file's tests. */
export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const marcosOuvidos = new Set<string>();
  const ouvinte: Database = {
    ...database,
    ouvir: (canal, aviso) =>
      database.ouvir(canal, (payload) => {
        // A marker is the test's own: heard, not passed on, so it empties no cache.
        if (payload?.startsWith(MARCO)) marcosOuvidos.add(payload);
        else aviso(payload);
      }),
  };
  const app = await buildApp({ database: ouvinte, config: testConfig(overrides) });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const user: TestApp['user'] = async (permissoes, username) => {
    seq += 1;
    const nomes = permissoes === 'todas' ? PERMISSOES.map((p) => p.nome) : permissoes;
    const papel = await createPapel(database.db, contextoDoSistema(), {
      nome: `Papel de teste ${seq} ${Math.random().toString(36).slice(2, 6)}`,
      permissoes: nomes.map((n) => ({ id: PERMISSOES.find((p) => p.nome === n)!.id })),
    });
    const login = username ?? `usuario${seq}_${Math.random().toString(36).slice(2, 6)}`;
    const senha = 'senha-de-teste-123';
    const id = await createUsuario(database.db, contextoDoSistema(), {
      username: login,
      senha,
      nome: 'Pessoa',
      sobrenome: `Teste ${seq}`,
      email: `${login.toLowerCase()}@teste.gov.br`,
      funcao: null,
      ativo: true,
      recebenotificacaoes: false,
      papel: { id: papel.id },
      corfundotabela: '#e5e5e5',
      corletratabela: '#000000',
    });
    return { id, username: login, senha, papelId: papel.id };
  };

  const login: TestApp['login'] = async (username, senha) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username, password: senha } });
    if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
    return res.json<string>();
  };

  return {
    app,
    database,
    user,
    login,
    async tokenWith(permissoes, username) {
      const u = await user(permissoes, username);
      return login(u.username, u.senha);
    },
    req({ token, headers, ...opts }) {
      return app.inject({ ...opts, headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) } });
    },
    async versao(url, token) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`versão de ${url}: ${res.statusCode} ${res.body}`);
      return res.json<{ versao: number }>().versao;
    },
    async aquietar(...canais) {
      for (const canal of canais) {
        seq += 1;
        const marco = `${MARCO}${seq} ${Math.random().toString(36).slice(2, 8)}`;
        await database.db.execute(sql`select pg_notify(${canal}, ${marco})`);
        await ate(() => marcosOuvidos.delete(marco), { passoMs: 5, mensagem: `o aviso de ${canal} não chegou ao app` });
      }
    },
  };
}

/** One row of GET /api/historico?tabela&registro (oldest first). */
export interface LinhaHistorico {
  id: number;
  acao: 'INSERT' | 'UPDATE' | 'DELETE';
  criadoPor: { id: number; username: string } | null;
  diff: Record<string, unknown>;
  nomes: Record<string, string>;
}

/**
 * What a row must show: its action alone, or with the author's username (`por`), the exact diff (`diff`) or the
 * fields the diff must at least hold (`contem`).
 */
export type HistoricoEsperado = LinhaHistorico['acao'] | { acao: LinhaHistorico['acao']; por?: string; diff?: Record<string, unknown>; contem?: Record<string, unknown> };

/**
 * Reads a record's history through the API as `token` and checks it row by row, in order (STYLE "Tests": one
 * `esperaHistorico` helper instead of a copy per module). Answers the rows, for the checks a test adds.
 */
export async function esperaHistorico(t: TestApp, token: string, tabela: string, registro: number | string, esperado: HistoricoEsperado[]): Promise<LinhaHistorico[]> {
  const res = await t.req({ method: 'GET', url: `/api/historico?tabela=${tabela}&registro=${registro}`, token });
  expect(res.statusCode, res.body).toBe(200);
  const linhas = res.json<LinhaHistorico[]>();
  expect(linhas.map((l) => l.acao), `histórico de ${tabela} ${registro}`).toEqual(esperado.map((e) => (typeof e === 'string' ? e : e.acao)));
  esperado.forEach((e, i) => {
    if (typeof e === 'string') return;
    const linha = linhas[i]!;
    if (e.por !== undefined) expect(linha.criadoPor?.username, `autor da linha ${i} (${e.acao})`).toBe(e.por);
    if (e.diff) expect(linha.diff).toEqual(e.diff);
    if (e.contem) expect(linha.diff).toMatchObject(e.contem);
  });
  return linhas;
}
