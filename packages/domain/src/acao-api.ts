import './zod-pt-br.js';
import { z } from 'zod';
import { regraSchema } from './acao-regras.js';
import { auditoriaSchema, refAtivoSchema, refSchema } from './respostas.js';

/**
 * The answers of the leave-action calls (cadastros-relatorios §3 Periodo, Notificacao, Regra, Timeline event,
 * Dashboard; §7 Periodo, SUBSTITUICAO, rules, dashboard, defensor/timeline), written once: the API validates and
 * strips its replies with them and the web reads their types. Dates are 'yyyy-MM-dd'; instants ISO 8601. Types are
 * the 0-based reading of ADR 060.
 */

const data = z.string();
const dataOpcional = z.string().nullable();

/** A substitution of an action (§3 Periodo substituicoes: defensoria, substituto, anotacao). */
export const substituicaoLinhaSchema = z.object({
  /** null on a row suggested from a placement and not saved yet (exibirtudo, sugestão) */
  id: z.number().nullable(),
  defensoria: refSchema,
  /** null: the office is left without a substitute */
  substituto: refAtivoSchema.nullable(),
  anotacao: z.string().nullable(),
});
export type SubstituicaoLinha = z.infer<typeof substituicaoLinhaSchema>;

/**
 * GET substituicao/sugestao (create form) and the prefill of the substitutions table: one row per defensoria where
 * the defender has a placement current in the days asked, each with the suggested substitute (null when there is
 * none); `aviso` is §8's 'O(a) defensor(a) não possui lotações, não há o que substituir.' when there is no row.
 */
export const sugestaoDeSubstituicoesSchema = z.object({
  substituicoes: z.array(substituicaoLinhaSchema),
  aviso: z.string().nullable(),
});
export type SugestaoDeSubstituicoes = z.infer<typeof sugestaoDeSubstituicoesSchema>;

/** A row of GET periodo (§3 Periodo without the substitutions), with its days (§9: end − start + 1) and version. */
export const periodoLinhaSchema = z.object({
  id: z.number(),
  tipo: z.number(),
  defensor: refSchema,
  data_inicial: data,
  data_final: data,
  /** first day of the acquisition period (férias, licença-prêmio), null for the other types (ADR 060) */
  data_aquisitiva: dataOpcional,
  motivo: z.string().nullable(),
  exibiranotacao: z.boolean(),
  ativorelatorio: z.boolean(),
  pontuar: z.boolean(),
  dias: z.number(),
  /** how many offices have a substitute named */
  substituicoes: z.number(),
  versao: z.number(),
});
export type PeriodoLinha = z.infer<typeof periodoLinhaSchema>;

/** GET periodo/{id}: the action with its substitutions and audit fields. */
export const periodoDetalheSchema = periodoLinhaSchema
  .omit({ substituicoes: true, versao: true })
  .extend({ substituicoes: z.array(substituicaoLinhaSchema) })
  .extend(auditoriaSchema.shape);
export type PeriodoDetalhe = z.infer<typeof periodoDetalheSchema>;

/** POST/PUT periodo answer: §8's message ('Período cadastrado com sucesso.' / 'Período atualizado.'), the id and version. */
export const periodoSalvoSchema = z.object({ message: z.string(), id: z.number(), versao: z.number() });
export type PeriodoSalvo = z.infer<typeof periodoSalvoSchema>;

/** GET periodo/datasaquisitivasferias/{date} and .../datasaquisitivaslicencapremio/{date} (ADR 061). */
export const periodoAquisitivoSchema = z.object({ inicio: data, fim: data });
export const periodosAquisitivosSchema = z.array(periodoAquisitivoSchema);

/**
 * A defender as the actions screen's select shows them (§2.11: name, admission date and age) with the dates the
 * acquisition periods count from (data_referencia when the admission is not counted) and the exoneration.
 */
export const defensorDaAcaoSchema = refAtivoSchema.extend({
  data_nascimento: dataOpcional,
  data_admissao: dataOpcional,
  data_referencia: dataOpcional,
  data_exoneracao: dataOpcional,
});
export type DefensorDaAcao = z.infer<typeof defensorDaAcaoSchema>;

