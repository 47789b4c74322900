import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, telefoneJsonSchema } from './respostas.js';
import { isValidDataIso } from './datas.js';
import { dataIsoOpcionalSchema, dataIsoSchema } from './datas-schema.js';
import { anotacaoSchema } from './campos.js';
import { cpfObrigatorioSchema, dataNascimentoSchema, telefonePessoaSchema } from './pessoa.js';
import { textoSchema } from './texto.js';

/**
 * Limits and defaults of the intern form (cadastros-relatorios §5, §9: DDD 1 to 99 default 79, phone 10).
 * One object with a specific name: other registers declare their own phone rules.
 */
export const ESTAGIARIO_REGRAS = {
  dddPadrao: 79,
  telefoneMaxDigitos: 10,
  nomeMax: 100,
  emailMax: 50,
  anotacaoMax: 2000,
} as const;

/** Estado civil (cadastros-relatorios §3 Estagiario). */
export const ESTADO_CIVIL_OPCOES = [
  { value: 0, label: 'Solteiro' },
  { value: 1, label: 'Casado' },
  { value: 2, label: 'Separado' },
  { value: 3, label: 'Divorciado' },
  { value: 4, label: 'Viúvo' },
] as const;

/** Tipo de estágio (cadastros-relatorios §3 Estagio); the numbers continue the placement types 5, 6, 7. */
export const TIPO_ESTAGIO_OPCOES = [
  { value: 5, label: 'Voluntário' },
  { value: 6, label: 'Obrigatório' },
  { value: 7, label: 'Não Obrigatório' },
] as const;
export type TipoEstagio = (typeof TIPO_ESTAGIO_OPCOES)[number]['value'];

export const estadoCivilLabel = (v: number | null | undefined) => ESTADO_CIVIL_OPCOES.find((o) => o.value === v)?.label ?? '';
export const tipoEstagioLabel = (v: number | null | undefined) => TIPO_ESTAGIO_OPCOES.find((o) => o.value === v)?.label ?? '';

export const MENSAGEM_DATA_FINAL_MENOR = 'A data final não pode ser menor que a inicial.';
export const MENSAGEM_ESTAGIARIO_INATIVO = 'Estagiário inativo não pode receber novas ações.';

// abort: a blank field gets only its "required" message, not also the format rule's.
const obrigatorio = (mensagem: string) => textoSchema({ error: mensagem }).trim().min(1, { error: mensagem, abort: true });

const emailObrigatorio = obrigatorio('E-mail é obrigatório.')
  .max(ESTAGIARIO_REGRAS.emailMax, `E-mail: no máximo ${ESTAGIARIO_REGRAS.emailMax} caracteres.`)
  .pipe(z.email('E-mail inválido.'))
  .transform((v) => v.toLowerCase());

/**
 * Phone as DDD + number (cadastros-relatorios §5: DDD 1 to 99 default 79, number max 10 digits, stored as
 * digits). Without a number nothing is stored, not even the DDD: a lone DDD says nothing.
 */
const telefoneSchema = (campo: string) =>
  telefonePessoaSchema(1, 99, ESTAGIARIO_REGRAS.dddPadrao, campo)
    .nullish()
    .transform((t) => (t?.numero ? { ddd: t.ddd, numero: t.numero } : { ddd: null, numero: null }));

/** Estagiário form and POST/PUT body (cadastros-relatorios §3 Estagiario, §5 Intern). */
export const estagiarioInputSchema = z.object({
  cpf: cpfObrigatorioSchema,
  nome: obrigatorio('Nome é obrigatório').max(ESTAGIARIO_REGRAS.nomeMax, `Nome: no máximo ${ESTAGIARIO_REGRAS.nomeMax} caracteres.`),
  data_nascimento: dataNascimentoSchema,
  email: emailObrigatorio,
  estadocivil: z
    .number({ error: 'Estado civil inválido.' })
    .int('Estado civil inválido.')
    .min(0, 'Estado civil inválido.')
    .max(4, 'Estado civil inválido.')
    .nullish()
    .transform((v) => v ?? null),
  anotacao: anotacaoSchema(ESTAGIARIO_REGRAS.anotacaoMax, 'Anotação'),
  ativo: z.boolean().default(true),
  telefone: telefoneSchema('Telefone'),
  celular: telefoneSchema('Celular'),
});
export type EstagiarioInput = z.infer<typeof estagiarioInputSchema>;

