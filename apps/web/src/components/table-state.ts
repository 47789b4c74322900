import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page sizes of every data table (acesso-sessao §9): 12 is the default. */
export const PAGE_SIZES = [7, 12, 20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 12;

export interface TableSort {
  /** the column's sortKey (or accessor): what the API's orderBy expects */
  column: string;
  direction: 'asc' | 'desc';
}

export interface TableState {
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filter: string;
}

/** skip/take of one list call (spec §7). */
export interface Pagina {
  skip: number;
  take: number;
}

/** skip/take of the list call for the page being shown. */
export function pageQuery(state: TableState): Pagina {
  return { skip: (state.page - 1) * state.pageSize, take: state.pageSize };
}

const inteiro = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

/**
 * A table's paging, sort and filter kept in the URL query, so a reload, a shared link or the back button
 * shows the same page. `prefix` separates two tables on one screen (e.g. the log page's tabs).
 */
export function useTableState(
  defaults: { sort?: TableSort; pageSize?: number } = {},
  prefix = '',
): [TableState, (next: TableState) => void] {
  const [params, setParams] = useSearchParams();
  const pagina = inteiro(params.get(`${prefix}pagina`));
  const tamanho = inteiro(params.get(`${prefix}tamanho`));
  const ordem = params.get(`${prefix}ordem`);
  const direcao = params.get(`${prefix}direcao`);
  const busca = params.get(`${prefix}busca`) ?? '';
  const padraoTamanho = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
  // Primitive copies: callers usually pass a fresh defaults object on every render.
  const padraoColuna = defaults.sort?.column ?? null;
  const padraoDirecao = defaults.sort?.direction ?? 'asc';

  const state = useMemo<TableState>(
    () => ({
      page: pagina && pagina > 0 ? pagina : 1,
      pageSize: tamanho && ((PAGE_SIZES as readonly number[]).includes(tamanho) || tamanho === padraoTamanho) ? tamanho : padraoTamanho,
      sort: ordem
        ? { column: ordem, direction: direcao === 'desc' ? 'desc' : 'asc' }
        : padraoColuna
          ? { column: padraoColuna, direction: padraoDirecao }
          : null,
      filter: busca,
    }),
    [pagina, tamanho, ordem, direcao, busca, padraoTamanho, padraoColuna, padraoDirecao],
  );

  const setState = useCallback(
    (next: TableState) => {
      // Functional update: the screen's other filters live in the same query string and must survive.
      setParams(
        (atual) => {
          const q = new URLSearchParams(atual);
          const put = (nome: string, valor: string | null) =>
            valor === null ? q.delete(`${prefix}${nome}`) : q.set(`${prefix}${nome}`, valor);
          const ordemPadrao = next.sort?.column === padraoColuna && next.sort?.direction === padraoDirecao;
          put('pagina', next.page > 1 ? String(next.page) : null);
          put('tamanho', next.pageSize !== padraoTamanho ? String(next.pageSize) : null);
          put('ordem', next.sort && !ordemPadrao ? next.sort.column : null);
          put('direcao', next.sort && !ordemPadrao ? next.sort.direction : null);
          put('busca', next.filter ? next.filter : null);
          return q;
        },
        { replace: true },
      );
    },
    [setParams, prefix, padraoTamanho, padraoColuna, padraoDirecao],
  );

  return [state, setState];
}
