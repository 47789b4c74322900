import type { NucleoInput, NucleoMaxEstagiarios, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface Ref {
  id: number;
  nome: string;
}

/** cadastros-relatorios §3 Nucleo. */
export interface Nucleo {
  id: number;
  ordem: number;
  nome: string;
  comarca: Ref;
  predio: Ref | null;
  telefone: { ddd: number | null; numero: string | null };
  substituto1: Ref | null;
  substituto2: Ref | null;
  maximoIntegrantes: number;
  /** the núcleo's version (ADR 022): the form and the list's quick edit send it back */
  versao: number;
}

export interface NucleoDetalhe extends Nucleo {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
}

export interface Opcao {
  value: string;
  label: string;
}

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

export function useCreateNucleo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NucleoInput) => api<NucleoDetalhe>('nucleo', { method: 'POST', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao cadastrar o núcleo.' },
  });
}

export function useUpdateNucleo(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoInput>) => api<NucleoDetalhe>(`nucleo/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}

/** The list's modal: PATCH nucleo/maxestagiarios (cadastros-relatorios §7). */
export function useMaxEstagiarios() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Versionado<NucleoMaxEstagiarios>) => api<{ message: string; versao: number }>('nucleo/maxestagiarios', { method: 'PATCH', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave }),
    meta: { erro: 'Falha ao atualizar o núcleo.' },
  });
}

export function useRemoveNucleo() {
  return useRemoveRegistro('nucleo', 'Falha ao remover o núcleo.', (qc) => qc.invalidateQueries({ queryKey: chave }));
}

// Lookup lists of the form and the list's filter (cadastros-relatorios §9: up to 1000; defenders 10000).

export const comarcasOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'comarca'],
    queryFn: () => api<[Ref[], number]>('comarca', { query: { skip: 0, take: 1000 } }),
    select: ([lista]): Opcao[] => lista.map((c) => ({ value: String(c.id), label: c.nome })),
    meta: { erro: 'Falha ao listar comarcas.' },
  });

export interface PredioOpcao extends Opcao {
  comarcaId: number | null;
}

export const prediosOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'predio'],
    queryFn: () => api<[(Ref & { comarca?: Ref | null })[], number]>('predio', { query: { skip: 0, take: 1000 } }),
    select: ([lista]): PredioOpcao[] => lista.map((p) => ({ value: String(p.id), label: p.nome, comarcaId: p.comarca?.id ?? null })),
    meta: { erro: 'Falha ao listar unidades.' },
  });

export const defensoresOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'defensor'],
    // Names only, open to every staff session (ADR 019): a NUCLEO role needs no DEFENSOR permission to choose.
    queryFn: () => api<(Ref & { ativo: boolean })[]>('defensor/opcoes'),
    select: (lista): Opcao[] => lista.map((d) => ({ value: String(d.id), label: d.ativo ? d.nome : `${d.nome} (inativo)` })),
    meta: { erro: 'Falha ao listar defensores.' },
  });
