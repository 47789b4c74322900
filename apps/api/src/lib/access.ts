import type { Permissao } from '@sgi/domain';
import { temAlguma, temPermissoes } from '@sgi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client.js';
import { preparada, type Marcadores } from '../db/preparada.js';
import { registroAcesso, sessao } from '../modules/auth/table.js';
import { papel } from '../modules/papeis/table.js';
import { pessoa } from '../modules/pessoas/table.js';
import { usuario } from '../modules/usuarios/table.js';
import { esquecerACadaEscrita } from './cache-com-geracao.js';
import { CANAL_DE_SESSOES, CacheDeSessoes } from './cache-de-sessoes.js';
import { contextoDaRequisicao, type Contexto } from './contexto.js';
import { alcancaTodas, exigirAcesso, type Recurso } from './exigir-acesso.js';
import { forbidden, unauthorized } from './errors.js';
import { sha256 } from './tokens.js';

/**
 * What a route requires (DESIGN §5): every route states one of these or the server refuses to start.
 * - 'publico': no session;
 * - 'usuario': any staff session;
 * - 'qualquer': staff or attendance-sheet (token/CPF) session;
 * - { todas }: staff holding all the permissions; { alguma }: staff holding at least one;
 * - `folha: true` on either: sheet-link sessions pass too, limited to their own rows by the route's `recurso`.
 */
export type Acesso = 'publico' | 'usuario' | 'qualquer' | { todas: Permissao[]; folha?: true } | { alguma: Permissao[]; folha?: true };

/** Whether sheet-link sessions pass the route's gate. */
const abreAoLink = (acesso: Acesso) => acesso === 'qualquer' || (typeof acesso === 'object' && acesso.folha === true);

export interface SessaoAtual {
  id: number;
  escopo: 'usuario' | 'folha';
  usuarioId: number | null;
  username: string | null;
  nome: string | null;
  sobrenome: string | null;
  cpf: string | null;
  permissoes: string[];
  corfundotabela: string | null;
  corletratabela: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
    /**
     * A write that never changes what a session is made of (sessions, users, papéis, names, CPFs): its answer does
     * not empty the session cache. Only for hot writes whose tables are known (ADR 038); the default is safe.
     */
    preservaSessoes?: boolean;
    /**
     * The resource the route's `:id` names: before the handler, the caller must be allowed that row
     * (lib/exigir-acesso.ts), or gets 404. Required on every route with `:id`, the record the route is about; other
     * parameters (a month, a flag, the id of a record the body would otherwise carry) are checked by the service.
     */
    recurso?: Recurso;
  }
  interface FastifyRequest {
    sessao: SessaoAtual | null;
  }
}

/** Idle and absolute session lifetimes (ADR 002). */
export const SESSAO_OCIOSA_MS = 8 * 60 * 60 * 1000;
export const SESSAO_ABSOLUTA_MS = 24 * 60 * 60 * 1000;
/** last-use stamps are refreshed at most once a minute, to keep reads read-only */
const TOQUE_MS = 60 * 1000;

/** A route and what it requires, as declared: the route-access matrix of the security suite is checked against it. */
export interface RotaDeclarada {
  method: string;
  url: string;
  acesso: Acesso;
  /** the resource the route's :id names (every route with an id has one) */
  recurso?: Recurso;
}

const ROTAS = new WeakMap<FastifyInstance, RotaDeclarada[]>();

/** Every route of the app with its declared access (HEAD twins of GET routes left out). */
export const rotasDeclaradas = (app: FastifyInstance): readonly RotaDeclarada[] => ROTAS.get(app) ?? [];

