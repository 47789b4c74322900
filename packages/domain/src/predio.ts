import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, enderecoJsonSchema, refSchema, telefoneJsonSchema } from './respostas.js';
import { ordemSchema } from './ordem.js';
import { enderecoPessoaSchema, telefonePessoaSchema } from './pessoa.js';
import { textoSchema } from './texto.js';

/**
 * Limits of the building ('Unidade') and its sectors (cadastros-relatorios §5, §9): ordem ≥ 0, CEP 8 digits,
 * DDD 0 to 999 (default 79, §9), phone 10 digits; sigla up to 7 characters (the key), capacidade 1 to 999.
 */
export const PREDIO = {
  nomeMax: 150,
  dddMin: 0,
  dddMax: 999,
  dddPadrao: 79,
  telefoneMaxDigitos: 10,
  cepMaxDigitos: 8,
  siglaMax: 7,
  setorNomeMax: 100,
  capacidadeMin: 1,
  capacidadeMax: 999,
} as const;

/** Building types (cadastros-relatorios §3 "Building types"). */
export const TIPO_PREDIO_OPCOES = [
  { value: 1, label: 'Defensoria' },
  { value: 2, label: 'Administrativo' },
  { value: 3, label: 'Recepção' },
] as const;
export type TipoPredio = (typeof TIPO_PREDIO_OPCOES)[number]['value'];
export const tipoPredioLabel = (v: number | null | undefined) => TIPO_PREDIO_OPCOES.find((o) => o.value === v)?.label ?? '';

export const MENSAGEM_NOME_PREDIO = 'Informe o nome da unidade.';
export const MENSAGEM_COMARCA_PREDIO = 'Selecione a comarca.';
export const MENSAGEM_TIPO_PREDIO = 'Tipo de unidade inválido.';
export const MENSAGEM_SIGLA_OBRIGATORIA = 'Informe a sigla do setor.';
export const MENSAGEM_SIGLA_MAX = `A sigla deve ter no máximo ${PREDIO.siglaMax} caracteres.`;
export const MENSAGEM_NOME_SETOR = 'Informe o nome do setor.';
export const MENSAGEM_CAPACIDADE = `A capacidade deve estar entre ${PREDIO.capacidadeMin} e ${PREDIO.capacidadeMax}.`;
export const MENSAGEM_RESPONSAVEL = 'Responsável inválido.';
export const mensagemSiglaRepetida = (sigla: string) => `A sigla ${sigla} aparece mais de uma vez nos setores.`;

const id = (mensagem: string) => z.number({ error: mensagem }).int(mensagem).positive(mensagem);

/** The sigla as stored and compared: trimmed and upper-case ('ger ' and 'GER' are the same sector). */
export const normalizarSigla = (sigla: string) => sigla.trim().toUpperCase();

/** One sector of the building form (cadastros-relatorios §3 Setor, §5). */
export const setorInputSchema = z.object({
  sigla: textoSchema({ error: MENSAGEM_SIGLA_OBRIGATORIA })
    .transform(normalizarSigla)
    .pipe(textoSchema().min(1, MENSAGEM_SIGLA_OBRIGATORIA).max(PREDIO.siglaMax, MENSAGEM_SIGLA_MAX)),
  nome: textoSchema({ error: MENSAGEM_NOME_SETOR })
    .trim()
    .min(1, MENSAGEM_NOME_SETOR)
    .max(PREDIO.setorNomeMax, `Nome do setor: no máximo ${PREDIO.setorNomeMax} caracteres.`),
  capacidade: z
    .number({ error: MENSAGEM_CAPACIDADE })
    .int(MENSAGEM_CAPACIDADE)
    .min(PREDIO.capacidadeMin, MENSAGEM_CAPACIDADE)
    .max(PREDIO.capacidadeMax, MENSAGEM_CAPACIDADE),
  responsavel: z
    .object({ id: id(MENSAGEM_RESPONSAVEL) }, { error: MENSAGEM_RESPONSAVEL })
    .nullish()
    .transform((v) => v ?? null),
});
export type SetorInput = z.infer<typeof setorInputSchema>;

const telefone = (campo: string) =>
  telefonePessoaSchema(PREDIO.dddMin, PREDIO.dddMax, PREDIO.dddPadrao, campo)
    .nullish()
    .transform((t) => t ?? { ddd: PREDIO.dddPadrao, numero: null });

/**
 * Building form and POST/PUT body (cadastros-relatorios §2.7, §3 Predio, §5). `setores` is the building's whole
 * sector list: the sigla is the key, so one sigla twice in a body is refused naming it (§4).
 */
export const predioInputSchema = z
  .object({
    ordem: ordemSchema(),
    comarca: z.object({ id: id(MENSAGEM_COMARCA_PREDIO) }, { error: MENSAGEM_COMARCA_PREDIO }),
    nome: textoSchema({ error: MENSAGEM_NOME_PREDIO })
      .trim()
      .min(1, MENSAGEM_NOME_PREDIO)
      .max(PREDIO.nomeMax, `Nome: no máximo ${PREDIO.nomeMax} caracteres.`),
    tipo: z
      .number({ error: MENSAGEM_TIPO_PREDIO })
      .refine((v) => TIPO_PREDIO_OPCOES.some((o) => o.value === v), MENSAGEM_TIPO_PREDIO)
      .nullish()
      .transform((v) => (v ?? null) as TipoPredio | null),
    endereco: enderecoPessoaSchema.nullish().transform((e) => e ?? enderecoPessoaSchema.parse({})),
    telefoneprincipal: telefone('Telefone principal'),
    telefonesecundario: telefone('Telefone secundário'),
    setores: z
      .array(setorInputSchema, { error: 'Setores inválidos.' })
      .nullish()
      .transform((s) => s ?? []),
  })
  .superRefine((p, ctx) => {
    const vistas = new Set<string>();
    p.setores.forEach((s, i) => {
      if (vistas.has(s.sigla)) ctx.addIssue({ code: 'custom', message: mensagemSiglaRepetida(s.sigla), path: ['setores', i, 'sigla'] });
      vistas.add(s.sigla);
    });
  });
export type PredioInput = z.infer<typeof predioInputSchema>;

/** cadastros-relatorios §3 Predio as the list answers it: defensorias and nucleos are counts. */
export const predioSchema = z.object({
  id: z.number(),
  ordem: z.number(),
  nome: z.string(),
  tipo: z.number().nullable(),
  comarca: refSchema,
  endereco: enderecoJsonSchema,
  telefoneprincipal: telefoneJsonSchema,
  telefonesecundario: telefoneJsonSchema,
  defensorias: z.number(),
  nucleos: z.number(),
});
export type Predio = z.infer<typeof predioSchema>;
/** cadastros-relatorios §3 Setor, plus its id: placements (Lotacao.setor{id}) and the form's history point at it. */
export const setorSchema = z.object({ id: z.number(), sigla: z.string(), nome: z.string(), capacidade: z.number(), responsavel: refSchema.nullable() });
export type Setor = z.infer<typeof setorSchema>;
export const predioDetalheSchema = predioSchema.extend({ setores: z.array(setorSchema) }).extend(auditoriaSchema.shape);
export type PredioDetalhe = z.infer<typeof predioDetalheSchema>;
