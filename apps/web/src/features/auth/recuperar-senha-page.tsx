import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { PublicLayout } from '../../components/public-layout';
import { useRedirecionarApos } from './use-redirecionar';

export const RECUPERACAO_REDIRECT_MS = 5000;

/** Password recovery (acesso-sessao §2): e-mail required and valid; info toast; change-password page after 5 s. */
export default function RecuperarSenhaPage() {
  const [email, setEmail] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const recuperar = useMutation({
    mutationFn: (input: string) => api<{ message: string }>('auth/recuperar', { method: 'POST', body: { input } }),
    meta: { erro: 'Falha ao solicitar a recuperação de senha.' },
    onSuccess: (r) => notify.info(r.message),
  });
  useRedirecionarApos(recuperar.isSuccess, '/trocar-senha', RECUPERACAO_REDIRECT_MS);

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setErro('Informe o e-mail.');
    if (!z.email().safeParse(email.trim()).success) return setErro('E-mail inválido.');
    setErro(null);
    recuperar.mutate(email.trim());
  }

  return (
    <PublicLayout subtitulo="Recuperação de senha">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Informe o e-mail cadastrado. Enviaremos um código para você definir uma nova senha.
          </Text>
          <TextInput label="E-mail" type="email" required autoFocus autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={erro} maxLength={254} />
          <Button type="submit" loading={recuperar.isPending} disabled={recuperar.isSuccess}>
            Recuperar
          </Button>
          {recuperar.isSuccess && (
            <Text size="sm" role="status">
              Redirecionando para a troca de senha...
            </Text>
          )}
          <Anchor component={Link} to="/login" size="sm">
            Voltar ao login
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}
