import type { VaraInput, VaraOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery } from '../../lib/opcoes';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

/** cadastros-relatorios §3 Vara, as the list answers with comAtuacao and comDefensorias (their number). */
export interface Vara {
  id: number;
  ordem: number;
  nome: string;
  atuacao: { id: number; nome: string };
  defensorias: number;
}

export interface VaraDetalhe extends Vara {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['vara'] as const;
const COM = { comAtuacao: true, comDefensorias: true };

export const varasQuery = (q: { skip: number; take: number; orderField: VaraOrdem; orderBy: 'asc' | 'desc'; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Vara[], number]>('vara', { query: { ...q, ...COM } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar vara(s).' },
  });

/**
 * The form's record. The spec's form read it through the list with id and take=1 (cadastros-relatorios §7), but a list
 * row carries no `versao`, which the PUT must send back (ADR 022): the form reads the detail, which has it.
 */
export const varaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<VaraDetalhe>(`vara/${id}`),
    meta: { erro: 'Falha ao buscar vara(s).' },
  });

/** The atuação select. */
export const atuacoesOpcoesQuery = () => opcoesQuery('atuacao', { erro: 'Falha ao listar atuações.' });

// Other forms select vara from ['vara', 'opcoes'] (lib/opcoes): the register's key refreshes them too.
const atualizarListas = (qc: QueryClient) => qc.invalidateQueries({ queryKey: chave });

export function useCreateVara() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: VaraInput) => api<Vara>('vara', { method: 'POST', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao cadastrar a vara.' },
  });
}

export function useUpdateVara(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<VaraInput>) => api<VaraDetalhe>(`vara/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao atualizar a vara.' },
  });
}

export function useRemoveVara() {
  return useRemoveRegistro('vara', 'Falha ao remover a vara.', atualizarListas);
}
