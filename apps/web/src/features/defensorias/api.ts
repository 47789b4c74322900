import type { DefensoriaInput, DefensoriaOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery, type Ref } from '../../lib/opcoes';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

/** cadastros-relatorios §3 Defensoria. */
export interface Defensoria {
  id: number;
  ordem: number;
  codigo: string | null;
  nome: string;
  vara: Ref | null;
  comarca: Ref;
  predio: Ref | null;
  defensoriasubstituta1: Ref | null;
  defensoriasubstituta2: Ref | null;
  exibirrelatorio: boolean;
  maximo_estagiarios: number;
  anotacao: string | null;
  telefone: { ddd: number | null; numero: string | null };
}

/** A row of the list, which also counts the defensoria's current active placements (ADR 020). */
export interface DefensoriaLinha extends Defensoria {
  lotacoes: number;
}

export interface DefensoriaDetalhe extends Defensoria {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

export interface ListarDefensorias {
  skip: number;
  take: number;
  orderField: DefensoriaOrdem;
  orderBy: 'asc' | 'desc';
  vara?: number;
  comarca?: number;
  nome?: string;
}

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

function useInvalidar() {
  const qc = useQueryClient();
  // The lookups of every defensoria select live under the same key (lib/opcoes).
  return () => qc.invalidateQueries({ queryKey: chave });
}

export function useCreateDefensoria() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: DefensoriaInput) => api<DefensoriaDetalhe>('defensoria', { method: 'POST', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao cadastrar a defensoria.' },
  });
}

export function useUpdateDefensoria(id: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: Versionado<DefensoriaInput>) => api<DefensoriaDetalhe>(`defensoria/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao atualizar a defensoria.' },
  });
}

export function useRemoveDefensoria() {
  return useRemoveRegistro('defensoria', 'Falha ao remover defensoria.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}

// The vara select of the form and the list's filter (the other lookups are shared: lib/opcoes).
export const varasOpcoesQuery = () => opcoesQuery('vara', { erro: 'Falha ao buscar vara(s).' });
