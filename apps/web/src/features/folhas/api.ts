import type { ContagemDasFolhas, EntradaDia, Folha, FolhaResumo, LinhaDasFolhas, ResultadoDaGeracao } from '@sgi/domain';
import { FOLHA } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { opcoesQuery } from '../../lib/opcoes';

/** The answers' shapes are the domain's (folha-respostas.ts: the API strips its replies with the same schemas). */
export type { ContagemDasFolhas, EstagioSemFolha, Folha, FolhaResumo, LinhaDasFolhas } from '@sgi/domain';

const chave = ['folha_frequencia'] as const;

/** The filters of the month's list (acesso-sessao §2; issue 13: the weekly warning filter). */
export interface FiltrosDasFolhas {
  ano: number;
  mes: number;
  /** a sheet status, or 'exceto' for every status but concluída; null: all */
  status: number | 'exceto' | null;
  estagiario: number | null;
  /** 0: every unit (acesso-sessao §2) */
  unidade: number;
  /** 1 defensoria (the default), 2 núcleo; null: both (a link session, which has no such filter) */
  vinculo: number | null;
  semanaAcima: boolean;
  /** 'Com Folhas' (ADR 053): true, the sheets only; false, also the internships of the month still without one */
  comFolhas: boolean;
}

export const paramsDasFolhas = (f: FiltrosDasFolhas) => ({
  status: typeof f.status === 'number' ? f.status : undefined,
  exceto_concluidas: f.status === 'exceto' || undefined,
  estagiario: f.estagiario ?? undefined,
  unidade: f.unidade,
  vinculo: f.vinculo ?? undefined,
  semana_acima: f.semanaAcima || undefined,
  com_folhas: f.comFolhas ? undefined : false,
});

export const folhasQuery = (f: FiltrosDasFolhas, pagina: { skip: number; take: number }) =>
  queryOptions({
    queryKey: [...chave, 'lista', f, pagina],
    queryFn: () => api<[LinhaDasFolhas[], number]>(`folha_frequencia/listar/${f.ano}/${f.mes}`, { query: { ...pagina, ...paramsDasFolhas(f) } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar as folhas de frequências.' },
  });

/** The status filter's counts: the month under the other filters (the status itself aside, so every count shows). */
export const contagemQuery = (f: FiltrosDasFolhas) =>
  queryOptions({
    queryKey: [...chave, 'contagem', { ...f, status: null, comFolhas: true }],
    queryFn: () => {
      const { status: _status, exceto_concluidas: _exceto, com_folhas: _comFolhas, ...outros } = paramsDasFolhas(f);
      return api<ContagemDasFolhas>(`folha_frequencia/contagem/${f.ano}/${f.mes}`, { query: outros });
    },
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar as folhas de frequências.' },
  });

export const folhaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<Folha>(`folha_frequencia/${id}`),
    meta: { erro: 'Falha ao buscar a folha de frequência.' },
  });

/** Every sheet of the filter, page after page of 100 (the mass notification picks the notifiable ones); sheets only. */
export async function todasAsFolhas(f: FiltrosDasFolhas): Promise<FolhaResumo[]> {
  const todas: FolhaResumo[] = [];
  for (let skip = 0; ; skip += FOLHA.listaTake) {
    const [pagina, total] = await api<[FolhaResumo[], number]>(`folha_frequencia/listar/${f.ano}/${f.mes}`, {
      query: { skip, take: FOLHA.listaTake, ...paramsDasFolhas({ ...f, comFolhas: true }) },
    });
    todas.push(...pagina);
    if (pagina.length === 0 || todas.length >= total) return todas;
  }
}

// Lookups of the filters and modals (acesso-sessao §9: up to 1000 items).
export const estagiariosOpcoesQuery = () => opcoesQuery('estagiario', { erro: 'Falha ao listar estagiários.', query: { inativos: true, orderField: 'nome', orderBy: 'asc' } });
export const unidadesOpcoesQuery = () => opcoesQuery('predio', { erro: 'Falha ao listar unidades.' });
/** The responsável is a person (ADR 045): the defenders' persons. */
export const responsaveisOpcoesQuery = () =>
  opcoesQuery('pessoa', { erro: 'Falha ao listar pessoas.', query: { isDefensor: true, orderBy: 'nome' } });

export const estagiosDoEstagiarioQuery = (estagiarioId: number | null) =>
  queryOptions({
    queryKey: ['estagio', 'lista', estagiarioId],
    queryFn: () => api<{ id: number; data_inicio_estagio: string; data_fim_estagio: string | null }[]>(`estagio/lista/${estagiarioId}`),
    enabled: estagiarioId !== null,
    meta: { erro: 'Falha ao listar estágios.' },
  });

/** After any write the sheet, the lists and the counts are read again (acesso-sessao §4: the status comes from the server). */
function useRecarregar() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: chave });
}

