import { and, desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfDeTeste } from '../../test/cpf.js';
import { contextoDe, testApp } from '../../test/helpers.js';
import { type Leitura, withActor } from '../db/actor.js';
import { registroAcesso, sessao } from '../modules/auth/table.js';
import { comarca } from '../modules/comarcas/table.js';
import { historico } from '../modules/historico/table.js';
import { registerAccessControl } from './access.js';
import { contextoDoSistema, type Contexto } from './contexto.js';
import { randomToken, sha256 } from './tokens.js';
import { travarRegistro, travarVersao } from './versao.js';
import { exigirPapelAtribuivel } from './privilegios.js';

/** The request context (ADR 035): built once per request, it carries who, from where and when to the services. */
const t = await testApp({ trustProxy: true });
const db = t.database.db;
const CPF_DA_ESTAGIARIA = cpfDeTeste(5151);

async function sessaoDeLink(cpf: string): Promise<string> {
  const token = randomToken();
  const agora = new Date();
  await db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'folha', cpf, ip: '127.0.0.1', criadoEm: agora, ultimoUsoEm: agora });
  return token;
}

describe('the context the access hook builds', () => {
  // The hook of the real app, on an app with one route that answers the context it was given.
  const eco = Fastify({ trustProxy: true });
  beforeAll(async () => {
    await registerAccessControl(eco, t.database, []);
    eco.get('/eco', { config: { acesso: 'qualquer' } }, async (req) => req.contexto);
    eco.get('/publica', { config: { acesso: 'publico' } }, async (req) => req.contexto);
    await eco.ready();
  });
  afterAll(() => eco.close());
  const pedir = (url: string, headers: Record<string, string>) => eco.inject({ method: 'GET', url, headers });

  it("carries a sheet-link session's CPF, its scope and no staff identity or permission", async () => {
    const token = await sessaoDeLink(CPF_DA_ESTAGIARIA);
    const res = await pedir('/eco', { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Navegador da Estagiária/1.0' });
    expect(res.json()).toMatchObject({
      escopo: 'folha',
      cpf: CPF_DA_ESTAGIARIA,
      usuarioId: null,
      username: null,
      permissoes: [],
      ip: '203.0.113.7',
      userAgent: 'Navegador da Estagiária/1.0',
      sessaoId: expect.any(Number),
    });
    expect(Date.now() - new Date(res.json<{ agora: string }>().agora).getTime()).toBeLessThan(60_000);
  });

  it("carries a staff user's id, username and permissions, and the address as TRUST_PROXY resolves it", async () => {
    const u = await t.user(['COMARCA_READ']);
    const token = await t.login(u.username, u.senha);
    const res = await pedir('/eco', { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.4, 10.0.0.1' });
    expect(res.json()).toMatchObject({ escopo: 'usuario', usuarioId: u.id, username: u.username, permissoes: ['COMARCA_READ'], ip: '198.51.100.4' });
  });

  it('is there without a session on a public route, with the address and nobody behind it', async () => {
    const res = await pedir('/publica', { 'x-forwarded-for': '192.0.2.9' });
    expect(res.json()).toMatchObject({ escopo: 'publico', usuarioId: null, cpf: null, permissoes: [], ip: '192.0.2.9' });
  });
});

describe('the context reaches the services', () => {
  it('the history of a change records the address it came from (TRUST_PROXY on)', async () => {
    const token = await t.tokenWith(['COMARCA_CREATE']);
    const res = await t.req({ method: 'POST', url: '/api/comarca', token, headers: { 'x-forwarded-for': '203.0.113.50' }, payload: { nome: 'Comarca do Endereço', ordem: 1 } });
    expect(res.statusCode, res.body).toBe(201);
    const [linha] = await db.select().from(historico).where(and(eq(historico.tabela, 'comarca'), eq(historico.registro, String(res.json().id))));
    expect(linha).toMatchObject({ acao: 'INSERT', ip: '203.0.113.50' });
  });

  it("the system's own writes record no address", async () => {
    const [c] = await withActor(db, contextoDoSistema(), (tx) => tx.insert(comarca).values({ nome: 'Comarca do Sistema' }).returning({ id: comarca.id }));
    const [linha] = await db.select().from(historico).where(and(eq(historico.tabela, 'comarca'), eq(historico.registro, String(c!.id))));
    expect(linha).toMatchObject({ criadoPor: null, ip: null });
  });

  it("a sheet-link session refused on a staff route is logged with the request's address", async () => {
    const token = await sessaoDeLink(CPF_DA_ESTAGIARIA);
    const res = await t.req({ method: 'GET', url: '/api/comarca/1', token, headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(res.statusCode).toBe(403);
    const [log] = await db.select().from(registroAcesso).where(eq(registroAcesso.tipo, 'ACESSO_NEGADO')).orderBy(desc(registroAcesso.id)).limit(1);
    expect(log).toMatchObject({ ip: '203.0.113.77', rota: 'GET /api/comarca/:id', usuarioId: null });
  });
});

describe('writes go through withActor (a Tx), checked by the compiler', () => {
  it('a write or a check that decides one does not take the plain database', async () => {
    const ctx: Contexto = contextoDe((await t.user([])).id);
    // Each call below must be a compile error, which tsc (npm run typecheck) checks: were the plain database accepted,
    // the expect-error directive above it would itself fail the typecheck. The calls are never made.
    const leitura: Leitura = db; // what a service holds
    const naoCompilam = [
      // @ts-expect-error a service's database has no insert: it writes through withActor's Tx
      () => leitura.insert(comarca).values({ nome: 'Sem autor' }),
      // @ts-expect-error nor update
      () => leitura.update(comarca).set({ nome: 'Sem autor' }),
      // @ts-expect-error nor delete
      () => leitura.delete(comarca),
      // @ts-expect-error a record is locked only inside the write's transaction
      () => travarVersao(db, comarca, 1, 1, 'Comarca não encontrada.'),
      // @ts-expect-error a removal's check runs inside the removal's transaction
      () => travarRegistro(db, comarca, 1, 'Comarca não encontrada.'),
      // @ts-expect-error the privilege rules decide a write: inside its transaction
      () => exigirPapelAtribuivel(db, ctx, 1),
    ];
    expect(naoCompilam).toHaveLength(6);
    // The same calls on the Tx of withActor compile and run.
    const [c] = await withActor(db, ctx, (tx) => tx.insert(comarca).values({ nome: 'Comarca Travada' }).returning({ id: comarca.id }));
    await withActor(db, ctx, (tx) => travarRegistro(tx, comarca, c!.id, 'Comarca não encontrada.'));
    await expect(withActor(db, ctx, (tx) => travarRegistro(tx, comarca, 999_999, 'Comarca não encontrada.'))).rejects.toThrow('Comarca não encontrada.');
  });
});
