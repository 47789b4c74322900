import type { UsuarioDetalhe, UsuarioInput, UsuarioResumo } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface ListarUsuarios {
  skip: number;
  take: number;
  orderBy: 'nome' | 'username' | 'funcao' | 'papel';
  orderDirection: 'asc' | 'desc';
  nome?: string;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { UsuarioResumo, UsuarioDetalhe } from '@sgi/domain';

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
export const useSalvarUsuario = (id: number | null) =>
  useSalvarRegistro<UsuarioInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'usuario',
      erros: { criar: 'Falha ao cadastrar o usuário.', atualizar: 'Falha ao atualizar o usuário.', remover: 'Falha ao remover usuário.' },
      invalidar: [['papel'], ['auth', 'me']],
    },
    id,
  );
