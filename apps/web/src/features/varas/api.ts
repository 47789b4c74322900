import type { Vara, VaraDetalhe, VaraInput, VaraOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Vara, VaraDetalhe } from '@sgi/domain';

const chave = ['vara'] as const;
const COM = { comAtuacao: true, comDefensorias: true };

export const varasQuery = (q: { skip: number; take: number; orderField: VaraOrdem; orderBy: 'asc' | 'desc'; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Vara[], number]>('vara', { query: { ...q, ...COM } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar vara(s).' },
  });

/**
 * The form's record. The spec's form read it through the list with id and take=1 (cadastros-relatorios §7), but a list
 * row carries no `versao`, which the PUT must send back (ADR 022): the form reads the detail, which has it.
 */
export const varaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<VaraDetalhe>(`vara/${id}`),
    meta: { erro: 'Falha ao buscar vara(s).' },
  });

/** The atuação select. */
export const atuacoesOpcoesQuery = () => opcoesQuery('atuacao', { erro: 'Falha ao listar atuações.' });

// The defensoria form selects varas from ['vara', 'opcoes'] (lib/opcoes): the register's key refreshes it too.
export const useSalvarVara = (id: number | null) =>
  useSalvarRegistro<VaraInput, Vara, VaraDetalhe>(
    {
      recurso: 'vara',
      erros: { criar: 'Falha ao cadastrar a vara.', atualizar: 'Falha ao atualizar a vara.', remover: 'Falha ao remover a vara.' },
    },
    id,
  );
