import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, enderecoJsonSchema, telefoneJsonSchema } from './respostas.js';
import { cnpjSchema } from './cnpj.js';
import { digitosOpcionaisSchema, textoOpcionalSchema } from './campos.js';
import { textoSchema } from './texto.js';

/**
 * Limits and defaults of the institution form (cadastros-relatorios §5, §9: DDD 0 to 99 default 79, CEP 8,
 * phone 10). One object with a specific name: other registers declare their own phone rules (DDD 1 to 99 for
 * interns, up to 999 for buildings), so generic names would collide in the package's index.
 */
export const INSTITUICAO = {
  dddPadrao: 79,
  ordemPadrao: 0,
  cepMaxDigitos: 8,
  telefoneMaxDigitos: 10,
  razaoSocialMax: 150,
  representanteMax: 100,
} as const;

const MENSAGEM_CNPJ_OBRIGATORIO = 'Informe o CNPJ.';
const MENSAGEM_RAZAO_SOCIAL = 'Informe a razão social.';

/** Optional text: blanks and null become null; longer than `max` is refused with the field's name. */
const enderecoSchema = z.object({
  cep: digitosOpcionaisSchema(INSTITUICAO.cepMaxDigitos, 'CEP'),
  cidade: textoOpcionalSchema(100, 'Cidade'),
  bairro: textoOpcionalSchema(100, 'Bairro'),
  logradouro: textoOpcionalSchema(150, 'Logradouro'),
  complemento: textoOpcionalSchema(100, 'Complemento'),
  numero: textoOpcionalSchema(20, 'Número'),
});

const MENSAGEM_DDD = 'O DDD deve estar entre 0 e 99.';

const telefoneSchema = z.object({
  // An absent DDD takes the default (cadastros-relatorios §5: 0 to 99, default 79).
  ddd: z
    .number({ error: MENSAGEM_DDD })
    .int(MENSAGEM_DDD)
    .min(0, MENSAGEM_DDD)
    .max(99, MENSAGEM_DDD)
    .nullish()
    .transform((v) => v ?? INSTITUICAO.dddPadrao),
  numero: digitosOpcionaisSchema(INSTITUICAO.telefoneMaxDigitos, 'Telefone'),
});

const MENSAGEM_ORDEM = 'A ordem deve ser um número inteiro maior ou igual a 0.';

/** Instituição de ensino form and POST/PUT body (cadastros-relatorios §2.4, §3, §5). */
export const instituicaoInputSchema = z.object({
  ordem: z
    .number({ error: MENSAGEM_ORDEM })
    .int(MENSAGEM_ORDEM)
    .min(0, MENSAGEM_ORDEM)
    .max(99999, 'A ordem deve ser no máximo 99999.')
    .nullish()
    .transform((v) => v ?? INSTITUICAO.ordemPadrao),
  // Blank is "missing", anything else typed goes to the check-digit rule ('CNPJ inválido.'); out: 14 characters.
  cnpj: textoSchema({ error: MENSAGEM_CNPJ_OBRIGATORIO }).trim().min(1, MENSAGEM_CNPJ_OBRIGATORIO).pipe(cnpjSchema),
  razao_social: textoSchema({ error: MENSAGEM_RAZAO_SOCIAL })
    .trim()
    .min(1, MENSAGEM_RAZAO_SOCIAL)
    .max(INSTITUICAO.razaoSocialMax, `Razão social: no máximo ${INSTITUICAO.razaoSocialMax} caracteres.`),
  representante_cargo: textoOpcionalSchema(INSTITUICAO.representanteMax, 'Cargo do representante'),
  representante_nome: textoOpcionalSchema(INSTITUICAO.representanteMax, 'Nome do representante'),
  endereco: enderecoSchema.nullish().transform((e) => e ?? enderecoSchema.parse({})),
  telefone: telefoneSchema.nullish().transform((t) => t ?? telefoneSchema.parse({})),
});
export type InstituicaoInput = z.infer<typeof instituicaoInputSchema>;

/** cadastros-relatorios §3 InstituicaoEnsino as answered; `cnpj` is the 14 normalized characters (shown formatted). */
export const instituicaoSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  cnpj: z.string(),
  razao_social: z.string(),
  representante_cargo: z.string().nullable(),
  representante_nome: z.string().nullable(),
  endereco: enderecoJsonSchema,
  telefone: telefoneJsonSchema,
});
export type Instituicao = z.infer<typeof instituicaoSchema>;
export const instituicaoDetalheSchema = instituicaoSchema.extend(auditoriaSchema.shape);
export type InstituicaoDetalhe = z.infer<typeof instituicaoDetalheSchema>;
