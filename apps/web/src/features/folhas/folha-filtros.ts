import { dataIsoLocal } from '@sgi/domain';
import { useSearchParams } from 'react-router';
import type { FiltrosDasFolhas } from './api';

const inteiro = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

/** The list's filters kept in the URL (a reload or a shared link shows the same list); the month defaults to the current one. */
export function useFiltrosDasFolhas(): [FiltrosDasFolhas, (parte: Partial<FiltrosDasFolhas>) => void] {
  const [params, setParams] = useSearchParams();
  const periodo = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.get('periodo') ?? '') ? params.get('periodo')! : dataIsoLocal().slice(0, 7);
  const status = params.get('status');
  const filtros: FiltrosDasFolhas = {
    ano: Number(periodo.slice(0, 4)),
    mes: Number(periodo.slice(5, 7)),
    status: status === 'exceto' ? 'exceto' : inteiro(status),
    estagiario: inteiro(params.get('estagiario')),
    unidade: inteiro(params.get('unidade')) ?? 0,
    vinculo: inteiro(params.get('vinculo')) ?? 1,
    semanaAcima: params.get('semana') === '1',
    comFolhas: params.get('com_folhas') !== '0',
  };
  const mudar = (parte: Partial<FiltrosDasFolhas>) => {
    const f = { ...filtros, ...parte };
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        const put = (nome: string, valor: string | null) => (valor === null ? q.delete(nome) : q.set(nome, valor));
        put('periodo', `${f.ano}-${String(f.mes).padStart(2, '0')}`);
        put('status', f.status === null ? null : String(f.status));
        put('estagiario', f.estagiario === null ? null : String(f.estagiario));
        put('unidade', f.unidade ? String(f.unidade) : null);
        put('vinculo', f.vinculo === 1 || f.vinculo === null ? null : String(f.vinculo));
        put('semana', f.semanaAcima ? '1' : null);
        put('com_folhas', f.comFolhas ? null : '0');
        // A new filter starts at the first page.
        q.delete('pagina');
        return q;
      },
      { replace: true },
    );
  };
  return [filtros, mudar];
}
