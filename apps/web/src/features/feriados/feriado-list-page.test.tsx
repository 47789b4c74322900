import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import FeriadoListPage, { anosDoFiltro } from './feriado-list-page';

const feriados = [
  { id: 1, nome: 'Natal', inicio: '2025-12-25', fim: '2025-12-25', geral: true, defensorias: [] },
  { id: 2, nome: 'Mudança de sede', inicio: '2025-06-02', fim: '2025-06-06', geral: false, defensorias: [{ id: 4, nome: '1ª Defensoria de Lagarto' }, { id: 9, nome: '2ª Defensoria de Lagarto' }] },
  { id: 3, nome: 'Inspeção na 2ª Vara', inicio: '2025-03-10', fim: '2025-03-10', geral: false, defensorias: [{ id: 2, nome: 'Defensoria de Socorro' }] },
];
const responder = (c: ApiCall) => (c.method === 'GET' && c.path === 'feriado' ? { body: [feriados, 45] } : undefined);
const consultas = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'feriado').map((c) => Object.fromEntries(c.query));
const celulas = (texto: string) => [...screen.getByText(texto).closest('tr')!.querySelectorAll('td')].map((c) => c.textContent);

describe('FeriadoListPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows Período, Título, Locais de Vigência and Editar; 1000 rows in one page, 20 per page with Paginar', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ', 'FOLHA_CREATE']);
    const { calls } = mockApi(s, responder);
    renderPage(<FeriadoListPage />, { route: '/feriados', path: '/feriados', me: s.me });
    expect(await screen.findByText('Natal')).toBeInTheDocument();
    expect([...document.querySelectorAll('thead th')].map((h) => h.textContent?.trim())).toEqual(['Período', 'Título', 'Locais de Vigência', 'Editar']);
    expect(celulas('Natal')).toEqual(['25/12/2025', 'Natal', 'Todas as defensorias', '']);
    expect(celulas('Mudança de sede')).toEqual(['02/06/2025 a 06/06/2025', 'Mudança de sede', 'Abrir (2)', '']);
    expect(celulas('Inspeção na 2ª Vara')).toEqual(['10/03/2025', 'Inspeção na 2ª Vara', 'Defensoria de Socorro', '']);
    expect(screen.getByRole('link', { name: 'Editar o feriado Natal' })).toHaveAttribute('href', '/feriados/editar/1');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/feriados/criar');
    expect(consultas(calls)[0]).toEqual({ skip: '0', take: '1000' });

    await user.click(screen.getByRole('checkbox', { name: 'Paginar' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toEqual({ skip: '0', take: '20' }));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toEqual({ skip: '20', take: '20' }));
  });

  it('filters by year and searches the title on the server, newest first as the server answers', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s, responder);
    renderPage(<FeriadoListPage />, { route: '/feriados?ano=2024', path: '/feriados', me: s.me });
    await screen.findByText('Natal');
    // A year from the URL is used at once and shown in the select.
    expect(consultas(calls)[0]).toEqual({ skip: '0', take: '1000', ano: '2024' });
    expect(screen.getByPlaceholderText('(todos os anos)')).toHaveValue('2024');

    await user.click(screen.getByPlaceholderText('(todos os anos)'));
    await user.click(await screen.findByRole('option', { name: String(new Date().getFullYear()) }));
    await waitFor(() => expect(consultas(calls).at(-1)).toEqual({ skip: '0', take: '1000', ano: String(new Date().getFullYear()) }));

    await user.type(screen.getByPlaceholderText('Filtrar por título'), 'são joão');
    await waitFor(() => expect(consultas(calls).at(-1)).toEqual({ skip: '0', take: '1000', ano: String(new Date().getFullYear()), nome: 'são joão' }));

    // Clearing the year lists every year again, keeping the search.
    // Mantine's clear button is hidden from assistive technology (the select is cleared by choosing again).
    await user.click(within(screen.getByPlaceholderText('(todos os anos)').parentElement!).getByRole('button', { hidden: true }));
    await waitFor(() => expect(consultas(calls).at(-1)).toEqual({ skip: '0', take: '1000', nome: 'são joão' }));
  });

  it('offers next year down to fifteen years ago, newest first, plus a year from the URL', () => {
    const anos = anosDoFiltro(2026, null);
    expect([anos[0], anos[1], anos.at(-1), anos.length]).toEqual(['2027', '2026', '2011', 17]);
    expect(anosDoFiltro(2026, '1990').at(-1)).toBe('1990');
    expect(anosDoFiltro(2026, '2020')).toEqual(anos);
  });

  it("'Abrir (n)' opens a modal naming the defensorias of that block", async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_ENUMERATE']);
    mockApi(s, responder);
    renderPage(<FeriadoListPage />, { route: '/feriados', path: '/feriados', me: s.me });
    await user.click(await screen.findByRole('button', { name: /^Abrir \(2\)/ }));
    const modal = await screen.findByRole('dialog', { name: 'Locais de vigência: Mudança de sede' });
    expect(within(modal).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['1ª Defensoria de Lagarto', '2ª Defensoria de Lagarto']);
    // Only blocks with more than one defensoria get the button.
    expect(screen.getAllByRole('button', { name: /^Abrir/ })).toHaveLength(1);
  });

  it('without FOLHA_CREATE: no Cadastrar, no Feriados nacionais; an empty list says so', async () => {
    const s = loginAs(['FOLHA_READ']);
    mockApi(s, (c) => (c.path === 'feriado' ? { body: [[], 0] } : undefined));
    renderPage(<FeriadoListPage />, { route: '/feriados', path: '/feriados', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Feriados nacionais' })).not.toBeInTheDocument();
  });

  it("'Feriados nacionais' asks a year (the current one by default), posts it, says the server's message and reloads", async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ', 'FOLHA_CREATE']);
    const { calls } = mockApi(s, responder, (c) =>
      c.method === 'POST' && c.path === 'feriado/nacionais' ? { body: { message: '12 feriados nacionais de 2026 cadastrados.' } } : undefined,
    );
    renderPage(<FeriadoListPage />, { route: '/feriados', path: '/feriados', me: s.me });
    await screen.findByText('Natal');
    await user.click(screen.getByRole('button', { name: 'Feriados nacionais' }));
    const modal = await screen.findByRole('dialog', { name: 'Cadastrar feriados nacionais' });
    const ano = within(modal).getByLabelText(/^Ano/);
    expect(ano).toHaveValue(String(new Date().getFullYear()));

    await user.clear(ano);
    await user.type(ano, '1500');
    await user.click(within(modal).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(modal).findByText('Ano inválido: informe um ano entre 1583 e 9999.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(ano);
    await user.type(ano, '2026');
    const antes = consultas(calls).length;
    await user.click(within(modal).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('12 feriados nacionais de 2026 cadastrados.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ ano: 2026 }]);
    await waitFor(() => expect(consultas(calls).length).toBeGreaterThan(antes));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
