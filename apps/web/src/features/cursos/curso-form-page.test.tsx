import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import CursoFormPage from './curso-form-page';

const TODAS = ['CURSO_CREATE', 'CURSO_READ', 'CURSO_UPDATE', 'CURSO_DELETE', 'CURSO_ENUMERATE'];
const lista = [{ path: '/cursos', element: <p>listagem de cursos</p> }];
const detalhe = { id: 3, nome: 'Direito', criadoEm: '2025-09-01T12:00:00.000Z', editadoEm: '2025-09-20T13:30:00.000Z', criadoPor: { username: 'admin' }, editadoPor: { username: 'maria' }, versao: 6 };

describe('CursoFormPage', () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the name, then posts it, says 'Registro Criado' and returns to the list", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), (c) => (c.method === 'POST' && c.path === 'curso' ? { status: 201, body: { ...detalhe, id: 9, nome: 'Psicologia' } } : undefined));
    renderPage(<CursoFormPage />, { route: '/cursos/criar', path: '/cursos/criar', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome do curso.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nome/), '  Psicologia ');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ nome: 'Psicologia' });
    expect(await screen.findByText('Registro Criado')).toBeInTheDocument();
    expect(await screen.findByText('listagem de cursos')).toBeInTheDocument();
  });

  it("saves an edit with PUT and says 'Registro Salvo'; a duplicate name shows the server's 409", async () => {
    const user = userEvent.setup();
    let duplicado = true;
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'curso/3' ? { body: detalhe } : undefined),
      (c) => (c.method === 'PUT' ? (duplicado ? { status: 409, body: { message: 'Já existe um curso com o nome "Psicologia".' } } : { body: detalhe }) : undefined),
    );
    renderPage(<CursoFormPage />, { route: '/cursos/editar/3', path: '/cursos/editar/:id', extraRoutes: lista, me: s.me });
    const nome = await screen.findByDisplayValue('Direito');
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    await user.clear(nome);
    await user.type(nome, 'Psicologia');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um curso com o nome "Psicologia".')).toBeInTheDocument();
    // A 409 that is not about the version shows no version conflict.
    expect(screen.queryByText('Registro alterado por outra pessoa')).not.toBeInTheDocument();
    duplicado = false;
    await user.clear(nome);
    await user.type(nome, 'Direito Público');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ nome: 'Psicologia', versao: 6 }, { nome: 'Direito Público', versao: 6 }]);
    expect(await screen.findByText('listagem de cursos')).toBeInTheDocument();
  });

  it("confirms and removes with 'Curso removido.'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'curso/3' ? { body: detalhe } : undefined),
      (c) => (c.method === 'DELETE' ? { body: { message: 'Curso removido.' } } : undefined),
    );
    renderPage(<CursoFormPage />, { route: '/cursos/editar/3', path: '/cursos/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o curso "Direito"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Curso removido.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de cursos')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['curso/3']);
  });

  it("shows the fallback 'Falha ao buscar o curso.' when the server gives no message, and read-only without CURSO_UPDATE", async () => {
    mockApi((s = loginAs(['CURSO_READ'])), (c) => (c.method === 'GET' && c.path === 'curso/3' ? { body: detalhe } : undefined), (c) => (c.path === 'curso/8' ? { status: 404, body: {} } : undefined));
    const { unmount } = renderPage(<CursoFormPage />, { route: '/cursos/editar/3', path: '/cursos/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Direito')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    unmount();
    renderPage(<CursoFormPage />, { route: '/cursos/editar/8', path: '/cursos/editar/:id', me: s.me });
    expect(await screen.findByText('Falha ao buscar o curso.')).toBeInTheDocument();
    expect(screen.getByText('Curso não encontrado.')).toBeInTheDocument();
  });
});
