import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cpfDeTeste } from '../../test/cpf.js';
import { defensoriaNoBanco, fabricas } from '../../test/fabricas.js';
import { contextoDe, testApp } from '../../test/helpers.js';
import { sessao } from '../modules/auth/table.js';
import { listCursos } from '../modules/cursos/service.js';
import { listDefensores } from '../modules/defensores/service.js';
import { listEstagiarios } from '../modules/estagiarios/consultas.js';
import { estagio } from '../modules/estagiarios/table.js';
import { folhaFrequencia } from '../modules/folhas/table.js';
import { listLotacoes } from '../modules/lotacoes/service.js';
import { listPessoas } from '../modules/pessoas/service.js';
import { pessoa } from '../modules/pessoas/table.js';
import { enfileirar } from '../modules/tarefas/fila.js';
import { listTarefas } from '../modules/tarefas/service.js';
import { registerAccessControl, rotasDeclaradas } from './access.js';
import { contextoDoSistema, type Contexto } from './contexto.js';
import { alcancaTodas, exigirAcesso, filtroDeAcesso, idsAcessiveis, RECURSOS, type Recurso } from './exigir-acesso.js';
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

describe('every register has its rule, every route with an id names its resource, every list applies the rule', () => {
  const staff = contextoDe(1, { permissoes: ['ADMIN_ACTIONS'] });
  const publico: Contexto = { ...contextoDoSistema(), escopo: 'publico' };
  /** The registers a sheet link reaches some rows of: its own intern register and internships (ADR 036). */
  const DO_LINK = new Set<Recurso>(['estagiario', 'estagio', 'folha']);
  /** The parameters a route may take besides the record's :id: none of them names a record the caller must reach. */
  // :codigo is the public verification code of a concluded sheet (ADR 052): the key of a public page, not a record id;
  // :date, :day and :referenciaI are a day or a month of the leave actions' and movements' reads, :flag the
  // notifications' list-or-count switch (ADR 063), :tabela the name of one of the case system's lookup lists (ADR 090),
  // :inicio, :fim and :ref the movement report's period and how it is read (ADR 080).
  const PARAMETROS_SEM_REGISTRO = new Set([':id', ':ano', ':mes', ':aprovar', ':responsavelId', ':dia', ':codigo', ':date', ':day', ':referenciaI', ':flag', ':tabela', ':inicio', ':fim', ':ref']);
  /** The resources whose rows are each user's own, an administrator's too: a notification (ADR 063). */
  const DE_CADA_USUARIO = new Set<Recurso>(['notificacao']);

  it('each resource: staff and the system every row; no session none; a sheet link only its own (or none)', async () => {
    for (const recurso of RECURSOS) {
      expect([recurso, alcancaTodas(staff, recurso), alcancaTodas(contextoDoSistema(), recurso)]).toEqual([recurso, !DE_CADA_USUARIO.has(recurso), true]);
      expect([recurso, await idsAcessiveis(db, publico, recurso, [1, 2])]).toEqual([recurso, new Set()]);
      expect([recurso, alcancaTodas(linkCtx(ana.cpf), recurso)]).toEqual([recurso, false]);
      if (!DO_LINK.has(recurso)) expect([recurso, await idsAcessiveis(db, linkCtx(ana.cpf), recurso, [1, 2, 3])]).toEqual([recurso, new Set()]);
    }
  });

  it('every route of the app that takes a record id names a resource of the rules, and that id is :id', () => {
    const comParametro = rotasDeclaradas(t.app).filter((r) => r.url.includes('/:'));
    expect(comParametro.length).toBeGreaterThan(60);
    const comId = comParametro.filter((r) => /\/:id(\/|$)/.test(r.url));
    const semRecurso = comId.filter((r) => !r.recurso || !RECURSOS.includes(r.recurso)).map((r) => `${r.method} ${r.url}`);
    expect(semRecurso).toEqual([]);
    // A parameter that names a record under another name would escape the check: only :id, a month (:ano/:mes), a flag
    // (:aprovar), the responsável to set (:responsavelId, checked by the service), a day of the sheet (:dia), a
    // verification code (:codigo, a public page's key), a day or month of a read (:date, :day, :referenciaI) or the
    // notifications' switch (:flag), a case-system lookup list's name (:tabela), the movement report's period (:inicio,
    // :fim, :ref).
    const outros = comParametro.flatMap((r) => (r.url.match(/:[A-Za-z]+/g) ?? []).filter((p) => !PARAMETROS_SEM_REGISTRO.has(p)).map((p) => `${r.method} ${r.url} ${p}`));
    expect(outros).toEqual([]);
  });

  it('the register lists hold no row for a context the rule refuses: rows and count', async () => {
    await f.defensor();
    await f.lotacao();
    const q = { skip: 0, take: 50 };
    const chamadas = {
      defensores: (ctx: Contexto) => listDefensores(db, ctx, { ...q, orderBy: 'nome', orderbyasc: true, inativos: true }),
      lotacoes: (ctx: Contexto) => listLotacoes(db, ctx, { ...q, somente_ativas: false, vigente: false }),
      // Written by PostgreSQL as the answer's text (ADR 059): read back as the route's client would.
      cursos: async (ctx: Contexto) => JSON.parse(await listCursos(db, ctx, q)) as [{ id: number; nome: string }[], number],
      pessoas: (ctx: Contexto) =>
        listPessoas(db, ctx, { ...q, orderBy: 'nome', isDefensor: false, isEstagiario: false, isUsuario: false, inativos: true, comEstagiario: false }),
      estagiarios: (ctx: Contexto) =>
        listEstagiarios(db, ctx, { ...q, orderField: 'nome', orderBy: 'asc', inativos: true, comEstagios: false, comAnexos: false, comTelefones: false }),
    };
    for (const [nome, listar] of Object.entries(chamadas)) {
      const [, total] = await listar(contextoDoSistema());
      expect([nome, total > 0]).toEqual([nome, true]);
      expect([nome, await listar(publico)]).toEqual([nome, [[], 0]]);
    }
    // The sheet link sees its own intern in the intern list, and nobody else.
    const [proprios, n] = await chamadas.estagiarios(linkCtx(ana.cpf));
    expect([proprios.map((e) => e.id), n]).toEqual([[ana.estagiarioId], 1]);
    expect(await chamadas.defensores(linkCtx(ana.cpf))).toEqual([[], 0]);
  });
});

