import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../src/db/client.js';
import { tarefaDeEnvio } from '../src/modules/email/sender.js';
import type { TipoDeTarefa } from '../src/modules/tarefas/fila.js';
import { TIPOS_DE_TAREFA } from '../src/modules/tarefas/tipos.js';
import { executarProxima } from '../src/modules/tarefas/trabalhador.js';

/** A message as its recipient gets it: what the sender handed to the transport. */
export interface Entregue {
  para: string;
  assunto: string;
  texto: string;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Runs every job that is due, as the server's worker does after a request has been answered (ADR 024). */
export async function executarTarefas(db: Db, log?: Log): Promise<void> {
  while ((await executarProxima(db, TIPOS_DE_TAREFA, { ...(log && { log }) })) !== null);
}

/**
 * Runs the due jobs, the e-mail job included, with a transport that keeps what it is given instead of speaking SMTP
 * (sender.test.ts speaks to a real SMTP server): the messages delivered by this call, codes and links included.
 */
export async function entregarEmails(db: Db, log?: Log): Promise<Entregue[]> {
  const entregues: Entregue[] = [];
  const transporte = {
    async sendMail(m: { to: string; subject: string; text: string }) {
      entregues.push({ para: m.to, assunto: m.subject, texto: m.text });
    },
  };
  const envio = tarefaDeEnvio(transporte, { from: 'SGI <nao-responda@sgi.test>', pausa: async () => undefined });
  const tipos = [...TIPOS_DE_TAREFA, envio as TipoDeTarefa<unknown>];
  while ((await executarProxima(db, tipos, { ...(log && { log }) })) !== null);
  return entregues;
}

/** The recovery code in a delivered message. */
export const codigoDe = (m: Entregue | undefined) => /Código de recuperação: ([A-Z0-9]{6}-[A-Z0-9]{26})\n/.exec(m?.texto ?? '')?.[1];
/** The link token in a delivered message. */
export const tokenDe = (m: Entregue | undefined) => /\/obter-token\?token=([A-Za-z0-9_-]{43})\n/.exec(m?.texto ?? '')?.[1];
