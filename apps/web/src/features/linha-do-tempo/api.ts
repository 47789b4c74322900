import { slugDoTexto, type EventoDaLinhaDoTempo, type FiltroDaLinhaDoTempo } from '@sgi/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { baixarPdfDaApi } from '../../lib/download';

/** The answers' shapes are the domain's (acao-api.ts). */
export type { EventoDaLinhaDoTempo } from '@sgi/domain';

/** GET defensor/timeline/{id}: the defender's actions, substitutions and placements in date order (§2.1, §3). */
export const linhaDoTempoQuery = (id: number) =>
  queryOptions({
    queryKey: ['linha-do-tempo', id],
    queryFn: () => api<EventoDaLinhaDoTempo[]>(`defensor/timeline/${id}`),
    meta: { erro: 'Falha ao buscar a linha do tempo.' },
  });

/**
 * Gerar PDF (§2.1): the API prints it with the screen's filters (GET defensor/timeline/{id}/pdf). A failure reaches the
 * error toast as 'Erro ao gerar PDF: {motivo}'; 401 and 403 keep the client's own handling.
 */
export function useGerarPdfDaLinhaDoTempo() {
  return useMutation({
    mutationFn: ({ id, nome, filtro }: { id: number; nome: string; filtro: FiltroDaLinhaDoTempo }) =>
      baixarPdfDaApi(`defensor/timeline/${id}/pdf`, `linha-do-tempo-${slugDoTexto(nome)}${filtro.ano ? `-${filtro.ano}` : ''}.pdf`, {
        tipos: filtro.tipos?.length ? filtro.tipos.join(',') : undefined,
        ano: filtro.ano ?? undefined,
      }),
  });
}
