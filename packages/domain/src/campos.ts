import './zod-pt-br.js';
import { z } from 'zod';
import { onlyDigits } from './cpf.js';
import { textoMultilinhaSchema, textoSchema } from './texto.js';

type TextoParams = Parameters<typeof z.string>[0];

/**
 * Optional text: blanks, null and absent become null; longer than `max` is refused with the field's name. `params`
 * gives the message of a value that is not text at all (e.g. 'Prefixo inválido.').
 */
export const textoOpcionalSchema = (max: number, campo: string, params?: TextoParams) =>
  textoSchema(params)
    .trim()
    .max(max, `${campo}: no máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An anotação, typed in a textarea: textoOpcionalSchema that keeps line breaks and tabs (ADR 027). */
export const anotacaoSchema = (max: number, campo: string) =>
  textoMultilinhaSchema()
    .trim()
    .max(max, `${campo}: no máximo ${max} caracteres.`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Optional digits typed with a mask ('49000-000', '3211-4567'): only digits and mask characters are accepted
 * (a letter is an error, not silently dropped); stored as the bare digits, at most `max` of them.
 */
export const digitosOpcionaisSchema = (max: number, campo: string) =>
  textoSchema()
    .trim()
    .regex(/^[\d\s().-]*$/, `${campo}: informe apenas números.`)
    .transform(onlyDigits)
    .refine((d) => d.length <= max, `${campo}: no máximo ${max} dígitos.`)
    .nullish()
    .transform((v) => (v ? v : null));
