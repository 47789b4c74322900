import type { AssessorInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface AssessorResumo {
  id: number;
  cpf: string;
  nome: string | null;
  ativo: boolean;
  telefone: string | null;
  email_institucional: string | null;
  email: string | null;
  data_entrada: string | null;
  data_sessao: string | null;
  data_saida: string | null;
}

export interface AssessorDetalhe extends AssessorResumo {
  /** number of attachments */
  anexos: number;
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

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

export function useCreateAssessor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessorInput) => api<AssessorDetalhe>('assessor', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar o assessor.' },
  });
}

export function useUpdateAssessor(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<AssessorInput>) => api<AssessorDetalhe>(`assessor/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o assessor.' },
  });
}

export function useRemoveAssessor() {
  return useRemoveRegistro('assessor', 'Falha ao remover assessor.', (qc, id) => {
    qc.removeQueries({ queryKey: ['anexos', 'assessor', id] });
    return qc.invalidateQueries({ queryKey: chave });
  });
}
