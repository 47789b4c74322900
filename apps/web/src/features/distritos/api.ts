import type { Distrito as DistritoBase, DistritoDetalhe, DistritoInput, DistritoOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { DistritoDetalhe } from '@sgi/domain';
/** A row of the list, with its movements' count (§2.8: asked with comMovimentacoes). */
export type Distrito = DistritoBase & { movimentacoes?: number };

const chave = ['distrito'] as const;

export const distritosQuery = (q: { skip: number; take: number; orderField: DistritoOrdem; orderBy: 'asc' | 'desc' }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Distrito[], number]>('distrito', { query: { ...q, comDefensoria: true, comMovimentacoes: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar distritos.' },
  });

export const distritoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DistritoDetalhe>(`distrito/${id}`),
    meta: { erro: 'Falha ao buscar distrito(s).' },
  });

export const useSalvarDistrito = (id: number | null) =>
  useSalvarRegistro<DistritoInput, DistritoDetalhe, DistritoDetalhe>(
    {
      recurso: 'distrito',
      erros: { criar: 'Falha ao cadastrar o distrito.', atualizar: 'Falha ao atualizar o distrito.', remover: 'Falha ao remover o distrito.' },
    },
    id,
  );