const referencia = (mensagem: string) =>
  z.object({ id: z.number({ error: mensagem }).int(mensagem).positive(mensagem) }, { error: mensagem });

// Empty dates are sent as null (cadastros-relatorios §5); absent ones count the same.
const dataOpcional = dataIsoOpcionalSchema.optional().transform((v) => v ?? null);

/** The internship's own fields (cadastros-relatorios §3 Estagio, §5 Internship modal). */
const estagioShape = {
  tipo_estagio: z
    .number({ error: 'Tipo de estágio é obrigatório.' })
    .int('Tipo de estágio inválido.')
    .refine((v) => TIPO_ESTAGIO_OPCOES.some((o) => o.value === v), 'Tipo de estágio inválido.'),
  instituicao_ensino: referencia('Instituição de ensino é obrigatória.'),
  curso: referencia('Curso é obrigatório.'),
  data_inicio_estagio: obrigatorio('Data de início é obrigatória.').pipe(dataIsoSchema),
  data_fim_estagio: dataOpcional,
  desligamento: dataOpcional,
  data_colacao_grau: obrigatorio('Colação de grau é obrigatória.').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Colação de grau: informe mês e ano (aaaa-MM).'),
  email: emailObrigatorio,
  fim_semana: z.boolean().default(false),
};

interface DatasEstagio {
  data_inicio_estagio: string;
  data_fim_estagio: string | null;
  desligamento: string | null;
}

function datasCoerentes(v: DatasEstagio, ctx: z.RefinementCtx) {
  // Only when the start is a real date: a bad start already has its own message.
  if (!isValidDataIso(String(v.data_inicio_estagio))) return;
  if (v.data_fim_estagio && v.data_fim_estagio < v.data_inicio_estagio) {
    ctx.addIssue({ code: 'custom', path: ['data_fim_estagio'], message: MENSAGEM_DATA_FINAL_MENOR });
  }
  if (v.desligamento && v.desligamento < v.data_inicio_estagio) {
    ctx.addIssue({ code: 'custom', path: ['desligamento'], message: 'O desligamento não pode ser anterior ao início do estágio.' });
  }
}

/** PUT estagio/{id} body: an internship never moves to another intern, so it has no estagiario. */
export const estagioDadosSchema = z.object(estagioShape).superRefine(datasCoerentes);
export type EstagioDados = z.infer<typeof estagioDadosSchema>;

/** Estágio modal and POST body: the internship of one intern. */
export const estagioInputSchema = z
  .object({ estagiario: referencia('Estagiário é obrigatório.'), ...estagioShape })
  .superRefine(datasCoerentes);
export type EstagioInput = z.infer<typeof estagioInputSchema>;

/**
 * Fixed terms of the commitment term (cadastros-relatorios §9), from the internship law (Lei 11.788/2008:
 * art. 10 hours, art. 11 duration, art. 12 scholarship and transport aid, art. 13 recess, art. 9 III supervisor).
 */
export const TERMO_ESTAGIO = {
  duracaoMaximaAnos: 2,
  horasPorDia: 4,
  horasPorSemana: 20,
  bolsaMensal: 700,
  auxilioTransporte: 121,
  recessoDiasPorAno: 30,
  estagiariosPorSupervisor: 10,
  horarioInicio: '13h',
  horarioFim: '17h',
  diasDaSemana: 'segunda a sexta-feira',
} as const;

/** 'R$ 700,00' */
export function formatMoeda(valor: number): string {
  const [inteiro, centavos] = valor.toFixed(2).split('.');
  return `R$ ${inteiro!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${centavos}`;
}

function diaUtc(iso: string): Date {
  const [a, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(a!, m! - 1, d!));
}

/**
 * Whole months of an internship from its first to its last day, both included: 2025-03-01..2025-08-31 is 6.
 * Each month is anchored on the start day and clamped to the month's end (Jan 31 + 1 month = Feb 28/29).
 */
