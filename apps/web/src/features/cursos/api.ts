import type { CursoInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface CursoResumo {
  id: number;
  nome: string;
}

export interface CursoDetalhe extends CursoResumo {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['curso'] as const;

export const cursosQuery = (q: { skip: number; take: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[CursoResumo[], number]>('curso', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar cursos.' },
  });

export const cursoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<CursoDetalhe>(`curso/${id}`),
    meta: { erro: 'Falha ao buscar o curso.' },
  });

export function useCreateCurso() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CursoInput) => api<CursoDetalhe>('curso', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar o curso.' },
  });
}

export function useUpdateCurso(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<CursoInput>) => api<CursoDetalhe>(`curso/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o curso.' },
  });
}

export function useRemoveCurso() {
  return useRemoveRegistro('curso', 'Falha ao remover curso.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}
