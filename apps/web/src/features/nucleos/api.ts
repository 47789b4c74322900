import type { NucleoInput, NucleoMaxEstagiarios, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Ref } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

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

export const useSalvarNucleo = (id: number | null) =>
  useSalvarRegistro<NucleoInput, NucleoDetalhe, NucleoDetalhe>(
    {
      recurso: 'nucleo',
      erros: { criar: 'Falha ao cadastrar o núcleo.', atualizar: 'Falha ao atualizar o núcleo.', remover: 'Falha ao remover o núcleo.' },
    },
    id,
  );

/** The list's modal: PATCH nucleo/maxestagiarios (cadastros-relatorios §7). */
export function useMaxEstagiarios() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoMaxEstagiarios>) => api<{ message: string; versao: number }>('nucleo/maxestagiarios', { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}
