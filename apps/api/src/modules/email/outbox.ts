import { MASCARA_SEGREDO } from '@sgi/domain';
import { emailSaida } from './table.js';
import type { Tx } from '../../db/actor.js';

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

/** Queues e-mails in the caller's transaction: the message exists if and only if the action committed. */
export async function enfileirarEmails(tx: Tx, emails: NovoEmail[]): Promise<void> {
  if (emails.length === 0) return;
  // A secret without its marker would never reach the recipient; a marker without a secret would reach them as is.
  if (emails.some((e) => (e.segredo !== undefined) !== e.corpo.includes(MARCA_SEGREDO))) {
    throw new Error('E-mail com segredo exige a marca do segredo no corpo, e só ele a pode ter.');
  }
  // Due from the application's clock, the one the sender compares with: the database's now() has microseconds
  // and would be a fraction of a millisecond "later" than a JS Date taken right after the insert.
  const agora = new Date();
  await tx.insert(emailSaida).values(emails.map((e) => ({ ...e, proximaTentativaEm: agora })));
}
