import type { VerificacaoDaFolha } from '@sgi/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '../../lib/api-client';
import { erroAoGerarPdf, salvarNoNavegador } from '../../lib/download';

/**
 * Downloads the concluded sheet's PDF with the session (GET folha_frequencia/{id}/pdf). A failure reaches the error
 * toast as 'Erro ao gerar PDF: {the server's message}'; 401 and 403 keep the client's own handling.
 */
export function useBaixarPdfDaFolha() {
  return useMutation({
    mutationFn: async ({ id, ano, mes, nome }: { id: number; ano: number; mes: number; nome: string }) => {
      try {
        const blob = await api<Blob>(`folha_frequencia/${id}/pdf`, { resposta: 'blob' });
        salvarNoNavegador(blob, `Folha de frequência ${String(mes).padStart(2, '0')}-${ano} - ${nome.replace(/[\\/:*?"<>|]/g, ' ').trim()}.pdf`);
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
        throw new ApiError(err instanceof ApiError ? err.status : 0, erroAoGerarPdf(errorMessage(err)));
      }
    },
  });
}

/** The public page's data (GET verificar/{codigo}): no toast, the page shows what went wrong in place. */
export const verificacaoQuery = (codigo: string) =>
  queryOptions({
    queryKey: ['verificar', codigo],
    queryFn: () => api<VerificacaoDaFolha>(`verificar/${encodeURIComponent(codigo)}`, { semRedirecionar401: true }),
    retry: false,
    meta: { silencioso: true },
  });
