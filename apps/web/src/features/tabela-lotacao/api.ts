import {
  consultaDaTabela,
  relatorioLotacoesSchema,
  tabelaLotacaoPublicaSchema,
  type PedidoDaTabela,
  type RelatorioLotacoes,
  type TabelaLotacaoPublicaComHora,
} from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '../../lib/api-client';
import { erroAoGerarPdf, salvarNoNavegador } from '../../lib/download';

/** The answers' shapes are the domain's (tabela-lotacao-api.ts). */
export type { RelatorioLotacoes, TabelaLotacaoPublicaComHora } from '@sgi/domain';

/** §8: the toast's fallback when the server says nothing, and the text of an answer the screen cannot draw. */
export const FALHA_AO_BUSCAR = 'Falha ao buscar relatório';
export const ERRO_AO_MONTAR = 'Erro ao montar relatório.';

/** An answer that does not have the table's shape is 'Erro ao montar relatório.' rather than a broken screen. */
function conferido<T>(schema: { safeParse(v: unknown): { success: boolean } }, corpo: unknown): T {
  // 422: not retried (asking again brings the same answer).
  if (!schema.safeParse(corpo).success) throw new ApiError(422, ERRO_AO_MONTAR);
  return corpo as T;
}

/**
 * GET relatorio/lotacoes: the table of the layout on the day. The query string is written by the domain
 * (consultaDaTabela): an empty filter list travels as an empty value, which the client's own query builder drops.
 */
export const tabelaQuery = (p: PedidoDaTabela) =>
  queryOptions({
    queryKey: ['relatorio-lotacoes', consultaDaTabela(p)],
    queryFn: async () => conferido<RelatorioLotacoes>(relatorioLotacoesSchema, await api<unknown>(`relatorio/lotacoes?${consultaDaTabela(p)}`)),
    placeholderData: keepPreviousData,
    meta: { erro: FALHA_AO_BUSCAR },
  });

/** GET publico/relatorio/lotacoes: today's public table (no login; ADR 075). */
export const tabelaPublicaQuery = () =>
  queryOptions({
    queryKey: ['relatorio-lotacoes-publico'],
    queryFn: async () => conferido<TabelaLotacaoPublicaComHora>(tabelaLotacaoPublicaSchema, await api<unknown>('publico/relatorio/lotacoes')),
    // The API keeps it for a minute; asking more often only costs the visitor's quota.
    staleTime: 60_000,
    meta: { erro: FALHA_AO_BUSCAR },
  });

/**
 * Imprimir: the API's PDF of the table on screen (GET relatorio/lotacoes/pdf with the same query). A failure reaches
 * the error toast as 'Erro ao gerar PDF: {motivo}'; 401 and 403 keep the client's own handling.
 */
export function useImprimirTabela() {
  return useMutation({
    mutationFn: async (p: PedidoDaTabela) => {
      try {
        const blob = await api<Blob>(`relatorio/lotacoes/pdf?${consultaDaTabela(p)}`, { resposta: 'blob' });
        salvarNoNavegador(blob, `tabela-de-lotacao-${p.data}-layout-${p.layout}.pdf`);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
        throw new ApiError(err instanceof ApiError ? err.status : 0, erroAoGerarPdf(errorMessage(err)));
      }
    },
  });
}
