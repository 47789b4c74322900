import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const SITUACOES_EMAIL = ['PENDENTE', 'ENVIANDO', 'ENVIADO', 'FALHOU'] as const;
export type SituacaoEmail = (typeof SITUACOES_EMAIL)[number];

export interface EmailSaida {
  id: number;
  destinatario: string;
  assunto: string;
  corpo: string;
  status: string;
  tentativas: number;
  ultimoErro: string | null;
  criadoEm: string;
  enviadoEm: string | null;
}

export const caixaSaidaQuery = (q: { skip: number; take: number; status?: SituacaoEmail }) =>
  queryOptions({
    queryKey: ['caixa-saida', q],
    queryFn: () => api<[EmailSaida[], number]>('caixa-saida', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar a caixa de saída.' },
  });
