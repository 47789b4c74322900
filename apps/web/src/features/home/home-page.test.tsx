import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import HomePage from './home-page';

describe('HomePage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a sheet-link session to the sheet list (acesso-sessao §2)', async () => {
    const s = loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });
    mockApi(s);
    localStorage.setItem('sgi.modulo', '3');
    renderPage(<HomePage />, { me: s.me, route: '/', path: '/', extraRoutes: [{ path: '/folha-frequencia', element: <p>lista de folhas</p> }] });
    expect(await screen.findByText('lista de folhas')).toBeInTheDocument();
  });

  it('for a staff session: the greeting, the module and the shortcuts line', async () => {
    const s = loginAs(['FOLHA_READ']);
    mockApi(s);
    localStorage.setItem('sgi.modulo', '3');
    renderPage(<HomePage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Olá, Administrador.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trocar de módulo' })).toBeInTheDocument();
  });
});
