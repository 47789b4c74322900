import type { Predio, PredioDetalhe, PredioInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Ref } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Predio, Setor, PredioDetalhe } from '@sgi/domain';

const chave = ['predio'] as const;

export const prediosQuery = (q: { skip: number; take: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Predio[], number]>('predio', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar unidades.' },
  });

export const predioQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<PredioDetalhe>(`predio/${id}`),
    meta: { erro: 'Falha ao buscar a unidade.' },
  });

/** PUT answers only a message (cadastros-relatorios §7); the list and the form read the record again. Other forms
 * (defensoria, núcleo, lotação) select buildings and sectors under ['predio', 'opcoes']: refreshed too. */
export const useSalvarPredio = (id: number | null) =>
  useSalvarRegistro<PredioInput, PredioDetalhe, { message: string }>(
    {
      recurso: 'predio',
      erros: { criar: 'Falha ao cadastrar a unidade.', atualizar: 'Falha ao atualizar a unidade.', remover: 'Falha ao remover a unidade.' },
    },
    id,
  );

/** People to pick as a sector's responsável, searched by name on the server (at most 20). */
export const responsaveisQuery = (nome: string) =>
  queryOptions({
    queryKey: [...chave, 'responsaveis', nome],
    queryFn: () => api<Ref[]>('predio/responsaveis', { query: { nome, take: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { erro: 'Falha ao listar pessoas.' },
  });
