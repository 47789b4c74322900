import { MENSAGENS_TABELA_VAZIA } from './tabela-lotacao.js';
import { lotacaoNoDia, porNomePtBr, type EntradaTabelaLotacao } from './tabela-lotacao-entrada.js';

/**
 * The layout-1 filters (§2.17). Absent or null: not filtered (everything); a list, even empty: only those ids, so
 * "Desmarcar Todos" then Aplicar shows '(Nenhum registro para os filtros selecionados)'.
 */
export interface FiltrosTabela {
  comarcas?: number[] | null;
  defensorias?: number[] | null;
  defensores?: number[] | null;
}

export interface ItemDoFiltro { id: number; nome: string }

const escolhido = (lista: number[] | null | undefined, id: number) => lista == null || lista.includes(id);

/** Tab Comarcas: every comarca, by name. */
export const comarcasOferecidas = (e: EntradaTabelaLotacao): ItemDoFiltro[] =>
  e.comarcas.map(({ id, nome }) => ({ id, nome })).sort(porNomePtBr);

/** Tab Defensorias: the offices of the chosen comarcas (all when none is filtered), by name. */
export const defensoriasOferecidas = (e: EntradaTabelaLotacao, comarcas: number[] | null | undefined): ItemDoFiltro[] =>
  e.defensorias.filter((d) => escolhido(comarcas, d.comarca_id)).map(({ id, nome }) => ({ id, nome })).sort(porNomePtBr);

/**
 * Tab Defensores: the defenders with an active placement valid on the date in one of the chosen offices, which are
 * themselves limited to the chosen comarcas.
 */
export function defensoresOferecidos(e: EntradaTabelaLotacao, f: Pick<FiltrosTabela, 'comarcas' | 'defensorias'>, data: string): ItemDoFiltro[] {
  const oferecidas = new Set(defensoriasOferecidas(e, f.comarcas).filter((d) => escolhido(f.defensorias, d.id)).map((d) => d.id));
  const ids = new Set(
    e.lotacoes.filter((l) => l.defensor_id != null && l.defensoria_id != null && oferecidas.has(l.defensoria_id) && lotacaoNoDia(l, data)).map((l) => l.defensor_id!),
  );
  return e.defensores.filter((d) => ids.has(d.id)).map(({ id, nome }) => ({ id, nome })).sort(porNomePtBr);
}

/**
 * Filters restored from the browser cut down to what the cascade still offers (an office of a comarca no longer
 * chosen, a defender no longer placed that day). Lists left null stay null.
 */
export function filtrosCoerentes(e: EntradaTabelaLotacao, f: FiltrosTabela, data: string): FiltrosTabela {
  const comarcas = f.comarcas == null ? null : f.comarcas.filter((id) => e.comarcas.some((c) => c.id === id));
  const defensoriasOk = new Set(defensoriasOferecidas(e, comarcas).map((d) => d.id));
  const defensorias = f.defensorias == null ? null : f.defensorias.filter((id) => defensoriasOk.has(id));
  const defensoresOk = new Set(defensoresOferecidos(e, { comarcas, defensorias }, data).map((d) => d.id));
  const defensores = f.defensores == null ? null : f.defensores.filter((id) => defensoresOk.has(id));
  return { comarcas, defensorias, defensores };
}

/**
 * The rows the table is built from once the filters apply: offices of the chosen comarcas and defensorias and, when
 * defenders are chosen, only the offices where one of them is placed that day (the office is shown whole, with its
 * other defenders and interns, ADR 077).
 */
export function aplicarFiltrosNaEntrada(e: EntradaTabelaLotacao, f: FiltrosTabela, data: string): EntradaTabelaLotacao {
  if (f.comarcas == null && f.defensorias == null && f.defensores == null) return e;
  const comDefensor = f.defensores == null
    ? null
    : new Set(e.lotacoes.filter((l) => l.defensor_id != null && f.defensores!.includes(l.defensor_id) && lotacaoNoDia(l, data)).map((l) => l.defensoria_id));
  const defensorias = e.defensorias.filter(
    (d) => escolhido(f.comarcas, d.comarca_id) && escolhido(f.defensorias, d.id) && (comDefensor == null || comDefensor.has(d.id)),
  );
  return { ...e, comarcas: e.comarcas.filter((c) => escolhido(f.comarcas, c.id)), defensorias };
}

/** The empty message of each filter tab, or null when it has something to offer. */
export function mensagensDosFiltros(e: EntradaTabelaLotacao, f: FiltrosTabela, data: string) {
  return {
    comarcas: comarcasOferecidas(e).length === 0 ? MENSAGENS_TABELA_VAZIA.semComarcasNoFiltro : null,
    defensorias: defensoriasOferecidas(e, f.comarcas).length === 0 ? MENSAGENS_TABELA_VAZIA.semDefensorias : null,
    defensores: defensoresOferecidos(e, f, data).length === 0 ? MENSAGENS_TABELA_VAZIA.semDefensores : null,
  };
}

/** The table's own empty message: nothing registered at all, or nothing left after the filters. */
export function mensagemDaTabelaVazia(e: EntradaTabelaLotacao, f: FiltrosTabela, comarcasNaTabela: number): string | null {
  if (comarcasNaTabela > 0) return null;
  if (e.comarcas.length === 0) return MENSAGENS_TABELA_VAZIA.semComarcas;
  if (f.comarcas != null || f.defensorias != null || f.defensores != null) return MENSAGENS_TABELA_VAZIA.filtros;
  return MENSAGENS_TABELA_VAZIA.semDados;
}
