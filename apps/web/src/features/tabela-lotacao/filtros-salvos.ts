import { CHAVE_FILTROS_TABELA, type FiltrosTabela } from '@sgi/domain';

const lista = (v: unknown): number[] | null =>
  Array.isArray(v) && v.every((n) => Number.isInteger(n) && (n as number) > 0) ? [...new Set(v as number[])] : null;

/**
 * The layout-1 filters kept in the browser (§2.17) under the domain's key. Whatever is there is read defensively
 * (another version, a hand edit): anything that is not a list of ids counts as no filter. The screen then cuts them
 * down with filtrosCoerentes against the day's lists.
 */
export function lerFiltros(): FiltrosTabela {
  try {
    const v = JSON.parse(localStorage.getItem(CHAVE_FILTROS_TABELA) ?? '{}') as Record<string, unknown>;
    return { comarcas: lista(v.comarcas), defensorias: lista(v.defensorias), defensores: lista(v.defensores) };
  } catch {
    return { comarcas: null, defensorias: null, defensores: null };
  }
}

export function salvarFiltros(f: FiltrosTabela): void {
  const limpo = { comarcas: f.comarcas ?? null, defensorias: f.defensorias ?? null, defensores: f.defensores ?? null };
  if (limpo.comarcas === null && limpo.defensorias === null && limpo.defensores === null) localStorage.removeItem(CHAVE_FILTROS_TABELA);
  else localStorage.setItem(CHAVE_FILTROS_TABELA, JSON.stringify(limpo));
}

/** Whether any filter is set (the Filtros button shows how many lists are). */
export const quantosFiltros = (f: FiltrosTabela) => [f.comarcas, f.defensorias, f.defensores].filter((x) => x != null).length;

export const mesmosFiltros = (a: FiltrosTabela, b: FiltrosTabela) =>
  (['comarcas', 'defensorias', 'defensores'] as const).every((k) => JSON.stringify(a[k] ?? null) === JSON.stringify(b[k] ?? null));
