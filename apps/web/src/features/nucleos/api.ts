import type { Nucleo, NucleoDetalhe, NucleoInput, NucleoMaxEstagiarios, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Nucleo, NucleoDetalhe } from '@sgi/domain';

const chave = ['nucleo'] as const;

export const nucleosQuery = (q: { skip: number; take: number; comarca?: number; nome?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Nucleo[], number]>('nucleo', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Erro ao buscar núcleos.' },
  });

export const nucleoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<NucleoDetalhe>(`nucleo/${id}`),
    meta: { erro: 'Falha ao buscar o núcleo.' },
  });

export const useSalvarNucleo = (id: number | null) =>
  useSalvarRegistro<NucleoInput, NucleoDetalhe, NucleoDetalhe>(
    {
      recurso: 'nucleo',
      erros: { criar: 'Falha ao cadastrar o núcleo.', atualizar: 'Falha ao atualizar o núcleo.', remover: 'Falha ao remover o núcleo.' },
    },
    id,
  );

/** The list's modal: PATCH nucleo/maxestagiarios (cadastros-relatorios §7). */
export function useMaxEstagiarios() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoMaxEstagiarios>) => api<{ message: string; versao: number }>('nucleo/maxestagiarios', { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}
