import { onlyDigits } from './cpf.js';

// Digits plus the usual mask characters; letters mean the value is not a phone and must not be reshaped.
const CARACTERES_PERMITIDOS = /^[\d\s().-]*$/;

/** Digits of a phone-looking input, or null when it contains anything else. */
function digitosTelefone(numero: string): string | null {
  return CARACTERES_PERMITIDOS.test(numero) ? onlyDigits(numero) : null;
}

/** 8 or 9 digits (local number) or 10 or 11 (with DDD), mask characters allowed. */
export function isValidTelefone(numero: string): boolean {
  const d = digitosTelefone(numero);
  return d !== null && d.length >= 8 && d.length <= 11;
}

/**
 * 8 -> '9999-9999', 9 -> '99999-9999', 10 -> '(79) 9999-9999', 11 -> '(79) 99999-9999'.
 * Any other input is returned unchanged so stored odd values still show as typed.
 */
export function formatTelefone(numero: string): string {
  const d = digitosTelefone(numero);
  if (d === null) return numero;
  switch (d.length) {
    case 8:
      return `${d.slice(0, 4)}-${d.slice(4)}`;
    case 9:
      return `${d.slice(0, 5)}-${d.slice(5)}`;
    case 10:
      return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
    case 11:
      return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
    default:
      return numero;
  }
}

/**
 * Phone stored as separate DDD and number: '(79) 99999-9999'.
 * - no number (null/blank) -> '' (a lone DDD says nothing);
 * - number already carrying a DDD (10/11 digits) -> formatted as is, the separate DDD is ignored;
 * - DDD missing or not a two-digit code (11..99) -> just the number.
 */
export function formatTelefoneDdd(ddd: number | null, numero: string | null): string {
  if (numero === null || numero.trim() === '') return '';
  const d = digitosTelefone(numero);
  if (d !== null && (d.length === 10 || d.length === 11)) return formatTelefone(numero);
  const local = formatTelefone(numero.trim());
  const dddValido = ddd !== null && Number.isInteger(ddd) && ddd >= 11 && ddd <= 99;
  return dddValido ? `(${ddd}) ${local}` : local;
}
