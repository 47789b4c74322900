import os from 'node:os';
import { AppError } from './errors.js';

/** Who waits for a turn: a request's context (lib/contexto.ts), whose client may have gone meanwhile. */
export interface QuemEspera {
  abandonado?: () => boolean;
}

/** Work whose client had gone by its turn: not started, since its answer could not be delivered (ADR 102). */
export const MENSAGEM_PEDIDO_ABANDONADO = 'O pedido foi cancelado pelo cliente antes da sua vez.';
const pedidoAbandonado = () => new AppError(499, MENSAGEM_PEDIDO_ABANDONADO);

/**
 * A turn-taker: `vez(fn, quem)` runs fn when fewer than `limite` are running, in the order asked. When its turn comes
 * and `quem`'s client has gone (the connection closed: a tab closed, a print clicked again, a load that ended), fn is
 * not run: the call fails with pedidoAbandonado and the turn passes to the next at once (ADR 102).
 */
export function revezamento(limite: number): <T>(fn: () => Promise<T>, quem?: QuemEspera) => Promise<T> {
  let rodando = 0;
  const fila: (() => void)[] = [];
  return async (fn, quem) => {
    if (rodando < limite) rodando += 1;
    else await new Promise<void>((vez) => fila.push(vez)); // the one finishing hands its turn over
    try {
      if (quem?.abandonado?.()) throw pedidoAbandonado();
      return await fn();
    } finally {
      const proxima = fila.shift();
      if (proxima) proxima();
      else rodando -= 1;
    }
  };
}

/**
 * How many CPU-bound jobs that each hold a lot of memory (laying out a PDF, hashing a password) run at once: one per
 * core, at most two (ADR 058, 095). More at once than cores only finishes them later together, holding more memory.
 */
export const UM_POR_NUCLEO_ATE_DOIS = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * At most this many whole-office reports (the assignment tables, the placement and leave reports, the movement
 * report and the Movimentações home) are read and built at once; the others wait their turn (ADR 095). Each holds
 * the office's rows and its answer of a few MiB in memory while it is built, and building is CPU work: 16 at once on
 * 2 cores took the server past its 150 MiB and finished them no sooner.
 */
export const RELATORIOS_SIMULTANEOS = Math.max(2, Math.min(4, 2 * os.availableParallelism()));
export const relatorioNaVez = revezamento(RELATORIOS_SIMULTANEOS);
