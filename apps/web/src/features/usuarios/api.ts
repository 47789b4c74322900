import type { UsuarioInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

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
export const useSalvarUsuario = (id: number | null) =>
  useSalvarRegistro<UsuarioInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'usuario',
      erros: { criar: 'Falha ao cadastrar o usuário.', atualizar: 'Falha ao atualizar o usuário.', remover: 'Falha ao remover usuário.' },
      invalidar: [['papel'], ['auth', 'me']],
    },
    id,
  );
