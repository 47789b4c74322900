import type { Db } from '../../db/client.js';
import { emailSaida } from './table.js';

export interface NovoEmail {
  destinatario: string;
  assunto: string;
  corpo: string;
}

/** Queues e-mails in the caller's transaction: the message exists if and only if the action committed. */
export async function enfileirarEmails(tx: Db, emails: NovoEmail[]): Promise<void> {
  if (emails.length === 0) return;
  // Due from the application's clock, the one the sender compares with: the database's now() has microseconds
  // and would be a fraction of a millisecond "later" than a JS Date taken right after the insert.
  const agora = new Date();
  await tx.insert(emailSaida).values(emails.map((e) => ({ ...e, proximaTentativaEm: agora })));
}
