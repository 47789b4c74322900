import type { UsuarioInput, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface UsuarioResumo {
  id: number;
  username: string;
  nome: string;
  sobrenome: string | null;
  funcao: string | null;
  ativo: boolean;
  papel: { id: number; nome: string };
}

export interface UsuarioDetalhe extends UsuarioResumo {
  pessoaId: number;
  email: string | null;
  recebenotificacaoes: boolean;
  corfundotabela: string;
  corletratabela: string;
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  /** the pessoa's version: every form that writes the pessoa sends it back (ADR 022) */
  versao: number;
}

export interface ListarUsuarios {
  skip: number;
  take: number;
  orderBy: 'nome' | 'username' | 'funcao' | 'papel';
  orderDirection: 'asc' | 'desc';
  nome?: string;
}

const chave = ['usuario'] as const;

export const usuariosQuery = (q: ListarUsuarios) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[UsuarioResumo[], number]>('usuario', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar usuários.' },
  });

export const usuarioQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<UsuarioDetalhe>(`usuario/${id}`),
    meta: { erro: 'Falha ao buscar o usuário.' },
  });

/** Users appear in the role counts, and the signed-in user's own colours come from auth/me. */
function useInvalidar() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: chave }),
      qc.invalidateQueries({ queryKey: ['papel'] }),
      qc.invalidateQueries({ queryKey: ['auth', 'me'] }),
    ]);
}

export function useCreateUsuario() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: UsuarioInput) => api<{ id: number; message: string }>('usuario', { method: 'POST', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao cadastrar o usuário.' },
  });
}

export function useUpdateUsuario(id: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: Versionado<UsuarioInput>) => api<{ message: string; versao: number }>(`usuario/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao atualizar o usuário.' },
  });
}

export function useRemoveUsuario() {
  const invalidar = useInvalidar();
  return useRemoveRegistro('usuario', 'Falha ao remover usuário.', invalidar);
}
