import { onlyDigits } from './cpf.js';
import { formatTelefone } from './telefone.js';

/**
 * Masks applied while a field is typed: only digits are kept and the punctuation is placed as they arrive, so the
 * field never shows letters nor moves digits around. Forms hold the digits; these say how to show them.
 */

/** CEP, at most 8 digits: '49000', '49000-0', '49000-000'. */
export function mascaraCep(texto: string): string {
  const d = onlyDigits(texto).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * The number of a phone whose DDD has its own field: never shown with a DDD, whatever its length —
 * '3211', '3211-4', '3211-4567', '99194-6600'; at most `max` digits (10 by the registers' rule).
 */
export function mascaraNumeroTelefone(texto: string, max = 10): string {
  const d = onlyDigits(texto).slice(0, max);
  if (d.length <= 4) return d;
  // The last four digits after the dash once there are more than eight; the first four before it until then.
  const corte = Math.max(4, d.length - 4);
  return `${d.slice(0, corte)}-${d.slice(corte)}`;
}

/** A phone in one field, DDD included (the advisor's): up to 11 digits, '3211-4567' … '(79) 99123-4567'. */
export function mascaraTelefone(texto: string): string {
  const d = onlyDigits(texto).slice(0, 11);
  return d.length >= 10 ? formatTelefone(d) : mascaraNumeroTelefone(d, 9);
}

/** A time of day in 24 hours, 'HH:mm', whatever the browser's language: '1', '13', '13:0', '13:00'. */
export function mascaraHora(texto: string): string {
  const d = onlyDigits(texto).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}
