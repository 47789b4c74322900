import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enfileirar, type TipoDeTarefa } from '../tarefas/fila.js';
import { diaDosLembretes, enviarLembretes, LEMBRETE_HORA } from './service.js';
import { lembreteConfig, lembreteEnvio } from './table.js';

/** The day's reminders as a background job (ADR 029, ADR 056): the moment it was asked for fixes the day. */
export const payloadDosLembretes = z.object({ agora: z.iso.datetime(), url: z.string().max(500) });

export const LEMBRETES_DO_DIA: TipoDeTarefa<z.infer<typeof payloadDosLembretes>> = {
  tipo: 'lembretes-folhas',
  payload: payloadDosLembretes,
  maxTentativas: 3,
  // Safe to run again: the day's key is claimed in the transaction that queues the e-mails.
  executar: ({ agora, url }, { db }) => enviarLembretes(db, new Date(agora), url),
};

/**
 * Queues the day's reminders when they are on, it is past LEMBRETE_HORA and the day has not gone out yet; the job's key
 * is the date, so the checks of several instances queue one open job (and the job itself sends once per day).
 */
export async function agendarLembretes(db: Db, agora: Date, url: string): Promise<number | null> {
  const { data, hora } = diaDosLembretes(agora);
  if (hora < LEMBRETE_HORA) return null;
  const [config] = await db.select({ ativo: lembreteConfig.ativo }).from(lembreteConfig).where(eq(lembreteConfig.id, 1));
  if (!config?.ativo) return null;
  const [feito] = await db.select({ data: lembreteEnvio.data }).from(lembreteEnvio).where(eq(lembreteEnvio.data, data));
  if (feito) return null;
  return enfileirar(db, LEMBRETES_DO_DIA, { agora: agora.toISOString(), url }, { chave: data });
}

const QUINZE_MIN = 15 * 60 * 1000;

/** The worker's timer: the job runner has no schedule of its own, so every 15 minutes it asks whether today is due. */
export function iniciarLembretes(db: Db, url: string, log: Pick<FastifyBaseLogger, 'warn'>, avisar: () => void) {
  const run = () =>
    agendarLembretes(db, new Date(), url)
      .then((id) => id !== null && avisar())
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'agendamento dos lembretes falhou'));
  const timer = setInterval(run, QUINZE_MIN);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
