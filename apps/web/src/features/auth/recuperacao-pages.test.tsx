import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/page-harness';
import RecuperarSenhaPage, { RECUPERACAO_REDIRECT_MS } from './recuperar-senha-page';
import TrocarSenhaPage, { TROCA_REDIRECT_MS } from './trocar-senha-page';

const MENSAGEM = 'Se o e-mail estiver cadastrado para um usuário ativo, enviaremos um código para a troca de senha.';

describe('Recuperação de senha', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const montar = () =>
    renderPage(<RecuperarSenhaPage />, { route: '/recuperar-senha', path: '/recuperar-senha', extraRoutes: [{ path: '/trocar-senha', element: <p>tela de troca</p> }] });

  it('requires the e-mail and its format before calling the API', async () => {
    const { calls } = mockApi();
    montar();
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nao-e-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the info toast and goes to the change-password page after 5 s, not before', async () => {
    const { calls } = mockApi((c) => (c.path === 'auth/recuperar' ? { status: 202, body: { message: MENSAGEM } } : undefined));
    montar();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'ana@defensoria.gov.br' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recuperar' }));
    expect(await screen.findByText(MENSAGEM)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { input: 'ana@defensoria.gov.br' } });
    await act(() => vi.advanceTimersByTimeAsync(RECUPERACAO_REDIRECT_MS - 100));
    expect(screen.queryByText('tela de troca')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('tela de troca')).toBeInTheDocument();
    expect(RECUPERACAO_REDIRECT_MS).toBe(5000);
  });
});

describe('Trocar senha', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const montar = (route = '/trocar-senha') =>
    renderPage(<TrocarSenhaPage />, { route, path: '/trocar-senha', extraRoutes: [{ path: '/login', element: <p>tela de login</p> }] });

  it('requires the code and the new password', async () => {
    const { calls } = mockApi();
    montar();
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Informe o código de recuperação.')).toBeInTheDocument();
    expect(screen.getByText('Informe a nova senha.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('prefills the code from the link, confirms and goes to login after 3 s', async () => {
    const { calls } = mockApi((c) => (c.path === 'auth/trocarsenha' ? { body: { message: 'Senha alterada com sucesso.' } } : undefined));
    montar('/trocar-senha?codigo=ABCDEF-XYZ');
    expect(screen.getByLabelText(/Código de recuperação/)).toHaveValue('ABCDEF-XYZ');
    fireEvent.change(screen.getByLabelText(/Nova senha/), { target: { value: 'nova-senha-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { senha: 'nova-senha-123', codigorecuperacao: 'ABCDEF-XYZ' } });
    await act(() => vi.advanceTimersByTimeAsync(TROCA_REDIRECT_MS + 100));
    expect(await screen.findByText('tela de login')).toBeInTheDocument();
    expect(TROCA_REDIRECT_MS).toBe(3000);
  });

  it("shows the server's message on a wrong code", async () => {
    mockApi(() => ({ status: 400, body: { message: 'Código de recuperação inválido ou expirado.' } }));
    montar('/trocar-senha?codigo=ERRADO-X');
    fireEvent.change(screen.getByLabelText(/Nova senha/), { target: { value: 'nova-senha-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    expect(await screen.findByText('Código de recuperação inválido ou expirado.')).toBeInTheDocument();
  });
});
