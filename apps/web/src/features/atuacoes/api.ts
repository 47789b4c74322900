import type { Atuacao, AtuacaoDetalhe, AtuacaoInput, AtuacaoOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Atuacao, AtuacaoDetalhe } from '@sgi/domain';

const chave = ['atuacao'] as const;

export const atuacoesQuery = (q: { skip: number; take: number; orderField: AtuacaoOrdem; orderBy: 'asc' | 'desc'; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Atuacao[], number]>('atuacao', { query: { ...q, comVaras: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar atuação(ões).' },
  });

export const atuacaoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<AtuacaoDetalhe>(`atuacao/${id}`),
    meta: { erro: 'Falha ao buscar a atuação.' },
  });

// The vara form selects atuações from ['atuacao', 'opcoes'] (lib/opcoes): the register's key refreshes it too.
export const useSalvarAtuacao = (id: number | null) =>
  useSalvarRegistro<AtuacaoInput, AtuacaoDetalhe, AtuacaoDetalhe>(
    {
      recurso: 'atuacao',
      erros: { criar: 'Falha ao cadastrar a atuação.', atualizar: 'Falha ao atualizar a atuação.', remover: 'Falha ao remover a atuação.' },
    },
    id,
  );
