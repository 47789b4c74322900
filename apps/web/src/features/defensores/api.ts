import type { DefensorDetalhe, DefensorInput, DefensorOrdem, DefensorResumo } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface ListarDefensores {
  skip: number;
  take: number;
  orderBy: DefensorOrdem;
  orderbyasc: boolean;
  inativos: boolean;
  nome?: string;
  cpf?: string;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { DefensorResumo, DefensorDetalhe } from '@sgi/domain';

const chave = ['defensor'] as const;

export const defensoresQuery = ({ inativos, ...q }: ListarDefensores) =>
  queryOptions({
    queryKey: [...chave, 'lista', { inativos, ...q }],
    queryFn: () => api<[DefensorResumo[], number]>('defensor', { query: { ...q, inativos: inativos || undefined } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar defensores.' },
  });

export const defensorQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DefensorDetalhe>(`defensor/${id}`, { query: { telefone: true, endereco: true } }),
    meta: { erro: 'Falha ao buscar o defensor.' },
  });

/** A defender is a pessoa too: the pessoa list changes with it. */
export const useSalvarDefensor = (id: number | null) =>
  useSalvarRegistro<DefensorInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'defensor',
      erros: { criar: 'Falha ao cadastrar o defensor.', atualizar: 'Falha ao atualizar o defensor.', remover: 'Falha ao remover o defensor.' },
      invalidar: [['pessoa']],
    },
    id,
  );
