import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/sistema/info: what the screens need to know about this installation (ADR 034). */
export interface SistemaInfo {
  /** HELP_URL, the external wiki of the Ajuda link; null when the operator set none */
  ajuda: string | null;
}

export const sistemaInfoQuery = () =>
  queryOptions({
    queryKey: ['sistema', 'info'],
    queryFn: () => api<SistemaInfo>('sistema/info'),
    // Changes only when the server restarts with another setting.
    staleTime: Number.POSITIVE_INFINITY,
    // A help link is not worth a red toast: on failure it stays hidden.
    meta: { silencioso: true },
  });

/** The Ajuda address, or null while unknown, unset or unreachable. */
export function useAjudaUrl(): string | null {
  return useQuery(sistemaInfoQuery()).data?.ajuda ?? null;
}
