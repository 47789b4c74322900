import './zod-pt-br.js';
import { z } from 'zod';
import { anotacaoSchema } from './campos.js';
import { isValidDataIso } from './datas.js';
import { dataIsoOpcionalSchema, dataIsoSchema } from './datas-schema.js';
import { MENSAGEM_DATA_FINAL_MENOR } from './estagiario.js';
import { textoSchema } from './texto.js';

/**
 * Leave action types (cadastros-relatorios §3 Periodo) as stored and sent by the API: the spec's 0-based reading,
 * with the form's names as keys (ADR 060). The assignment report reads them 1-based (`tipoAcaoNoRelatorio`).
 */
export const TIPO_ACAO = {
  Ferias: 0,
  FolgaNatalicia: 1,
  AbonoTrabalhado: 2,
  AbonoEspecial: 3,
  LicencaPremio: 4,
  LicencaOutros: 5,
} as const;
export type TipoAcao = (typeof TIPO_ACAO)[keyof typeof TIPO_ACAO];

/** The Férias home's summary counter each type adds to (§2.16: Férias, Folgas, Abonos, Licenças). */
export type GrupoDoResumo = 'ferias' | 'folgas' | 'abonos' | 'licencas';

/** Labels as the actions screen's accordions name them (§2.11), in the spec's order. */
export const TIPO_ACAO_OPCOES = [
  { value: 0, label: 'Férias', resumo: 'ferias' },
  { value: 1, label: 'Folga Natalícia', resumo: 'folgas' },
  { value: 2, label: 'Abono por Dia Trabalhado', resumo: 'abonos' },
  { value: 3, label: 'Abono Especial', resumo: 'abonos' },
  { value: 4, label: 'Licença Prêmio', resumo: 'licencas' },
  { value: 5, label: 'Licença Outros Motivos', resumo: 'licencas' },
] as const satisfies readonly { value: TipoAcao; label: string; resumo: GrupoDoResumo }[];

export const isTipoAcao = (v: unknown): v is TipoAcao => TIPO_ACAO_OPCOES.some((o) => o.value === v);
export const tipoAcaoLabel = (v: number | null | undefined) => TIPO_ACAO_OPCOES.find((o) => o.value === v)?.label ?? '';

/** The number the assignment report (§3 Assignment report data, abonos) uses for a stored type: 1 Férias .. 6. */
export const tipoAcaoNoRelatorio = (tipo: TipoAcao): number => tipo + 1;
/** The stored type of the report's number, or null for a number outside 1..6 (7 Afastamento is not an action). */
export function tipoAcaoDoRelatorio(n: number): TipoAcao | null {
  return isTipoAcao(n - 1) ? (n - 1) as TipoAcao : null;
}

/**
 * The acquisition periods (ADR 061): férias are acquired per 12 months of service and at most 60 days are taken per
 * period; licença-prêmio per 5 years, at most 90 days (3 months).
 */
export const PERIODO_AQUISITIVO = {
  [TIPO_ACAO.Ferias]: { anos: 1, dias: 60 },
  [TIPO_ACAO.LicencaPremio]: { anos: 5, dias: 90 },
} as const;
export type TipoComPeriodo = keyof typeof PERIODO_AQUISITIVO;
export const temPeriodoAquisitivo = (tipo: number): tipo is TipoComPeriodo => tipo in PERIODO_AQUISITIVO;

/**
 * Limits of the action form. The spec gives none for the notes: the motivo and a substitution's note are printed in
 * the reports and the timeline PDF, so they keep the placement notes' 500 (ADR 060). A defender has a handful of
 * placements, so 50 substitutions bound a hostile body, never a real one.
 */
export const ACAO = { motivoMax: 500, anotacaoSubstituicaoMax: 500, substituicoesMax: 50 } as const;

export const MENSAGEM_TIPO_ACAO_OBRIGATORIO = 'Informe o tipo da ação.';
export const MENSAGEM_TIPO_ACAO_INVALIDO = 'Tipo de ação inválido.';
export const MENSAGEM_DEFENSOR_ACAO = 'Informe o defensor.';
export const MENSAGEM_INICIO_ACAO = 'Data de início é obrigatória.';
export const MENSAGEM_FIM_ACAO = 'Data de fim é obrigatória.';
export const MENSAGEM_FOLGA_UM_DIA = 'A folga natalícia é de um dia: a data de fim deve ser igual à de início.';
export const MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO = 'Informe o período aquisitivo.';
export const MENSAGEM_DEFENSORIA_SUBSTITUICAO = 'Informe a defensoria da substituição.';
export const MENSAGEM_SUBSTITUTO_INVALIDO = 'Substituto inválido.';
export const MENSAGEM_DEFENSORIA_REPETIDA = 'Defensoria repetida nas substituições.';
export const MENSAGEM_SUBSTITUI_A_SI_MESMO = 'O(a) defensor(a) não pode substituir a si mesmo(a).';

const referencia = (mensagem: string) =>
  z.object({ id: z.number({ error: mensagem }).int(mensagem).positive(mensagem) }, { error: mensagem });

