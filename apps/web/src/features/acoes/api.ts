import {
  formatData,
  TIPO_ACAO,
  type AcaoInput,
  type DefensorDaAcao,
  type PeriodoAquisitivo,
  type PeriodoDetalhe,
  type PeriodoLinha,
  type PeriodoSalvo,
  type SugestaoDeSubstituicoes,
  type TipoComPeriodo,
} from '@sgi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { defensoresOpcoesQuery, type Opcao } from '../../lib/opcoes';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The answers' shapes are the domain's (acao-api.ts: the API validates its replies with the same schemas). */
export type { DefensorDaAcao, PeriodoDetalhe, PeriodoLinha, PeriodoSalvo } from '@sgi/domain';

const chave = ['periodo'] as const;

/** A defender's actions are a handful a year: the screen reads them all at once and groups them itself. */
export const ACOES_DO_DEFENSOR_TAKE = 1000;

/** GET periodo/defensores: the select of the actions screen and the form (name, admission, age; ADR 062). */
export const defensoresDaAcaoQuery = () =>
  queryOptions({
    queryKey: [...chave, 'defensores'],
    queryFn: () => api<DefensorDaAcao[]>('periodo/defensores'),
    staleTime: 60_000,
    meta: { erro: 'Falha ao listar defensores.' },
  });

/** GET periodo?defensor: every action of the defender, the newest first (§7 Periodo). */
export const acoesDoDefensorQuery = (defensor: number) =>
  queryOptions({
    queryKey: [...chave, 'lista', { defensor }],
    queryFn: () => api<[PeriodoLinha[], number]>('periodo', { query: { defensor, skip: 0, take: ACOES_DO_DEFENSOR_TAKE } }),
    meta: { erro: 'Falha ao listar períodos do defensor.' },
  });

export const periodoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<PeriodoDetalhe>(`periodo/${id}`),
    meta: { erro: `Falha ao buscar o período: ${id}` },
  });

const ROTA_AQUISITIVOS: Record<TipoComPeriodo, string> = {
  [TIPO_ACAO.Ferias]: 'datasaquisitivasferias',
  [TIPO_ACAO.LicencaPremio]: 'datasaquisitivaslicencapremio',
};

/** GET periodo/datasaquisitivasferias/{date} or …licencapremio/{date}: the periods counted from the defender's base date (ADR 061). */
export const periodosAquisitivosQuery = (tipo: TipoComPeriodo, dataBase: string) =>
  queryOptions({
    queryKey: [...chave, 'aquisitivos', tipo, dataBase],
    queryFn: () => api<PeriodoAquisitivo[]>(`periodo/${ROTA_AQUISITIVOS[tipo]}/${dataBase}`),
    staleTime: 5 * 60_000,
    meta: { erro: `Falha ao buscar períodos aquisitivos: ${formatData(dataBase)}` },
  });

/** GET substituicao/sugestao: the defender's offices in the days, each with the suggested substitute (ADR 062). */
export const sugestaoQuery = (defensor: number, data_inicial: string, data_final: string) =>
  queryOptions({
    queryKey: [...chave, 'sugestao', { defensor, data_inicial, data_final }],
    queryFn: () => api<SugestaoDeSubstituicoes>('substituicao/sugestao', { query: { defensor, data_inicial, data_final } }),
    staleTime: 0,
    meta: { erro: 'Falha ao buscar as substituições sugeridas.' },
  });

/**
 * POST/PUT/DELETE periodo. An action changes what the Férias home counts, the timelines show and the notifications
 * list (ADR 063: the saver may be one of those notified).
 */
export const useSalvarPeriodo = (id: number | null) =>
  useSalvarRegistro<AcaoInput, PeriodoSalvo, PeriodoSalvo>(
    {
      recurso: 'periodo',
      erros: { criar: 'Falha ao cadastrar o período.', atualizar: 'Falha ao atualizar o período.', remover: 'Falha ao remover o período.' },
      invalidar: [['notificacao'], ['dashboard'], ['linha-do-tempo'], ['responsavel']],
    },
    id,
  );

/**
 * The substitute select: every defender under the shared lookup's key, the inactive ones offered but not choosable
 * (rule 9 of ADR 061: a substitute is an active defender).
 */
export const substitutosOpcoesQuery = () =>
  queryOptions({
    ...defensoresOpcoesQuery(),
    select: (lista): Opcao[] => lista.map((d) => ({ value: String(d.id), label: d.ativo ? d.nome : `${d.nome} (inativo)`, disabled: !d.ativo })),
  });
