/**
 * Process numbers of a movement line (cadastros-relatorios §3 Registro de movimentacao, §5, §9; ADR 068): the spec's
 * 12-digit number, and the CNJ unified number NNNNNNN-DD.AAAA.J.TR.OOOO (20 digits, CNJ Resolução 65/2008) with its
 * check digits. Both are stored as their digits only; the length tells them apart (12 or 20, never ambiguous).
 */

/** Lengths in digits; `textoMax` bounds what may be typed or pasted (the formatted CNJ number has 25 characters). */
export const PROCESSO = { digitos: 12, digitosCnj: 20, textoMax: 30 } as const;

export const MENSAGEM_PROCESSO_REPETIDO = 'Número já inserido.';
export const MENSAGEM_PROCESSO_NAO_NUMERO = 'Valor não é um número.';
export const MENSAGEM_PROCESSO_TAMANHO = 'O número de processo deve ter 12 caracteres.';
export const MENSAGEM_PROCESSO_CNJ_DIGITO = 'Número CNJ inválido: o dígito verificador não confere.';

// Digits and the CNJ mask's punctuation (and spaces, as numbers are pasted from court systems). A comma is refused:
// it separates the stored numbers (§3).
const CARACTERES_PERMITIDOS = /^[\d\s.-]*$/;

const apenasDigitos = (texto: string) => texto.replace(/\D/g, '');

/** The remainder modulo 97 of a long decimal string, digit by digit (it does not fit a double). */
function resto97(digitos: string): number {
  let resto = 0;
  for (const c of digitos) resto = (resto * 10 + Number(c)) % 97;
  return resto;
}

/**
 * The CNJ check digits DD (ISO 7064 mod 97-10, Resolução CNJ 65/2008 annex VIII) of the 18 other digits given in
 * the order the formula reads them, NNNNNNN AAAA J TR OOOO: DD = 98 − ((NNNNNNN AAAA J TR OOOO 00) mod 97), two
 * characters ('02'..'98').
 */
export function digitoVerificadorCnj(semDigito: string): string {
  if (!/^\d{18}$/.test(semDigito)) throw new RangeError(`Esperados 18 dígitos (NNNNNNN AAAA J TR OOOO): ${semDigito}`);
  return String(98 - resto97(`${semDigito}00`)).padStart(2, '0');
}

/** The 20 digits of a CNJ number (NNNNNNNDDAAAAJTROOOO) carry the right check digits. */
export function isNumeroCnjValido(digitos: string): boolean {
  if (!/^\d{20}$/.test(digitos)) return false;
  return digitoVerificadorCnj(digitos.slice(0, 7) + digitos.slice(9)) === digitos.slice(7, 9);
}

/**
 * Why a typed process number is refused, or null when it is accepted: anything but digits and the CNJ punctuation
 * (a blank too) is not a number; 20 digits are a CNJ number and must carry their check digits; every other length
 * answers the spec's 12-character message. With `jaInseridos` (the line's numbers so far, in any form), a number
 * whose digits are already there is 'Número já inserido.'.
 */
export function validarNumeroProcesso(texto: string, jaInseridos: readonly string[] = []): string | null {
  const t = texto.trim();
  if (!CARACTERES_PERMITIDOS.test(t)) return MENSAGEM_PROCESSO_NAO_NUMERO;
  if (t.length > PROCESSO.textoMax) return MENSAGEM_PROCESSO_TAMANHO;
  const digitos = apenasDigitos(t);
  if (digitos === '') return MENSAGEM_PROCESSO_NAO_NUMERO;
  if (digitos.length === PROCESSO.digitosCnj) {
    if (!isNumeroCnjValido(digitos)) return MENSAGEM_PROCESSO_CNJ_DIGITO;
  } else if (digitos.length !== PROCESSO.digitos) {
    return MENSAGEM_PROCESSO_TAMANHO;
  }
  return jaInseridos.some((n) => apenasDigitos(n) === digitos) ? MENSAGEM_PROCESSO_REPETIDO : null;
}

/** The stored form of a typed process number (its 12 or 20 digits), or null when `validarNumeroProcesso` refuses it. */
export function normalizarNumeroProcesso(texto: string): string | null {
  return validarNumeroProcesso(texto) === null ? apenasDigitos(texto) : null;
}

// Where the CNJ mask puts its punctuation: before the 8th digit '-', before the 10th, 14th, 15th and 17th '.'.
const SEPARADORES_CNJ = new Map([
  [7, '-'],
  [9, '.'],
  [13, '.'],
  [14, '.'],
  [16, '.'],
]);

/**
 * The CNJ mask applied as digits arrive (at most 20): '1234567', '1234567-8', '1234567-89.2024.8.25.0001'. A
 * separator shows only once a digit follows it, so erasing never leaves a dangling '-' or '.'.
 */
export function formatarNumeroCnj(texto: string): string {
  const digitos = apenasDigitos(texto).slice(0, PROCESSO.digitosCnj);
  let saida = '';
  for (let i = 0; i < digitos.length; i++) saida += (SEPARADORES_CNJ.get(i) ?? '') + digitos[i];
  return saida;
}

/**
 * The process field while it is typed. Up to 12 digits and no CNJ punctuation, it is the spec's number and shows
 * bare; from the 13th digit, or once '-' or '.' is typed, it is a CNJ number and takes the mask. Text with other
 * characters is left as typed, for the field to say 'Valor não é um número.'.
 */
export function mascaraNumeroProcesso(texto: string): string {
  if (!CARACTERES_PERMITIDOS.test(texto)) return texto;
  const digitos = apenasDigitos(texto);
  const cnj = digitos.length > PROCESSO.digitos || /[.-]/.test(texto);
  return cnj ? formatarNumeroCnj(digitos) : digitos;
}

/** A stored number as the screens and reports show it: a CNJ number formatted, a 12-digit one as it is. */
export function formatarNumeroProcesso(digitos: string): string {
  return /^\d{20}$/.test(digitos) ? formatarNumeroCnj(digitos) : digitos;
}

/** §3: a line's numbers are stored comma-separated; blanks between commas are dropped. */
export function processosDoTexto(texto: string | null | undefined): string[] {
  return (texto ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export const processosEmTexto = (processos: readonly string[]): string => processos.join(',');
