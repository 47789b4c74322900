import type { EstagiarioDetalhe, EstagiarioInput, EstagiarioResumo, Estagio, EstagioInput } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { comoOpcoes, opcoesQuery } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';
import { salvarNoNavegador } from '../../lib/download';

export type OrdemEstagiarios = 'data_inicio_estagio' | 'nome' | 'cpf' | 'data_nascimento';

export interface ListarEstagiarios {
  skip: number;
  take: number;
  inativos: boolean;
  orderField: OrdemEstagiarios;
  orderBy: 'asc' | 'desc';
  nome?: string;
  cpf?: string;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { EstagioResumo, EstagiarioResumo, EstagiarioDetalhe, Estagio } from '@sgi/domain';

const chave = ['estagiario'] as const;
const chaveEstagios = (estagiarioId: number) => ['estagio', 'lista', estagiarioId] as const;

export const estagiariosQuery = (q: ListarEstagiarios) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[EstagiarioResumo[], number]>('estagiario', { query: { ...q, comEstagios: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar estagiários.' },
  });

export const estagiarioQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<EstagiarioDetalhe>(`estagiario/${id}`, { query: { comTelefones: true } }),
    meta: { erro: 'Falha ao buscar o estagiário.' },
  });

export const emailsQuery = (inativos: boolean) =>
  queryOptions({
    queryKey: [...chave, 'emails', inativos],
    queryFn: () => api<{ nome: string; email: string }[]>('estagiario/emails', { query: { inativos } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar os e-mails dos estagiários.' },
  });

export const estagiosQuery = (estagiarioId: number) =>
  queryOptions({
    queryKey: chaveEstagios(estagiarioId),
    queryFn: () => api<Estagio[]>(`estagio/lista/${estagiarioId}`),
    meta: { erro: 'Falha ao listar estágios.' },
  });

/** The internship modal's selects. */
export const cursosOpcoesQuery = () => opcoesQuery('curso', { erro: 'Falha ao listar cursos.' });

export const instituicoesOpcoesQuery = () =>
  opcoesQuery('instituicao', { erro: 'Falha ao listar instituições.', select: comoOpcoes((i: { id: number; razao_social: string }) => i.razao_social) });

export const useSalvarEstagiario = (id: number | null) =>
  useSalvarRegistro<EstagiarioInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'estagiario',
      erros: { criar: 'Falha ao cadastrar estagiário.', atualizar: 'Falha ao atualizar o estagiário.', remover: 'Falha ao remover estagiário.' },
      aoRemover: (qc, id) => qc.removeQueries({ queryKey: chaveEstagios(id) }),
    },
    id,
  );

/**
 * Saves an internship: POST without `editar`, PUT of the internship read at `editar.versao` with it. The intern list
 * shows internship dates, so it refreshes too.
 */
export function useSalvarEstagio(estagiarioId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ editar, input }: { editar: { id: number; versao: number } | null; input: EstagioInput }): Promise<{ message: string }> =>
      editar === null
        ? api<{ id: number; message: string }>('estagio', { method: 'POST', body: input })
        : api<{ message: string; versao: number }>(`estagio/${editar.id}`, { method: 'PUT', body: { ...input, versao: editar.versao } }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: chaveEstagios(estagiarioId) }), qc.invalidateQueries({ queryKey: chave })]),
    meta: { erro: 'Falha ao salvar o estágio.' },
  });
}

export function useRemoveEstagio(estagiarioId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`estagio/${id}`, { method: 'DELETE' }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: chaveEstagios(estagiarioId) }), qc.invalidateQueries({ queryKey: chave })]),
    meta: { erro: 'Falha ao remover o estágio.' },
  });
}

/** The commitment term (.docx), fetched with the bearer token and offered under the intern's name. */
export function useBaixarTermo() {
  return useMutation({
    mutationFn: async ({ estagioId, nome }: { estagioId: number; nome: string }) => {
      const blob = await api<Blob>(`estagio/${estagioId}/termo`, { resposta: 'blob' });
      salvarNoNavegador(blob, `Termo de Compromisso - ${nome.replace(/[\\/:*?"<>|]/g, ' ').trim()}.docx`);
    },
    meta: { erro: 'Falha ao gerar o termo de compromisso.' },
  });
}
