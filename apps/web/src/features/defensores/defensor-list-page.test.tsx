import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import DefensorListPage from './defensor-list-page';

const defensores = [
  { id: 5, nome: 'Ana Lima', cpf: '529.982.247-25', titulo: 'Dra.', ativo: true, data_admissao: '2010-03-01', data_referencia: null, data_exoneracao: null },
  { id: 6, nome: 'Caio Reis', cpf: '111.444.777-35', titulo: 'Dr.', ativo: false, data_admissao: '1999-01-04', data_referencia: '2000-01-04', data_exoneracao: '2020-12-31' },
];

describe('DefensorListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists by name with dates in dd/MM/yyyy, mutes the inactive and links to the form', async () => {
    const s = loginAs(['DEFENSOR_ENUMERATE', 'DEFENSOR_READ', 'DEFENSOR_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'defensor' ? { body: [defensores, 30] } : undefined));
    renderPage(<DefensorListPage />, { route: '/defensor', path: '/defensor', me: s.me });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Defensores' })).toBeInTheDocument();
    expect(screen.getByText('Caio Reis (inativo)')).toBeInTheDocument();
    expect(screen.getByText('01/03/2010')).toBeInTheDocument();
    expect(screen.getByText('31/12/2020')).toBeInTheDocument();
    const cabecalho = screen.getByRole('table').querySelector('thead')!.textContent;
    for (const titulo of ['Nome', 'Admissão', 'Referência', 'Exoneração', 'Linha do Tempo', 'Ações']) expect(cabecalho).toContain(titulo);
    expect(screen.getByRole('link', { name: 'Editar o defensor Ana Lima' })).toHaveAttribute('href', '/defensor/editar/5');
    expect(screen.getByRole('link', { name: 'Linha do Tempo do defensor Caio Reis' })).toHaveAttribute('href', '/defensor/timeline?id=6');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/defensor/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'defensor')!.query)).toEqual({ skip: '0', take: '12', orderBy: 'nome', orderbyasc: 'true' });
    // Placements need LOTACAO_ENUMERATE.
    expect(screen.queryByRole('link', { name: /^Lotações/ })).not.toBeInTheDocument();
  });

  it('links each defender to the placement list filtered by them with LOTACAO_ENUMERATE', async () => {
    const s = loginAs(['DEFENSOR_ENUMERATE', 'DEFENSOR_READ', 'LOTACAO_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'defensor' ? { body: [defensores, 2] } : undefined));
    renderPage(<DefensorListPage />, { route: '/defensor', path: '/defensor', me: s.me });
    expect(await screen.findByRole('link', { name: 'Lotações do defensor Ana Lima' })).toHaveAttribute('href', '/vinculos?defensorid=5');
    expect(screen.getByRole('link', { name: 'Lotações do defensor Caio Reis' })).toHaveAttribute('href', '/vinculos?defensorid=6');
    const titulos = [...screen.getByRole('table').querySelectorAll('thead th')].map((h) => h.textContent?.trim());
    expect(titulos.slice(-3)).toEqual(['Lotações', 'Linha do Tempo', 'Ações']);
  });

  it('sends digits as cpf and other text as nome, Inativos and a header click as orderBy', async () => {
    const user = userEvent.setup();
    const s = loginAs(['DEFENSOR_ENUMERATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'defensor' ? { body: [defensores, 2] } : undefined));
    renderPage(<DefensorListPage />, { route: '/defensor', path: '/defensor', me: s.me });
    await screen.findByText('Ana Lima');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    // The timeline needs DEFENSOR_READ (§2.1).
    expect(screen.queryByRole('link', { name: /^Linha do Tempo/ })).not.toBeInTheDocument();
    const filtro = screen.getByLabelText('Filtrar');
    await user.type(filtro, '529.982');
    await waitFor(() => expect(calls.at(-1)!.query.get('cpf')).toBe('529982'));
    expect(calls.at(-1)!.query.has('nome')).toBe(false);
    await user.clear(filtro);
    await user.type(filtro, 'ana');
    await waitFor(() => expect(calls.at(-1)!.query.get('nome')).toBe('ana'));
    expect(calls.at(-1)!.query.has('cpf')).toBe(false);
    await user.click(screen.getByLabelText('Inativos'));
    await waitFor(() => expect(calls.at(-1)!.query.get('inativos')).toBe('true'));
    await user.click(screen.getByRole('button', { name: /Admissão/ }));
    await waitFor(() => expect(calls.at(-1)!.query.get('orderBy')).toBe('data_admissao'));
    await user.click(screen.getByRole('button', { name: /Admissão/ }));
    await waitFor(() => expect(calls.at(-1)!.query.get('orderbyasc')).toBe('false'));
    expect(Object.fromEntries(calls.at(-1)!.query)).toMatchObject({ nome: 'ana', inativos: 'true' });
  });
});
