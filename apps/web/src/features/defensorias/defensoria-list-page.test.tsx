import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DefensoriaListPage from './defensoria-list-page';

const base = {
  codigo: null,
  defensoriasubstituta1: null,
  defensoriasubstituta2: null,
  exibirrelatorio: true,
  maximo_estagiarios: 0,
  anotacao: null,
  telefone: { ddd: 79, numero: null },
};
const defensorias = [
  { ...base, id: 1, ordem: 0, nome: '1ª Defensoria Cível', vara: { id: 30, nome: '1ª Vara Cível' }, comarca: { id: 1, nome: 'Aracaju' }, predio: { id: 10, nome: 'Fórum Gumersindo Bessa' }, lotacoes: 3, movimentacoes: 12 },
  { ...base, id: 2, ordem: 1, nome: 'Defensoria de Lagarto', vara: null, comarca: { id: 2, nome: 'Lagarto' }, predio: null, lotacoes: 0, movimentacoes: 0 },
];

const opcoes = (c: ApiCall) => {
  if (c.path === 'vara') return { body: [[{ id: 30, nome: '1ª Vara Cível' }, { id: 31, nome: 'Vara Criminal' }], 2] };
  if (c.path === 'comarca') return { body: [[{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }], 2] };
  return undefined;
};
const listagens = (calls: ApiCall[]) => calls.filter((c) => c.path === 'defensoria').map((c) => Object.fromEntries(c.query));