/** §3 Notificacao. `idregistro` is the action's id (it may be gone: a removal's notification keeps it). */
export const notificacaoSchema = z.object({
  id: z.number(),
  criadoem: z.string(),
  titulo: z.string(),
  detalhes: z.string(),
  idregistro: z.number().nullable(),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

/**
 * GET periodo/notificacoes/{flag}: the caller's notifications, newest first, as the pair [rows, count] (§7). With
 * flag false only the count is answered (rows empty): the navbar's badge (ADR 063).
 */
export const notificacoesSchema = z.tuple([z.array(notificacaoSchema), z.number()]);

/** §3 Regra as GET rules lists it, with the version PUT rules/{id} sends back. */
export const regraLinhaSchema = regraSchema.extend({ versao: z.number() });
export type RegraLinha = z.infer<typeof regraLinhaSchema>;
/** PUT rules/{id} answer: 'Regra atualizada.' and the rule's new version. */
export const regraSalvaSchema = z.object({ message: z.string(), versao: z.number() });

/** GET dashboard/{day}: the Férias home's summary card (§2.16, §3 Dashboard summary). */
export const resumoDoDiaSchema = z.object({
  atuando: z.number(),
  ferias: z.number(),
  folgas: z.number(),
  abonos: z.number(),
  licencas: z.number(),
  ativos: z.number(),
  nosistema: z.number(),
  inativos: z.number(),
});
export type ResumoDoDia = z.infer<typeof resumoDoDiaSchema>;

/**
 * GET dashboard?dia&naovazio: a defender's situation on the day (§3 dashboard rows {defensor, tipo, motivo, inicio,
 * fim}); tipo, motivo, inicio and fim are null for a defender at work; periodo_id names the action.
 */
export const situacaoDoDiaSchema = z.object({
  defensor: refAtivoSchema,
  tipo: z.number().nullable(),
  motivo: z.string().nullable(),
  inicio: dataOpcional,
  fim: dataOpcional,
  periodo_id: z.number().nullable(),
});
export type SituacaoDoDia = z.infer<typeof situacaoDoDiaSchema>;

/** Timeline event kinds (§3 Timeline event). */
export const TIPO_EVENTO = { Acao: 0, Substituicao: 1, Lotacao: 2 } as const;
export type TipoEvento = (typeof TIPO_EVENTO)[keyof typeof TIPO_EVENTO];
export const TIPO_EVENTO_OPCOES = [
  { value: 0, label: 'Ação' },
  { value: 1, label: 'Substituição' },
  { value: 2, label: 'Lotação' },
] as const satisfies readonly { value: TipoEvento; label: string }[];

/**
 * GET defensor/timeline/{id}: one event (§3 Timeline event), in date order. `tipo` is the action type (Ação, and
 * Substituição: the type of the absent defender's action) or the placement type (Lotação); `referencia` the
 * action's acquisition period (data_aquisitiva); `local` the office (substituted, or of the placement);
 * `substituindo` whom the defender replaced; `id` the action's or the placement's id.
 */
export const eventoDaLinhaDoTempoSchema = z.object({
  tipo_evento: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  id: z.number(),
  tipo: z.number(),
  inicio: dataOpcional,
  termino: dataOpcional,
  referencia: dataOpcional,
  anotacoes: z.string().nullable(),
  local: z.string().nullable(),
  substituindo: z.string().nullable(),
});
export type EventoDaLinhaDoTempo = z.infer<typeof eventoDaLinhaDoTempoSchema>;

/** One defender placed in the office on the day, and whether they were away and who stood in. */
export const lotadoNoDiaSchema = z.object({
  lotacao_id: z.number().nullable(),
  /** placement type (TIPO_VINCULO); null when only an action's substitution names the office */
  tipo: z.number().nullable(),
  defensor: refSchema,
  data_inicial: dataOpcional,
  data_final: dataOpcional,
  afastamento: z
    .object({ periodo_id: z.number(), tipo: z.number(), data_inicial: data, data_final: data, motivo: z.string().nullable() })
    .nullable(),
  /** who answered for the office in the defender's place (null: away without a substitute, or not away) */
  substituto: refSchema.nullable(),
  anotacao: z.string().nullable(),
});
export type LotadoNoDia = z.infer<typeof lotadoNoDiaSchema>;

/**
 * GET defensoria/{id}/responsavel/{date} ("who answered for office X on date D", issue 14): the placed defenders of
 * the day (titulares first), each with their absence and substitute, and `responsaveis`: who actually answered.
 */
export const responsavelDoDiaSchema = z.object({
  defensoria: refSchema,
  data: data,
  lotados: z.array(lotadoNoDiaSchema),
  responsaveis: z.array(refSchema),
});
export type ResponsavelDoDia = z.infer<typeof responsavelDoDiaSchema>;
