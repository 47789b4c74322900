import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { MENSAGEM_SENHA_TAMANHO, SENHA_MAX, SENHA_MIN } from '@sgi/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { setToken } from '../../lib/session';

/** Own password change: needs the current password; the server revokes old sessions and returns a new token. */
export default function AlterarSenhaPage() {
  const navigate = useNavigate();
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const alterar = useMutation({
    mutationFn: () => api<{ token: string; message: string }>('auth/senha', { method: 'PATCH', body: { senhaAtual, novaSenha } }),
    meta: { erro: 'Falha ao trocar senha.' },
    onSuccess: (r) => {
      setToken(r.token);
      notify.sucesso(r.message);
      navigate('/');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fieldErrors) {
        setErros(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      }
    },
  });

  function enviar(e: FormEvent) {
    e.preventDefault();
    const novos: Record<string, string> = {};
    if (!senhaAtual) novos.senhaAtual = 'Informe a senha atual.';
    if (novaSenha.length < SENHA_MIN || novaSenha.length > SENHA_MAX) novos.novaSenha = MENSAGEM_SENHA_TAMANHO;
    if (confirmacao !== novaSenha) novos.confirmacao = 'A confirmação não confere com a nova senha.';
    setErros(novos);
    if (Object.keys(novos).length === 0) alterar.mutate();
  }

  return (
    <Paper withBorder p="lg" maw={480} mx="auto">
      <Title order={2} size="h3" mb="xs">
        Alterar senha
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Ao trocar a senha, as outras sessões abertas com o seu usuário são encerradas.
      </Text>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <PasswordInput label="Senha atual" autoFocus autoComplete="current-password" value={senhaAtual} onChange={(e) => setSenhaAtual(e.currentTarget.value)} error={erros.senhaAtual} />
          <PasswordInput label="Nova senha" autoComplete="new-password" value={novaSenha} onChange={(e) => setNovaSenha(e.currentTarget.value)} error={erros.novaSenha} maxLength={SENHA_MAX} description={`De ${SENHA_MIN} a ${SENHA_MAX} caracteres.`} />
          <PasswordInput label="Confirme a nova senha" autoComplete="new-password" value={confirmacao} onChange={(e) => setConfirmacao(e.currentTarget.value)} error={erros.confirmacao} maxLength={SENHA_MAX} />
          <Button type="submit" loading={alterar.isPending}>
            Salvar nova senha
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
