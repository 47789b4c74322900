import { Button, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/public-layout';

/** Check-your-email page (acesso-sessao §2), shown after a token is requested by CPF. */
export default function VerificarEmailPage() {
  return (
    <PublicLayout subtitulo="Verifique seu e-mail">
      <Stack gap="sm" align="center">
        <IconMailCheck size={48} color="var(--mantine-color-green-7)" aria-hidden />
        <Text ta="center">Enviamos um link de acesso para o e-mail cadastrado.</Text>
        <Text ta="center" size="sm" c="dimmed">
          Se não encontrar a mensagem na caixa de entrada, verifique também a pasta de spam ou lixo eletrônico.
        </Text>
        <Button component={Link} to="/obter-token" variant="default">
          Voltar para a solicitação de token
        </Button>
      </Stack>
    </PublicLayout>
  );
}