// As the holiday form: a blank date answers only its "required" message, not also the format's.
const dataObrigatoria = (mensagem: string) => textoSchema({ error: mensagem }).trim().min(1, mensagem).pipe(dataIsoSchema);

const marcado = (campo: string, padrao: boolean) =>
  z.boolean({ error: `${campo}: marque ou desmarque.` }).nullish().transform((v) => v ?? padrao);

const substituicaoSchema = z.object(
  {
    defensoria: referencia(MENSAGEM_DEFENSORIA_SUBSTITUICAO),
    // No substitute is allowed: the office is then left uncovered, which the screen shows.
    substituto: referencia(MENSAGEM_SUBSTITUTO_INVALIDO).nullish().transform((v) => v ?? null),
    anotacao: anotacaoSchema(ACAO.anotacaoSubstituicaoMax, 'Anotação da substituição'),
  },
  { error: 'Substituição inválida.' },
);
export type SubstituicaoInput = z.infer<typeof substituicaoSchema>;

/**
 * The action form and the POST/PUT periodo body (cadastros-relatorios §2.11, §3 Periodo, §4, §5). Dates are
 * required (§5); a folga natalícia is one day (§4); férias and licença-prêmio name their acquisition period by its
 * first day (`data_aquisitiva`, ADR 060), which the other types do not have (stored null). The rules of ADR 061 that
 * read other records run on the server.
 */
