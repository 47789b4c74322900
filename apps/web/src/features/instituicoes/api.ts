import type { Instituicao, InstituicaoDetalhe, InstituicaoInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Instituicao, InstituicaoDetalhe } from '@sgi/domain';

const chave = ['instituicao'] as const;

export const instituicoesQuery = (q: { skip: number; take: number; razao_social?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Instituicao[], number]>('instituicao', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar instituições.' },
  });

export const instituicaoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<InstituicaoDetalhe>(`instituicao/${id}`),
    meta: { erro: 'Falha ao buscar a instituição.' },
  });

export const useSalvarInstituicao = (id: number | null) =>
  useSalvarRegistro<InstituicaoInput, InstituicaoDetalhe, InstituicaoDetalhe>(
    {
      recurso: 'instituicao',
      erros: { criar: 'Falha ao cadastrar a instituição.', atualizar: 'Falha ao atualizar a instituição.', remover: 'Falha ao remover a instituição.' },
    },
    id,
  );
