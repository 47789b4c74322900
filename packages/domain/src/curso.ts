import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema } from './respostas.js';
import { textoSchema } from './texto.js';

/** Longest course name: the curso.nome column (cadastros-relatorios §3 Curso). */
export const CURSO_NOME_MAX = 100;

export const MENSAGEM_NOME_CURSO = 'Informe o nome do curso.';

/** Curso form and POST/PUT body (cadastros-relatorios §2.4, §3). */
export const cursoInputSchema = z.object({
  nome: textoSchema({ error: MENSAGEM_NOME_CURSO })
    .trim()
    .min(1, MENSAGEM_NOME_CURSO)
    .max(CURSO_NOME_MAX, `O nome do curso aceita no máximo ${CURSO_NOME_MAX} caracteres.`),
});
export type CursoInput = z.infer<typeof cursoInputSchema>;

/** cadastros-relatorios §3 Curso as answered. */
export const cursoSchema = z.object({ id: z.number(), nome: z.string() });
export type Curso = z.infer<typeof cursoSchema>;
export const cursoDetalheSchema = cursoSchema.extend(auditoriaSchema.shape);
export type CursoDetalhe = z.infer<typeof cursoDetalheSchema>;