export function mesesCompletos(inicio: string, fim: string): number {
  if (!isValidDataIso(inicio) || !isValidDataIso(fim) || fim < inicio) return 0;
  const a = diaUtc(inicio);
  const depois = diaUtc(fim);
  depois.setUTCDate(depois.getUTCDate() + 1);
  let meses = (depois.getUTCFullYear() - a.getUTCFullYear()) * 12 + (depois.getUTCMonth() - a.getUTCMonth());
  const ancora = (n: number) => {
    const total = a.getUTCFullYear() * 12 + a.getUTCMonth() + n;
    const ano = Math.floor(total / 12);
    const mes = total % 12;
    const ultimo = new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate();
    return new Date(Date.UTC(ano, mes, Math.min(a.getUTCDate(), ultimo)));
  };
  if (ancora(meses) > depois) meses--;
  return Math.max(0, meses);
}

/**
 * Recess of the term (Lei 11.788/2008 art. 13): 30 days when the internship lasts one year or more; otherwise
 * proportional, 30/12 = 2.5 days per whole month, rounded down (6 months → 15 days, 5 months → 12 days).
 * null when the internship has no end date: the term then states only the rule.
 */
export function recessoDias(inicio: string, fim: string | null): number | null {
  if (!fim) return null;
  const meses = mesesCompletos(inicio, fim);
  if (meses >= 12) return TERMO_ESTAGIO.recessoDiasPorAno;
  return Math.floor((meses * TERMO_ESTAGIO.recessoDiasPorAno) / 12);
}

const instituicaoRefSchema = z.object({ id: z.number(), razao_social: z.string() });
const cursoRefSchema = z.object({ id: z.number(), nome: z.string() });

/** An internship as the intern list shows it (its start and end). */
export const estagioResumoSchema = z.object({
  id: z.number(),
  tipo_estagio: z.number(),
  data_inicio_estagio: z.string(),
  data_fim_estagio: z.string().nullable(),
  desligamento: z.string().nullable(),
  instituicao: instituicaoRefSchema,
  curso: cursoRefSchema,
});
export type EstagioResumo = z.infer<typeof estagioResumoSchema>;

/** An intern as the list answers it: phones, internships and attachments only when asked for. */
export const estagiarioResumoSchema = z.object({
  id: z.number(),
  pessoaId: z.number(),
  cpf: z.string().nullable(),
  nome: z.string(),
  data_nascimento: z.string().nullable(),
  email: z.string().nullable(),
  email_institucional: z.string().nullable(),
  ativo: z.boolean(),
  telefone: telefoneJsonSchema.optional(),
  celular: telefoneJsonSchema.optional(),
  estagios: z.array(estagioResumoSchema).optional(),
  anexos: z.array(z.object({ id: z.number(), filename: z.string() })).optional(),
});
export type EstagiarioResumo = z.infer<typeof estagiarioResumoSchema>;

/**
 * An intern as its form reads it (with comTelefones); the versao is the pessoa's: every form that writes the pessoa
 * sends it back (ADR 022).
 */
export const estagiarioDetalheSchema = estagiarioResumoSchema
  .extend({ telefone: telefoneJsonSchema, celular: telefoneJsonSchema, estadocivil: z.number().nullable(), anotacao: z.string().nullable() })
  .extend(auditoriaSchema.shape);
export type EstagiarioDetalhe = z.infer<typeof estagiarioDetalheSchema>;

/** An internship as GET estagio/{id} and estagio/lista/{id} answer (cadastros-relatorios §3 Estagio), with its own version. */
export const estagioSchema = z.object({
  id: z.number(),
  estagiario: z.object({ id: z.number() }),
  tipo_estagio: z.number(),
  instituicao_ensino: instituicaoRefSchema,
  curso: cursoRefSchema,
  data_inicio_estagio: z.string(),
  data_fim_estagio: z.string().nullable(),
  desligamento: z.string().nullable(),
  data_colacao_grau: z.string(),
  email: z.string(),
  fim_semana: z.boolean(),
  versao: z.number(),
});
export type Estagio = z.infer<typeof estagioSchema>;
