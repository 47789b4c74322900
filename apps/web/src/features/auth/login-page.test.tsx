import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/session';
import { mockApi, renderRoutes, rota } from '../../test/render';
import LoginPage from './login-page';

const ME = { id: 1, escopo: 'usuario', username: 'ana', nome: 'Ana', cpf: null, permissoes: ['FOLHA_READ'], navbar: true, corfundotabela: '#e5e5e5', corletratabela: '#000000' };

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title and both tabs, with the Google button disabled', () => {
    mockApi({});
    renderRoutes([rota('/login', <LoginPage />)], '/login');
    expect(screen.getByText('Sistema de Gestão Interna')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tradicional' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/recuperar-senha');
    expect(screen.getByRole('link', { name: /Entrar com token/ })).toHaveAttribute('href', '/obter-token');
  });

  it('asks for both fields without calling the API', async () => {
    const chamadas = mockApi({});
    renderRoutes([rota('/login', <LoginPage />)], '/login');
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preencha todos os campos.');
    expect(chamadas).toHaveLength(0);
  });

  it('sends version 1, keeps the token, loads the user and goes home', async () => {
    const chamadas = mockApi({ 'POST /api/auth': { body: 'tok-123456789012345678901' }, 'GET /api/auth/me': { body: ME } });
    const { router } = renderRoutes([rota('/login', <LoginPage />), rota('/', <p>início</p>)], '/login');
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe('tok-123456789012345678901');
    expect(chamadas[0]).toMatchObject({ metodo: 'POST', body: { username: 'ana', password: 'segredo123' } });
    expect(chamadas[0]!.headers.version).toBe('1');
  });

  it("shows the server's message on a wrong password and stays on the page", async () => {
    mockApi({ 'POST /api/auth': { status: 401, body: { message: 'Usuário ou senha inválidos.' } } });
    const { router } = renderRoutes([rota('/login', <LoginPage />)], '/login');
    await userEvent.type(screen.getByLabelText('Usuário'), 'ana');
    await userEvent.type(screen.getByLabelText('Senha'), 'errada');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });
});
