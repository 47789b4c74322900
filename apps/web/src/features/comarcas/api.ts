import type { Comarca, ComarcaDetalhe, ComarcaInput, ComarcaOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Comarca, ComarcaDetalhe } from '@sgi/domain';

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

// Other forms (defensoria, núcleo, unidade) select comarcas from ['comarca', 'opcoes']: the register's key refreshes them too.
export const useSalvarComarca = (id: number | null) =>
  useSalvarRegistro<ComarcaInput, ComarcaDetalhe, ComarcaDetalhe>(
    {
      recurso: 'comarca',
      erros: { criar: 'Falha ao cadastrar a comarca.', atualizar: 'Falha ao atualizar a comarca.', remover: 'Falha ao remover a comarca.' },
    },
    id,
  );
