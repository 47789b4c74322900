import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DistritoListPage from './distrito-list-page';

const distritos = [
  { id: 1, ordem: 0, nome: 'Centro', defensoria: { id: 3, nome: 'Defensoria de Socorro' }, movimentacoes: 4 },
  { id: 2, ordem: 1, nome: 'Taiçoca', defensoria: { id: 3, nome: 'Defensoria de Socorro' }, movimentacoes: 0 },
];
const pedidos = (calls: ApiCall[]) => calls.filter((c) => c.path === 'distrito').map((c) => Object.fromEntries(c.query));

describe('DistritoListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows Ordem, Nome, Defensoria, Movimentações and Editar, 10 per page with the defensoria named; Cadastrar with DISTRITO_CREATE', async () => {
    const s = loginAs(['DISTRITO_ENUMERATE', 'DISTRITO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'distrito' ? { body: [distritos, 2] } : undefined));
    renderPage(<DistritoListPage />, { route: '/distrito', path: '/distrito', me: s.me });
    const linha = (await screen.findByText('Taiçoca')).closest('tr')!;
    expect([...linha.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['1', 'Taiçoca', 'Defensoria de Socorro', '0', '']);
    expect([...document.querySelectorAll('thead th')].map((h) => h.textContent?.trim())).toEqual(['Ordem', 'Nome', 'Defensoria', 'Movimentações', 'Editar']);
    // Outside the Movimentações module the count is plain text: the movement list is that module's.
    expect(screen.queryByRole('link', { name: /^Movimentações/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o distrito Centro' })).toHaveAttribute('href', '/distrito/editar/1');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/distrito/criar');
    expect(pedidos(calls)[0]).toEqual({ skip: '0', take: '10', orderField: 'ordem', orderBy: 'asc', comDefensoria: 'true', comMovimentacoes: 'true' });
  });

  it("links the count to the distrito's movements inside the Movimentações module, for who may list them", async () => {
    localStorage.setItem('sgi.modulo', '2');
    const s = loginAs(['DISTRITO_ENUMERATE', 'MOVIMENTACAO_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'distrito' ? { body: [distritos, 2] } : undefined));
    renderPage(<DistritoListPage />, { route: '/distrito', path: '/distrito', me: s.me });
    expect(await screen.findByRole('link', { name: 'Movimentações do distrito Centro: 4' })).toHaveAttribute('href', '/movimentacoes?referencia=&distrito=1');
  });

  it('sorts by defensoria on the server; no Cadastrar without DISTRITO_CREATE; empty list message', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DISTRITO_READ']);
    const { calls } = mockApi(s, (c) => (c.path === 'distrito' ? { body: [[], 0] } : undefined));
    renderPage(<DistritoListPage />, { route: '/distrito', path: '/distrito', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Defensoria/ }));
    await waitFor(() => expect(pedidos(calls).at(-1)).toMatchObject({ orderField: 'defensoria', orderBy: 'asc', take: '10' }));
  });
});
