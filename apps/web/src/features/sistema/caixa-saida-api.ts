import type { EmailSaida, StatusEmail } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const caixaSaidaQuery = (q: { skip: number; take: number; status?: StatusEmail }) =>
  queryOptions({
    queryKey: ['caixa-saida', q],
    queryFn: () => api<[EmailSaida[], number]>('caixa-saida', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar a caixa de saída.' },
  });
