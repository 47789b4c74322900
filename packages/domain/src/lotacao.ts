import './zod-pt-br.js';
import { z } from 'zod';
import { auditoriaSchema, refAtivoSchema, refSchema } from './respostas.js';
import { isValidDataIso } from './datas.js';
import { dataIsoOpcionalSchema } from './datas-schema.js';
import { MENSAGEM_DATA_FINAL_MENOR } from './estagiario.js';
import { anotacaoSchema } from './campos.js';
import { textoSchema } from './texto.js';

/** Placement types (cadastros-relatorios §3). 5, 6 and 7 share their numbers with the internship's tipo_estagio. */
export const TIPO_VINCULO = {
  Substituicao: 0,
  Acumulacao: 1,
  Titularidade: 2,
  Lotacao: 3,
  Designacao: 4,
  EstagioVoluntario: 5,
  EstagioObrigatorio: 6,
  EstagioNaoObrigatorio: 7,
  DesignacaoEspecial: 8,
} as const;
export type TipoVinculo = (typeof TIPO_VINCULO)[keyof typeof TIPO_VINCULO];

/**
 * Labels and the marks of the short PDFs (§3: [T] titular, [S], [A], [C]). Types without a mark print none.
 * ADR: [S] substituição, [A] acumulação, [C] the designations (the spec does not spell [C] out).
 */
export const TIPO_VINCULO_OPCOES = [
  { value: 0, label: 'Substituição', marca: '[S]' },
  { value: 1, label: 'Acumulação', marca: '[A]' },
  { value: 2, label: 'Titularidade', marca: '[T]' },
  { value: 3, label: 'Lotação', marca: '' },
  { value: 4, label: 'Designação', marca: '[C]' },
  { value: 5, label: 'Estágio Voluntário', marca: '' },
  { value: 6, label: 'Estágio Obrigatório', marca: '' },
  { value: 7, label: 'Estágio Não Obrigatório', marca: '' },
  { value: 8, label: 'Designação Especial', marca: '[C]' },
] as const satisfies readonly { value: TipoVinculo; label: string; marca: string }[];

export const isTipoVinculo = (v: unknown): v is TipoVinculo => TIPO_VINCULO_OPCOES.some((o) => o.value === v);
export const tipoVinculoLabel = (v: number | null | undefined) => TIPO_VINCULO_OPCOES.find((o) => o.value === v)?.label ?? '';
export const marcaTipoVinculo = (v: number | null | undefined) => TIPO_VINCULO_OPCOES.find((o) => o.value === v)?.marca ?? '';

/** Person kinds of a placement (cadastros-relatorios §3). */
export const TIPO_PESSOA = { Defensor: 1, Assessor: 2, Estagiario: 3 } as const;
export type TipoPessoa = (typeof TIPO_PESSOA)[keyof typeof TIPO_PESSOA];
export const TIPO_PESSOA_OPCOES = [
  { value: 1, label: 'Defensor' },
  { value: 2, label: 'Assessor' },
  { value: 3, label: 'Estagiário' },
] as const satisfies readonly { value: TipoPessoa; label: string }[];
export const tipoPessoaLabel = (v: number | null | undefined) => TIPO_PESSOA_OPCOES.find((o) => o.value === v)?.label ?? '';

const TODOS_OS_TIPOS: readonly TipoVinculo[] = TIPO_VINCULO_OPCOES.map((o) => o.value);
const SO_DESIGNACAO: readonly TipoVinculo[] = [TIPO_VINCULO.Designacao];

/**
 * Types a person kind may receive (§5: interns and advisors only Designação; defenders all types). The internship
 * types 5..7 describe the estágio itself (its tipo_estagio), not the placement, so an intern's placement is a
 * Designação too.
 */
export function tiposPermitidos(tipoPessoa: TipoPessoa): readonly TipoVinculo[] {
  return tipoPessoa === TIPO_PESSOA.Defensor ? TODOS_OS_TIPOS : SO_DESIGNACAO;
}

/** Limits of the placement form; the notes are printed in the reports, so they stay short. */
export const LOTACAO = { anotacaoMax: 500 } as const;

