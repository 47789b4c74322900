import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { clearSession, getToken } from '../../lib/session';

export const LOGOUT_DELAY_MS = 1000;
export const FALHA_SAIR_DE_TODAS = 'Não foi possível encerrar as outras sessões. Entre de novo e tente outra vez.';

/**
 * The navigation state that asks for every session to end ("Sair de todas as sessões" in the user menu, after its
 * confirmation). A state, not a query parameter: a link sent to someone cannot end all their sessions.
 */
export interface PedidoDeSaida {
  todas?: boolean;
}

/**
 * Logout (acesso-sessao §2): revokes the session on the server (or every session of the user, ADR 001), clears
 * state, login after 1 s.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const todas = (useLocation().state as PedidoDeSaida | null)?.todas === true;
  useEffect(() => {
    const token = getToken();
    const rota = todas ? 'auth/logout/todas' : 'auth/logout';
    // A failed "all sessions" must be said: the user would believe the other computers are signed out.
    const falhou = () => (todas ? notify.erro(FALHA_SAIR_DE_TODAS) : undefined);
    const revogar = token ? api(rota, { method: 'POST', semRedirecionar401: true }).then(() => undefined, falhou) : Promise.resolve();
    void revogar.then(() => {
      clearSession();
      queryClient.clear();
    });
    const t = setTimeout(() => navigate('/login', { replace: true }), LOGOUT_DELAY_MS);
    return () => clearTimeout(t);
  }, [navigate, queryClient, todas]);
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Loader />
        <Text>Saindo... aguarde...</Text>
      </Stack>
    </Center>
  );
}
