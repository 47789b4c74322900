import './zod-pt-br.js';
import { z } from 'zod';

/**
 * Optimistic concurrency (DESIGN §4, ADR 022): every editable record carries `versao`; a write sends back the
 * version it read, and a write against an older version is refused (409) with nothing overwritten.
 */
export const MENSAGEM_VERSAO = 'Informe a versão do registro lido (versao). Recarregue a página e tente de novo.';

export const versaoSchema = z
  .number({ error: MENSAGEM_VERSAO })
  .int(MENSAGEM_VERSAO)
  .min(1, MENSAGEM_VERSAO)
  .max(2147483647, MENSAGEM_VERSAO);

/** A write body: the record's input plus the version it was read at. */
export type Versionado<T> = T & { versao: number };

/** The 409 answer of a stale write carries the record's current version (`versaoAtual`) beside the message. */
export const conflitoDeVersaoSchema = z.object({ message: z.string(), versaoAtual: z.number() });
