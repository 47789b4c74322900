import { MASCARA_SEGREDO } from '@sgi/domain';
import { z } from 'zod';
import type { Tx } from '../../db/actor.js';
import { enfileirar, type TipoDeTarefa } from '../tarefas/fila.js';
import { emailSaida } from './table.js';

/**
 * Secrets in e-mails (ADR 023). A message that carries a recovery code or an access link is stored with this marker
 * where the secret goes and a reference to the row that will keep the secret's hash; the sender draws the secret when
 * it sends (segredos.ts) and puts it in place of the marker in the text it hands to SMTP. The outbox never holds the
 * secret: the administrators' screen shows the marker as MASCARA_SEGREDO.
 */
export const MARCA_SEGREDO = '{{segredo}}';

/** The kinds of secret an e-mail may carry; segredos.ts says how the sender draws each. */
export type TipoDeSegredo = 'codigo-recuperacao' | 'link-folha';
export interface RefSegredo {
  tipo: TipoDeSegredo;
  /** the id of the row (codigo_recuperacao, link_acesso) that keeps the secret's hash */
  id: number;
}

export interface NovoEmail {
  destinatario: string;
  assunto: string;
  /** with MARCA_SEGREDO where the secret goes, when `segredo` is given; never the secret itself */
  corpo: string;
  segredo?: RefSegredo;
}

/** The body as the outbox shows it: the marker masked. */
export const mascararSegredo = (corpo: string) => corpo.replaceAll(MARCA_SEGREDO, MASCARA_SEGREDO);

/** The payload of the job that sends them: the ids of the messages of one enfileirarEmails call. */
export interface EnvioDeEmails {
  ids: number[];
}

/**
 * The e-mail job as the queue knows it (ADR 009, ADR 029): its type and payload. What an attempt does is the sender's
 * (sender.ts tarefaDeEnvio), registered by the server only when SMTP_URL is set; until then the jobs wait, and the
 * messages stay PENDENTE in the outbox screen.
 */
export const ENVIO_DE_EMAILS: Pick<TipoDeTarefa<EnvioDeEmails>, 'tipo' | 'payload' | 'maxTentativas'> = {
  tipo: 'email',
  payload: z.object({ ids: z.array(z.number().int().positive()).min(1) }),
  maxTentativas: 6,
};

/** Queues e-mails in the caller's transaction, with the job that sends them: both exist if and only if the action committed. */
export async function enfileirarEmails(tx: Tx, emails: NovoEmail[]): Promise<void> {
  if (emails.length === 0) return;
  // A secret without its marker would never reach the recipient; a marker without a secret would reach them as is.
  if (emails.some((e) => (e.segredo !== undefined) !== e.corpo.includes(MARCA_SEGREDO))) {
    throw new Error('E-mail com segredo exige a marca do segredo no corpo, e só ele a pode ter.');
  }
  const rows = await tx.insert(emailSaida).values(emails).returning({ id: emailSaida.id });
  await enfileirar(tx, ENVIO_DE_EMAILS, { ids: rows.map((r) => r.id) });
}
