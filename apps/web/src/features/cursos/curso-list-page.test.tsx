import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import CursoListPage from './curso-list-page';

const cursos = [
  { id: 1, nome: 'Administração' },
  { id: 2, nome: 'Direito' },
];

describe('CursoListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the names with Editar and Cadastrar, and sends the filter as nome', async () => {
    const user = userEvent.setup();
    const s = loginAs(['CURSO_ENUMERATE', 'CURSO_READ', 'CURSO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'curso' ? { body: [cursos, 2] } : undefined));
    renderPage(<CursoListPage />, { route: '/cursos', path: '/cursos', me: s.me });
    expect(await screen.findByText('Administração')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o curso Direito' })).toHaveAttribute('href', '/cursos/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/cursos/criar');
    await user.type(screen.getByLabelText('Filtrar'), 'dir');
    await waitFor(() => expect(calls.some((c) => c.query.get('nome') === 'dir')).toBe(true));
  });

  it("shows 'Nenhum registro encontrado' and no actions the user may not take", async () => {
    const s = loginAs(['CURSO_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'curso' ? { body: [[], 0] } : undefined));
    renderPage(<CursoListPage />, { route: '/cursos', path: '/cursos', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Editar')).not.toBeInTheDocument();
  });
});