describe('attendance sheets (acesso-sessao §6): an intern their own, a supervisor those they are responsável for', () => {
  it('answers per CPF, and staff see them all', async () => {
    const supervisor = cpfDeTeste(778_001);
    const [p] = await db.insert(pessoa).values({ nome: 'Supervisora', sobrenome: 'Teste', cpf: supervisor }).returning({ id: pessoa.id });
    const { id: defensoriaId } = await defensoriaNoBanco(db);
    const folha = (e: Estagiaria, responsavelId: number | null) => ({
      estagioId: e.estagioId, estagiarioId: e.estagiarioId, ano: 2026, mes: 11, responsavelId, defensoriaId,
      local: 'Defensoria', comarca: 'Aracaju', curso: 'Direito', dataInicioEstagio: '2026-01-01', fimSemana: false,
    });
    const [daAna, daBia] = await db.insert(folhaFrequencia).values([folha(ana, p!.id), folha(bia, null)]).returning({ id: folhaFrequencia.id });
    const ids = [daAna!.id, daBia!.id];
    expect(await idsAcessiveis(db, linkCtx(ana.cpf), 'folha', ids)).toEqual(new Set([daAna!.id]));
    expect(await idsAcessiveis(db, linkCtx(bia.cpf), 'folha', ids)).toEqual(new Set([daBia!.id]));
    expect(await idsAcessiveis(db, linkCtx(supervisor), 'folha', ids)).toEqual(new Set([daAna!.id]));
    expect(await idsAcessiveis(db, linkCtx(cpfDeTeste(778_002)), 'folha', ids)).toEqual(new Set());
    expect(await idsAcessiveis(db, contextoDe(1), 'folha', ids)).toEqual(new Set(ids));
    await expect(exigirAcesso(db, linkCtx(bia.cpf), 'folha', [daAna!.id])).rejects.toMatchObject({ statusCode: 404, message: 'Folha de frequência não encontrada.' });
  });
});

describe('the server refuses to start', () => {
  const registrar = async (registrarRota: (app: ReturnType<typeof Fastify>) => unknown) => {
    const app = Fastify();
    const pronto = registerAccessControl(app, t.database, []);
    try {
      registrarRota(app);
    } finally {
      await pronto;
      await app.close();
    }
  };

  it('with a route that takes an id and names no resource, whoever it is for', async () => {
    await expect(
      registrar((app) => app.get('/api/folha/:id', { config: { acesso: { alguma: ['FOLHA_READ'], folha: true } } }, async () => null)),
    ).rejects.toThrow('Rota GET /api/folha/:id recebe um id: declare o recurso (config.recurso).');
    await expect(registrar((app) => app.delete('/api/defensor/:id', { config: { acesso: { todas: ['DEFENSOR_DELETE'] } } }, async () => null))).rejects.toThrow(
      'Rota DELETE /api/defensor/:id recebe um id: declare o recurso (config.recurso).',
    );
  });

  it('with a resource on a route whose parameter is not :id (the check would read nothing)', async () => {
    await expect(
      registrar((app) => app.get('/api/setores/:predioId', { config: { acesso: 'usuario', recurso: 'predio' } }, async () => null)),
    ).rejects.toThrow('Rota GET /api/setores/:predioId declara o recurso predio, mas não recebe :id.');
  });
});
