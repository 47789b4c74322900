import type { ComarcaInput, ComarcaOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

/** cadastros-relatorios §3 Comarca, as the list answers without the com* flags. */
export interface Comarca {
  id: number;
  ordem: number;
  prefixo: string | null;
  nome: string;
  agrupar: boolean;
}

export interface ComarcaDetalhe extends Comarca {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['comarca'] as const;

export const comarcasQuery = (q: { skip: number; take: number; orderField: ComarcaOrdem; orderBy: 'asc' | 'desc'; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Comarca[], number]>('comarca', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar comarca(s).' },
  });

export const comarcaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<ComarcaDetalhe>(`comarca/${id}`),
    meta: { erro: 'Falha ao buscar a comarca.' },
  });

// Other forms select comarca from ['comarca', 'opcoes'] (lib/opcoes): the register's key refreshes them too.
const atualizarListas = (qc: QueryClient) => qc.invalidateQueries({ queryKey: chave });

export function useCreateComarca() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ComarcaInput) => api<ComarcaDetalhe>('comarca', { method: 'POST', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao cadastrar a comarca.' },
  });
}

export function useUpdateComarca(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<ComarcaInput>) => api<ComarcaDetalhe>(`comarca/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => atualizarListas(qc),
    meta: { erro: 'Falha ao atualizar a comarca.' },
  });
}

export function useRemoveComarca() {
  return useRemoveRegistro('comarca', 'Falha ao remover a comarca.', atualizarListas);
}
