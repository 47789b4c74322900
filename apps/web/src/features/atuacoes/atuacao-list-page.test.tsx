import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import AtuacaoListPage from './atuacao-list-page';

const atuacoes = [
  { id: 1, ordem: 0, nome: 'Cível', varas: 7 },
  { id: 2, ordem: 1, nome: 'Execução Penal', varas: 0 },
];

describe('AtuacaoListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows ordem, nome, the number of varas and Editar, asking with comVaras in report order', async () => {
    const s = loginAs(['ATUACAO_ENUMERATE', 'ATUACAO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'atuacao' ? { body: [atuacoes, 2] } : undefined));
    renderPage(<AtuacaoListPage />, { route: '/atuacoes', path: '/atuacoes', me: s.me });
    const civel = (await screen.findByText('Cível')).closest('tr')!;
    expect(within(civel).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Varas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Atuações' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a atuação Execução Penal' })).toHaveAttribute('href', '/atuacoes/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/atuacoes/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'atuacao')!.query)).toEqual({ skip: '0', take: '12', orderField: 'ordem', orderBy: 'asc', comVaras: 'true' });
  });

  it('sorts by nome when its header is clicked and filters by name', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ATUACAO_READ']);
    const { calls } = mockApi(s, (c) => (c.path === 'atuacao' ? { body: [atuacoes, 2] } : undefined));
    renderPage(<AtuacaoListPage />, { route: '/atuacoes', path: '/atuacoes', me: s.me });
    await screen.findByText('Cível');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Nome/ }));
    await waitFor(() => expect(calls.some((c) => c.query.get('orderField') === 'nome')).toBe(true));
    await user.type(screen.getByLabelText('Filtrar'), 'penal');
    await waitFor(() => expect(calls.some((c) => c.query.get('nome') === 'penal')).toBe(true));
  });

  it("shows 'Nenhum registro encontrado' for an empty list", async () => {
    const s = loginAs(['ATUACAO_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'atuacao' ? { body: [[], 0] } : undefined));
    renderPage(<AtuacaoListPage />, { route: '/atuacoes', path: '/atuacoes', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
