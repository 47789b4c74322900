import type { ResumoDoDia, SituacaoDoDia } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The answers' shapes are the domain's (acao-api.ts). */
export type { ResumoDoDia, SituacaoDoDia } from '@sgi/domain';

const chave = ['dashboard'] as const;

/** GET dashboard/{day}: the summary card of the day (§2.16, §3 Dashboard summary). */
export const resumoDoDiaQuery = (dia: string) =>
  queryOptions({
    queryKey: [...chave, 'resumo', dia],
    queryFn: () => api<ResumoDoDia>(`dashboard/${dia}`),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar dashboard.' },
  });

/** GET dashboard?dia&naovazio: each defender's situation that day; naovazio only those away (ADR 062). */
export const situacoesDoDiaQuery = (dia: string, naovazio: boolean) =>
  queryOptions({
    queryKey: [...chave, 'situacoes', { dia, naovazio }],
    queryFn: () => api<SituacaoDoDia[]>('dashboard', { query: { dia, naovazio } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar dashboard.' },
  });
