import type { AssessorDetalhe, AssessorInput, AssessorResumo } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface ListarAssessores {
  skip: number;
  take: number;
  ativos: boolean;
  inativos: boolean;
  orderBy: 'nome' | 'cpf';
  orderDirection: 'asc' | 'desc';
  nome?: string;
  cpf?: string;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { AssessorResumo, AssessorDetalhe } from '@sgi/domain';

const chave = ['assessor'] as const;

export const assessoresQuery = (q: ListarAssessores) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[AssessorResumo[], number]>('assessor', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar assessores.' },
  });

export const assessorQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<AssessorDetalhe>(`assessor/${id}`),
    meta: { erro: 'Falha ao buscar o assessor.' },
  });

export const useSalvarAssessor = (id: number | null) =>
  useSalvarRegistro<AssessorInput, AssessorDetalhe, AssessorDetalhe>(
    {
      recurso: 'assessor',
      erros: { criar: 'Falha ao cadastrar o assessor.', atualizar: 'Falha ao atualizar o assessor.', remover: 'Falha ao remover assessor.' },
      aoRemover: (qc, id) => qc.removeQueries({ queryKey: ['anexos', 'assessor', id] }),
    },
    id,
  );
