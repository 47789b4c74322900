import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import UsuarioListPage from './usuario-list-page';

const usuarios = [
  { id: 5, username: 'joana', nome: 'Joana', sobrenome: 'Prado', funcao: 'Analista', ativo: true, papel: { id: 3, nome: 'Gestor' } },
  { id: 6, username: 'carlos', nome: 'Carlos', sobrenome: 'Dias', funcao: null, ativo: false, papel: { id: 4, nome: 'Leitor' } },
];

describe('UsuarioListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists users by name with server paging, greys the inactive and links to the form', async () => {
    const s = loginAs(['USUARIO_ENUMERATE', 'USUARIO_READ', 'USUARIO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'usuario' ? { body: [usuarios, 30] } : undefined));
    renderPage(<UsuarioListPage />, { route: '/usuario', path: '/usuario', me: s.me });
    expect(await screen.findByText('Joana Prado')).toBeInTheDocument();
    expect(screen.getByText('Carlos Dias (inativo)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o usuário joana' })).toHaveAttribute('href', '/usuario/editar/5');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/usuario/criar');
    const lista = calls.find((c) => c.path === 'usuario')!;
    expect(Object.fromEntries(lista.query)).toEqual({ skip: '0', take: '12', orderBy: 'nome', orderDirection: 'asc' });
    expect(screen.getByText('1–2 de 30')).toBeInTheDocument();
  });

  it('sends the filter as nome and a header click as orderBy', async () => {
    const user = userEvent.setup();
    const s = loginAs(['USUARIO_ENUMERATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'usuario' ? { body: [usuarios, 2] } : undefined));
    renderPage(<UsuarioListPage />, { route: '/usuario', path: '/usuario', me: s.me });
    await screen.findByText('Joana Prado');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Filtrar'), 'jo');
    await waitFor(() => expect(calls.some((c) => c.query.get('nome') === 'jo')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Login/ }));
    await waitFor(() => expect(calls.at(-1)!.query.get('orderBy')).toBe('username'));
    expect(calls.at(-1)!.query.get('nome')).toBe('jo');
  });
});