export async function registerAccessControl(app: FastifyInstance, database: Database, publicPrefixes: string[]) {
  const { db } = database;
  app.decorateRequest('sessao', null);
  const cache: CacheDeSessao = new CacheDeSessoes();
  // Emptied by every write answered here (before the client can send its next request, so "the next request sees it"
  // holds without waiting for the notice) and by every notice of migration 0015's triggers. Listening starts now and is
  // awaited last, so every hook below is in place before the first await.
  const ouvindo = esquecerACadaEscrita(app, database, CANAL_DE_SESSOES, cache, (request) => Boolean(request.routeOptions.config?.preservaSessoes));
  app.decorateRequest('contexto', null as unknown as Contexto);
  const rotas: RotaDeclarada[] = [];
  ROTAS.set(app, rotas);

  app.addHook('onRoute', (route) => {
    if (publicPrefixes.some((p) => route.url.startsWith(p))) return;
    const acesso = route.config?.acesso;
    if (!acesso) {
      throw new Error(`Rota ${route.method} ${route.url} não declara acesso (permissões ou 'publico').`);
    }
    const recurso = route.config?.recurso;
    const recebeId = /\/:id(\/|$)/.test(route.url);
    if (recebeId && !recurso) {
      throw new Error(`Rota ${route.method} ${route.url} recebe um id: declare o recurso (config.recurso).`);
    }
    if (recurso && !recebeId) {
      throw new Error(`Rota ${route.method} ${route.url} declara o recurso ${recurso}, mas não recebe :id.`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') rotas.push({ method, url: route.url, acesso, ...(recurso && { recurso }) });
    }
  });

  // Record-level access (ADR 036): the row the route's id names, for this caller, before the handler runs; after
  // validation, so a malformed id is a 400 and not a lookup.
  // When the caller reaches every row of the resource (staff on a register) there is nothing to look up: the
  // service's own 404 answers a missing id, and the request costs no query more.
  app.addHook('preHandler', async (request) => {
    const recurso = request.routeOptions.config?.recurso;
    if (!recurso || alcancaTodas(request.contexto, recurso)) return;
    const id = (request.params as { id?: unknown }).id;
    if (typeof id === 'number') await exigirAcesso(db, request.contexto, recurso, [id]);
  });

  // onRequest, before body parsing and validation: a request without a session gets 401 (and one without the
  // permission 403) whatever its body, and nobody unauthenticated learns the schema from a 400.
  // The request's context (lib/contexto.ts) is built here, once: without a session for public routes, with it after
  // the lookup, so every service of the request sees the same actor, address and time.
  app.addHook('onRequest', async (request) => {
    const agora = new Date();
    request.contexto = contextoDaRequisicao(request, null, agora);
    const acesso = request.routeOptions.config?.acesso;
    if (!acesso || acesso === 'publico') return;
    request.sessao = await resolverSessao(db, request, cache);
    const s = request.sessao;
    request.contexto = contextoDaRequisicao(request, s, agora);
    if (!s) throw unauthorized();
    if (acesso === 'qualquer') return;
    if (s.escopo !== 'usuario') {
      if (abreAoLink(acesso)) return;
      return negar(db, request, 'sessão restrita à folha de frequência');
    }
    if (acesso === 'usuario') return;
    if (!satisfaz(s, acesso)) return negar(db, request, 'todas' in acesso ? acesso.todas.join(',') : acesso.alguma.join('|'));
  });
  await ouvindo;
}

/** True when the session meets the access rule (the route gate above; the read rule of write answers, lib/leitura). */
export function satisfaz(s: SessaoAtual | null, acesso: Acesso): boolean {
  if (acesso === 'publico') return true;
  if (!s) return false;
  if (acesso === 'qualquer') return true;
  if (s.escopo !== 'usuario') return abreAoLink(acesso);
  if (acesso === 'usuario') return true;
  return 'todas' in acesso ? temPermissoes(s.permissoes, acesso.todas) : temAlguma(s.permissoes, acesso.alguma);
}

async function negar(db: Db, request: FastifyRequest, detalhe: string): Promise<never> {
  await db.insert(registroAcesso).values({
    tipo: 'ACESSO_NEGADO',
    usuarioId: request.contexto.usuarioId,
    username: request.contexto.username,
    ip: request.contexto.ip,
    rota: `${request.method} ${request.routeOptions.url ?? ''}`,
    detalhe,
  });
  throw forbidden();
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/** The session, its user and papel by token hash: the one query before a request's own work, prepared (ADR 041). */
const consultaDaSessao = preparada('sessao', (db, $: Marcadores<'tokenHash'>) =>
  db
    .select({
      id: sessao.id,
      escopo: sessao.escopo,
      usuarioId: sessao.usuarioId,
      cpfSessao: sessao.cpf,
      criadoEm: sessao.criadoEm,
      ultimoUsoEm: sessao.ultimoUsoEm,
      ativo: usuario.ativo,
      username: usuario.username,
      nome: pessoa.nome,
      sobrenome: pessoa.sobrenome,
      cpfPessoa: pessoa.cpf,
      permissoes: papel.permissoes,
      corfundotabela: usuario.corfundotabela,
      corletratabela: usuario.corletratabela,
    })
    .from(sessao)
    .leftJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .leftJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
    .leftJoin(papel, eq(papel.id, usuario.papelId))
    .where(and(eq(sessao.tokenHash, $.tokenHash), isNull(sessao.revogadaEm)))
    .limit(1),
);

async function lerSessao(db: Db, tokenHash: string) {
  const [row] = await consultaDaSessao(db, { tokenHash });
  return row ?? null;
}

type LinhaDaSessao = NonNullable<Awaited<ReturnType<typeof lerSessao>>>;
/** Resolved sessions by token hash; null remembers a token that names no live session. */
type CacheDeSessao = CacheDeSessoes<LinhaDaSessao | null>;

/**
 * One query (session + user + papel), or none when the session was resolved in the last few seconds (ADR 038): the
 * cache is emptied by every write and every change notice, so a revoked session or a changed papel applies on the
 * next request. Lifetimes are checked on every request, cached or not.
 */
async function resolverSessao(db: Db, request: FastifyRequest, cache: CacheDeSessao): Promise<SessaoAtual | null> {
  const token = bearer(request);
  if (!token || token.length > 200) return null;
  const agora = Date.now();
  const chave = sha256(token);
  const row = await cache.obter(chave, () => lerSessao(db, chave), { agora: () => agora });
  if (!row) return null;
  if (agora - row.criadoEm.getTime() > SESSAO_ABSOLUTA_MS || agora - row.ultimoUsoEm.getTime() > SESSAO_OCIOSA_MS) {
    return null;
  }
  if (row.escopo === 'usuario' && !row.ativo) return null;
  if (agora - row.ultimoUsoEm.getTime() > TOQUE_MS) {
    await db.update(sessao).set({ ultimoUsoEm: new Date(agora) }).where(eq(sessao.id, row.id));
    row.ultimoUsoEm = new Date(agora);
  }
  return {
    id: row.id,
    escopo: row.escopo === 'folha' ? 'folha' : 'usuario',
    usuarioId: row.usuarioId,
    username: row.username,
    nome: row.nome,
    sobrenome: row.sobrenome,
    cpf: row.cpfSessao ?? row.cpfPessoa,
    permissoes: row.permissoes ?? [],
    corfundotabela: row.corfundotabela,
    corletratabela: row.corletratabela,
  };
}

export async function revogarSessoes(db: Db, usuarioId: number): Promise<void> {
  await db
    .update(sessao)
    .set({ revogadaEm: sql`now()` })
    .where(and(eq(sessao.usuarioId, usuarioId), isNull(sessao.revogadaEm)));
}
