import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { MENSAGEM_SENHA_TAMANHO, SENHA_MAX, SENHA_MIN } from '@sgi/domain';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { PublicLayout } from '../../components/public-layout';
import { useRedirecionarApos } from './use-redirecionar';

export const TROCA_REDIRECT_MS = 3000;

/** Change password by recovery code (acesso-sessao §2): both required; success toast; login after 3 s. */
export default function TrocarSenhaPage() {
  const [params] = useSearchParams();
  const [codigo, setCodigo] = useState(params.get('codigo') ?? '');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<{ codigo?: string; senha?: string }>({});
  const trocar = useMutation({
    mutationFn: () => api('auth/trocarsenha', { method: 'PATCH', body: { senha, codigorecuperacao: codigo.trim() } }),
    meta: { erro: 'Falha ao trocar senha.' },
    onSuccess: () => notify.sucesso('Senha alterada com sucesso.'),
  });
  useRedirecionarApos(trocar.isSuccess, '/login', TROCA_REDIRECT_MS);

  function enviar(e: FormEvent) {
    e.preventDefault();
    const novos: typeof erros = {};
    if (!codigo.trim()) novos.codigo = 'Informe o código de recuperação.';
    if (!senha) novos.senha = 'Informe a nova senha.';
    else if (senha.length < SENHA_MIN || senha.length > SENHA_MAX) novos.senha = MENSAGEM_SENHA_TAMANHO;
    setErros(novos);
    if (Object.keys(novos).length === 0) trocar.mutate();
  }

  return (
    <PublicLayout subtitulo="Trocar senha">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Digite o código recebido por e-mail e a nova senha (de {SENHA_MIN} a {SENHA_MAX} caracteres).
          </Text>
          <TextInput label="Código de recuperação" required autoFocus={!codigo} value={codigo} onChange={(e) => setCodigo(e.currentTarget.value)} error={erros.codigo} autoComplete="one-time-code" maxLength={64} />
          <PasswordInput label="Nova senha" required autoFocus={!!codigo} value={senha} onChange={(e) => setSenha(e.currentTarget.value)} error={erros.senha} autoComplete="new-password" maxLength={SENHA_MAX} />
          <Button type="submit" loading={trocar.isPending} disabled={trocar.isSuccess}>
            Trocar senha
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Voltar ao login
          </Anchor>
        </Stack>
      </form>
    </PublicLayout>
  );
}
