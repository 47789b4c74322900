import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cpfDeTeste } from '../../test/cpf.js';
import { fabricas } from '../../test/fabricas.js';
import { contextoDe, testApp } from '../../test/helpers.js';
import { sessao } from '../modules/auth/table.js';
import { estagio } from '../modules/estagiarios/table.js';
import { enfileirar } from '../modules/tarefas/fila.js';
import { listTarefas } from '../modules/tarefas/service.js';
import { registerAccessControl } from './access.js';
import { contextoDoSistema, type Contexto } from './contexto.js';
import { exigirAcesso, filtroDeAcesso, idsAcessiveis } from './exigir-acesso.js';
import { randomToken, sha256 } from './tokens.js';

/** Record-level access (ADR 036): which rows the caller may see, for staff and for sheet-link sessions. */
const t = await testApp();
const db = t.database.db;
let admin: string;
const f = fabricas(t, () => admin);

interface Estagiaria {
  cpf: string;
  estagiarioId: number;
  estagioId: number;
}
let ana: Estagiaria;
let bia: Estagiaria;

async function estagiaria(): Promise<Estagiaria> {
  const e = await f.estagiario();
  const estagio = await f.estagio(e);
  return { cpf: String(e.corpo.cpf).replace(/\D/g, ''), estagiarioId: e.id, estagioId: estagio.id };
}

/** A sheet-link session for a CPF, as the link exchange opens it (ADR 006). */
async function link(cpf: string): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'folha', cpf, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}
const linkCtx = (cpf: string): Contexto => ({ ...contextoDoSistema(), escopo: 'folha', cpf, ip: '127.0.0.1' });
const get = (url: string, token: string) => t.req({ method: 'GET', url, token });

beforeAll(async () => {
  admin = await t.tokenWith('todas');
  ana = await estagiaria();
  bia = await estagiaria();
});

describe('a sheet-link session (intern by CPF)', () => {
  it('reads its own internships, and only those', async () => {
    const token = await link(ana.cpf);
    const lista = await get(`/api/estagio/lista/${ana.estagiarioId}`, token);
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().map((e: { id: number }) => e.id)).toEqual([ana.estagioId]);
    const proprio = await get(`/api/estagio/${ana.estagioId}`, token);
    expect([proprio.statusCode, proprio.json().estagiario]).toEqual([200, { id: ana.estagiarioId }]);
  });

  it("gets another intern's rows as if they did not exist (404, the same answer as a missing id)", async () => {
    const token = await link(ana.cpf);
    const alheio = await get(`/api/estagio/${bia.estagioId}`, token);
    const inexistente = await get('/api/estagio/999999', token);
    expect([alheio.statusCode, alheio.json()]).toEqual([404, { message: 'Estágio não encontrado.' }]);
    expect([inexistente.statusCode, inexistente.json()]).toEqual([alheio.statusCode, alheio.json()]);
    expect((await get(`/api/estagio/lista/${bia.estagiarioId}`, token)).json()).toEqual({ message: 'Estagiário não encontrado.' });
  });

  it('a CPF with no intern behind it sees nothing', async () => {
    const token = await link(cpfDeTeste(777_001));
    expect((await get(`/api/estagio/${ana.estagioId}`, token)).statusCode).toBe(404);
    expect((await get(`/api/estagio/lista/${ana.estagiarioId}`, token)).statusCode).toBe(404);
  });

  it('stays out of the intern register and of every write, its own rows included (403)', async () => {
    const token = await link(ana.cpf);
    expect((await get(`/api/estagiario/${ana.estagiarioId}`, token)).statusCode).toBe(403);
    expect((await t.req({ method: 'DELETE', url: `/api/estagio/${ana.estagioId}`, token })).statusCode).toBe(403);
    expect((await get(`/api/estagio/${ana.estagioId}/termo`, token)).statusCode).toBe(403);
  });
});

