import { z } from 'zod';
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
