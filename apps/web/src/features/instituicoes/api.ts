import type { InstituicaoInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface Instituicao {
  id: number;
  ordem: number;
  /** 14 normalized characters; shown with formatCnpj */
  cnpj: string;
  razao_social: string;
  representante_cargo: string | null;
  representante_nome: string | null;
  endereco: {
    cep: string | null;
    cidade: string | null;
    bairro: string | null;
    logradouro: string | null;
    complemento: string | null;
    numero: string | null;
  };
  telefone: { ddd: number | null; numero: string | null };
}

export interface InstituicaoDetalhe extends Instituicao {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

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

export function useCreateInstituicao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InstituicaoInput) => api<InstituicaoDetalhe>('instituicao', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar a instituição.' },
  });
}

export function useUpdateInstituicao(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<InstituicaoInput>) => api<InstituicaoDetalhe>(`instituicao/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar a instituição.' },
  });
}

export function useRemoveInstituicao() {
  return useRemoveRegistro('instituicao', 'Falha ao remover a instituição.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}
