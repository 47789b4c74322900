import type { Ref, RefAtivo, TipoMovimentacaoLinha } from '@sgi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** An option of a Mantine select. */
export interface Opcao {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A reference to another record as the API answers it (the domain's refSchema). */
export type { Ref };

type Consulta = Record<string, string | number | boolean>;

/** Records as a select's options, labelled by `rotulo` (their `nome` when omitted). */
export function comoOpcoes<T extends { id: number }>(rotulo: (item: T) => string): (lista: T[]) => Opcao[];
export function comoOpcoes(): (lista: Ref[]) => Opcao[];
export function comoOpcoes(rotulo: (item: Ref) => string = (r) => r.nome) {
  return (lista: Ref[]): Opcao[] => lista.map((r) => ({ value: String(r.id), label: rotulo(r) }));
}

interface OpcoesDe<T, S> {
  /** the toast when the list cannot be read (the catalogue's fallback) */
  erro: string;
  /** more of the list call's parameters (ordering, flags); they become part of the key */
  query?: Consulta;
  /** the shape the select needs; by default `{ value: id, label: nome }` */
  select?: (lista: T[]) => S;
}

/**
 * A lookup list: every record of `recurso` (cadastros-relatorios §9: lookup lists load up to 1000 items) under
 * [recurso, 'opcoes'], under the register's own key, so its saves refresh every select of it and they share one cache
 * entry. Observers of the same key may select different shapes.
 */
export function opcoesQuery<T extends { id: number }, S>(recurso: string, o: OpcoesDe<T, S> & { select: (lista: T[]) => S }): ReturnType<typeof consulta<T, S>>;
export function opcoesQuery(recurso: string, o: Omit<OpcoesDe<Ref, Opcao[]>, 'select'>): ReturnType<typeof consulta<Ref, Opcao[]>>;
export function opcoesQuery<T extends { id: number }, S>(recurso: string, o: OpcoesDe<T, S>) {
  return consulta<T, S>(recurso, o);
}

function consulta<T extends { id: number }, S>(recurso: string, { erro, query, select = comoOpcoes() as unknown as (lista: T[]) => S }: OpcoesDe<T, S>) {
  return queryOptions({
    queryKey: query ? [recurso, 'opcoes', query] : [recurso, 'opcoes'],
    queryFn: () => api<[T[], number]>(recurso, { query: { skip: 0, take: 1000, ...query } }),
    select: ([lista]: [T[], number]) => select(lista),
    meta: { erro },
  });
}

// The lookups more than one register's form selects from.

export const comarcasOpcoesQuery = () => opcoesQuery('comarca', { erro: 'Falha ao listar comarcas.' });

export const defensoriasOpcoesQuery = () => opcoesQuery('defensoria', { erro: 'Falha ao listar defensorias.' });

export const nucleosOpcoesQuery = () => opcoesQuery('nucleo', { erro: 'Erro ao buscar núcleos.' });

/** Every movement type of both kinds (§7: take 1000): the movement form's lines, the configuration, the report's filter. */
export const tiposDeMovimentacaoQuery = () =>
  opcoesQuery('movimentacao/tipo', { erro: 'Falha ao listar tipos de movimentação.', select: (lista: TipoMovimentacaoLinha[]) => lista });

export interface PredioOpcao extends Opcao {
  comarcaId: number | null;
}

/** Buildings with their comarca, so a form can offer the chosen comarca's ones. */
export const prediosOpcoesQuery = () =>
  opcoesQuery('predio', {
    erro: 'Falha ao listar unidades.',
    select: (lista: (Ref & { comarca?: Ref | null })[]): PredioOpcao[] =>
      lista.map((p) => ({ value: String(p.id), label: p.nome, comarcaId: p.comarca?.id ?? null })),
  });

/** Defenders, inactive ones marked: names only, open to every staff session (ADR 019), not paged. */
export const defensoresOpcoesQuery = () =>
  queryOptions({
    queryKey: ['defensor', 'opcoes'],
    queryFn: () => api<RefAtivo[]>('defensor/opcoes'),
    select: (lista): Opcao[] => lista.map((d) => ({ value: String(d.id), label: d.ativo ? d.nome : `${d.nome} (inativo)` })),
    meta: { erro: 'Falha ao listar defensores.' },
  });

/** The lookup list plus the record's own value, so a saved choice shows even when the list lacks it. */
export function comAtual(lista: readonly Opcao[] | undefined, atual: Ref | null | undefined): Opcao[] {
  const opcoes = [...(lista ?? [])];
  return atual && !opcoes.some((o) => o.value === String(atual.id)) ? [...opcoes, { value: String(atual.id), label: atual.nome }] : opcoes;
}

/** A lookup select's placeholder: 'Carregando...' while its list loads. */
export const placeholderOpcoes = (pendente: boolean) => (pendente ? 'Carregando...' : 'Selecione');
