import { Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { formatCpf, isValidCpf, onlyDigits } from '@sgi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EntradaCpf } from '../../components/campos-mascarados';
import { api } from '../../lib/api-client';
import { meQuery } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { clearSession, setModulo, setToken } from '../../lib/session';
import { PublicLayout } from '../../components/public-layout';
import { useRedirecionarApos } from './use-redirecionar';

export const TOKEN_ENVIADO_REDIRECT_MS = 3000;

/**
 * Token access (acesso-sessao §2): interns and supervisors reach their sheet with the token e-mailed to them,
 * or ask for one by CPF. Query parameters token and cpf prefill the form.
 */
export default function ObterTokenPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [modo, setModo] = useState<'token' | 'cpf'>(params.get('cpf') && !params.get('token') ? 'cpf' : 'token');
  const [token, setTokenInput] = useState(params.get('token') ?? '');
  const [cpf, setCpf] = useState(formatCpf(params.get('cpf') ?? ''));
  const [erro, setErro] = useState<string | null>(null);

  const entrar = useMutation({
    mutationFn: (input: string) => api<{ personCPF: string; folhaId: number | null; token: string }>('auth/folha/token/info', { method: 'POST', body: { input }, semRedirecionar401: true }),
    meta: { erro: 'Falha ao obter token' },
    onSuccess: async (r) => {
      clearSession();
      setToken(r.token);
      setModulo(3);
      queryClient.clear();
      await queryClient.fetchQuery(meQuery());
      // To the sheet the link was for, or the sheet list (acesso-sessao §2).
      navigate(r.folhaId ? `/folha-frequencia/${r.folhaId}` : '/folha-frequencia', { replace: true });
    },
  });
  const solicitar = useMutation({
    mutationFn: (input: string) => api<{ message: string }>('auth/folha/token', { method: 'POST', body: { input } }),
    meta: { erro: 'Falha ao obter token' },
    onSuccess: () => notify.info('Token enviado, voltando ao login.'),
  });
  useRedirecionarApos(solicitar.isSuccess, '/verificar-email', TOKEN_ENVIADO_REDIRECT_MS);

  function enviar(e: FormEvent) {
    e.preventDefault();
    if (modo === 'token') {
      if (token.trim().length <= 20) return setErro('Token inválido.');
      setErro(null);
      return entrar.mutate(token.trim());
    }
    if (!isValidCpf(cpf)) return setErro('CPF inválido.');
    setErro(null);
    solicitar.mutate(onlyDigits(cpf));
  }

  return (
    <PublicLayout subtitulo="Acesso à folha de frequência">
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <SegmentedControl
            value={modo}
            onChange={(v) => {
              setModo(v as 'token' | 'cpf');
              setErro(null);
            }}
            data={[
              { value: 'token', label: 'Tenho um token' },
              { value: 'cpf', label: 'Pedir pelo CPF' },
            ]}
          />
          {modo === 'token' ? (
            <TextInput label="Token" description="Cole o token recebido por e-mail." autoFocus value={token} onChange={(e) => setTokenInput(e.currentTarget.value)} error={erro} maxLength={200} />
          ) : (
            <EntradaCpf
              description="Enviaremos um link de acesso para o e-mail cadastrado."
              autoFocus
              value={cpf}
              onChange={setCpf}
              error={erro}
            />
          )}
          <Button type="submit" loading={entrar.isPending || solicitar.isPending} disabled={solicitar.isSuccess}>
            {modo === 'token' ? 'Entrar' : 'Enviar token'}
          </Button>
          {solicitar.isSuccess && (
            <Text size="sm" role="status">
              Token enviado, voltando ao login.
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
