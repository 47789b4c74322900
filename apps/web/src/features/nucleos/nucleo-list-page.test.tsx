import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import NucleoListPage from './nucleo-list-page';

const telefone = { ddd: 79, numero: null };
const nucleos = [
  { id: 1, ordem: 1, nome: 'Núcleo de Defesa da Mulher', comarca: { id: 1, nome: 'Aracaju' }, predio: { id: 10, nome: 'Central de Atendimento' }, telefone, substituto1: null, substituto2: null, maximoIntegrantes: 4 },
  { id: 2, ordem: 2, nome: 'Núcleo Regional do Agreste', comarca: { id: 3, nome: 'Itabaiana' }, predio: null, telefone, substituto1: null, substituto2: null, maximoIntegrantes: 2 },
];
const comarcas = (c: ApiCall) => (c.method === 'GET' && c.path === 'comarca' ? { body: [[{ id: 1, nome: 'Aracaju' }, { id: 3, nome: 'Itabaiana' }], 2] } : undefined);
const lista = (c: ApiCall) => (c.method === 'GET' && c.path === 'nucleo' ? { body: [nucleos, 2] } : undefined);
const pedidos = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'nucleo').map((c) => Object.fromEntries(c.query));

describe('NucleoListPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists all comarcas by default: ordem, nome, comarca, unidade, max estagiários, Editar; Cadastrar with NUCLEO_CREATE', async () => {
    const s = loginAs(['NUCLEO_ENUMERATE', 'NUCLEO_READ', 'NUCLEO_CREATE']);
    const { calls } = mockApi(s, comarcas, lista);
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    expect(await screen.findByText('Núcleo de Defesa da Mulher')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Núcleos' })).toBeInTheDocument();
    const linha = screen.getByText('Núcleo Regional do Agreste').closest('tr')!;
    expect(within(linha).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'Núcleo Regional do Agreste', 'Itabaiana', '', '2', '']);
    expect(screen.getByText('Central de Atendimento')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o núcleo Núcleo Regional do Agreste' })).toHaveAttribute('href', '/nucleo/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/nucleo/criar');
    expect(pedidos(calls)[0]).toEqual({ skip: '0', take: '12' });
    // Without NUCLEO_UPDATE the number is plain text, not a button.
    expect(screen.queryByRole('button', { name: /Máximo de estagiários/ })).not.toBeInTheDocument();
    // Placements need LOTACAO_ENUMERATE.
    expect(screen.queryByRole('link', { name: /^Lotações/ })).not.toBeInTheDocument();
  });

  it('links each núcleo to the placement list filtered by it with LOTACAO_ENUMERATE', async () => {
    const s = loginAs(['NUCLEO_ENUMERATE', 'LOTACAO_ENUMERATE']);
    mockApi(s, comarcas, lista);
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    expect(await screen.findByRole('link', { name: 'Lotações do núcleo Núcleo de Defesa da Mulher' })).toHaveAttribute('href', '/vinculos?nucleoid=1');
    const linha = screen.getByText('Núcleo Regional do Agreste').closest('tr')!;
    expect(within(linha).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'Núcleo Regional do Agreste', 'Itabaiana', '', 'Lotações', '2', '']);
    expect(within(linha).getByRole('link', { name: 'Lotações do núcleo Núcleo Regional do Agreste' })).toHaveAttribute('href', '/vinculos?nucleoid=2');
  });

  it('sends the chosen comarca and the name filter to the API, and back to all when cleared', async () => {
    const user = userEvent.setup();
    const s = loginAs(['NUCLEO_ENUMERATE']);
    const { calls } = mockApi(s, comarcas, lista);
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    await screen.findByText('Núcleo de Defesa da Mulher');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    const filtro = screen.getByPlaceholderText('(todas as comarcas)');
    await user.click(filtro);
    await user.click(await screen.findByRole('option', { name: 'Itabaiana' }));
    await waitFor(() => expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '12', comarca: '3' }));
    await user.type(screen.getByLabelText('Filtrar'), 'agreste');
    await waitFor(() => expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '12', comarca: '3', nome: 'agreste' }));
    expect(filtro).toHaveValue('Itabaiana');
    await user.click(filtro.parentElement!.querySelector('button')!);
    await waitFor(() => expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '12', nome: 'agreste' }));
  });

  it('says "Nenhum registro encontrado" for an empty list', async () => {
    const s = loginAs(['NUCLEO_ENUMERATE']);
    mockApi(s, comarcas, (c) => (c.path === 'nucleo' ? { body: [[], 0] } : undefined));
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('clicking the number opens the modal (0 to 100), PATCHes and says "Número de estagiários atualizado."', async () => {
    const user = userEvent.setup();
    const s = loginAs(['NUCLEO_ENUMERATE', 'NUCLEO_UPDATE']);
    const { calls } = mockApi(s, comarcas, lista, (c) =>
      c.method === 'PATCH' && c.path === 'nucleo/maxestagiarios' ? { body: { message: 'Número de estagiários atualizado.' } } : undefined,
    );
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Máximo de estagiários de Núcleo Regional do Agreste: 2' }));
    const dialogo = await screen.findByRole('dialog');
    const campo = within(dialogo).getByLabelText('Máx. Estagiários');
    expect(campo).toHaveValue('2');
    // One more than the form allows: the modal goes up to 100.
    await user.clear(campo);
    await user.type(campo, '100');
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ id: 2, maximoIntegrantes: 100 });
    expect(await screen.findByText('Número de estagiários atualizado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again after the change.
    await waitFor(() => expect(pedidos(calls).length).toBeGreaterThan(1));
  });

  it('keeps the modal open and sends nothing when the number is cleared', async () => {
    const user = userEvent.setup();
    const s = loginAs(['NUCLEO_ENUMERATE', 'NUCLEO_UPDATE']);
    const { calls } = mockApi(s, comarcas, lista);
    renderPage(<NucleoListPage />, { route: '/nucleo', path: '/nucleo', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Máximo de estagiários de Núcleo de Defesa da Mulher: 4' }));
    const dialogo = await screen.findByRole('dialog');
    await user.clear(within(dialogo).getByLabelText('Máx. Estagiários'));
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('O máximo de estagiários deve estar entre 0 e 100.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
