import type { DefensoriaDetalhe, DefensoriaInput, DefensoriaLinha, DefensoriaOrdem, ResponsavelDoDia } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface ListarDefensorias {
  skip: number;
  take: number;
  orderField: DefensoriaOrdem;
  orderBy: 'asc' | 'desc';
  vara?: number;
  comarca?: number;
  nome?: string;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Defensoria, DefensoriaLinha, DefensoriaDetalhe } from '@sgi/domain';

const chave = ['defensoria'] as const;

export const defensoriasQuery = (q: ListarDefensorias) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[DefensoriaLinha[], number]>('defensoria', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar defensorias.' },
  });

export const defensoriaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DefensoriaDetalhe>(`defensoria/${id}`),
    meta: { erro: 'Falha ao buscar a defensoria.' },
  });

// The substitute selects, the distrito and feriado forms list every defensoria under ['defensoria', 'opcoes']: refreshed too.
export const useSalvarDefensoria = (id: number | null) =>
  useSalvarRegistro<DefensoriaInput, DefensoriaDetalhe, DefensoriaDetalhe>(
    {
      recurso: 'defensoria',
      erros: { criar: 'Falha ao cadastrar a defensoria.', atualizar: 'Falha ao atualizar a defensoria.', remover: 'Falha ao remover defensoria.' },
    },
    id,
  );

// The vara select of the form and the list's filter (the other lookups are shared: lib/opcoes).
export const varasOpcoesQuery = () => opcoesQuery('vara', { erro: 'Falha ao buscar vara(s).' });

/**
 * GET defensoria/{id}/responsavel/{date} ("who answered for office X on date D", issue 14): the defenders placed there
 * that day, who was away and who stood in. Asked afresh each time: actions change it.
 */
export const responsavelNoDiaQuery = (id: number, dia: string) =>
  queryOptions({
    queryKey: ['responsavel', id, dia],
    queryFn: () => api<ResponsavelDoDia>(`defensoria/${id}/responsavel/${dia}`),
    staleTime: 0,
    meta: { erro: 'Falha ao buscar quem respondeu pela defensoria.' },
  });
