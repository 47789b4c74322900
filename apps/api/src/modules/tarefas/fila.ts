import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { tarefa } from './table.js';

/**
 * A kind of background job (ADR 029): its zod-checked payload and what running it does. `executar` must be safe to
 * run again after a crash in the middle (a job whose worker died is taken over when its lease ends): write with
 * conditional or idempotent statements, and report progress so the lease stays alive.
 */
export interface TipoDeTarefa<P = unknown> {
  tipo: string;
  payload: z.ZodType<P>;
  /** attempts before the job is FALHOU (default 5) */
  maxTentativas?: number;
  /** how long a worker holds the job without news before another may take it over (default 5 min) */
  reservaMs?: number;
  /** the waits after the 1st, 2nd, ... failure (default 10 s, 1 min, 5 min, 15 min) */
  esperasMs?: readonly number[];
  /**
   * the payload holds what someone typed and must not be kept (an e-mail address, a CPF asked for by anyone): it is
   * erased when the job ends, done or failed for good (ADR 024); such a job cannot be repeated
   */
  sigiloso?: boolean;
  executar(payload: P, ctx: ContextoDaTarefa): Promise<unknown>;
}

export interface ContextoDaTarefa {
  db: Db;
  tarefaId: number;
  /** the staff user who asked for the job: its writes are attributed to them (withActor) */
  criadoPor: number | null;
  /** stores the progress (done of total) and renews the lease; throws when the lease was lost */
  progresso(atual: number, total?: number | null): Promise<void>;
  /**
   * renews the lease now and throws when it was lost (another worker took the job over): call it before a step
   * that must not be done twice, such as handing an e-mail to SMTP
   */
  confirmarReserva(): Promise<void>;
  /** this attempt (1 for the first run) and whether it is the last one the job gets */
  tentativa: number;
  ultimaTentativa: boolean;
  /** aborted when the server shuts down: stop at the next safe point, the job is taken up again later */
  sinal: AbortSignal;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export const RESERVA_PADRAO_MS = 5 * 60 * 1000;
export const ESPERAS_PADRAO_MS = [10_000, 60_000, 5 * 60_000, 15 * 60_000] as const;

export interface OpcoesDeEnfileirar {
  /** the same key while a job of the same type is still open gives that job back instead of a second one */
  chave?: string;
  criadoPor?: number | null;
  /** not before this moment (default: now) */
  executarEm?: Date;
}

/**
 * Queues a job in the caller's transaction: it exists if and only if the action that asked for it committed.
 * Answers the job's id (the open one of the same key, when given).
 */
export async function enfileirar<P>(tx: Db, tipo: Pick<TipoDeTarefa<P>, 'tipo' | 'payload' | 'maxTentativas'>, payload: P, opts: OpcoesDeEnfileirar = {}): Promise<number> {
  const dados = tipo.payload.parse(payload);
  const [nova] = await tx
    .insert(tarefa)
    .values({
      tipo: tipo.tipo,
      payload: dados as object,
      maxTentativas: tipo.maxTentativas ?? 5,
      chave: opts.chave ?? null,
      criadoPor: opts.criadoPor ?? null,
      ...(opts.executarEm && { proximaExecucaoEm: opts.executarEm }),
    })
    .onConflictDoNothing()
    .returning({ id: tarefa.id });
  if (nova) return nova.id;
  const [aberta] = await tx
    .select({ id: tarefa.id })
    .from(tarefa)
    .where(and(eq(tarefa.tipo, tipo.tipo), eq(tarefa.chave, opts.chave ?? ''), inArray(tarefa.status, ['PENDENTE', 'EXECUTANDO'])));
  if (!aberta) throw new Error(`Tarefa ${tipo.tipo} não enfileirada.`);
  return aberta.id;
}

export type Reservada = typeof tarefa.$inferSelect;

/**
 * Claims the oldest due job of the given types in one conditional UPDATE: a PENDENTE one whose time has come, or an
 * EXECUTANDO one whose lease ran out (its worker died). FOR UPDATE SKIP LOCKED makes concurrent workers (several
 * instances on one PostgreSQL) take different jobs, and the conditions are checked again on the locked row;
 * `= any(array(...))` keeps the LIMIT bounding the claim (a semi-join with IN may re-run the locking subquery per row, seen on PGlite). The database's
 * clock decides for every instance. The lease lasts the type's `reservaMs`.
 */
export async function reservar(db: Db, tipos: readonly TipoDeTarefa<unknown>[]): Promise<Reservada | null> {
  if (tipos.length === 0) return null;
  const devida = and(
    inArray(tarefa.tipo, tipos.map((t) => t.tipo)),
    inArray(tarefa.status, ['PENDENTE', 'EXECUTANDO']),
    sql`${tarefa.proximaExecucaoEm} <= now()`,
  );
  const ids = db.select({ id: tarefa.id }).from(tarefa).where(devida).orderBy(tarefa.id).limit(1).for('update', { skipLocked: true });
  const segundos = sql.join(
    tipos.map((t) => sql`when ${t.tipo} then ${(t.reservaMs ?? RESERVA_PADRAO_MS) / 1000}`),
    sql` `,
  );
  const [claim] = await db
    .update(tarefa)
    .set({
      status: 'EXECUTANDO',
      tentativas: sql`${tarefa.tentativas} + 1`,
      proximaExecucaoEm: sql`now() + make_interval(secs => (case ${tarefa.tipo} ${segundos} end)::double precision)`,
      iniciadoEm: sql`coalesce(${tarefa.iniciadoEm}, now())`,
    })
    .where(and(sql`${tarefa.id} = any(array(${ids}))`, devida))
    .returning();
  return claim ?? null;
}
