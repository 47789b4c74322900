import type { NucleoInput, NucleoMaxEstagiarios, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Ref } from '../../lib/opcoes';
import { useRemoveRegistro } from '../../lib/use-remove-registro';


/** cadastros-relatorios §3 Nucleo. */
export interface Nucleo {
  id: number;
  ordem: number;
  nome: string;
  comarca: Ref;
  predio: Ref | null;
  telefone: { ddd: number | null; numero: string | null };
  substituto1: Ref | null;
  substituto2: Ref | null;
  maximoIntegrantes: number;
  /** the núcleo's version (ADR 022): the form and the list's quick edit send it back */
  versao: number;
}

export interface NucleoDetalhe extends Nucleo {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
}

const chave = ['nucleo'] as const;

export const nucleosQuery = (q: { skip: number; take: number; comarca?: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Nucleo[], number]>('nucleo', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Erro ao buscar núcleos.' },
  });

export const nucleoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<NucleoDetalhe>(`nucleo/${id}`),
    meta: { erro: 'Falha ao buscar o núcleo.' },
  });

export function useCreateNucleo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NucleoInput) => api<NucleoDetalhe>('nucleo', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar o núcleo.' },
  });
}

export function useUpdateNucleo(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoInput>) => api<NucleoDetalhe>(`nucleo/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}

/** The list's modal: PATCH nucleo/maxestagiarios (cadastros-relatorios §7). */
export function useMaxEstagiarios() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoMaxEstagiarios>) => api<{ message: string; versao: number }>('nucleo/maxestagiarios', { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}

export function useRemoveNucleo() {
  return useRemoveRegistro('nucleo', 'Falha ao remover o núcleo.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}
