import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client';
import { clearSession, getToken } from '../../lib/session';

export const LOGOUT_DELAY_MS = 1000;

/** Logout (acesso-sessao §2): revokes the session on the server, clears state, login after 1 s. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = getToken();
    const revogar = token ? api('auth/logout', { method: 'POST', semRedirecionar401: true }).catch(() => undefined) : Promise.resolve();
    void revogar.then(() => {
      clearSession();
      queryClient.clear();
    });
    const t = setTimeout(() => navigate('/login', { replace: true }), LOGOUT_DELAY_MS);
    return () => clearTimeout(t);
  }, [navigate, queryClient]);
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Loader />
        <Text>Saindo... aguarde...</Text>
      </Stack>
    </Center>
  );
}
