import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** silencioso: the caller reports the failure itself (e.g. the table's export of every record) */
    queryMeta: { erro?: string; silencioso?: boolean };
    mutationMeta: { erro?: string };
  }
}

/**
 * Error toasts are shown here, once, for every query and mutation (STYLE "Errors"): the server's message,
 * else the screen's fallback from `meta.erro`. A 401 is not toasted: the client already sends the user to login.
 */
export function createQueryClient() {
  const mostrar = (err: unknown, fallback?: string) => {
    if (err instanceof ApiError && err.status === 401) return;
    notify.erro(errorMessage(err, fallback));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => !query.meta?.silencioso && mostrar(err, query.meta?.erro) }),
    mutationCache: new MutationCache({ onError: (err, _v, _c, mutation) => mostrar(err, mutation.meta?.erro) }),
    defaultOptions: {
      queries: {
        retry: (n, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && n < 2,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
