import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setModulo } from '../lib/session';
import { loginAs, mockApi, renderRoutes } from '../test/page-harness';
import { Shell } from './shell';

const rotas = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <p>início</p> },
      { path: 'papeis', element: <p>lista de papéis</p> },
    ],
  },
];

describe('Shell', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('a burger opens the side menu with every group (phones); choosing an item goes there and closes it', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PAPEL_ENUMERATE', 'USUARIO_ENUMERATE', 'ADMIN_ACTIONS']);
    setModulo(1);
    mockApi(s);
    const { router } = renderRoutes(rotas, { me: s.me });
    await screen.findByText('início');
    const burger = screen.getByRole('button', { name: 'Abrir o menu' });
    // Closed, the side menu holds nothing that takes the focus.
    expect(within(document.querySelector('.mantine-AppShell-navbar')!).queryAllByRole('link')).toHaveLength(0);
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Fechar o menu' })).toHaveAttribute('aria-expanded', 'true');
    const lateral = within(document.querySelector('.mantine-AppShell-navbar')!);
    await user.click(lateral.getByRole('button', { name: 'Sistema' }));
    await user.click(await lateral.findByRole('link', { name: 'Papéis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papeis'));
    expect(await screen.findByText('lista de papéis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir o menu' })).toBeInTheDocument();
    // The user's menu stays in the header.
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect(await screen.findByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });

  it('a header menu opened while the chosen page is still loading stays open when it arrives; the chosen one closes', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PAPEL_ENUMERATE', 'COMARCA_ENUMERATE', 'ADMIN_ACTIONS']);
    setModulo(1);
    mockApi(s);
    let chegar!: () => void;
    const chunk = new Promise<void>((resolve) => (chegar = resolve));
    const { router } = renderRoutes(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { index: true, element: <p>início</p> },
            { path: 'papeis', lazy: async () => (await chunk, { Component: () => <p>lista de papéis</p> }) },
          ],
        },
      ],
      { me: s.me },
    );
    await screen.findByText('início');
    const cabecalho = within(screen.getByRole('navigation', { name: 'Menu principal' }));
    await user.click(cabecalho.getByRole('button', { name: 'Sistema' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Papéis' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Papéis' })).not.toBeInTheDocument());
    // The page's chunk is on its way: the person opens another menu meanwhile.
    await user.click(cabecalho.getByRole('button', { name: 'Cadastros Gerais' }));
    expect(await screen.findByRole('menuitem', { name: 'Comarcas' })).toBeInTheDocument();
    chegar();
    expect(await screen.findByText('lista de papéis')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/papeis');
    expect(screen.getByRole('menuitem', { name: 'Comarcas' })).toBeVisible();
    expect(cabecalho.getByRole('button', { name: 'Cadastros Gerais' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('no burger when the session has no navigation bar (sheet-link sessions)', async () => {
    const s = loginAs(['FOLHA_READ'], { navbar: false, escopo: 'folha' });
    mockApi(s);
    renderRoutes(rotas, { me: s.me });
    await screen.findByText('início');
    expect(screen.queryByRole('button', { name: 'Abrir o menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu do usuário' })).toBeInTheDocument();
  });
});
