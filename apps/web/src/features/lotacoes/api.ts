import type { EstagiarioOpcao, Lotacao, LotacaoDetalhe, LotacaoInput, RefAtivo, TipoPessoa } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Opcao } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface ListarLotacoes {
  skip: number;
  take: number;
  tipo_pessoa: TipoPessoa;
  id_defensor?: number;
  id_assessor?: number;
  id_estagiario?: number;
  id_defensoria?: number;
  id_nucleo?: number;
  /** 'yyyy-MM-dd': only placements edited since that day (the list without a filter) */
  data_edicao?: string;
}

/** Create answers the new id, update `true`; either may answer a warning text instead, the record being saved (§8). */
export type RespostaSalvar = number | boolean | string;

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { Lotacao, LotacaoDetalhe } from '@sgi/domain';

const chave = ['lotacao'] as const;

export const lotacoesQuery = (q: ListarLotacoes) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Lotacao[], number]>('lotacao', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar lotações.' },
  });

export const lotacaoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<LotacaoDetalhe>(`lotacao/${id}`),
    meta: { erro: 'Falha ao buscar a lotação.' },
  });

// The defensoria list counts current placements: it changes with them.
export const useSalvarLotacao = (id: number | null) =>
  useSalvarRegistro<LotacaoInput, RespostaSalvar, RespostaSalvar>(
    {
      recurso: 'lotacao',
      erros: { criar: 'Falha ao cadastrar a lotação.', atualizar: 'Falha ao atualizar a lotação.', remover: 'Falha ao remover a lotação.' },
      invalidar: [['defensoria', 'lista']],
    },
    id,
  );

// Lookup lists (cadastros-relatorios §9) of this form only.
const inativo = (p: RefAtivo) => (p.ativo ? p.nome : `${p.nome} (inativo)`);

export const assessoresOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'lotacao', 'assessores'],
    queryFn: () => api<RefAtivo[]>('lotacao/opcoes/assessores'),
    select: (lista): Opcao[] => lista.map((a) => ({ value: String(a.id), label: inativo(a) })),
    meta: { erro: 'Falha ao listar assessores.' },
  });

export type { EstagiarioOpcao, EstagioOpcao } from '@sgi/domain';

/** Interns with their internships: the form offers the chosen intern's ones. */
export const estagiariosOpcoesQuery = () =>
  queryOptions({
    queryKey: ['opcoes', 'lotacao', 'estagiarios'],
    queryFn: () => api<EstagiarioOpcao[]>('lotacao/opcoes/estagiarios'),
    meta: { erro: 'Falha ao listar estagiários.' },
  });

// Defensorias, buildings and defenders are the shared lookups of lib/opcoes.
export { nucleosOpcoesQuery } from '../../lib/opcoes';

export interface Setor {
  id: number;
  sigla: string;
  nome: string;
}

/** The sectors of a building; under the building's key so saving the building refreshes them. */
export const setoresQuery = (predioId: number) =>
  queryOptions({
    queryKey: ['predio', 'opcoes', 'setores', predioId],
    queryFn: () => api<Setor[]>(`setores/${predioId}`),
    select: (lista): Opcao[] => lista.map((s) => ({ value: String(s.id), label: `${s.sigla} - ${s.nome}` })),
    meta: { erro: 'Falha ao listar setores.' },
  });
