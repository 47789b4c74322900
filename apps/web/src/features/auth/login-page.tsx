import { Alert, Anchor, Button, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { MENSAGEM_PREENCHA_CAMPOS } from '@sgi/domain';
import { IconBrandGoogle, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api, errorMessage } from '../../lib/api-client';
import { meQuery } from '../../lib/auth';
import { clearSession, setToken } from '../../lib/session';
import { PublicLayout } from '../../components/public-layout';

/** Login (acesso-sessao §2): tabs Tradicional and Google (disabled: no OIDC in this installation). */
export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function entrar(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !password) {
      setErro(MENSAGEM_PREENCHA_CAMPOS);
      return;
    }
    setErro(null);
    setEnviando(true);
    try {
      clearSession();
      const token = await api<string>('auth', {
        method: 'POST',
        body: { username: username.trim(), password },
        headers: { version: '1' },
        semRedirecionar401: true,
      });
      setToken(token);
      queryClient.clear();
      await queryClient.fetchQuery(meQuery());
      const de = (location.state as { de?: string } | null)?.de;
      navigate(de && de !== '/login' ? de : '/', { replace: true });
    } catch (err) {
      setErro(errorMessage(err, 'Falha ao entrar.'));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PublicLayout>
      <Tabs defaultValue="tradicional">
        <Tabs.List grow mb="md">
          <Tabs.Tab value="tradicional">Tradicional</Tabs.Tab>
          <Tabs.Tab value="google">Google</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tradicional">
          <form onSubmit={entrar} noValidate>
            <Stack gap="sm">
              <TextInput label="Usuário" autoComplete="username" autoFocus value={username} onChange={(e) => setUsername(e.currentTarget.value)} maxLength={60} />
              <PasswordInput label="Senha" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} maxLength={128} />
              {erro && (
                <Alert color="red" role="alert" py="xs">
                  {erro}
                </Alert>
              )}
              <Button type="submit" loading={enviando} fullWidth>
                Entrar
              </Button>
              <Group justify="space-between">
                <Anchor component={Link} to="/recuperar-senha" size="sm">
                  Esqueci minha senha
                </Anchor>
                <Anchor component={Link} to="/obter-token" size="sm">
                  Entrar com token (estagiários)
                </Anchor>
              </Group>
            </Stack>
          </form>
        </Tabs.Panel>
        <Tabs.Panel value="google">
          <Stack gap="sm">
            <Button leftSection={<IconBrandGoogle size={18} />} variant="default" disabled fullWidth>
              Entrar com Google (indisponível)
            </Button>
            <Alert color="gray" icon={<IconInfoCircle size={18} />} py="xs">
              <Text size="sm">O login pelo Google não está disponível nesta instalação. Use a aba Tradicional.</Text>
            </Alert>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </PublicLayout>
  );
}
