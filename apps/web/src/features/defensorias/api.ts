import type { DefensoriaInput, DefensoriaOrdem, Versionado } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useRemoveRegistro } from '../../lib/use-remove-registro';

export interface Ref {
  id: number;
  nome: string;
}

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

export interface Opcao {
  value: string;
  label: string;
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
// The substitute selects here and the distrito form list every defensoria under this key.
const OPCOES = ['opcoes', 'defensoria'] as const;

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

function useInvalidar() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: chave }), qc.invalidateQueries({ queryKey: OPCOES })]);
}

export function useCreateDefensoria() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: DefensoriaInput) => api<DefensoriaDetalhe>('defensoria', { method: 'POST', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao cadastrar a defensoria.' },
  });
}

export function useUpdateDefensoria(id: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (input: Versionado<DefensoriaInput>) => api<DefensoriaDetalhe>(`defensoria/${id}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
    meta: { erro: 'Falha ao atualizar a defensoria.' },
  });
}

export function useRemoveDefensoria() {
  return useRemoveRegistro('defensoria', 'Falha ao remover defensoria.', (qc) =>
    Promise.all([qc.invalidateQueries({ queryKey: chave }), qc.invalidateQueries({ queryKey: OPCOES })]),
  );
}

// Lookup lists of the form and the list's filters (cadastros-relatorios §9: up to 1000 items).
const opcoes = (registro: string, erro: string) =>
  queryOptions({
    queryKey: ['opcoes', registro],
    queryFn: () => api<[Ref[], number]>(registro, { query: { skip: 0, take: 1000 } }),
    select: ([lista]): Opcao[] => lista.map((r) => ({ value: String(r.id), label: r.nome })),
    meta: { erro },
  });

export const varasOpcoesQuery = () => opcoes('vara', 'Falha ao buscar vara(s).');
export const comarcasOpcoesQuery = () => opcoes('comarca', 'Falha ao listar comarcas.');

export interface PredioOpcao extends Opcao {
  comarcaId: number | null;
}

/** Buildings with their comarca, so the form offers the chosen comarca's ones. */
export const prediosOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'predio'],
    queryFn: () => api<[(Ref & { comarca?: Ref | null })[], number]>('predio', { query: { skip: 0, take: 1000 } }),
    select: ([lista]): PredioOpcao[] => lista.map((p) => ({ value: String(p.id), label: p.nome, comarcaId: p.comarca?.id ?? null })),
    meta: { erro: 'Falha ao listar unidades.' },
  });
export const defensoriasOpcoesQuery = () => opcoes('defensoria', 'Falha ao listar defensorias.');
