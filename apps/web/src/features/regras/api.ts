import type { RegraLinha } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The answers' shapes are the domain's (acao-api.ts). */
export type { RegraLinha } from '@sgi/domain';

const chave = ['regra'] as const;

/** GET rules (§7: skip, take; the pair [rules, count]), by id. */
export const regrasQuery = (q: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[RegraLinha[], number]>('rules', { query: q }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar regras.' },
  });

/** PUT rules/{id} {ativa, versao}: answers 'Regra atualizada.' and the new version (ADR 062). */
export function useAtivarRegra() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativa, versao }: { id: number; ativa: boolean; versao: number }) =>
      api<{ message: string; versao: number }>(`rules/${id}`, { method: 'PUT', body: { ativa, versao } }),
    // A refused change (a stale version: someone switched it meanwhile) also reloads what the table shows.
    onSettled: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar a regra.' },
  });
}