export const acaoInputSchema = z
  .object({
    tipo: z
      .number({ error: (i) => (i.input == null ? MENSAGEM_TIPO_ACAO_OBRIGATORIO : MENSAGEM_TIPO_ACAO_INVALIDO) })
      .refine(isTipoAcao, MENSAGEM_TIPO_ACAO_INVALIDO)
      .transform((v) => v as TipoAcao),
    defensor: referencia(MENSAGEM_DEFENSOR_ACAO),
    data_inicial: dataObrigatoria(MENSAGEM_INICIO_ACAO),
    data_final: dataObrigatoria(MENSAGEM_FIM_ACAO),
    data_aquisitiva: dataIsoOpcionalSchema.optional().transform((v) => v ?? null),
    motivo: anotacaoSchema(ACAO.motivoMax, 'Anotações'),
    exibiranotacao: marcado('Exibir anotação', false),
    ativorelatorio: marcado('Ativo no relatório', true),
    pontuar: marcado('Pontuar', false),
    substituicoes: z
      .array(substituicaoSchema, { error: 'Substituições inválidas.' })
      .max(ACAO.substituicoesMax, `No máximo ${ACAO.substituicoesMax} substituições.`)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine(
    (a, ctx) => {
      // Each rule reads only fields that parsed: a bad date is not also "before the start".
      const parsed = (campo: string) => !ctx.issues.some((i) => i.path?.[0] === campo);
      const erro = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      const datas = parsed('data_inicial') && parsed('data_final');
      if (datas && a.data_final < a.data_inicial) erro(['data_final'], MENSAGEM_DATA_FINAL_MENOR);
      else if (datas && parsed('tipo') && a.tipo === TIPO_ACAO.FolgaNatalicia && a.data_final !== a.data_inicial) {
        erro(['data_final'], MENSAGEM_FOLGA_UM_DIA);
      }
      if (parsed('tipo') && temPeriodoAquisitivo(a.tipo) && parsed('data_aquisitiva') && !a.data_aquisitiva) {
        erro(['data_aquisitiva'], MENSAGEM_PERIODO_AQUISITIVO_OBRIGATORIO);
      }
      if (!parsed('substituicoes')) return;
      const vistas = new Set<number>();
      a.substituicoes.forEach((s, i) => {
        if (vistas.has(s.defensoria.id)) erro(['substituicoes', i, 'defensoria'], MENSAGEM_DEFENSORIA_REPETIDA);
        vistas.add(s.defensoria.id);
        if (parsed('defensor') && s.substituto?.id === a.defensor.id) erro(['substituicoes', i, 'substituto'], MENSAGEM_SUBSTITUI_A_SI_MESMO);
      });
    },
    // Beside the other fields' errors too, so the form says at once everything that is wrong; only on an object.
    { when: (p) => typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value) },
  )
  .transform((a) => (temPeriodoAquisitivo(a.tipo) ? a : { ...a, data_aquisitiva: null }));
export type AcaoInput = z.infer<typeof acaoInputSchema>;

const DIA_MS = 86_400_000;

function partes(data: string): [number, number, number] {
  if (!isValidDataIso(data)) throw new RangeError(`Data inválida: ${data}`);
  const [a, m, d] = data.split('-').map(Number);
  return [a!, m!, d!];
}

/** UTC calendar arithmetic (no daylight-saving hour); setUTCFullYear keeps years 1..99 as they are. */
function utc(ano: number, mes: number, dia: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(ano, mes - 1, dia);
  return d;
}

const iso = (d: Date) =>
  `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

const numeroDoDia = (data: string) => Math.round(utc(...partes(data)).getTime() / DIA_MS);

/** `data` ('yyyy-MM-dd') moved by `dias` calendar days. */
export function somaDias(data: string, dias: number): string {
  const [a, m, d] = partes(data);
  return iso(utc(a, m, d + dias));
}

/** Days of an action, both ends included (§9: end − start + 1). An end before the start gives 0 or less. */
export function diasDaAcao(inicio: string, fim: string): number {
  return numeroDoDia(fim) - numeroDoDia(inicio) + 1;
}

/**
 * The day `anos` years after `data`. A year runs to the same day and month of the following year and, when that day
 * does not exist (29 February), to the first day after it (Lei 810/1949 art. 3; Código Civil art. 132 §3): Date
 * rolls 29 February of a common year over to 1 March.
 */
function aniversario(data: string, anos: number): Date {
  const [a, m, d] = partes(data);
  return utc(a + anos, m, d);
}

/** An acquisition period, both ends included ('yyyy-MM-dd'). */
export interface PeriodoAquisitivo {
  inicio: string;
  fim: string;
}

/**
 * The acquisition periods counted from `dataBase` that began on or before `ate`, oldest first, the running one
 * included. Each begins on an anniversary of `dataBase` (not on the day after the previous one), so a 29 February
 * admission keeps its day in the leap years; each ends the day before the next begins.
 */
function periodosAquisitivos(tipo: TipoComPeriodo, dataBase: string, ate: string): PeriodoAquisitivo[] {
  const { anos } = PERIODO_AQUISITIVO[tipo];
  // Compared as instants, not as text: past the year 9999 the text would no longer sort.
  const limite = utc(...partes(ate)).getTime();
  const periodos: PeriodoAquisitivo[] = [];
  for (let n = 0; ; n++) {
    const inicio = aniversario(dataBase, n * anos);
    if (inicio.getTime() > limite) return periodos;
    periodos.push({ inicio: iso(inicio), fim: iso(new Date(aniversario(dataBase, (n + 1) * anos).getTime() - DIA_MS)) });
  }
}

/** GET periodo/datasaquisitivasferias/{date}: 12-month periods from the admission (or data_referencia). */
export const periodosAquisitivosFerias = (dataBase: string, ate: string) => periodosAquisitivos(TIPO_ACAO.Ferias, dataBase, ate);
/** GET periodo/datasaquisitivaslicencapremio/{date}: 5-year periods from the admission (or data_referencia). */
export const periodosAquisitivosLicencaPremio = (dataBase: string, ate: string) =>
  periodosAquisitivos(TIPO_ACAO.LicencaPremio, dataBase, ate);

/** The periods of a type, for the code that has the type at hand (the form's select, the rules). */
export const periodosAquisitivosDoTipo = (tipo: TipoComPeriodo, dataBase: string, ate: string) => periodosAquisitivos(tipo, dataBase, ate);

/** The day the period is acquired, from which its leave may begin: the day after its end. */
export const dataDeAquisicao = (p: PeriodoAquisitivo) => somaDias(p.fim, 1);

/** The period of `tipo` counted from `dataBase` that begins on `inicio`, or null when none does. */
export function periodoQueComecaEm(tipo: TipoComPeriodo, dataBase: string, inicio: string): PeriodoAquisitivo | null {
  const periodos = periodosAquisitivos(tipo, dataBase, inicio);
  const ultimo = periodos.at(-1);
  return ultimo?.inicio === inicio ? ultimo : null;
}

/**
 * The date the periods are counted from (§3 Defensor): data_referencia when filled (the admission is then not
 * counted), otherwise the admission; null when the defender has neither.
 */
export const dataBaseDoDefensor = (d: { data_admissao: string | null; data_referencia: string | null }) =>
  d.data_referencia ?? d.data_admissao ?? null;

/** An action as the period sums read it. */
export interface AcaoNoPeriodo {
  tipo: number;
  data_inicial: string;
  data_final: string;
  data_aquisitiva?: string | null;
}

export interface SaldoDoPeriodo<T extends AcaoNoPeriodo> extends PeriodoAquisitivo {
  acoes: T[];
  usados: number;
  restantes: number;
}

/**
 * The actions screen's accordion of a type (issue 14): each period with its actions of that type (those whose
 * data_aquisitiva is the period's first day, in date order), the days used and those left (never below 0: an
 * excess shows in `usados`). Actions naming no listed period are in none.
 */
export function saldoDosPeriodos<T extends AcaoNoPeriodo>(
  tipo: TipoComPeriodo,
  periodos: readonly PeriodoAquisitivo[],
  acoes: readonly T[],
): SaldoDoPeriodo<T>[] {
  const { dias: limite } = PERIODO_AQUISITIVO[tipo];
  return periodos.map((p) => {
    const doPeriodo = acoes
      .filter((a) => a.tipo === tipo && a.data_aquisitiva === p.inicio)
      .sort((x, y) => x.data_inicial.localeCompare(y.data_inicial));
    const usados = doPeriodo.reduce((soma, a) => soma + diasDaAcao(a.data_inicial, a.data_final), 0);
    return { ...p, acoes: doPeriodo, usados, restantes: Math.max(0, limite - usados) };
  });
}
