import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * DELETE `{recurso}/{id}` for a register whose query keys start with `[recurso]`. The open form still observes
 * the removed record, so its detail query goes first (a refetch would only toast a 404); then `depois`
 * refreshes whatever listed it.
 */
export function useRemoveRegistro(recurso: string, erro: string, depois: (qc: QueryClient, id: number) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`${recurso}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: [recurso, 'detalhe', id] });
      return depois(qc, id);
    },
    meta: { erro },
  });
}
