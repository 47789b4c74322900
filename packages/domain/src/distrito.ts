import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refSchema } from './respostas.js';
import { textoSchema } from './texto.js';

/** Limits of the distrito (cadastros-relatorios §5, §9): ordem ≥ 0 default 0; nome is the column's length. */
export const DISTRITO = {
  ordemPadrao: 0,
  ordemMax: 99999,
  nomeMax: 100,
  /** default page size of the list (§9) */
  paginaPadrao: 10,
} as const;

/** Sort keys of the distrito list; ordem is the default. */
export const DISTRITO_ORDENS = ['ordem', 'nome', 'defensoria'] as const;
export type DistritoOrdem = (typeof DISTRITO_ORDENS)[number];

export const MENSAGEM_NOME_DISTRITO = 'Informe o nome do distrito.';
export const MENSAGEM_DEFENSORIA_DISTRITO = 'Selecione a defensoria.';
const MENSAGEM_ORDEM = 'A ordem deve ser um número inteiro maior ou igual a 0.';

const idDefensoria = z
  .number({ error: MENSAGEM_DEFENSORIA_DISTRITO })
  .int(MENSAGEM_DEFENSORIA_DISTRITO)
  .positive(MENSAGEM_DEFENSORIA_DISTRITO);

/** Distrito form and POST/PUT body (cadastros-relatorios §2.8, §3 Distrito): it always belongs to a defensoria. */
export const distritoInputSchema = z.object({
  ordem: z
    .number({ error: MENSAGEM_ORDEM })
    .int(MENSAGEM_ORDEM)
    .min(0, MENSAGEM_ORDEM)
    .max(DISTRITO.ordemMax, `A ordem deve ser no máximo ${DISTRITO.ordemMax}.`)
    .nullish()
    .transform((v) => v ?? DISTRITO.ordemPadrao),
  nome: textoSchema({ error: MENSAGEM_NOME_DISTRITO })
    .trim()
    .min(1, MENSAGEM_NOME_DISTRITO)
    .max(DISTRITO.nomeMax, `Nome: no máximo ${DISTRITO.nomeMax} caracteres.`),
  defensoria: z.object({ id: idDefensoria }, { error: MENSAGEM_DEFENSORIA_DISTRITO }),
});
export type DistritoInput = z.infer<typeof distritoInputSchema>;

/** cadastros-relatorios §3 Distrito as the detail answers, and the list with comDefensoria (the defensoria's name). */
export const distritoSchema = z.object({ id: z.number(), ordem: z.number(), nome: z.string(), defensoria: refSchema });
export type Distrito = z.infer<typeof distritoSchema>;
export const distritoDetalheSchema = distritoSchema.extend(auditoriaSchema.shape);
export type DistritoDetalhe = z.infer<typeof distritoDetalheSchema>;
