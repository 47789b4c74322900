import type { AtuacaoInput, AtuacaoOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

/** cadastros-relatorios §3 Atuacao; `varas` is their number (the list asks with comVaras). */
export interface Atuacao {
  id: number;
  ordem: number;
  nome: string;
  varas: number;
}

export interface AtuacaoDetalhe extends Atuacao {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['atuacao'] as const;

export const atuacoesQuery = (q: { skip: number; take: number; orderField: AtuacaoOrdem; orderBy: 'asc' | 'desc'; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Atuacao[], number]>('atuacao', { query: { ...q, comVaras: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar atuação(ões).' },
  });

export const atuacaoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<AtuacaoDetalhe>(`atuacao/${id}`),
    meta: { erro: 'Falha ao buscar a atuação.' },
  });

// Other forms select atuacao from ['atuacao', 'opcoes'] (lib/opcoes): the register's key refreshes them too.
const atualizarListas = (qc: QueryClient) => qc.invalidateQueries({ queryKey: chave });

export function useCreateAtuacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AtuacaoInput) => api<AtuacaoDetalhe>('atuacao', { method: 'POST', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao cadastrar a atuação.' },
  });
}

export function useUpdateAtuacao(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<AtuacaoInput>) => api<AtuacaoDetalhe>(`atuacao/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao atualizar a atuação.' },
  });
}

export function useRemoveAtuacao() {
  return useRemoveRegistro('atuacao', 'Falha ao remover a atuação.', atualizarListas);
}