describe('a staff session', () => {
  it('with the permission reads every intern’s rows', async () => {
    const token = await t.tokenWith(['ESTAGIARIO_READ']);
    for (const e of [ana, bia]) {
      expect((await get(`/api/estagio/${e.estagioId}`, token)).statusCode).toBe(200);
      expect((await get(`/api/estagio/lista/${e.estagiarioId}`, token)).statusCode).toBe(200);
    }
  });

  it('gets 404 for an id that does not exist, before any write is tried', async () => {
    const res = await t.req({ method: 'DELETE', url: '/api/estagio/999999', token: admin });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Estágio não encontrado.' }]);
  });
});

describe('exigirAcesso, idsAcessiveis and filtroDeAcesso', () => {
  it('answer many ids at once, per caller', async () => {
    const ids = [ana.estagioId, bia.estagioId, 999_999];
    const staff = contextoDe((await t.user(['ESTAGIARIO_READ'])).id);
    expect(await idsAcessiveis(db, staff, 'estagio', ids)).toEqual(new Set([ana.estagioId, bia.estagioId]));
    expect(await idsAcessiveis(db, linkCtx(ana.cpf), 'estagio', ids)).toEqual(new Set([ana.estagioId]));
    expect(await idsAcessiveis(db, { ...contextoDoSistema(), escopo: 'publico' }, 'estagio', ids)).toEqual(new Set());
    await exigirAcesso(db, linkCtx(ana.cpf), 'estagio', [ana.estagioId]);
    await expect(exigirAcesso(db, linkCtx(ana.cpf), 'estagio', [ana.estagioId, bia.estagioId])).rejects.toMatchObject({ statusCode: 404 });
  });

  it('a list filtered by the rule counts only what the caller may see', async () => {
    const contar = async (ctx: Contexto) => (await db.select({ n: count() }).from(estagio).where(filtroDeAcesso(ctx, 'estagio')))[0]!.n;
    const todos = await contar(contextoDoSistema());
    expect(todos).toBeGreaterThanOrEqual(2);
    expect(await contar(linkCtx(ana.cpf))).toBe(1);
    expect(await contar({ ...contextoDoSistema(), escopo: 'publico' })).toBe(0);
  });

  it('the jobs list applies the rule in its WHERE: rows and count', async () => {
    const tipo = { tipo: 'teste.acesso', payload: z.object({}) };
    const autor = await t.user([]);
    await enfileirar(db, tipo, {}, { criadoPor: autor.id });
    await enfileirar(db, tipo, {}, { criadoPor: null });
    const q = { skip: 0, take: 10, tipo: 'teste.acesso' };
    expect((await listTarefas(db, contextoDe(autor.id), q))[1]).toBe(1);
    expect((await listTarefas(db, contextoDe(autor.id, { permissoes: ['ADMIN_ACTIONS'] }), q))[1]).toBe(2);
    expect(await listTarefas(db, linkCtx(ana.cpf), q)).toEqual([[], 0]);
  });

  it('jobs: their author and the administrators; other staff and sheet links, none', async () => {
    const autor = contextoDe(1);
    expect(filtroDeAcesso(autor, 'tarefa')).toBeDefined();
    expect(filtroDeAcesso({ ...autor, permissoes: ['ADMIN_ACTIONS'] }, 'tarefa')).toBeUndefined();
    expect(await idsAcessiveis(db, linkCtx(ana.cpf), 'tarefa', [1, 2])).toEqual(new Set());
  });
});

describe('the server refuses to start', () => {
  it('with a route open to sheet links that takes an id and names no resource', async () => {
    const app = Fastify();
    const pronto = registerAccessControl(app, t.database, []);
    expect(() =>
      app.get('/api/folha/:id', { config: { acesso: { alguma: ['FOLHA_READ'], folha: true } } }, async () => null),
    ).toThrow('aceita sessão por link e recebe um id: declare o recurso (config.recurso).');
    await pronto;
    await app.close();
  });
});
