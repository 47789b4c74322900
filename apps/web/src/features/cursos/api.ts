import type { CursoInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface CursoResumo {
  id: number;
  nome: string;
}

export interface CursoDetalhe extends CursoResumo {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['curso'] as const;

export const cursosQuery = (q: { skip: number; take: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[CursoResumo[], number]>('curso', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar cursos.' },
  });

export const cursoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<CursoDetalhe>(`curso/${id}`),
    meta: { erro: 'Falha ao buscar o curso.' },
  });

export const useSalvarCurso = (id: number | null) =>
  useSalvarRegistro<CursoInput, CursoDetalhe, CursoDetalhe>(
    {
      recurso: 'curso',
      erros: { criar: 'Falha ao cadastrar o curso.', atualizar: 'Falha ao atualizar o curso.', remover: 'Falha ao remover curso.' },
    },
    id,
  );