describe('DefensoriaListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows Ordem, Nome, Vara, Comarca, Unidade, Lotações and Editar; Cadastrar with DEFENSORIA_CREATE; asks by ordem', async () => {
    const s = loginAs(['DEFENSORIA_ENUMERATE', 'DEFENSORIA_CREATE']);
    const { calls } = mockApi(s, opcoes, (c) => (c.path === 'defensoria' ? { body: [defensorias, 2] } : undefined));
    renderPage(<DefensoriaListPage />, { route: '/defensoria', path: '/defensoria', me: s.me });
    const tabela = await screen.findByRole('table', { name: 'Defensorias' });
    expect(await within(tabela).findByText('1ª Defensoria Cível')).toBeInTheDocument();
    expect([...tabela.querySelectorAll('thead th')].map((h) => h.textContent?.trim())).toEqual(['Ordem', 'Nome', 'Vara', 'Comarca', 'Unidade', 'Lotações', 'Movimentações', 'Editar']);
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(within(linhas[0]!).getAllByRole('cell').map((c) => c.textContent).slice(0, 7)).toEqual([
      '0',
      '1ª Defensoria Cível',
      '1ª Vara Cível',
      'Aracaju',
      'Fórum Gumersindo Bessa',
      '3',
      '12',
    ]);
    // Without LOTACAO_ENUMERATE the count is plain text.
    expect(within(tabela).queryByRole('link', { name: /^Lotações/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a defensoria Defensoria de Lagarto' })).toHaveAttribute('href', '/defensoria/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/defensoria/criar');
    expect(listagens(calls)[0]).toEqual({ skip: '0', take: '12', orderField: 'ordem', orderBy: 'asc' });
    expect(calls.filter((c) => c.path === 'vara' || c.path === 'comarca').map((c) => c.query.get('take'))).toEqual(['1000', '1000']);
  });

  it('sends the vara, comarca and name filters to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DEFENSORIA_ENUMERATE']);
    const { calls } = mockApi(s, opcoes, (c) => (c.path === 'defensoria' ? { body: [defensorias, 2] } : undefined));
    renderPage(<DefensoriaListPage />, { route: '/defensoria?pagina=2&vara=30', path: '/defensoria', me: s.me });
    await screen.findByText('Defensoria de Lagarto');
    // A filter from the URL is used at once; the vara select shows it by name.
    expect(listagens(calls)[0]).toMatchObject({ vara: '30', skip: '12' });
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('(todas as varas)')).toHaveValue('1ª Vara Cível'));

    await user.click(screen.getByPlaceholderText('(todas as comarcas)'));
    await user.click(screen.getByRole('option', { name: 'Lagarto' }));
    // Another filter starts again at the first page.
    await waitFor(() => expect(listagens(calls).at(-1)).toEqual({ skip: '0', take: '12', orderField: 'ordem', orderBy: 'asc', vara: '30', comarca: '2' }));

    await user.type(screen.getByLabelText('Filtrar'), 'cível');
    await waitFor(() => expect(listagens(calls).at(-1)).toMatchObject({ comarca: '2', vara: '30', nome: 'cível' }));
  });

  it('prints all 43 defensorias of the vara filter, not only the 12 of the page', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DEFENSORIA_ENUMERATE']);
    const todas = Array.from({ length: 43 }, (_, i) => ({ ...defensorias[0]!, id: i + 1, ordem: i, nome: `Defensoria ${i + 1}` }));
    const { calls } = mockApi(s, opcoes, (c) => {
      if (c.path !== 'defensoria') return undefined;
      const skip = Number(c.query.get('skip'));
      return { body: [todas.slice(skip, skip + Number(c.query.get('take'))), todas.length] };
    });
    renderPage(<DefensoriaListPage />, { route: '/defensoria?vara=30', path: '/defensoria', me: s.me });
    await screen.findByText('Defensoria 12');
    expect(screen.queryByText('Defensoria 13')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Todos os registros (43)' }));
    const frame = await waitFor(() => document.querySelector('iframe')!);
    const impresso = new DOMParser().parseFromString(frame.srcdoc, 'text/html');
    expect(impresso.querySelectorAll('tbody tr')).toHaveLength(43);
    frame.remove();
    // The export asked the same filter and order, in one larger page.
    expect(listagens(calls).at(-1)).toEqual({ skip: '0', take: '500', orderField: 'ordem', orderBy: 'asc', vara: '30' });
  });

  it('sorts on the server by the clicked column and says when nothing is found', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DEFENSORIA_READ']);
    const { calls } = mockApi(s, opcoes, (c) => (c.path === 'defensoria' ? { body: [[], 0] } : undefined));
    renderPage(<DefensoriaListPage />, { route: '/defensoria', path: '/defensoria', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('(todas as varas)')).toHaveValue('');
    expect(screen.getByPlaceholderText('(todas as comarcas)')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: /^Comarca/ }));
    await waitFor(() => expect(listagens(calls).at(-1)).toMatchObject({ orderField: 'comarca', orderBy: 'asc' }));
  });

  it('links the count of current placements to the placement list filtered by the defensoria (LOTACAO_ENUMERATE)', async () => {
    const s = loginAs(['DEFENSORIA_ENUMERATE', 'LOTACAO_ENUMERATE']);
    mockApi(s, opcoes, (c) => (c.path === 'defensoria' ? { body: [defensorias, 2] } : undefined));
    renderPage(<DefensoriaListPage />, { route: '/defensoria', path: '/defensoria', me: s.me });
    const link = await screen.findByRole('link', { name: 'Lotações da defensoria 1ª Defensoria Cível: 3' });
    expect(link).toHaveAttribute('href', '/vinculos?defensoriaid=1');
    expect(link).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Lotações da defensoria Defensoria de Lagarto: 0' })).toHaveAttribute('href', '/vinculos?defensoriaid=2');
  });

  it("links the movements' count to the movement list filtered by the defensoria, inside the Movimentações module", async () => {
    const s = loginAs(['DEFENSORIA_ENUMERATE', 'MOVIMENTACAO_ENUMERATE']);
    mockApi(s, opcoes, (c) => (c.path === 'defensoria' ? { body: [defensorias, 2] } : undefined));
    localStorage.setItem('sgi.modulo', '2');
    renderPage(<DefensoriaListPage />, { route: '/defensoria', path: '/defensoria', me: s.me });
    const link = await screen.findByRole('link', { name: 'Movimentações da defensoria 1ª Defensoria Cível: 12' });
    expect(link).toHaveAttribute('href', '/movimentacoes?referencia=&defensoria=1');
  });
});
