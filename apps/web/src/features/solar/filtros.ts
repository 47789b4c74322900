import { dataIsoLocal, SOLAR_DATA_INICIAL_PADRAO, TIPOS_DE_ATENDIMENTO_SOLAR, type ItemTabelaSolar, compararPtBr } from '@sgi/domain';

/**
 * The filters of the 'Atendimentos Solar' report (§2.18) and how they map onto the case system's call (§7,
 * ADR 092). The pickers choose sets; the call takes one id per kind. So each picker narrows what its side select
 * offers, and the side select holds the one id that is sent (none = 0, all of them, §9). Comarcas and diretorias
 * narrow the defensorias (and through them the defenders), qualificações the servants.
 */
export const SELETORES = ['tipos', 'areas', 'servidores', 'defensorias', 'defensores', 'comarcas', 'diretorias', 'qualificacoes'] as const;
export type Seletor = (typeof SELETORES)[number];
export const LADOS = ['tipo', 'area', 'servidor', 'defensoria', 'defensor'] as const;
export type Lado = (typeof LADOS)[number];

export interface FiltrosSolar {
  inicio: string | null;
  fim: string | null;
  /** what each picker left checked: ids as text, or the comarca/diretoria/qualificação names; empty = no narrowing */
  marcados: Record<Seletor, string[]>;
  /** the side selects: the one id of each kind the call carries; null = 0 (all) */
  lados: Record<Lado, string | null>;
}

export const ROTULO_DO_SELETOR: Record<Seletor, string> = {
  tipos: 'Tipos de atendimento',
  areas: 'Áreas',
  servidores: 'Servidores',
  defensorias: 'Defensorias',
  defensores: 'Defensores',
  comarcas: 'Comarcas',
  diretorias: 'Diretorias',
  qualificacoes: 'Qualificações',
};
export const ROTULO_DO_LADO: Record<Lado, string> = {
  tipo: 'Tipo de atendimento',
  area: 'Área',
  servidor: 'Servidor',
  defensoria: 'Defensoria',
  defensor: 'Defensor',
};
/** The picker whose checks narrow each side select. */
export const SELETOR_DO_LADO: Record<Lado, Seletor> = { tipo: 'tipos', area: 'areas', servidor: 'servidores', defensoria: 'defensorias', defensor: 'defensores' };

const vazio = <T extends string>(chaves: readonly T[], valor: () => unknown) => Object.fromEntries(chaves.map((c) => [c, valor()])) as never;

/** The screen's start: the current month (§9 'report period defaults to the current month'), nothing narrowed. */
export function filtrosIniciais(hoje = dataIsoLocal()): FiltrosSolar {
  const [ano, mes] = hoje.split('-').map(Number) as [number, number];
  const ultimo = new Date(ano, mes, 0).getDate();
  return {
    inicio: `${hoje.slice(0, 7)}-01`,
    fim: `${hoje.slice(0, 7)}-${String(ultimo).padStart(2, '0')}`,
    marcados: vazio(SELETORES, () => []),
    lados: vazio(LADOS, () => null),
  };
}

export interface Opcao {
  value: string;
  label: string;
}
export interface Tabelas {
  area: ItemTabelaSolar[];
  defensoria: ItemTabelaSolar[];
  defensor: ItemTabelaSolar[];
  servidor: ItemTabelaSolar[];
}

const porNome = (a: Opcao, b: Opcao) => compararPtBr(a.label, b.label);
const opcoes = (itens: ItemTabelaSolar[]) => itens.map((i) => ({ value: String(i.id), label: i.nome })).sort(porNome);
const distintos = (valores: (string | null | undefined)[]) =>
  [...new Set(valores.filter((v): v is string => !!v))].map((v) => ({ value: v, label: v })).sort(porNome);
const dentro = (marcados: string[], valor: string | null | undefined) => marcados.length === 0 || (!!valor && marcados.includes(valor));

/** Every picker's options, each narrowed by the pickers above it (comarca/diretoria → defensoria → defensor). */
export function opcoesDosSeletores(t: Tabelas, m: FiltrosSolar['marcados']): Record<Seletor, Opcao[]> {
  const defensorias = t.defensoria.filter((d) => dentro(m.comarcas, d.comarca) && dentro(m.diretorias, d.diretoria));
  const idsDefensorias = new Set(defensorias.filter((d) => dentro(m.defensorias, String(d.id))).map((d) => d.id));
  const filtrandoDefensorias = m.comarcas.length + m.diretorias.length + m.defensorias.length > 0;
  return {
    tipos: TIPOS_DE_ATENDIMENTO_SOLAR.map((x) => ({ value: String(x.id), label: x.nome })),
    areas: opcoes(t.area),
    servidores: opcoes(t.servidor.filter((s) => dentro(m.qualificacoes, s.qualificacao))),
    defensorias: opcoes(defensorias),
    // A defender the table does not place in a defensoria stays offered: narrowing must not hide what it cannot judge.
    defensores: opcoes(t.defensor.filter((d) => !filtrandoDefensorias || d.defensoria_id == null || idsDefensorias.has(d.defensoria_id))),
    comarcas: distintos(t.defensoria.map((d) => d.comarca)),
    diretorias: distintos(t.defensoria.map((d) => d.diretoria)),
    qualificacoes: distintos(t.servidor.map((s) => s.qualificacao)),
  };
}

