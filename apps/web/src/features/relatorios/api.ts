import {
  MENSAGENS_RELATORIO,
  relatorioDeDefensoresSchema,
  relatorioDeEstagiariosSchema,
  relatorioDeFeriasSchema,
  relatorioDeNucleosSchema,
} from '@sgi/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '../../lib/api-client';
import { baixarDaApi, erroAoGerarPdf } from '../../lib/download';

/** The answers' shapes are the domain's (relatorios-api.ts). */
export type {
  DefensorDoRelatorio,
  DefensorNoRelatorioDeFerias,
  LinhaDoRelatorioDeEstagiarios,
  ModeloPdfFerias,
  NucleoDoRelatorio,
} from '@sgi/domain';

type Consulta = Record<string, string | boolean | undefined>;

/**
 * A report's query (§8): a failed call toasts the server's text or 'Falha ao buscar relatório'; an answer that is not
 * the report's shape is 'Erro ao montar relatório.' (the screen then offers Tentar novamente).
 */
function relatorioQuery<S extends z.ZodType>(chave: string, caminho: string, schema: S, query: Consulta) {
  return queryOptions({
    queryKey: ['relatorio', chave, query],
    queryFn: async () => {
      const lido = schema.safeParse(await api<unknown>(caminho, { query }));
      if (!lido.success) throw new ApiError(0, MENSAGENS_RELATORIO.erroAoMontar);
      return lido.data as z.infer<S>;
    },
    // A report is read as it is now: never retried silently, always fetched again when the screen opens.
    retry: false,
    staleTime: 0,
    meta: { erro: MENSAGENS_RELATORIO.falhaAoBuscar },
  });
}

/** GET lotacoes-estagiario?data (issue 16). */
export const estagiariosQuery = (data: string) => relatorioQuery('estagiarios', 'lotacoes-estagiario', relatorioDeEstagiariosSchema, { data });
/** GET relatorio/nucleos?data. */
export const nucleosQuery = (data: string) => relatorioQuery('nucleos', 'relatorio/nucleos', relatorioDeNucleosSchema, { data });
/** GET relatorio/defensores/lotacoes?data&inativos. */
export const defensoresQuery = (data: string, inativos: boolean) =>
  relatorioQuery('defensores', 'relatorio/defensores/lotacoes', relatorioDeDefensoresSchema, { data, inativos });
/** GET relatorio/defensores?todoperiodo&somenteferias (§7). */
export const feriasQuery = (todoperiodo: boolean, somenteferias: boolean) =>
  relatorioQuery('ferias', 'relatorio/defensores', relatorioDeFeriasSchema, { todoperiodo, somenteferias });

export interface Download {
  caminho: string;
  query: Consulta;
  nome: string;
}

/**
 * Imprimir / Exportar: the API makes the file (PDF or .xlsx) and the browser saves it. A failed PDF reaches the toast
 * as 'Erro ao gerar PDF: {motivo}' (§8); 401 and 403 keep the client's own handling.
 */
export function useBaixarRelatorio() {
  return useMutation({
    mutationFn: ({ caminho, query, nome }: Download) =>
      baixarDaApi(caminho, nome, query, nome.endsWith('.pdf') ? erroAoGerarPdf : (motivo) => `Erro ao gerar planilha: ${motivo}`),
  });
}
