import { useSearchParams } from 'react-router';

/** The Inativos checkbox kept in the URL (?inativos=1), like the table's paging; a change goes back to page 1. */
export function useInativos(): [boolean, (marcado: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const alterar = (marcado: boolean) =>
    setParams(
      (atual) => {
        const q = new URLSearchParams(atual);
        if (marcado) q.set('inativos', '1');
        else q.delete('inativos');
        q.delete('pagina');
        return q;
      },
      { replace: true },
    );
  return [params.get('inativos') === '1', alterar];
}
