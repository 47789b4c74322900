import './zod-pt-br.js';
import { z } from 'zod';
import { textoSchema } from './texto.js';

/** Largest ordem accepted by the structure registers: the report position, far beyond any real list. */
export const ORDEM_MAX = 99999;
export const MENSAGEM_ORDEM = 'A ordem deve ser um número inteiro maior ou igual a 0.';

/**
 * 'ordem' of comarca, atuação and vara (cadastros-relatorios §5: numeric, min 0, default 0). A cleared field
 * arrives as null or absent and takes the default.
 */
export const ordemSchema = () =>
  z
    .number({ error: MENSAGEM_ORDEM })
    .int(MENSAGEM_ORDEM)
    .min(0, MENSAGEM_ORDEM)
    .max(ORDEM_MAX, `A ordem deve ser no máximo ${ORDEM_MAX}.`)
    .nullish()
    .transform((v) => v ?? 0);

/** A required name, trimmed, with the column's length as its limit. */
export const nomeObrigatorioSchema = (max: number, obrigatorio: string) =>
  textoSchema({ error: obrigatorio }).trim().min(1, obrigatorio).max(max, `Nome: no máximo ${max} caracteres.`);

/** Direction of a list's sort (query orderBy, as the intern list does): 'asc' or 'desc', any case. */
export const direcaoOrdenacaoSchema = z
  .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: 'Ordenação inválida.' }))
  .default('asc');
