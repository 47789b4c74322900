import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import HomePage from './home-page';

describe('HomePage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('for a sheet-link session, until the sheet screens exist: whose access it is, that the sheets are not there yet, and Sair', async () => {
    const s = loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });
    mockApi(s);
    localStorage.setItem('sgi.modulo', '3');
    renderPage(<HomePage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Acesso à folha de frequência' })).toBeInTheDocument();
    expect(screen.getByText('Você entrou pelo link de acesso do CPF 529.***.***-25.')).toBeInTheDocument();
    expect(screen.getByText('As folhas de frequência ainda não estão disponíveis nesta versão do SGI.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByText(/Trocar de módulo/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('52998224725');
  });

  it('for a staff session: the greeting, the module and the shortcuts line', async () => {
    const s = loginAs(['FOLHA_READ']);
    mockApi(s);
    localStorage.setItem('sgi.modulo', '3');
    renderPage(<HomePage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Olá, Administrador.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trocar de módulo' })).toBeInTheDocument();
    expect(screen.queryByText('Acesso à folha de frequência')).not.toBeInTheDocument();
  });
});
