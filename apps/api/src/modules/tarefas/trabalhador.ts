import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { ESPERAS_PADRAO_MS, RESERVA_PADRAO_MS, reservar, type ContextoDaTarefa, type Reservada, type TipoDeTarefa } from './fila.js';
import { tarefa } from './table.js';

const INTERVALO_MS = 2000;
/** progress is written at most this often (the last one always), so a fast loop does not flood the database */
const PROGRESSO_MIN_MS = 250;
const MAX_ERRO = 500;

/** The worker lost the job (its lease ran out and another worker took it): it must stop without settling it. */
export class TarefaPerdida extends Error {
  constructor() {
    super('A tarefa passou para outro trabalhador.');
  }
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;
// A job type's payload type is its own business; the worker only runs them.
type Tipos = readonly TipoDeTarefa<unknown>[];

const descrever = (err: unknown) => String((err as Error)?.message ?? err).slice(0, MAX_ERRO);

/** Runs one claimed job to its end: CONCLUIDA, PENDENTE again (a later attempt) or FALHOU. */
async function executar(db: Db, tipo: TipoDeTarefa<unknown>, t: Reservada, sinal: AbortSignal, log: Log): Promise<void> {
  // Only our own claim may be changed: same id, still EXECUTANDO, the attempt we claimed.
  const nossa = and(eq(tarefa.id, t.id), eq(tarefa.status, 'EXECUTANDO'), eq(tarefa.tentativas, t.tentativas));
  const reservaS = (tipo.reservaMs ?? RESERVA_PADRAO_MS) / 1000;
  // A job that ends forgets a payload it must not keep (TipoDeTarefa.sigiloso).
  const esquecer = tipo.sigiloso ? { payload: {} } : {};
  const falhar = (erro: string) => db.update(tarefa).set({ status: 'FALHOU', erro, concluidoEm: sql`now()`, ...esquecer }).where(nossa);

  if (t.tentativas > t.maxTentativas) {
    await falhar(`A execução foi interrompida ${t.tentativas - 1} vez(es) sem terminar.`);
    return;
  }
  const payload = tipo.payload.safeParse(t.payload);
  if (!payload.success) {
    await falhar(`Dados da tarefa inválidos: ${payload.error.issues[0]?.message ?? ''}`);
    return;
  }
  let ultimo = 0;
  const renovar = async () => {
    const r = await db
      .update(tarefa)
      .set({ proximaExecucaoEm: sql`now() + make_interval(secs => ${reservaS}::double precision)` })
      .where(nossa)
      .returning({ id: tarefa.id });
    if (r.length === 0) throw new TarefaPerdida();
  };
  const ctx: ContextoDaTarefa = {
    db,
    tarefaId: t.id,
    criadoPor: t.criadoPor,
    sinal,
    log,
    tentativa: t.tentativas,
    ultimaTentativa: t.tentativas >= t.maxTentativas,
    confirmarReserva: renovar,
    async progresso(atual, total) {
      // A step of the job ends here: let the requests waiting on the socket in. On the embedded database every query
      // resolves without leaving the microtask queue, so without this a long job answered no request — not even the
      // progress bar's — until it ended (the kill -9 test of the generation measured 5 s of silence for 3,000 sheets).
      await new Promise((r) => setImmediate(r));
      const agora = Date.now();
      const fim = total !== undefined && total !== null && atual >= total;
      if (!fim && agora - ultimo < PROGRESSO_MIN_MS) return;
      ultimo = agora;
      const r = await db
        .update(tarefa)
        .set({
          progressoAtual: atual,
          ...(total !== undefined && { progressoTotal: total }),
          proximaExecucaoEm: sql`now() + make_interval(secs => ${reservaS}::double precision)`,
        })
        .where(nossa)
        .returning({ id: tarefa.id });
      if (r.length === 0) throw new TarefaPerdida();
    },
  };
  try {
    const resultado = await tipo.executar(payload.data, ctx);
    await db
      .update(tarefa)
      .set({
        status: 'CONCLUIDA',
        ...esquecer,
        resultado: (resultado ?? null) as object | null,
        erro: null,
        concluidoEm: sql`now()`,
        progressoAtual: sql`coalesce(${tarefa.progressoTotal}, ${tarefa.progressoAtual})`,
      })
      .where(nossa);
  } catch (err) {
    if (err instanceof TarefaPerdida) {
      log.warn({ tarefaId: t.id, tipo: t.tipo }, 'tarefa assumida por outro trabalhador');
      return;
    }
    if (sinal.aborted) {
      // Stopped by a shutdown, not by the job: the attempt does not count and the job is taken up again at once.
      await db.update(tarefa).set({ status: 'PENDENTE', tentativas: sql`${tarefa.tentativas} - 1`, proximaExecucaoEm: sql`now()` }).where(nossa);
      return;
    }
    const erro = descrever(err);
    log.warn({ tarefaId: t.id, tipo: t.tipo, tentativas: t.tentativas, erro }, 'falha na tarefa');
    if (t.tentativas >= t.maxTentativas) {
      await falhar(erro);
      return;
    }
    const esperas = tipo.esperasMs ?? ESPERAS_PADRAO_MS;
    const espera = esperas[Math.min(t.tentativas, esperas.length) - 1] ?? 0;
    await db
      .update(tarefa)
      .set({ status: 'PENDENTE', erro, proximaExecucaoEm: sql`now() + make_interval(secs => ${espera / 1000}::double precision)` })
      .where(nossa);
  }
}

/** Claims and runs the next due job of these types; answers its id, or null when nothing was due. */
export async function executarProxima(db: Db, tipos: Tipos, opts: { sinal?: AbortSignal; log?: Log } = {}): Promise<number | null> {
  const t = await reservar(db, tipos);
  if (!t) return null;
  const tipo = tipos.find((x) => x.tipo === t.tipo)!;
  await executar(db, tipo, t, opts.sinal ?? new AbortController().signal, opts.log ?? { info: () => undefined, warn: () => undefined });
  return t.id;
}

export interface Trabalhador {
  /** asks for a round now (e.g. right after queueing); rounds never overlap */
  kick(): void;
  stop(): Promise<void>;
}

/** The worker loop of one instance: a round every few seconds and on kick(), each round running what is due. */
export function iniciarTrabalhador(db: Db, tipos: Tipos, log: FastifyBaseLogger, intervaloMs = INTERVALO_MS): Trabalhador {
  const parar = new AbortController();
  let rodada: Promise<void> | null = null;
  let outra = false;
  const rodar = async () => {
    while (!parar.signal.aborted && (await executarProxima(db, tipos, { sinal: parar.signal, log })) !== null);
  };
  const kick = () => {
    if (parar.signal.aborted) return;
    if (rodada) {
      outra = true;
      return;
    }
    rodada = rodar()
      // A database that is down ends the round; the next one tries again (the process stays up).
      .catch((err: unknown) => log.warn({ err: { message: (err as Error).message } }, 'falha na rodada de tarefas'))
      .finally(() => {
        rodada = null;
        if (outra) {
          outra = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, intervaloMs);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      parar.abort();
      clearInterval(timer);
      await rodada;
    },
  };
}
