import type { Feriado, FeriadoDetalhe, FeriadoInput } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery, type Ref } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** A defensoria of the form's checklist, with the comarca it is grouped under. */
export interface DefensoriaOpcao extends Ref {
  comarca: Ref;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Feriado, FeriadoDetalhe } from '@sgi/domain';

const chave = ['feriado'] as const;

/** GET feriado (cadastros-relatorios §7) with the optional year and title search (ADR 032). */
export const feriadosQuery = (q: { skip: number; take: number; ano?: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Feriado[], number]>('feriado', { query: q }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar feriados.' },
  });

export const feriadoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<FeriadoDetalhe>(`feriado/${id}`),
    meta: { erro: 'Falha ao buscar o feriado.' },
  });

export const useSalvarFeriado = (id: number | null) =>
  useSalvarRegistro<FeriadoInput, FeriadoDetalhe, FeriadoDetalhe>(
    {
      recurso: 'feriado',
      erros: { criar: 'Falha ao cadastrar o feriado.', atualizar: 'Falha ao atualizar o feriado.', remover: 'Falha ao remover o feriado.' },
      // The spec's PUT feriado: the id goes in the body with the defensorias (cadastros-relatorios §7).
      atualizar: (id, input) => api<FeriadoDetalhe>('feriado', { method: 'PUT', body: { id, ...input } }),
    },
    id,
  );

/** The year's national holidays as general ones (ADR 021); the server's message says how many were new. */
export function useCreateFeriadosNacionais() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ano: number) => api<{ message: string }>('feriado/nacionais', { method: 'POST', body: { ano } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar os feriados nacionais.' },
  });
}

/**
 * Every defensoria with its comarca, under the key the other defensoria selects share, so saving a defensoria
 * refreshes this list too.
 */
export const defensoriasOpcoesQuery = () =>
  opcoesQuery('defensoria', {
    erro: 'Falha ao listar defensorias.',
    select: (lista: DefensoriaOpcao[]) => lista.map((d) => ({ id: d.id, nome: d.nome, comarca: { id: d.comarca.id, nome: d.comarca.nome } })),
  });
