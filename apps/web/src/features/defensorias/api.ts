import type { DefensoriaInput, DefensoriaOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery, type Ref } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** cadastros-relatorios §3 Defensoria. */
export interface Defensoria {
  id: number;
  ordem: number;
  codigo: string | null;
  nome: string;
  vara: Ref | null;
  comarca: Ref;
  predio: Ref | null;
  defensoriasubstituta1: Ref | null;
  defensoriasubstituta2: Ref | null;
  exibirrelatorio: boolean;
  maximo_estagiarios: number;
  anotacao: string | null;
  telefone: { ddd: number | null; numero: string | null };
}

/** A row of the list, which also counts the defensoria's current active placements (ADR 020). */
export interface DefensoriaLinha extends Defensoria {
  lotacoes: number;
}

export interface DefensoriaDetalhe extends Defensoria {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

export interface ListarDefensorias {
  skip: number;
  take: number;
  orderField: DefensoriaOrdem;
  orderBy: 'asc' | 'desc';
  vara?: number;
  comarca?: number;
  nome?: string;
}

const chave = ['defensoria'] as const;

export const defensoriasQuery = (q: ListarDefensorias) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[DefensoriaLinha[], number]>('defensoria', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar defensorias.' },
  });

export const defensoriaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DefensoriaDetalhe>(`defensoria/${id}`),
    meta: { erro: 'Falha ao buscar a defensoria.' },
  });

// The substitute selects, the distrito and feriado forms list every defensoria under ['defensoria', 'opcoes']: refreshed too.
export const useSalvarDefensoria = (id: number | null) =>
  useSalvarRegistro<DefensoriaInput, DefensoriaDetalhe, DefensoriaDetalhe>(
    {
      recurso: 'defensoria',
      erros: { criar: 'Falha ao cadastrar a defensoria.', atualizar: 'Falha ao atualizar a defensoria.', remover: 'Falha ao remover defensoria.' },
    },
    id,
  );

// The vara select of the form and the list's filter (the other lookups are shared: lib/opcoes).
export const varasOpcoesQuery = () => opcoesQuery('vara', { erro: 'Falha ao buscar vara(s).' });
