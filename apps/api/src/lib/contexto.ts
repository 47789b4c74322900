import type { FastifyRequest } from 'fastify';
import type { SessaoAtual } from './access.js';
import { unauthorized } from './errors.js';

/**
 * Who asks, from where and when: built once per request by the access hook (lib/access.ts) and handed to the
 * services instead of loose ids (DESIGN §5, ADR 035). The audit (db/actor.ts), the privilege rules
 * (lib/privilegios.ts), the record-level access (lib/exigir-acesso.ts) and the usage log read it.
 */
export interface Contexto {
  /** the staff user; null for a sheet-link session, a request without a session and the system */
  readonly usuarioId: number | null;
  readonly username: string | null;
  /** the intern's or supervisor's CPF of a sheet-link session (ADR 006); for staff, the CPF of their pessoa */
  readonly cpf: string | null;
  /** 'usuario' staff, 'folha' sheet link, 'publico' no session (login, recovery), 'sistema' start-up, demo, jobs */
  readonly escopo: 'usuario' | 'folha' | 'publico' | 'sistema';
  readonly sessaoId: number | null;
  /** the permissions of the staff user's papel, read on this request; none for the other scopes */
  readonly permissoes: readonly string[];
  /** the client's address as resolved under TRUST_PROXY (request.ip); null for the system */
  readonly ip: string | null;
  readonly userAgent: string | null;
  /** when the request arrived: one time for every rule and stamp of the request */
  readonly agora: Date;
  /**
   * Whether the client has gone (its connection closed before the answer): work waiting for its turn is then not
   * started (lib/revezamento.ts, ADR 102). Absent for the system's own work.
   */
  readonly abandonado?: () => boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    contexto: Contexto;
  }
}

/** The system's own writes (first start, demo data, jobs no person asked for): no user, no address. */
export function contextoDoSistema(agora = new Date()): Contexto {
  return { usuarioId: null, username: null, cpf: null, escopo: 'sistema', sessaoId: null, permissoes: [], ip: null, userAgent: null, agora };
}

const AGENTE_MAX = 300;

/** The request's context for its session (null: none or not looked up, e.g. a public route). */
export function contextoDaRequisicao(request: FastifyRequest, sessao: SessaoAtual | null, agora: Date): Contexto {
  const agente = request.headers['user-agent'];
  return {
    usuarioId: sessao?.escopo === 'usuario' ? sessao.usuarioId : null,
    username: sessao?.escopo === 'usuario' ? sessao.username : null,
    cpf: sessao?.cpf ?? null,
    escopo: sessao ? sessao.escopo : 'publico',
    sessaoId: sessao?.id ?? null,
    permissoes: sessao?.escopo === 'usuario' ? sessao.permissoes : [],
    ip: request.ip,
    userAgent: typeof agente === 'string' ? agente.slice(0, AGENTE_MAX) : null,
    agora,
    abandonado: () => request.raw.socket?.destroyed === true,
  };
}

/** The client's address for the throttles and logs: the request's, or 'sistema' for the system's own work. */
export const enderecoDe = (ctx: Contexto): string => ctx.ip ?? 'sistema';

/** The staff user behind a context; routes declared with a permission always have one. */
export function exigirUsuario(ctx: Contexto): Contexto & { usuarioId: number } {
  if (ctx.usuarioId === null) throw unauthorized();
  return ctx as Contexto & { usuarioId: number };
}
