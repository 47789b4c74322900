import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../test/page-harness';
import ObterTokenPage from './obter-token-page';

const TOKEN = 'a'.repeat(43);
const ME_DA_FOLHA = { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', permissoes: [], navbar: false, corfundotabela: '#e5e5e5', corletratabela: '#000000' };

describe('ObterTokenPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('with the e-mailed link: exchanges the token and lands on the sheet list when the link names no sheet', async () => {
    const { calls } = mockApi(
      (c) => (c.path === 'auth/folha/token/info' ? { body: { personCPF: '52998224725', folhaId: null, token: 'sessao-da-folha' } } : undefined),
      (c) => (c.path === 'auth/me' ? { body: ME_DA_FOLHA } : undefined),
    );
    renderPage(<ObterTokenPage />, {
      route: `/obter-token?token=${TOKEN}`,
      path: '/obter-token',
      extraRoutes: [
        { path: '/folha-frequencia', element: <p>lista de folhas</p> },
        { path: '*', element: <p>Página não encontrada</p> },
      ],
    });
    expect(screen.getByLabelText(/Token/)).toHaveValue(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('lista de folhas')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/folha/token/info', body: { input: TOKEN } });
    expect(localStorage.getItem('sgi.token')).toBe('sessao-da-folha');
    expect(localStorage.getItem('sgi.modulo')).toBe('3');
  });

  it('with the e-mailed link: exchanges the token and lands on the sheet the link was for', async () => {
    const { calls } = mockApi(
      (c) => (c.path === 'auth/folha/token/info' ? { body: { personCPF: '52998224725', folhaId: 42, token: 'sessao-da-folha' } } : undefined),
      (c) => (c.path === 'auth/me' ? { body: ME_DA_FOLHA } : undefined),
    );
    renderPage(<ObterTokenPage />, {
      route: `/obter-token?token=${TOKEN}`,
      path: '/obter-token',
      extraRoutes: [
        { path: '/folha-frequencia/:id', element: <p>folha 42</p> },
        { path: '*', element: <p>Página não encontrada</p> },
      ],
    });
    expect(screen.getByLabelText(/Token/)).toHaveValue(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('folha 42')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: 'auth/folha/token/info', body: { input: TOKEN } });
    expect(localStorage.getItem('sgi.token')).toBe('sessao-da-folha');
    expect(localStorage.getItem('sgi.modulo')).toBe('3');
  });
});
