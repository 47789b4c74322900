import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import ComarcaListPage from './comarca-list-page';

const comarcas = [
  { id: 1, ordem: 0, prefixo: 'AJU', nome: 'Aracaju', agrupar: true },
  { id: 2, ordem: 3, prefixo: null, nome: 'Lagarto', agrupar: false },
];
const lista = (c: { method: string; path: string }) => (c.method === 'GET' && c.path === 'comarca' ? { body: [comarcas, 2] } : undefined);

describe('ComarcaListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows ordem, prefixo, nome, agrupar and Editar, asking the server for report order', async () => {
    const s = loginAs(['COMARCA_ENUMERATE', 'COMARCA_CREATE']);
    const { calls } = mockApi(s, lista);
    renderPage(<ComarcaListPage />, { route: '/comarcas', path: '/comarcas', me: s.me });
    const aracaju = (await screen.findByText('Aracaju')).closest('tr')!;
    expect(within(aracaju).getByText('AJU')).toBeInTheDocument();
    expect(within(aracaju).getByText('Sim')).toBeInTheDocument();
    const lagarto = screen.getByText('Lagarto').closest('tr')!;
    expect(within(lagarto).getByText('3')).toBeInTheDocument();
    expect(within(lagarto).getByText('Não')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comarcas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a comarca Lagarto' })).toHaveAttribute('href', '/comarcas/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/comarcas/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'comarca')!.query)).toEqual({ skip: '0', take: '12', orderField: 'ordem', orderBy: 'asc' });
  });

  it('sorts by a clicked column and sends the filter as nome', async () => {
    const user = userEvent.setup();
    const s = loginAs(['COMARCA_READ']);
    const { calls } = mockApi(s, lista);
    renderPage(<ComarcaListPage />, { route: '/comarcas', path: '/comarcas', me: s.me });
    await screen.findByText('Aracaju');
    await user.click(screen.getByRole('button', { name: /^Nome/ }));
    await waitFor(() => expect(calls.some((c) => c.query.get('orderField') === 'nome' && c.query.get('orderBy') === 'asc')).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Prefixo/ }));
    await waitFor(() => expect(calls.some((c) => c.query.get('orderField') === 'prefixo')).toBe(true));
    await user.type(screen.getByLabelText('Filtrar'), 'lag');
    await waitFor(() => expect(calls.some((c) => c.query.get('nome') === 'lag')).toBe(true));
  });

  it("shows 'Nenhum registro encontrado' and no Cadastrar without COMARCA_CREATE", async () => {
    const s = loginAs(['COMARCA_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'comarca' ? { body: [[], 0] } : undefined));
    renderPage(<ComarcaListPage />, { route: '/comarcas', path: '/comarcas', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
  });
});
