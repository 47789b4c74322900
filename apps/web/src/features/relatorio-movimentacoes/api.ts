import type { AbaRelatorioMovimentacoes, RelatorioDeMovimentacoes } from '@sgi/domain';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../lib/api-client';
import { baixarDaApi, erroAoGerarPdf } from '../../lib/download';

export type { RelatorioDeMovimentacoes } from '@sgi/domain';

/** The Gerar Relatório modal's filters (§2.18), as the URL keeps them. */
export interface FiltroDoRelatorio {
  inicio: string;
  fim: string;
  ref: boolean;
  defensor: number | null;
  defensoria: number | null;
  nucleo: number | null;
  civel: boolean;
  criminal: boolean;
  /** null: every type; a list: those (the Tipos de Movimentos sub-modal) */
  tipos: number[] | null;
}

const caminho = (f: FiltroDoRelatorio) => `relatorio/movimentacoes/${f.inicio}/${f.fim}/${f.ref}`;
/** The query string: `tipos` repeated (§7), the other filters only when set. */
const consulta = (f: FiltroDoRelatorio) => ({
  defensor: f.defensor,
  defensoria: f.defensoria,
  nucleo: f.nucleo,
  civel: f.civel,
  criminal: f.criminal,
  tipos: f.tipos ?? undefined,
});

export const relatorioQuery = (f: FiltroDoRelatorio) =>
  queryOptions({
    queryKey: ['relatorio/movimentacoes', f],
    queryFn: () => api<RelatorioDeMovimentacoes>(caminho(f), { query: consulta(f) }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar relatório' },
  });

type Extra = RequestOptions['query'];

/** The exports (Exportar menu, PDF Completo): files the API makes from the same filters. */
export function useExportar() {
  return useMutation({
    mutationFn: async ({ f, formato, aba, modo, porValor }: { f: FiltroDoRelatorio; formato: 'pdf' | 'xlsx'; aba?: AbaRelatorioMovimentacoes; modo?: 'automatico' | 'simples' | 'completo'; porValor: boolean }) => {
      const extra: Extra = { ...consulta(f), porValor, ...(aba && { aba }), ...(modo && { modo }) };
      const url = `${caminho(f)}/${formato}`;
      const nome = `relatorio-movimentacoes-${f.inicio}-${f.fim}${formato === 'xlsx' ? '.xlsx' : modo === 'completo' ? '-completo.pdf' : `-${aba}.pdf`}`;
      return baixarDaApi(url, nome, extra, formato === 'pdf' ? erroAoGerarPdf : (motivo) => `Erro ao gerar o Excel: ${motivo}`);
    },
  });
}
