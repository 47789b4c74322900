import type { PapelInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface PermissaoRef {
  id: number;
  nome: string;
}

export interface PapelResumo {
  id: number;
  nome: string;
  totalUsuarios: number;
}

export interface PapelDetalhe extends PapelResumo {
  permissoes: PermissaoRef[];
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['papel'] as const;

export const papeisQuery = (q: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[PapelResumo[], number]>('papel', { query: { ...q, comUsuarios: true } }),
    // Keeps the current page on screen while the next one loads (no layout jump).
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar papéis.' },
  });

export const papelQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<PapelDetalhe>(`papel/${id}`),
    meta: { erro: 'Falha ao buscar papel.' },
  });

/** After any change: the role lists, the users' role column and, if it was the user's own role, the menus. */
function useInvalidar() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: chave }),
      qc.invalidateQueries({ queryKey: ['usuario'] }),
      qc.invalidateQueries({ queryKey: ['auth', 'me'] }),
    ]);
}

export function useCreatePapel() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: PapelInput) => api<PapelDetalhe>('papel', { method: 'POST', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao cadastrar o papel.' },
  });
}

export function useUpdatePapel(id: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: Versionado<PapelInput>) => api<PapelDetalhe>(`papel/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao atualizar o papel.' },
  });
}

export function useRemovePapel() {
  const invalidar = useInvalidar();
  return useRemoveRegistro('papel', 'Falha ao remover papel.', invalidar);
}
