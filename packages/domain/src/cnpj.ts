import { textoSchema } from './texto.js';

/**
 * Alphanumeric CNPJ (Receita Federal, issued from July 2026). Existing numeric CNPJs stay valid
 * because digits keep their value: each character counts as its ASCII code minus 48.
 */

/** Longest accepted input: 'XX.XXX.XXX/XXXX-XX'. */
export const CNPJ_MAX_LENGTH = 18;

const MENSAGEM_CNPJ_INVALIDO = 'CNPJ inválido.';

const PESOS_DV1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const PESOS_DV2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// Checked before uppercasing: 'ß'.toUpperCase() is 'SS' and 'ı' becomes 'I', which would sneak past.
const CARACTERES_PERMITIDOS = /^[0-9A-Za-z./\-\s]*$/;

// 12 base characters (root + branch) then 2 numeric check digits.
const FORMATO_NORMALIZADO = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Strips the mask ('.', '/', '-', spaces) and uppercases; does not validate. */
export function normalizeCnpj(input: string): string {
  return input.replace(/[./\-\s]/g, '').toUpperCase();
}

function digitoVerificador(base: string, pesos: readonly number[]): number {
  let soma = 0;
  for (let i = 0; i < base.length; i++) {
    soma += (base.charCodeAt(i) - 48) * (pesos[i] ?? 0);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function isValidCnpj(input: string): boolean {
  if (input.length > CNPJ_MAX_LENGTH || !CARACTERES_PERMITIDOS.test(input)) return false;
  const cnpj = normalizeCnpj(input);
  if (!FORMATO_NORMALIZADO.test(cnpj)) return false;
  // Repeated characters ('00000000000000') pass the arithmetic but are never issued.
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  const dv1 = digitoVerificador(cnpj.slice(0, 12), PESOS_DV1);
  const dv2 = digitoVerificador(cnpj.slice(0, 13), PESOS_DV2);
  return dv1 === Number(cnpj[12]) && dv2 === Number(cnpj[13]);
}

/** 'XX.XXX.XXX/XXXX-XX' (uppercase) for a valid CNPJ; anything else is returned as typed. */
export function formatCnpj(input: string): string {
  if (!isValidCnpj(input)) return input;
  const c = normalizeCnpj(input);
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** Required CNPJ: accepts formatted or bare input (any case), outputs the 14 normalized characters. */
export const cnpjSchema = textoSchema({ error: MENSAGEM_CNPJ_INVALIDO })
  .trim()
  // abort: the refine would only repeat the same message.
  .max(CNPJ_MAX_LENGTH, { error: MENSAGEM_CNPJ_INVALIDO, abort: true })
  .refine(isValidCnpj, { error: MENSAGEM_CNPJ_INVALIDO })
  .transform(normalizeCnpj);

/** Optional CNPJ: '', blanks, null and undefined all mean "not informed" and become null. */
export const cnpjOpcionalSchema = textoSchema({ error: MENSAGEM_CNPJ_INVALIDO })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(cnpjSchema.nullable());
