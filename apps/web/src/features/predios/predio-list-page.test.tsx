import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import PredioListPage from './predio-list-page';

const endereco = { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null };
const predios = [
  {
    id: 1, ordem: 0, nome: 'Fórum Gumersindo Bessa', tipo: 1, comarca: { id: 1, nome: 'Aracaju' },
    endereco: { ...endereco, cep: '49010000', bairro: 'Centro' }, telefoneprincipal: { ddd: 79, numero: '32114567' },
    telefonesecundario: { ddd: 79, numero: null }, defensorias: 12, nucleos: 3,
  },
  {
    id: 2, ordem: 0, nome: 'Sede Administrativa', tipo: 2, comarca: { id: 2, nome: 'Lagarto' }, endereco,
    telefoneprincipal: { ddd: 79, numero: null }, telefonesecundario: { ddd: 79, numero: null }, defensorias: 0, nucleos: 0,
  },
];

describe('PredioListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("is 'Unidades' with comarca, nome, defensorias / núcleos, bairro, CEP, phone, Editar and Cadastrar", async () => {
    const s = loginAs(['PREDIO_ENUMERATE', 'PREDIO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'predio' ? { body: [predios, 14] } : undefined));
    renderPage(<PredioListPage />, { route: '/predio', path: '/predio', me: s.me });
    expect(await screen.findByText('Fórum Gumersindo Bessa')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unidades' })).toBeInTheDocument();
    expect(screen.getByText('Prédios ou fóruns.')).toBeInTheDocument();
    const linha = screen.getByText('Fórum Gumersindo Bessa').closest('tr')!;
    for (const texto of ['Aracaju', '12 / 3', 'Centro', '49010-000', '(79) 3211-4567']) expect(within(linha).getByText(texto)).toBeInTheDocument();
    expect(within(screen.getByText('Sede Administrativa').closest('tr')!).getByText('0 / 0')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Defensorias / Núcleos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a unidade Sede Administrativa' })).toHaveAttribute('href', '/predio/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/predio/criar');
    // Server paging (§2.7), default page size 12.
    expect(Object.fromEntries(calls.find((c) => c.path === 'predio')!.query)).toEqual({ skip: '0', take: '12' });
  });

  it('sends the filter as nome, hides Cadastrar without PREDIO_CREATE and says when nothing matches', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PREDIO_READ']);
    const { calls } = mockApi(s, (c) => (c.path === 'predio' ? { body: c.query.get('nome') ? [[], 0] : [predios, 2] } : undefined));
    renderPage(<PredioListPage />, { route: '/predio', path: '/predio', me: s.me });
    await screen.findByText('Fórum Gumersindo Bessa');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Filtrar'), 'xyz');
    await waitFor(() => expect(calls.some((c) => c.query.get('nome') === 'xyz')).toBe(true));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
