import type { Permissao } from './permissoes.js';

/** The six layouts of the assignment tables (cadastros-relatorios §2.17), in the select's order. */
export const LAYOUT_TABELA = {
  DefensoresPorComarcaEAtuacao: 1,
  DefensoresPorAtribuicao: 2,
  DefensoresPorNucleo: 3,
  EstagiariosPorDefensoria: 4,
  EstagiariosPorSetor: 5,
  EstagiariosPorNucleo: 6,
} as const;
export type LayoutTabela = (typeof LAYOUT_TABELA)[keyof typeof LAYOUT_TABELA];

/** The toggles a layout may show (§2.17), with the names the screen prints. */
export type OpcaoTabela =
  | 'exibirEventos'
  | 'exibirEstagiarios'
  | 'agruparPorAtuacao'
  | 'agruparPeloCadastroDaComarca'
  | 'agruparPorPredio'
  | 'exibirTudo'
  | 'agruparDefensoriasEmSubstituicoes';
export type OpcoesTabela = Record<OpcaoTabela, boolean>;

export const OPCAO_TABELA_LABEL: Record<OpcaoTabela, string> = {
  exibirEventos: 'Exibir Eventos',
  exibirEstagiarios: 'Exibir Estagiários',
  agruparPorAtuacao: 'Agrupar por atuação',
  agruparPeloCadastroDaComarca: 'Agrupar pelo cadastro da comarca',
  agruparPorPredio: 'Agrupar por prédio',
  exibirTudo: 'Exibir Tudo',
  agruparDefensoriasEmSubstituicoes: 'Agrupar Defensorias em substituições',
};

/** Every toggle's default (§2.17: Agrupar por atuação, pelo cadastro da comarca and Defensorias em substituições on). */
export const OPCOES_TABELA_PADRAO: OpcoesTabela = {
  exibirEventos: false,
  exibirEstagiarios: false,
  agruparPorAtuacao: true,
  agruparPeloCadastroDaComarca: true,
  agruparPorPredio: false,
  exibirTudo: false,
  agruparDefensoriasEmSubstituicoes: true,
};

export interface LayoutTabelaOpcao {
  value: LayoutTabela;
  label: string;
  opcoes: readonly OpcaoTabela[];
  /** PDF page orientation (§9 for 1, 2 and 4; ADR 076 for 3, 5 and 6) */
  orientacao: 'portrait' | 'landscape';
}

/** The layout select (§2.17) with each layout's toggles and its PDF orientation (ADR 076). */
export const LAYOUT_TABELA_OPCOES = [
  {
    value: 1,
    label: 'Defensores por comarca e área de atuação',
    opcoes: ['exibirEventos', 'exibirEstagiarios', 'agruparPorAtuacao', 'agruparPeloCadastroDaComarca', 'agruparPorPredio'],
    orientacao: 'landscape',
  },
  { value: 2, label: 'Defensores por atribuição', opcoes: ['exibirEventos', 'exibirTudo', 'agruparDefensoriasEmSubstituicoes'], orientacao: 'portrait' },
  { value: 3, label: 'Defensores por núcleo', opcoes: [], orientacao: 'portrait' },
  { value: 4, label: 'Estagiários por defensoria', opcoes: ['exibirEventos'], orientacao: 'landscape' },
  { value: 5, label: 'Estagiários por setor', opcoes: [], orientacao: 'portrait' },
  { value: 6, label: 'Estagiários por núcleo', opcoes: [], orientacao: 'portrait' },
] as const satisfies readonly LayoutTabelaOpcao[];

export const isLayoutTabela = (v: unknown): v is LayoutTabela => LAYOUT_TABELA_OPCOES.some((o) => o.value === v);
export const layoutTabela = (v: LayoutTabela): LayoutTabelaOpcao => LAYOUT_TABELA_OPCOES.find((o) => o.value === v)!;
export const layoutTabelaLabel = (v: number | null | undefined) => LAYOUT_TABELA_OPCOES.find((o) => o.value === v)?.label ?? '';

/**
 * The toggles of a layout: its defaults with what the user chose on top. A toggle the layout does not show is
 * always off, except the groupings that are on by default, which stay at their default (the screen cannot change them).
 */
export function opcoesDoLayout(layout: LayoutTabela, escolhidas: Partial<OpcoesTabela> = {}): OpcoesTabela {
  const permitidas: readonly OpcaoTabela[] = layoutTabela(layout).opcoes;
  const out = { ...OPCOES_TABELA_PADRAO };
  for (const chave of Object.keys(out) as OpcaoTabela[]) {
    const escolhida = escolhidas[chave];
    if (permitidas.includes(chave) && escolhida !== undefined) out[chave] = escolhida;
  }
  return out;
}

/**
 * The "internal check" of §2.17 (ADR 076): who may see the layout select, the toggles and the title. Whoever may
 * edit placements already sees every placement and its notes, so the internal layouts reveal nothing new to them.
 */
export const PERMISSAO_TABELA_INTERNA: Permissao = 'LOTACAO_UPDATE';

/** The key of the browser's local storage where the layout-1 filters are kept (§2.17). */
export const CHAVE_FILTROS_TABELA = 'sgi.tabela-lotacao.filtros';

/** A vacant office (§2.17). */
export const TEXTO_VAGO = '(VAGO)';

/** The empty messages of §2.17, in pt-BR with their accents. */
export const MENSAGENS_TABELA_VAZIA = {
  filtros: '(Nenhum registro para os filtros selecionados)',
  semDados: 'Nenhum dado disponível',
  semComarcas: 'Dados de comarcas indisponíveis...',
  carregando: 'Carregando ou dados indisponíveis...',
  semDefensores: 'Nenhum defensor disponível para as comarcas e defensorias selecionadas.',
  semDefensorias: 'Nenhuma defensoria disponível para as comarcas selecionadas.',
  semComarcasNoFiltro: 'Nenhuma comarca disponível.',
} as const;
