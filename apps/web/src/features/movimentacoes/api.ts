import type {
  ConfiguracaoComVersao,
  ConfiguracoesInput,
  FiltroDeMovimentacoes,
  MovimentacaoDetalhe,
  MovimentacaoInput,
  MovimentacaoLinha,
  MovimentacaoSalva,
  PainelDeMovimentacoes,
  TipoMovimentacaoDetalhe,
  TipoMovimentacaoInput,
  TipoMovimentacaoLinha,
  TipoMovimentacaoSalvo,
} from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { baixarPdfDaApi } from '../../lib/download';
import { comoOpcoes, type Opcao } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (movimentacao-api.ts: the API validates its replies with the same schemas). */
export type { FiltroDeMovimentacoes, MovimentacaoDetalhe, MovimentacaoLinha, PainelDeMovimentacoes, TipoMovimentacaoDetalhe, TipoMovimentacaoLinha } from '@sgi/domain';

const TIPOS = 'movimentacao/tipo';

// ---- Movement types (§2.12, §7 movimentacao tipo) ----

export const tiposQuery = (q: { skip: number; take: number; nucleo: boolean }) =>
  queryOptions({
    queryKey: [TIPOS, 'lista', q],
    queryFn: () => api<[TipoMovimentacaoLinha[], number]>(TIPOS, { query: q }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar tipos de movimentação.' },
  });

export { tiposDeMovimentacaoQuery as todosOsTiposQuery } from '../../lib/opcoes';

export const tipoQuery = (id: number) =>
  queryOptions({
    queryKey: [TIPOS, 'detalhe', id],
    queryFn: () => api<TipoMovimentacaoDetalhe>(`${TIPOS}/${id}`),
    meta: { erro: 'Falha ao buscar o tipo de movimentação.' },
  });

export const useSalvarTipo = (id: number | null) =>
  useSalvarRegistro<TipoMovimentacaoInput, TipoMovimentacaoSalvo, TipoMovimentacaoSalvo>(
    {
      recurso: TIPOS,
      erros: { criar: 'Falha ao cadastrar o tipo.', atualizar: 'Falha ao atualizar o tipo.', remover: 'Falha ao remover o tipo.' },
    },
    id,
  );

export const baixarPdfDosTipos = () => baixarPdfDaApi(`${TIPOS}/pdf`, 'tipos-de-movimentacao.pdf');

// ---- Configuration (§3 Configuracao, ADR 071) ----

export const configuracoesQuery = () =>
  queryOptions({
    queryKey: ['app/configuracoes'],
    queryFn: () => api<ConfiguracaoComVersao[]>('app/configuracoes'),
    meta: { erro: 'Falha ao buscar as configurações.' },
  });

export function useSalvarConfiguracoes() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfiguracoesInput) => api<{ message: string }>('app/configuracoes', { method: 'PUT', body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['app/configuracoes'] }),
    meta: { erro: 'Falha ao salvar as configurações.' },
  });
}

// ---- Movements (§2.12, §7 movimentacao) ----

export const movimentacoesQuery = (q: FiltroDeMovimentacoes & { skip: number; take: number }) =>
  queryOptions({
    queryKey: ['movimentacao', 'lista', q],
    queryFn: () => api<[MovimentacaoLinha[], number]>('movimentacao', { query: { ...q, comDefensor: true, comLocal: true } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar movimentações.' },
  });

export const movimentacaoQuery = (id: number) =>
  queryOptions({
    queryKey: ['movimentacao', 'detalhe', id],
    queryFn: () => api<MovimentacaoDetalhe>(`movimentacao/${id}`),
    meta: { erro: 'Falha ao buscar a movimentação.' },
  });

/** The other deliveries of the same defender, month and place (the form warns and links to them; ADR 069). */
export const entregasQuery = (q: { defensor: number; referencia: string; defensoria?: number | undefined; nucleo?: number | undefined; exceto?: number | undefined }) =>
  queryOptions({
    queryKey: ['movimentacao', 'entregas', q],
    queryFn: () => api<{ id: number; data_recebimento: string; editadoEm: string }[]>('movimentacao/entregas', { query: q }),
    meta: { erro: 'Falha ao buscar as entregas do mês.' },
  });

export const useSalvarMovimentacao = (id: number | null) =>
  useSalvarRegistro<MovimentacaoInput, MovimentacaoSalva, MovimentacaoSalva>(
    {
      recurso: 'movimentacao',
      erros: { criar: 'Falha ao cadastrar a movimentação.', atualizar: 'Falha ao atualizar a movimentação.', remover: 'Falha ao remover a movimentação.' },
      invalidar: [['dashboard/movimentacoes'], ['defensoria'], ['distrito']],
    },
    id,
  );

/** Who edited movements (GET movimentacao/editores), for the search page's 'Editado Por'. */
export const editoresQuery = () =>
  queryOptions({
    queryKey: ['movimentacao', 'editores'],
    queryFn: () => api<{ id: number; nome: string }[]>('movimentacao/editores'),
    select: (lista): Opcao[] => comoOpcoes()(lista),
    meta: { erro: 'Falha ao listar usuários.' },
  });

/** A defensoria's distritos (§2.12: distrito only for a movement of a defensoria). */
export const distritosDaDefensoriaQuery = (defensoria: number) =>
  queryOptions({
    queryKey: ['distrito', 'opcoes', { defensoria }],
    queryFn: () => api<[{ id: number; nome: string }[], number]>('distrito', { query: { skip: 0, take: 1000, defensoria, orderField: 'nome', orderBy: 'asc' } }),
    select: ([lista]) => comoOpcoes()(lista),
    meta: { erro: 'Falha ao buscar distrito(s).' },
  });

// ---- The module home (§2.12, §7 dashboard/movimentacoes) ----

export interface FiltroDoPainel {
  referenciaI: string;
  referenciaF: string;
  defensorId?: number | undefined;
  defensoriaId?: number | undefined;
  nucleoId?: number | undefined;
}

const queryDoPainel = (f: FiltroDoPainel) => ({ referenciaf: f.referenciaF, defensorId: f.defensorId, defensoriaId: f.defensoriaId, nucleoId: f.nucleoId });

export const painelQuery = (f: FiltroDoPainel) =>
  queryOptions({
    queryKey: ['dashboard/movimentacoes', f],
    queryFn: () => api<PainelDeMovimentacoes>(`dashboard/movimentacoes/${f.referenciaI}`, { query: queryDoPainel(f) }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar as movimentações do período.' },
  });

export const useImprimirPainel = () =>
  useMutation({
    mutationFn: (f: FiltroDoPainel) => baixarPdfDaApi(`dashboard/movimentacoes/${f.referenciaI}/pdf`, `movimentacoes-${f.referenciaI}-${f.referenciaF}.pdf`, queryDoPainel(f)),
  });
