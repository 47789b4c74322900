import type { Curso, CursoDetalhe, CursoInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Curso, CursoDetalhe } from '@sgi/domain';

const chave = ['curso'] as const;

export const cursosQuery = (q: { skip: number; take: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Curso[], number]>('curso', { query: { ...q } }),
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
