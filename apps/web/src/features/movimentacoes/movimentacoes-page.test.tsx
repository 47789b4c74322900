import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import MovimentacoesPage from './movimentacoes-page';
import PesquisaPage from './pesquisa-page';

const LINHA = {
  id: 40,
  numero_lancamento: 40,
  defensor: { id: 5, nome: 'Ana Lima' },
  defensoria: { id: 9, nome: '1ª Defensoria Cível' },
  distrito: { id: 4, nome: 'Norte' },
  nucleo: null,
  referencia: '2026-10',
  data_recebimento: '2026-11-05',
  observacao: 'Mutirão',
  civel: true,
  criminal: false,
  pontuar: false,
  editadoEm: '2026-11-05T13:00:00Z',
  editadoPor: { username: 'clara' },
  versao: 1,
};

const api = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }] };
  if (c.path === 'movimentacao/tipo') return { body: [[], 0] };
  if (c.path === 'defensoria' || c.path === 'nucleo') return { body: [[], 0] };
  if (c.path === 'movimentacao/editores') return { body: [{ id: 2, nome: 'Clara Souza (clara)' }] };
  if (c.path === 'movimentacao') return { body: [[LINHA], 1] };
  if (c.path === 'distrito/4') return { body: { nome: 'Norte' } };
  return undefined;
};
const listas = (calls: ApiCall[]) => calls.filter((c) => c.path === 'movimentacao').map((c) => Object.fromEntries(c.query));

describe('MovimentacoesPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it("lists the defender's month from the route, Editar opening the form in a new tab, and offers Cadastrar Registro by Defensoria or Núcleo", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE', 'MOVIMENTACAO_CREATE']);
    const { calls } = mockApi(s, api);
    renderPage(<MovimentacoesPage />, { route: '/movimentacoes/5/2026-10?defensoria=9', path: '/movimentacoes/:defensorid/:mes', me: s.me });
    expect(await screen.findByText('1ª Defensoria Cível — Norte')).toBeInTheDocument();
    expect(listas(calls).at(-1)).toMatchObject({ defensor: '5', referencia: '2026-10', defensoria: '9', orderField: 'editadoEm', orderDirection: 'DESC' });
    const editar = screen.getByRole('link', { name: 'Editar a movimentação nº 40 (abre em nova aba)' });
    expect(editar).toHaveAttribute('href', '/movimentacoes/edit/40?ehnucleo=false');
    expect(editar).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Registro' }));
    expect(await screen.findByRole('menuitem', { name: 'Defensoria' })).toHaveAttribute('href', '/movimentacoes/create/5/2026-10?ehnucleo=false&defensoria=9');
    expect(screen.getByRole('menuitem', { name: 'Núcleo' })).toHaveAttribute('href', '/movimentacoes/create/5/2026-10?ehnucleo=true');
  });

  it('needs a defender before Cadastrar Registro, remembers the month, and the filters hide and show', async () => {
    const user = userEvent.setup();
    localStorage.setItem('sgi.movimentacoes.referencia', '2026-09');
    const s = loginAs(['MOVIMENTACAO_ENUMERATE', 'MOVIMENTACAO_CREATE']);
    const { calls } = mockApi(s, api);
    renderPage(<MovimentacoesPage />, { route: '/movimentacoes', path: '/movimentacoes', me: s.me });
    await screen.findByText('1ª Defensoria Cível — Norte');
    expect(screen.getByRole('button', { name: 'Cadastrar Registro' })).toBeDisabled();
    expect(listas(calls).at(-1)).toMatchObject({ referencia: '2026-09' });
    expect(screen.getByText('09/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ocultar filtros' }));
    expect(screen.getByRole('button', { name: 'Mostrar filtros' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("filtered by a distrito (the distrito list's count), names it and lets it go", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api);
    renderPage(<MovimentacoesPage />, { route: '/movimentacoes?referencia=&distrito=4', path: '/movimentacoes', me: s.me });
    expect(await screen.findByText('Distrito: Norte')).toBeInTheDocument();
    expect(listas(calls).at(-1)).toMatchObject({ distrito: '4' });
    expect(listas(calls).at(-1)).not.toHaveProperty('referencia');
    await user.click(screen.getByRole('button', { name: 'Remover o filtro de distrito' }));
    await waitFor(() => expect(listas(calls).at(-1)).not.toHaveProperty('distrito'));
  });
});

describe('PesquisaPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it("sorts by the last edit, hides referencia, recebimento and observação by default, and Pesquisar applies 'Editado Por'", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api);
    renderPage(<PesquisaPage />, { route: '/movimentacoes/pesquisa', path: '/movimentacoes/pesquisa', me: s.me });
    expect(await screen.findByText('1ª Defensoria Cível — Norte')).toBeInTheDocument();
    const tabela = screen.getByRole('table');
    expect(within(tabela).getByText('Editado em')).toBeInTheDocument();
    expect(within(tabela).getByText(/^05\/11\/2026 \d\d:00$/)).toBeInTheDocument();
    for (const oculta of ['Referência', 'Recebimento', 'Observação', 'Mutirão']) expect(within(tabela).queryByText(oculta)).not.toBeInTheDocument();
    expect(listas(calls).at(-1)).toMatchObject({ orderField: 'editadoEm', orderDirection: 'DESC' });
    await user.click(screen.getByRole('combobox', { name: 'Editado Por' }));
    await user.click(await screen.findByRole('option', { name: 'Clara Souza (clara)' }));
    // Choosing alone does not search: Pesquisar does.
    expect(listas(calls).at(-1)).not.toHaveProperty('editadoPor');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(listas(calls).at(-1)).toMatchObject({ editadoPor: '2' }));
  });

  it("shows 'Buscando...' on the button while the answer comes", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    let liberar: () => void = () => undefined;
    const espera = new Promise<void>((r) => (liberar = r));
    const { fetchMock } = mockApi(s, api);
    // From the second list call on, the answer waits until the test lets it go.
    let listas = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/movimentacao' && ++listas > 1) await espera;
      return fetchMock(input, init);
    });
    renderPage(<PesquisaPage />, { route: '/movimentacoes/pesquisa', path: '/movimentacoes/pesquisa', me: s.me });
    await screen.findByText('1ª Defensoria Cível — Norte');
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByRole('button', { name: 'Buscando...' })).toBeDisabled();
    liberar();
    expect(await screen.findByRole('button', { name: 'Pesquisar' })).toBeEnabled();
  });
});