/** PUT folha_frequencia/{id}: the day entries, with the version the screen read (ADR 022, If-Match). */
export function useSalvarDias(id: number) {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: ({ dias, versao }: { dias: EntradaDia[]; versao: number }) =>
      api<{ message?: string; versao: number }>(`folha_frequencia/${id}`, { method: 'PUT', body: dias, headers: { 'If-Match': String(versao) } }),
    onSuccess: recarregar,
    meta: { erro: 'Falha ao preencher dias da folha.' },
  });
}

export interface Correcao {
  dia: number;
  comentario: string;
}

/**
 * PATCH folha_frequencia/assinar/{id}/{aprovar}: true sends, signs or approves; false sends back with the days to
 * correct. The version the screen showed goes in If-Match, so a double click by someone who may take two steps in a
 * row (FOLHA_CREATE: sign, then accept) takes one (ADR 051).
 */
export function useAssinar(id: number, versao: number) {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: ({ aprovar, correcoes }: { aprovar: boolean; correcoes?: Correcao[] }) =>
      api<{ message?: string; status?: number }>(`folha_frequencia/assinar/${id}/${aprovar}`, {
        method: 'PATCH',
        body: aprovar ? undefined : { correcoes: correcoes ?? [] },
        headers: { 'If-Match': String(versao) },
      }),
    onSuccess: recarregar,
    meta: { erro: 'Falha ao assinar folha de frequência.' },
  });
}

export function useDefinirResponsavel() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: ({ id, responsavelId }: { id: number; responsavelId: number | null }) =>
      api<{ message: string }>(`folha_frequencia/${id}/${responsavelId ?? 0}`, { method: 'PATCH' }),
    onSuccess: recarregar,
    meta: { erro: 'Falha ao atualizar a folha de frequência.' },
  });
}

export const notificarFolha = (id: number) => api<{ message: string }>(`folha_frequencia/${id}`, { method: 'POST' });

export function useNotificar() {
  const recarregar = useRecarregar();
  return useMutation({ mutationFn: notificarFolha, onSuccess: recarregar, meta: { erro: 'Falha ao enviar notificação.' } });
}

export const isSemFolha = (l: LinhaDasFolhas): l is Extract<LinhaDasFolhas, { semFolha: true }> => 'semFolha' in l;

export function useCriarFolha() {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: (input: { estagioId: number; ano: number; mes: number }) =>
      api<{ message: string; id: number }>('folha_frequencia', { method: 'POST', body: input }),
    onSuccess: recarregar,
    meta: { erro: 'Falha ao criar a folha de frequência.' },
  });
}

/** POST folha_frequencia/{ano}/{mes}?simular=true: what the generation would do, nothing written (issue 13). */
export function useSimularGeracao() {
  return useMutation({
    mutationFn: ({ ano, mes }: { ano: number; mes: number }) =>
      api<Pick<ResultadoDaGeracao, 'criadas' | 'existentes' | 'recusadas'>>(`folha_frequencia/${ano}/${mes}`, { method: 'POST', query: { simular: true } }),
    meta: { erro: 'Falha ao gerar folhas de frequências.' },
  });
}

/** POST folha_frequencia/{ano}/{mes}: queues the generation job (202 { tarefa }). */
export function useGerarFolhas() {
  return useMutation({
    mutationFn: ({ ano, mes }: { ano: number; mes: number }) => api<{ tarefa: number }>(`folha_frequencia/${ano}/${mes}`, { method: 'POST' }),
    meta: { erro: 'Falha ao gerar folhas de frequências.' },
  });
}

export const useRecarregarFolhas = useRecarregar;

/**
 * POST folha_frequencia/{id}/anexo/{dia}: the absence's PDF proof (multipart, field `file`; ADR 051). The server checks
 * the content again and answers its own message on a refusal (415, 413, 400, 409), shown by the mutation cache.
 */
export function useAnexarComprovante(id: number) {
  const recarregar = useRecarregar();
  return useMutation({
    mutationFn: ({ dia, arquivo }: { dia: number; arquivo: File }) => {
      const corpo = new FormData();
      corpo.append('file', arquivo, arquivo.name);
      return api<{ message: string; versao: number }>(`folha_frequencia/${id}/anexo/${dia}`, { method: 'POST', body: corpo });
    },
    onSuccess: recarregar,
    meta: { erro: 'Falha ao anexar o comprovante.' },
  });
}

/** GET folha_frequencia/{id}/anexo/{dia}: fetched with the session (the API never takes a token in a URL). */
export function useBaixarComprovante(id: number) {
  return useMutation({
    mutationFn: ({ dia }: { dia: number }) => api<Blob>(`folha_frequencia/${id}/anexo/${dia}`, { resposta: 'blob' }),
    meta: { erro: 'Falha ao buscar o comprovante.' },
  });
}

/** POST folha_frequencia/aprovacao: queues the bulk approval of the chosen sheets at review (202 { tarefa }, ADR 054). */
export function useAprovarEmLote() {
  return useMutation({
    mutationFn: (ids: number[]) => api<{ tarefa: number }>('folha_frequencia/aprovacao', { method: 'POST', body: { ids } }),
    meta: { erro: 'Falha ao aprovar as folhas de frequência.' },
  });
}
