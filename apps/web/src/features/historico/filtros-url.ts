import { isValidDataIso } from '@sgi/domain';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';

/** The log's default period: the current month (cadastros-relatorios §2.15). */
export function mesAtual(hoje = dayjs()) {
  return { data_inicial: hoje.startOf('month').format('YYYY-MM-DD'), data_final: hoje.endOf('month').format('YYYY-MM-DD') };
}

// Both tables of the screen restart at their first page whenever a filter changes.
const PAGINAS = ['pagina', 'uso.pagina'];

/** The log page's filters, kept in the URL query so a reload or a shared link shows the same search. */
export function useFiltrosUrl() {
  const [params, setParams] = useSearchParams();
  const padrao = mesAtual();
  const data = (nome: string, fallback: string) => {
    const v = params.get(nome);
    return v && isValidDataIso(v) ? v : fallback;
  };
  return {
    get: (nome: string) => params.get(nome) ?? '',
    periodo: { data_inicial: data('de', padrao.data_inicial), data_final: data('ate', padrao.data_final) },
    set: (mudancas: Record<string, string | null>) =>
      setParams(
        (atual) => {
          const q = new URLSearchParams(atual);
          for (const [k, v] of Object.entries(mudancas)) {
            if (v) q.set(k, v);
            else q.delete(k);
          }
          if (!('aba' in mudancas)) PAGINAS.forEach((p) => q.delete(p));
          return q;
        },
        { replace: true },
      ),
  };
}
