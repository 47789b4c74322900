import type { DistritoInput, DistritoOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Ref } from '../../lib/opcoes';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

/** cadastros-relatorios §3 Distrito; the list asks for the defensoria's name (comDefensoria). */
export interface Distrito {
  id: number;
  ordem: number;
  nome: string;
  defensoria: Ref;
}

export interface DistritoDetalhe extends Distrito {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['distrito'] as const;

export const distritosQuery = (q: { skip: number; take: number; orderField: DistritoOrdem; orderBy: 'asc' | 'desc' }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Distrito[], number]>('distrito', { query: { ...q, comDefensoria: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar distritos.' },
  });

export const distritoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DistritoDetalhe>(`distrito/${id}`),
    meta: { erro: 'Falha ao buscar distrito(s).' },
  });

export function useCreateDistrito() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DistritoInput) => api<DistritoDetalhe>('distrito', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar o distrito.' },
  });
}

export function useUpdateDistrito(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<DistritoInput>) => api<DistritoDetalhe>(`distrito/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o distrito.' },
  });
}

export function useRemoveDistrito() {
  return useRemoveRegistro('distrito', 'Falha ao remover o distrito.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}
