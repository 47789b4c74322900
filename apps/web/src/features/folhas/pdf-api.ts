import type { VerificacaoDaFolha } from '@sgi/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { baixarPdfDaApi } from '../../lib/download';

/**
 * Downloads the concluded sheet's PDF with the session (GET folha_frequencia/{id}/pdf). A failure reaches the error
 * toast as 'Erro ao gerar PDF: {the server's message}'; 401 and 403 keep the client's own handling.
 */
export function useBaixarPdfDaFolha() {
  return useMutation({
    mutationFn: ({ id, ano, mes, nome }: { id: number; ano: number; mes: number; nome: string }) =>
      baixarPdfDaApi(`folha_frequencia/${id}/pdf`, `Folha de frequência ${String(mes).padStart(2, '0')}-${ano} - ${nome.replace(/[\\/:*?"<>|]/g, ' ').trim()}.pdf`),
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
