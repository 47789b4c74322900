import os from 'node:os';

/** A turn-taker: `vez(fn)` runs fn when fewer than `limite` are running, in the order asked. */
export function revezamento(limite: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let rodando = 0;
  const fila: (() => void)[] = [];
  return async (fn) => {
    if (rodando < limite) rodando += 1;
    else await new Promise<void>((vez) => fila.push(vez)); // the one finishing hands its turn over
    try {
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
