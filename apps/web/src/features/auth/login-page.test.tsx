import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/session';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import LoginPage from './login-page';

const emLogin = { route: '/login', path: '/login', extraRoutes: [{ path: '/', element: <p>início</p> }] };

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title and both tabs, with links to recovery and token login', () => {
    mockApi();
    renderPage(<LoginPage />, emLogin);
    expect(screen.getByText('Sistema de Gestão Interna')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tradicional' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recuperar-senha');
    expect(screen.getByRole('link', { name: /Entrar com token/ })).toHaveAttribute('href', '/obter-token');
  });

  it('asks for both fields without calling the API', async () => {
    const { calls } = mockApi();
    renderPage(<LoginPage />, emLogin);
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha todos os campos.');
    expect(calls).toHaveLength(0);
  });

  it('sends version 1, keeps the token, loads the user and goes home', async () => {
    const sessao = loginAs(['FOLHA_READ']);
    localStorage.clear();
    const { calls } = mockApi((c) => (c.method === 'POST' && c.path === 'auth' ? { body: 'tok-123456789012345678901' } : undefined), sessao);
    renderPage(<LoginPage />, emLogin);
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('início')).toBeInTheDocument();
    expect(getToken()).toBe('tok-123456789012345678901');
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth', body: { username: 'ana', password: 'segredo123' } });
    expect(calls[0]!.headers.version).toBe('1');
    expect(calls.some((c) => c.path === 'auth/me')).toBe(true);
  });

  it("shows the server's message on a wrong password and stays on the page", async () => {
    mockApi(() => ({ status: 401, body: { message: 'Usuário ou senha inválidos.' } }));
    renderPage(<LoginPage />, emLogin);
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(screen.queryByText('início')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
