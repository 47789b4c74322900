import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, enderecoJsonSchema, telefoneJsonSchema } from './respostas.js';
import {
  buscaPessoaSchema,
  cpfObrigatorioSchema,
  dataNascimentoSchema,
  defensorPerfilShape,
  emailOpcionalSchema,
  enderecoPessoaSchema,
  exoneracaoAntesDaAdmissao,
  MENSAGEM_EXONERACAO_ANTES_ADMISSAO,
  nomePessoaSchema,
  telefonePessoaSchema,
} from './pessoa.js';

/** Defender form rules (cadastros-relatorios §5, §9): DDD 0 to 99, default 79. */
export const DEFENSOR = {
  dddPadrao: 79,
  dddMin: 0,
  dddMax: 99,
} as const;

/** Sort keys of the defender list; nome (the pessoa's name) is the default (cadastros-relatorios §2.1). */
export const DEFENSOR_ORDENS = ['nome', 'data_admissao', 'data_referencia', 'data_exoneracao'] as const;
export type DefensorOrdem = (typeof DEFENSOR_ORDENS)[number];

const telefoneDefensor = telefonePessoaSchema(DEFENSOR.dddMin, DEFENSOR.dddMax, DEFENSOR.dddPadrao);

/**
 * Defensor form and POST/PUT body (cadastros-relatorios §3 Defensor): the pessoa's data (cpf, nome, birth date,
 * e-mails, address, phone) plus the defender profile. email_pessoal is the pessoa's e-mail, email the
 * institutional one. cpf, nome and data_nascimento are required.
 */
export const defensorInputSchema = z
  .object({
    cpf: cpfObrigatorioSchema,
    nome: nomePessoaSchema,
    data_nascimento: dataNascimentoSchema,
    email_pessoal: emailOpcionalSchema('E-mail pessoal'),
    email: emailOpcionalSchema('E-mail institucional'),
    endereco: enderecoPessoaSchema.nullish(),
    telefone: telefoneDefensor.nullish(),
    ...defensorPerfilShape,
  })
  .refine((d) => !exoneracaoAntesDaAdmissao(d), { error: MENSAGEM_EXONERACAO_ANTES_ADMISSAO, path: ['data_exoneracao'] });
export type DefensorInput = z.infer<typeof defensorInputSchema>;

/** The defender list's query (cadastros-relatorios §7): paging is added by the API. */
export const listaDefensoresSchema = z.object({
  orderBy: z.enum(DEFENSOR_ORDENS, { error: 'Ordenação inválida.' }).default('nome'),
  orderbyasc: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'orderbyasc deve ser true ou false.' })
    .default(true)
    .transform((v) => v === true || v === 'true'),
  ...buscaPessoaSchema.shape,
});

/** A defensor as the list answers it. */
export const defensorResumoSchema = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  titulo: z.string().nullable(),
  ativo: z.boolean(),
  data_admissao: z.string().nullable(),
  data_referencia: z.string().nullable(),
  data_exoneracao: z.string().nullable(),
});
export type DefensorResumo = z.infer<typeof defensorResumoSchema>;
/**
 * cadastros-relatorios §3 Defensor, plus pessoaId (the form's history shows the pessoa too) and audit info; the
 * versao is the pessoa's: every form that writes the pessoa sends it back (ADR 022). As the form reads it, with
 * the address and the phone (GET defensor/{id} sends them when asked: telefone, endereco).
 */
export const defensorDetalheSchema = defensorResumoSchema
  .extend({
    pessoaId: z.number(),
    data_nascimento: z.string().nullable(),
    email_pessoal: z.string().nullable(),
    email: z.string().nullable(),
    endereco: enderecoJsonSchema,
    telefone: telefoneJsonSchema,
    numero_oab: z.string().nullable(),
    matricula_defensoria: z.string().nullable(),
    anotacao: z.string().nullable(),
  })
  .extend(auditoriaSchema.shape);
export type DefensorDetalhe = z.infer<typeof defensorDetalheSchema>;