export const MENSAGEM_PESSOA_MAIS_DE_UMA = 'Deve ser especificado apenas um defensor, assessor ou estágio no mesmo registro.';
export const MENSAGEM_PESSOA_OBRIGATORIA = 'Informe um defensor, assessor ou estagiário.';
export const MENSAGEM_LOCAL_DOIS = 'Não é possível lotar em defensoria e núcleo no mesmo registro.';
export const MENSAGEM_LOCAL_OBRIGATORIO = 'Informe uma defensoria ou núcleo.';
export const MENSAGEM_TIPO_VINCULO_OBRIGATORIO = 'Tipo é obrigatório.';
export const MENSAGEM_SAIDA_ANTES_ENTRADA = 'O horário de saída deve ser depois do de entrada.';

/** 'Tipo não permitido para estagiário: use Designação.' */
export function mensagemTipoNaoPermitido(tipoPessoa: TipoPessoa): string {
  const permitidos = tiposPermitidos(tipoPessoa).map(tipoVinculoLabel).join(', ');
  return `Tipo não permitido para ${tipoPessoaLabel(tipoPessoa).toLowerCase()}: use ${permitidos}.`;
}

const referencia = (mensagem: string) =>
  z
    .object({ id: z.number({ error: mensagem }).int(mensagem).positive(mensagem) }, { error: mensagem })
    .nullish()
    .transform((v) => v ?? null);

// Empty dates and times are dropped before sending (§5); absent, null and '' all mean "not set".
const dataOpcional = dataIsoOpcionalSchema.optional().transform((v) => v ?? null);

const HORARIO = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** 'HH:mm' (a database time 'HH:mm:ss' is accepted and cut to minutes); blank → null. */
const horario = (campo: string) => {
  const mensagem = `${campo}: informe o horário no formato HH:mm.`;
  return textoSchema({ error: mensagem })
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(textoSchema().regex(HORARIO, mensagem).transform((v) => v.slice(0, 5)).nullable());
};

const marcado = (campo: string, padrao: boolean) =>
  z.boolean({ error: `${campo}: marque ou desmarque.` }).nullish().transform((v) => v ?? padrao);

const lotacaoObjeto = z.object({
  // Missing is checked in regras(), so the person and place rules still speak when the type is not chosen yet.
  tipo: z
    .number({ error: 'Tipo inválido.' })
    .refine(isTipoVinculo, 'Tipo inválido.')
    .transform((v) => v as TipoVinculo)
    .nullish()
    .transform((v) => v ?? null),
  defensor: referencia('Defensor inválido.'),
  assessor: referencia('Assessor inválido.'),
  estagio: referencia('Estágio inválido.'),
  defensoria: referencia('Defensoria inválida.'),
  nucleo: referencia('Núcleo inválido.'),
  setor: referencia('Setor inválido.'),
  data_inicial: dataOpcional,
  data_final: dataOpcional,
  entrada: horario('Entrada'),
  saida: horario('Saída'),
  ativo: marcado('Ativo', true),
  pontuar: marcado('Pontuar', false),
  diretor: marcado('Diretor', false),
  anotacao1: anotacaoSchema(LOTACAO.anotacaoMax, 'Anotação 1'),
  anotacao2: anotacaoSchema(LOTACAO.anotacaoMax, 'Anotação 2'),
});
type LotacaoObjeto = z.infer<typeof lotacaoObjeto>;

const PESSOAS = ['defensor', 'assessor', 'estagio'] as const;
const TIPO_DA_PESSOA = { defensor: TIPO_PESSOA.Defensor, assessor: TIPO_PESSOA.Assessor, estagio: TIPO_PESSOA.Estagiario } as const;

/** The person kind of a placement, or null unless exactly one of defensor, assessor, estagio is set. */
export function tipoPessoaDoVinculo(l: { defensor?: unknown; assessor?: unknown; estagio?: unknown }): TipoPessoa | null {
  const presentes = PESSOAS.filter((p) => l[p] != null);
  return presentes.length === 1 ? TIPO_DA_PESSOA[presentes[0]!] : null;
}

/**
 * §4/§5 cross-field rules. Each message goes on every field it concerns, so the form shows it on whichever
 * select is on screen. Zod runs them only when every field parsed, so a missing tipo is reported here with them.
 */
