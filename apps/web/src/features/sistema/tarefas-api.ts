import type { StatusTarefa, Tarefa } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const tarefasQuery = (q: { skip: number; take: number; status?: StatusTarefa }) =>
  queryOptions({
    queryKey: ['tarefa', 'lista', q],
    queryFn: () => api<[Tarefa[], number]>('tarefa', { query: { ...q } }),
    placeholderData: keepPreviousData,
    // The screen shows jobs that run now: it asks again every few seconds.
    refetchInterval: 3000,
    meta: { erro: 'Falha ao buscar as tarefas.' },
  });

export function useRepetirTarefa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`tarefa/${id}/repetir`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tarefa'] }),
    meta: { erro: 'Falha ao repetir a tarefa.' },
  });
}
