import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { modulosDe, useMe } from '../lib/auth';
import { getModulo, getToken } from '../lib/session';
import NotFoundPage from './not-found-page';
import type { Screen } from './screens';

/**
 * Access guard (acesso-sessao §2): not logged in → login; no module chosen → module choice; module not allowed
 * for the page → not-authorized; missing permission → not-found. Only hides: the API checks every call.
 */
export function Guard({ screen, children }: { screen: Screen; children: ReactNode }) {
  const location = useLocation();
  const me = useMe();
  const token = getToken();
  if (!token) return <Navigate to="/login" replace state={{ de: location.pathname + location.search }} />;
  if (me.isPending) {
    return (
      <Center h="60vh">
        <Loader aria-label="Carregando" />
      </Center>
    );
  }
  if (!me.data) return <Navigate to="/login" replace />;
  const modulo = getModulo();
  if (modulo === null || !modulosDe(me.data).includes(modulo)) {
    return <Navigate to={me.data.escopo === 'folha' ? '/login' : '/modulos'} replace />;
  }
  if (screen.modulos && !screen.modulos.includes(modulo)) return <Navigate to="/nao-autorizado" replace />;
  if (screen.sessaoDeFolha && me.data.escopo === 'folha') return <>{children}</>;
  if (screen.pode && !screen.pode(me.data.permissoes)) return screen.sessaoDeFolha ? <Navigate to="/login" replace /> : <NotFoundPage />;
  return <>{children}</>;
}
