import { modulosPermitidos, temAlguma, temPermissoes, type ConfiguracaoUsuario, type Modulo, type Permissao } from '@sgi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { getToken } from './session';

/** Runtime user configuration (acesso-sessao §3, the domain's schema); `modulo` lives in the browser (lib/session). */
export type Me = ConfiguracaoUsuario;

export const meQuery = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: () => api<Me>('auth/me'),
    enabled: !!getToken(),
    staleTime: 60_000,
    meta: { erro: 'Erro ao buscar permissões.' },
  });

export function useMe() {
  return useQuery(meQuery());
}

/** Helpers for hiding what the user cannot do. The server always checks again: this is never the control. */
export function usePermissoes() {
  const { data } = useMe();
  const permissoes = data?.permissoes ?? [];
  return {
    permissoes,
    pode: (...exigidas: Permissao[]) => temPermissoes(permissoes, exigidas),
    podeAlguma: (...algumas: Permissao[]) => temAlguma(permissoes, algumas),
    modulos: data ? modulosDe(data) : [],
  };
}

/** Modules a session may enter: by permission for staff; only the attendance sheets for a token session. */
export function modulosDe(me: Me): Modulo[] {
  return me.escopo === 'folha' ? [3] : modulosPermitidos(me.permissoes);
}
