import type { Db } from '../../db/client.js';
import { revelarLink } from '../auth/folha-token.js';
import { revelarCodigo } from '../auth/recuperacao.js';
import type { RefSegredo, TipoDeSegredo } from './outbox.js';

/** How the sender draws each kind of secret (ADR 023): a kind is declared in outbox.ts and registered here. */
const REVELAR: Record<TipoDeSegredo, (db: Db, id: number, agora: Date) => Promise<string | null>> = {
  'codigo-recuperacao': revelarCodigo,
  'link-folha': revelarLink,
};

/**
 * Draws a fresh secret for the referenced row and stores its hash; a secret drawn before for the same row (an earlier
 * attempt of the same message) stops working. Null when the row was used, expired or deleted: nothing to send.
 */
export function revelarSegredo(db: Db, ref: RefSegredo, agora: Date): Promise<string | null> {
  const revelar = REVELAR[ref.tipo] as (typeof REVELAR)[TipoDeSegredo] | undefined;
  return revelar ? revelar(db, ref.id, agora) : Promise.resolve(null);
}
