import type { Notificacao } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The answers' shapes are the domain's (acao-api.ts). */
export type { Notificacao } from '@sgi/domain';

const chave = ['notificacao'] as const;

/** GET periodo/notificacoes/true: the user's own notifications, newest first, as the pair [rows, count] (ADR 063). */
export const notificacoesQuery = (q: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Notificacao[], number]>('periodo/notificacoes/true', { query: q }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar notificações.' },
  });

/** How often the navbar asks again: new actions reach the count within a minute. */
export const CONTAGEM_A_CADA_MS = 60_000;

/**
 * GET periodo/notificacoes/false: only the count, for the navbar (ADR 063). Silent: a failed count leaves the bell
 * without a number instead of toasting every minute.
 */
export const contagemDeNotificacoesQuery = () =>
  queryOptions({
    queryKey: [...chave, 'contagem'],
    queryFn: () => api<[Notificacao[], number]>('periodo/notificacoes/false'),
    select: ([, total]) => total,
    refetchInterval: CONTAGEM_A_CADA_MS,
    staleTime: 0,
    meta: { silencioso: true },
  });

/** DELETE periodo/notificacoes/{id}: only one's own (ADR 063); the list and the count reload (§4). */
export function useRemoverNotificacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`periodo/notificacoes/${id}`, { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao remover a notificação.' },
  });
}
