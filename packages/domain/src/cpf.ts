import { textoSchema } from './texto.js';

/** Longest accepted input: '000.000.000-00'. */
export const CPF_MAX_LENGTH = 14;

const MENSAGEM_CPF_INVALIDO = 'CPF inválido.';

// Only digits and the usual punctuation/spaces may appear; letters must not be silently dropped.
const CARACTERES_PERMITIDOS = /^[\d.\-\s]*$/;

export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** Modulo-11 check digit over `digitos` with weights starting at `pesoInicial` and decreasing to 2. */
function digitoVerificador(digitos: string, pesoInicial: number): number {
  let soma = 0;
  for (let i = 0; i < digitos.length; i++) {
    soma += Number(digitos[i]) * (pesoInicial - i);
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

export function isValidCpf(input: string): boolean {
  if (input.length > CPF_MAX_LENGTH || !CARACTERES_PERMITIDOS.test(input)) return false;
  const digitos = onlyDigits(input);
  if (digitos.length !== 11) return false;
  // Repeated digits pass the modulo-11 check but are never issued.
  if (/^(\d)\1{10}$/.test(digitos)) return false;
  const dv1 = digitoVerificador(digitos.slice(0, 9), 10);
  const dv2 = digitoVerificador(digitos.slice(0, 10), 11);
  return dv1 === Number(digitos[9]) && dv2 === Number(digitos[10]);
}

/** '000.000.000-00' for a valid CPF; anything else is returned as typed so the user can fix it. */
export function formatCpf(input: string): string {
  if (!isValidCpf(input)) return input;
  const d = onlyDigits(input);
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * Log-safe form: '123.***.***-09'. Masks any 11-digit input (even with wrong check digits, since a
 * typo is still personal data); other inputs become fully masked so nothing partial leaks.
 */
export function maskCpf(input: string): string {
  const d = onlyDigits(input);
  if (d.length !== 11) return '***.***.***-**';
  return `${d.slice(0, 3)}.***.***-${d.slice(9)}`;
}

/** Required CPF: accepts formatted or bare input, outputs the 11 digits. */
export const cpfSchema = textoSchema({ error: MENSAGEM_CPF_INVALIDO })
  .trim()
  // abort: the refine would only repeat the same message.
  .max(CPF_MAX_LENGTH, { error: MENSAGEM_CPF_INVALIDO, abort: true })
  .refine(isValidCpf, { error: MENSAGEM_CPF_INVALIDO })
  .transform(onlyDigits);

/** Optional CPF: '', blanks, null and undefined all mean "not informed" and become null. */
export const cpfOpcionalSchema = textoSchema({ error: MENSAGEM_CPF_INVALIDO })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(cpfSchema.nullable());
