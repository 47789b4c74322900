import type { PapelDetalhe, PapelInput, PapelResumo } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { PapelResumo, PapelDetalhe } from '@sgi/domain';

const chave = ['papel'] as const;

export const papeisQuery = (q: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[PapelResumo[], number]>('papel', { query: { ...q, comUsuarios: true } }),
    // Keeps the current page on screen while the next one loads (no layout jump).
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar papéis.' },
  });

export const papelQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<PapelDetalhe>(`papel/${id}`),
    meta: { erro: 'Falha ao buscar papel.' },
  });

/** After any change: the role lists, the users' role column and, if it was the user's own role, the menus. */
export const useSalvarPapel = (id: number | null) =>
  useSalvarRegistro<PapelInput, PapelDetalhe, PapelDetalhe>(
    {
      recurso: 'papel',
      erros: { criar: 'Falha ao cadastrar o papel.', atualizar: 'Falha ao atualizar o papel.', remover: 'Falha ao remover papel.' },
      invalidar: [['usuario'], ['auth', 'me']],
    },
    id,
  );
