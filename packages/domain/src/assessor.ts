import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema } from './respostas.js';
import { textoOpcionalSchema } from './campos.js';
import { cpfSchema, onlyDigits } from './cpf.js';
import { isValidDataIso } from './datas.js';
import { dataIsoOpcionalSchema } from './datas-schema.js';
import { isValidTelefone } from './telefone.js';
import { textoSchema } from './texto.js';

/** Limits of the advisor register: the assessor table's columns (cadastros-relatorios §3 Assessor). */
export const ASSESSOR_REGRAS = {
  nomeMax: 100,
  emailMax: 50,
} as const;

/** Assessor list sizes (cadastros-relatorios §9): everything in one page unless Paginar, then 20 per page. */
export const ASSESSOR_LISTA_TAKE = 10000;
export const ASSESSOR_LISTA_TAKE_PAGINADO = 20;

export const MENSAGEM_CPF_OBRIGATORIO = 'CPF é obrigatório.';
export const MENSAGEM_SAIDA_ANTES_DA_ENTRADA = 'A data de saída não pode ser anterior à data de entrada.';

const email = (campo: string) =>
  textoSchema({ error: `${campo} inválido.` })
    .trim()
    .max(ASSESSOR_REGRAS.emailMax, `${campo}: no máximo ${ASSESSOR_REGRAS.emailMax} caracteres.`)
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .pipe(z.email(`${campo} inválido.`).nullable());

// Absent dates count as empty: a client that omits data_saida clears nothing it did not mean to.
const data = dataIsoOpcionalSchema.optional().transform((v) => v ?? null);

/** Assessor form and POST/PUT body (cadastros-relatorios §5 Assessor: CPF required; §7 body fields). */
export const assessorInputSchema = z
  .object({
    cpf: textoSchema({ error: MENSAGEM_CPF_OBRIGATORIO }).trim().min(1, MENSAGEM_CPF_OBRIGATORIO).pipe(cpfSchema),
    nome: textoOpcionalSchema(ASSESSOR_REGRAS.nomeMax, 'Nome'),
    ativo: z.boolean({ error: 'Ativo deve ser verdadeiro ou falso.' }).default(true),
    // One field with DDD (the column has no separate DDD); stored as digits, shown formatted.
    telefone: textoSchema({ error: 'Telefone inválido.' })
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isValidTelefone(v), 'Telefone: informe de 8 a 11 dígitos.')
      .transform((v) => (v === null ? null : onlyDigits(v))),
    email: email('E-mail pessoal'),
    email_institucional: email('E-mail institucional'),
    data_entrada: data,
    data_sessao: data,
    data_saida: data,
  })
  .superRefine((v, ctx) => {
    if (v.data_entrada && v.data_saida && isValidDataIso(v.data_entrada) && v.data_saida < v.data_entrada) {
      ctx.addIssue({ code: 'custom', path: ['data_saida'], message: MENSAGEM_SAIDA_ANTES_DA_ENTRADA });
    }
  });
export type AssessorInput = z.infer<typeof assessorInputSchema>;

/** An assessor as the list answers it. */
export const assessorResumoSchema = z.object({
  id: z.number(),
  cpf: z.string(),
  nome: z.string().nullable(),
  ativo: z.boolean(),
  telefone: z.string().nullable(),
  email_institucional: z.string().nullable(),
  email: z.string().nullable(),
  data_entrada: z.string().nullable(),
  data_sessao: z.string().nullable(),
  data_saida: z.string().nullable(),
});
export type AssessorResumo = z.infer<typeof assessorResumoSchema>;
/** The detail adds the number of attachments (the form's 'Anexos (n)') and the audit fields. */
export const assessorDetalheSchema = assessorResumoSchema.extend({ anexos: z.number() }).extend(auditoriaSchema.shape);
export type AssessorDetalhe = z.infer<typeof assessorDetalheSchema>;
