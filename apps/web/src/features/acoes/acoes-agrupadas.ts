import { PERIODO_AQUISITIVO, saldoDosPeriodos, type PeriodoAquisitivo, type PeriodoLinha, type TipoComPeriodo } from '@sgi/domain';

/**
 * A group of one accordion of the actions screen (§2.11): an acquisition period with its days used and left (férias,
 * licença-prêmio), or a calendar year for the types without a period.
 */
export interface GrupoDeAcoes {
  chave: string;
  /** the period (both ends) or the year */
  periodo: PeriodoAquisitivo | null;
  ano: number | null;
  acoes: PeriodoLinha[];
  usados: number;
  /** days left of the period's limit (60 férias, 90 licença-prêmio); null for a year */
  restantes: number | null;
}

const porInicio = (a: PeriodoLinha, b: PeriodoLinha) => a.data_inicial.localeCompare(b.data_inicial) || a.id - b.id;

/**
 * The periods of a type, newest first, each with its actions in date order (domain saldoDosPeriodos). Actions naming a
 * period not in the list (the base date changed since) come last, in a group without period, so none is hidden.
 */
export function gruposPorPeriodo(tipo: TipoComPeriodo, periodos: readonly PeriodoAquisitivo[], acoes: readonly PeriodoLinha[]): GrupoDeAcoes[] {
  const doTipo = acoes.filter((a) => a.tipo === tipo);
  const grupos: GrupoDeAcoes[] = saldoDosPeriodos(tipo, periodos, doTipo)
    .reverse()
    .map((p) => ({ chave: p.inicio, periodo: { inicio: p.inicio, fim: p.fim }, ano: null, acoes: p.acoes, usados: p.usados, restantes: p.restantes }));
  const inicios = new Set(periodos.map((p) => p.inicio));
  const avulsas = doTipo.filter((a) => !a.data_aquisitiva || !inicios.has(a.data_aquisitiva)).sort(porInicio);
  if (avulsas.length) {
    const usados = avulsas.reduce((soma, a) => soma + a.dias, 0);
    grupos.push({ chave: 'sem-periodo', periodo: null, ano: null, acoes: avulsas, usados, restantes: null });
  }
  return grupos;
}

/** The actions of a type without acquisition period by the year they begin, newest year first. */
export function gruposPorAno(tipo: number, acoes: readonly PeriodoLinha[]): GrupoDeAcoes[] {
  const anos = new Map<number, PeriodoLinha[]>();
  for (const a of acoes.filter((x) => x.tipo === tipo)) {
    const ano = Number(a.data_inicial.slice(0, 4));
    anos.set(ano, [...(anos.get(ano) ?? []), a]);
  }
  return [...anos.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ano, lista]) => ({
      chave: String(ano),
      periodo: null,
      ano,
      acoes: lista.sort(porInicio),
      usados: lista.reduce((soma, a) => soma + a.dias, 0),
      restantes: null,
    }));
}

/** How many of a type's periods show before 'Mostrar todos': the two newest begun, and every one holding actions. */
export const PERIODOS_VISIVEIS = 2;

/**
 * The groups shown at first: those with actions, those without period, and the newest periods already begun (a
 * period that begins after today is listed by the API for leave planned ahead; empty, it waits behind the button).
 */
export function gruposVisiveis(grupos: readonly GrupoDeAcoes[], todos: boolean, hoje: string): GrupoDeAcoes[] {
  if (todos) return [...grupos];
  const recentes = new Set(grupos.filter((g) => g.periodo && g.periodo.inicio <= hoje).slice(0, PERIODOS_VISIVEIS));
  return grupos.filter((g) => g.acoes.length > 0 || g.periodo === null || recentes.has(g));
}

/** The days limit of a period type, for the '30 de 60 dias' line. */
export const limiteDoPeriodo = (tipo: TipoComPeriodo) => PERIODO_AQUISITIVO[tipo].dias;
