import { CacheComGeracao } from './cache-com-geracao.js';

/**
 * Resolved sessions kept for a few seconds (issue 12, fix 2; ADR 038), so a request does not pay a session lookup
 * before its own work. Forgotten all at once when anything a session is made of may have changed: after every write
 * answered by this instance (before the answer leaves), and on every notice of the database's `avisar_sessoes`
 * trigger (another instance's write, or a change by hand). The validity is the bound when notices cannot arrive.
 */
export const VALIDADE_DA_SESSAO_EM_CACHE_MS = 5_000;
/** The NOTIFY channel of migration 0015. */
export const CANAL_DE_SESSOES = 'sgi_sessoes';
const MAXIMO_DE_SESSOES = 10_000;

/** The sessions' cache: 5 s, up to 10,000 sessions. */
export class CacheDeSessoes<T> extends CacheComGeracao<T> {
  constructor(validadeMs = VALIDADE_DA_SESSAO_EM_CACHE_MS) {
    super(validadeMs, MAXIMO_DE_SESSOES);
  }
}