function regras(l: LotacaoObjeto, ctx: z.RefinementCtx) {
  const erro = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (l.tipo === null) erro('tipo', MENSAGEM_TIPO_VINCULO_OBRIGATORIO);
  const pessoas = PESSOAS.filter((p) => l[p] !== null);
  if (pessoas.length > 1) pessoas.forEach((p) => erro(p, MENSAGEM_PESSOA_MAIS_DE_UMA));
  if (pessoas.length === 0) PESSOAS.forEach((p) => erro(p, MENSAGEM_PESSOA_OBRIGATORIA));
  if (l.defensoria && l.nucleo) ['defensoria', 'nucleo'].forEach((p) => erro(p, MENSAGEM_LOCAL_DOIS));
  if (!l.defensoria && !l.nucleo) ['defensoria', 'nucleo'].forEach((p) => erro(p, MENSAGEM_LOCAL_OBRIGATORIO));

  const tipoPessoa = tipoPessoaDoVinculo(l);
  if (tipoPessoa && isTipoVinculo(l.tipo) && !tiposPermitidos(tipoPessoa).includes(l.tipo)) {
    erro('tipo', mensagemTipoNaoPermitido(tipoPessoa));
  }
  const { data_inicial: inicio, data_final: fim } = l;
  if (inicio && fim && isValidDataIso(inicio) && isValidDataIso(fim) && fim < inicio) erro('data_final', MENSAGEM_DATA_FINAL_MENOR);
  const { entrada, saida } = l;
  if (entrada && saida && HORARIO.test(entrada) && HORARIO.test(saida) && saida <= entrada) erro('saida', MENSAGEM_SAIDA_ANTES_ENTRADA);
}

/**
 * Placement form and POST/PUT body (cadastros-relatorios §2.10, §3 Lotacao, §4, §5). pontuar and diretor only
 * exist for defenders: for advisors and interns they are stored false whatever the form sent.
 */
export const lotacaoInputSchema = lotacaoObjeto
  .superRefine(regras)
  // regras() refused a missing tipo, so from here it is always set.
  .transform((l) => ({ ...l, tipo: l.tipo!, ...(!l.defensor && { pontuar: false, diretor: false }) }));
export type LotacaoInput = z.infer<typeof lotacaoInputSchema>;

/**
 * A placement is current (vigente) when its start is empty or not after today and its end is empty or not before
 * today (§4). Dates are 'yyyy-MM-dd', compared as text so no timezone moves a day.
 */
export function vigente(l: { data_inicial?: string | null; data_final?: string | null }, hoje: string): boolean {
  return (!l.data_inicial || l.data_inicial <= hoje) && (!l.data_final || l.data_final >= hoje);
}

const dataJson = z.string().nullable();

/** cadastros-relatorios §3 Lotacao, as GET lotacao lists it (`vigente`: current today, ADR 020). */
export const lotacaoSchema = z.object({
  id: z.number(),
  tipo: z.number(),
  tipoPessoa: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  defensor: refSchema.nullable(),
  assessor: refSchema.nullable(),
  estagio: z
    .object({ id: z.number(), tipo_estagio: z.number(), data_inicio_estagio: dataJson, data_fim_estagio: dataJson, estagiario: refSchema })
    .nullable(),
  defensoria: refSchema.nullable(),
  nucleo: refSchema.nullable(),
  setor: z.object({ id: z.number(), sigla: z.string(), nome: z.string(), predio: refSchema }).nullable(),
  data_inicial: dataJson,
  data_final: dataJson,
  entrada: dataJson,
  saida: dataJson,
  ativo: z.boolean(),
  pontuar: z.boolean(),
  diretor: z.boolean(),
  anotacao1: z.string().nullable(),
  anotacao2: z.string().nullable(),
  vigente: z.boolean(),
  editadoEm: z.string(),
});
export type Lotacao = z.infer<typeof lotacaoSchema>;
export const lotacaoDetalheSchema = lotacaoSchema.extend(auditoriaSchema.shape);
export type LotacaoDetalhe = z.infer<typeof lotacaoDetalheSchema>;

/** An intern of the placement form's select with their internships (GET lotacao/opcoes/estagiarios). */
export const estagiarioOpcaoSchema = refAtivoSchema.extend({
  estagios: z.array(
    z.object({
      id: z.number(),
      tipo_estagio: z.number(),
      data_inicio_estagio: z.string(),
      data_fim_estagio: dataJson,
      desligamento: dataJson,
      instituicao: z.string(),
      curso: z.string(),
    }),
  ),
});
export type EstagiarioOpcao = z.infer<typeof estagiarioOpcaoSchema>;
export type EstagioOpcao = EstagiarioOpcao['estagios'][number];
