/** Default table colours, used when a stored colour is missing or malformed. */
export const COR_FUNDO_TABELA_PADRAO = '#e5e5e5';
export const COR_LETRA_TABELA_PADRAO = '#000000';

// Only the short and long hex forms: they are safe to drop into CSS and into <input type="color">.
const COR_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isValidCor(s: string | null | undefined): s is string {
  return typeof s === 'string' && COR_HEX.test(s);
}

/** The colour when valid, else the fallback (stored values may predate validation). */
export function corOuPadrao(s: string | null | undefined, padrao: string): string {
  return isValidCor(s) ? s : padrao;
}
