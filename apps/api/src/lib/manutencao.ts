import { lt, or, isNotNull, and } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { codigoRecuperacao, enderecoHabitual, limiteTentativa, sessao, tentativaAcesso } from '../modules/auth/table.js';
import { SESSAO_ABSOLUTA_MS } from './access.js';
import { ENDERECO_HABITUAL_MS } from './throttle.js';

const HORA = 60 * 60 * 1000;

/** Hourly clean-up of expired sessions, old throttling counters, forgotten usual addresses and spent recovery codes. */
export async function limpar(db: Db): Promise<void> {
  const agora = Date.now();
  await db.delete(tentativaAcesso).where(lt(tentativaAcesso.criadoEm, new Date(agora - 24 * HORA)));
  // The longest login window is 24 h (ADR 025): an older series is over.
  await db.delete(limiteTentativa).where(lt(limiteTentativa.inicioEm, new Date(agora - 25 * HORA)));
  await db.delete(enderecoHabitual).where(lt(enderecoHabitual.ultimoLoginEm, new Date(agora - ENDERECO_HABITUAL_MS)));
  await db.delete(sessao).where(or(lt(sessao.criadoEm, new Date(agora - SESSAO_ABSOLUTA_MS - HORA)), and(isNotNull(sessao.revogadaEm), lt(sessao.revogadaEm, new Date(agora - HORA)))));
  await db.delete(codigoRecuperacao).where(lt(codigoRecuperacao.expiraEm, new Date(agora - 24 * HORA)));
}

export function startManutencao(db: Db, log: FastifyBaseLogger) {
  const run = () => limpar(db).catch((err: Error) => log.warn({ err: { message: err.message } }, 'limpeza periódica falhou'));
  const timer = setInterval(run, HORA);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
