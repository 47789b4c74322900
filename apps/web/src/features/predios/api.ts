import type { PredioInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Ref } from '../../lib/opcoes';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface Telefone {
  ddd: number | null;
  numero: string | null;
}

/** cadastros-relatorios §3 Predio as the list answers it: defensorias and nucleos are counts. */
export interface Predio {
  id: number;
  ordem: number;
  nome: string;
  tipo: number | null;
  comarca: Ref;
  endereco: {
    cep: string | null;
    cidade: string | null;
    bairro: string | null;
    logradouro: string | null;
    complemento: string | null;
    numero: string | null;
  };
  telefoneprincipal: Telefone;
  telefonesecundario: Telefone;
  defensorias: number;
  nucleos: number;
}

/** cadastros-relatorios §3 Setor (plus its id, which the history uses). */
export interface Setor {
  id: number;
  sigla: string;
  nome: string;
  capacidade: number;
  responsavel: Ref | null;
}

export interface PredioDetalhe extends Predio {
  setores: Setor[];
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

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

// Other forms select predio from ['predio', 'opcoes'] (lib/opcoes): the register's key refreshes them too.
const atualizarListas = (qc: QueryClient) => qc.invalidateQueries({ queryKey: chave });

export function useCreatePredio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: PredioInput) => api<PredioDetalhe>('predio', { method: 'POST', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao cadastrar a unidade.' },
  });
}

/** PUT answers only a message (cadastros-relatorios §7); the list and the form read the record again. */
export function useUpdatePredio(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<PredioInput>) => api<{ message: string }>(`predio/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao atualizar a unidade.' },
  });
}

export function useRemovePredio() {
  return useRemoveRegistro('predio', 'Falha ao remover a unidade.', atualizarListas);
}

/** People to pick as a sector's responsável, searched by name on the server (at most 20). */
export const responsaveisQuery = (nome: string) =>
  queryOptions({
    queryKey: [...chave, 'responsaveis', nome],
    queryFn: () => api<Ref[]>('predio/responsaveis', { query: { nome, take: 20 } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { erro: 'Falha ao listar pessoas.' },
  });