/** What a side select offers: its picker's options, only the checked ones when the picker checked any. */
export function opcoesDoLado(lado: Lado, todas: Record<Seletor, Opcao[]>, m: FiltrosSolar['marcados']): Opcao[] {
  const seletor = SELETOR_DO_LADO[lado];
  const marcados = m[seletor];
  return todas[seletor].filter((o) => marcados.length === 0 || marcados.includes(o.value));
}

/** The pickers that narrow each side select: its own, and those above it (comarca/diretoria → defensoria → defensor). */
const QUEM_ESTREITA: Record<Lado, Seletor[]> = {
  tipo: ['tipos'],
  area: ['areas'],
  servidor: ['servidores', 'qualificacoes'],
  defensoria: ['defensorias', 'comarcas', 'diretorias'],
  defensor: ['defensores', 'defensorias', 'comarcas', 'diretorias'],
};
/** Whether some picker narrowed what this side select offers (then 'none chosen' no longer means what was asked). */
export const estreitado = (lado: Lado, m: FiltrosSolar['marcados']) => QUEM_ESTREITA[lado].some((s) => m[s].length > 0);

/**
 * The side selects after a picker changed: a choice no longer offered is dropped, and a picker that left exactly
 * one option sets its select to it.
 */
export function ajustarLados(f: FiltrosSolar, todas: Record<Seletor, Opcao[]>): FiltrosSolar['lados'] {
  const lados = { ...f.lados };
  for (const lado of LADOS) {
    const oferecidas = opcoesDoLado(lado, todas, f.marcados);
    if (lados[lado] && !oferecidas.some((o) => o.value === lados[lado])) lados[lado] = null;
    if (!lados[lado] && estreitado(lado, f.marcados) && oferecidas.length === 1) lados[lado] = oferecidas[0]!.value;
  }
  return lados;
}

export const MENSAGEM_INICIO_OBRIGATORIO = 'Informe a data inicial.';
export const MENSAGEM_FIM_OBRIGATORIO = 'Informe a data final.';
export const MENSAGEM_PERIODO_INVERTIDO = 'A data final não pode ser menor que a inicial.';
/** A picker narrowed to several items and its select left empty: the call would silently ask for all (0). */
export const mensagemEscolhaUm = (n: number) => `O Solar recebe um item por vez: escolha um dos ${n} que os filtros deixaram (ou desmarque os filtros para incluir todos).`;

export const MENSAGEM_NADA_A_ESCOLHER = 'Nenhum item atende aos filtros marcados: desmarque algum deles.';

/** Why the report cannot be generated yet, by field; empty = ready. */
export function errosDosFiltros(f: FiltrosSolar, todas: Record<Seletor, Opcao[]>): Partial<Record<'inicio' | 'fim' | Lado, string>> {
  const erros: Partial<Record<'inicio' | 'fim' | Lado, string>> = {};
  if (!f.inicio) erros.inicio = MENSAGEM_INICIO_OBRIGATORIO;
  if (!f.fim) erros.fim = MENSAGEM_FIM_OBRIGATORIO;
  if (f.inicio && f.fim && f.fim < f.inicio) erros.fim = MENSAGEM_PERIODO_INVERTIDO;
  for (const lado of LADOS) {
    const oferecidas = opcoesDoLado(lado, todas, f.marcados);
    if (!f.lados[lado] && estreitado(lado, f.marcados) && oferecidas.length !== 1) erros[lado] = oferecidas.length ? mensagemEscolhaUm(oferecidas.length) : MENSAGEM_NADA_A_ESCOLHER;
  }
  return erros;
}

/** The call's parameters (§7 names): the side selects' ids, 0 where empty, and the period (start default §9). */
export function parametrosDoSolar(f: FiltrosSolar): Record<string, string> {
  const id = (v: string | null) => v ?? '0';
  return {
    p_area_id: id(f.lados.area),
    p_defensoria_id: id(f.lados.defensoria),
    p_defensor_id: id(f.lados.defensor),
    p_servidor_id: id(f.lados.servidor),
    p_tipo_atendimento: id(f.lados.tipo),
    p_data_inicial: f.inicio ?? SOLAR_DATA_INICIAL_PADRAO,
    p_data_final: f.fim ?? '',
  };
}
