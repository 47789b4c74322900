import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import InstituicaoListPage from './instituicao-list-page';

const endereco = { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null };
const instituicoes = [
  { id: 1, ordem: 0, cnpj: '12ABC34501DE35', razao_social: 'Faculdade Alfa', representante_cargo: 'Diretora', representante_nome: 'Luciana Rezende', endereco, telefone: { ddd: 79, numero: '32114567' } },
  { id: 2, ordem: 1, cnpj: '11222333000181', razao_social: 'Universidade Beta', representante_cargo: null, representante_nome: null, endereco, telefone: { ddd: 79, numero: null } },
];

describe('InstituicaoListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows ordem, formatted CNPJ and phone, representante, Editar for anyone and Cadastrar with ESTAGIARIO_CREATE', async () => {
    const s = loginAs(['ESTAGIARIO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'instituicao' ? { body: [instituicoes, 2] } : undefined));
    renderPage(<InstituicaoListPage />, { route: '/instituicoes', path: '/instituicoes', me: s.me });
    expect(await screen.findByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('(79) 3211-4567')).toBeInTheDocument();
    expect(screen.getByText('Luciana Rezende')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instituições de ensino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a instituição Universidade Beta' })).toHaveAttribute('href', '/instituicoes/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/instituicoes/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'instituicao')!.query)).toEqual({ skip: '0', take: '12' });
  });

  it('sends the filter as razao_social and hides Cadastrar without ESTAGIARIO_CREATE', async () => {
    const user = userEvent.setup();
    const s = loginAs([]);
    const { calls } = mockApi(s, (c) => (c.path === 'instituicao' ? { body: [instituicoes, 2] } : undefined));
    renderPage(<InstituicaoListPage />, { route: '/instituicoes', path: '/instituicoes', me: s.me });
    await screen.findByText('Faculdade Alfa');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a instituição Faculdade Alfa' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filtrar'), 'alfa');
    await waitFor(() => expect(calls.some((c) => c.query.get('razao_social') === 'alfa')).toBe(true));
  });
});
