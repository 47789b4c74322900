import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import UsuarioFormPage from './usuario-form-page';

const sessao = () => loginAs(['USUARIO_CREATE', 'USUARIO_READ', 'USUARIO_UPDATE', 'USUARIO_DELETE', 'USUARIO_ENUMERATE']);
const papeis = (c: ApiCall) =>
  c.method === 'GET' && c.path === 'papel' ? { body: [[{ id: 3, nome: 'Gestor', totalUsuarios: 1 }, { id: 4, nome: 'Leitor', totalUsuarios: 0 }], 2] } : undefined;
const lista = [{ path: '/usuario', element: <p>listagem de usuários</p> }];

const joana = {
  id: 5,
  pessoaId: 8,
  username: 'joana',
  nome: 'Joana',
  sobrenome: 'Prado',
  email: 'joana@defensoria.example',
  funcao: 'Analista',
  ativo: true,
  recebenotificacaoes: true,
  papel: { id: 4, nome: 'Leitor' },
  corfundotabela: '#ddeeff',
  // A colour stored before validation existed: the form must not send it back.
  corletratabela: '#12',
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-02T12:00:00.000Z',
  criadoPor: null,
  editadoPor: { username: 'admin' },
};

describe('UsuarioFormPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required fields in Portuguese and sends nothing', async () => {
    const user = userEvent.setup();
    const s = sessao();
    const { calls } = mockApi(s, papeis);
    renderPage(<UsuarioFormPage />, { route: '/usuario/criar', path: '/usuario/criar', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o login.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Selecione o papel.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates a user, replacing an invalid colour by the default, on Enter', async () => {
    const user = userEvent.setup();
    const s = sessao();
    const { calls } = mockApi(s, papeis, (c) =>
      c.method === 'POST' && c.path === 'usuario' ? { status: 201, body: { id: 9, message: 'Usuário cadastrado com sucesso.' } } : undefined,
    );
    renderPage(<UsuarioFormPage />, { route: '/usuario/criar', path: '/usuario/criar', extraRoutes: lista, me: s.me });
    const login = await screen.findByLabelText(/^Login/);
    expect(login).toHaveFocus();
    await user.type(login, 'joana');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo123');
    await user.click(screen.getByPlaceholderText('Selecione'));
    await user.click(await screen.findByRole('option', { name: 'Gestor' }));
    const fundo = screen.getByLabelText('Cor de fundo da tabela');
    await user.clear(fundo);
    await user.type(fundo, 'azul');
    await user.type(screen.getByLabelText(/^Nome/), 'Joana{Enter}');

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      username: 'joana',
      senha: 'segredo123',
      nome: 'Joana',
      sobrenome: null,
      email: null,
      funcao: null,
      ativo: true,
      recebenotificacaoes: false,
      papel: { id: 3 },
      corfundotabela: '#e5e5e5',
      corletratabela: '#000000',
    });
    expect(await screen.findByText('Usuário cadastrado com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de usuários')).toBeInTheDocument();
  });

  it('edits keeping the password when left blank and fixes a stored invalid colour', async () => {
    const user = userEvent.setup();
    const s = sessao();
    const { calls } = mockApi(
      s,
      papeis,
      (c) => (c.method === 'GET' && c.path === 'usuario/5' ? { body: joana } : undefined),
      (c) => (c.method === 'PUT' && c.path === 'usuario/5' ? { body: { message: 'Usuário atualizado.' } } : undefined),
    );
    renderPage(<UsuarioFormPage />, { route: '/usuario/editar/5', path: '/usuario/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('joana')).toBeInTheDocument();
    expect(screen.getByText('Deixe em branco para manter a senha atual.')).toBeInTheDocument();
    expect(screen.getByText(/^Última alteração por admin em/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Ativo'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      username: 'joana',
      senha: null,
      ativo: false,
      papel: { id: 4 },
      corfundotabela: '#ddeeff',
      corletratabela: '#000000',
      recebenotificacaoes: true,
    });
    expect(await screen.findByText('Usuário atualizado.')).toBeInTheDocument();
  });

  it("places the server's field errors on their fields", async () => {
    const user = userEvent.setup();
    const s = sessao();
    mockApi(s, papeis, (c) =>
      c.method === 'POST' ? { status: 400, body: { message: 'Papel não encontrado.', fieldErrors: { papel: ['Selecione um papel existente.'] } } } : undefined,
    );
    renderPage(<UsuarioFormPage />, { route: '/usuario/criar', path: '/usuario/criar', me: s.me });
    await user.type(await screen.findByLabelText(/^Login/), 'joana');
    await user.type(screen.getByLabelText(/^Senha/), 'segredo123');
    await user.type(screen.getByLabelText(/^Nome/), 'Joana');
    await user.click(screen.getByPlaceholderText('Selecione'));
    await user.click(await screen.findByRole('option', { name: 'Leitor' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Selecione um papel existente.')).toBeInTheDocument();
    // The toast carries the server's message; the page stays.
    expect(await screen.findByText('Papel não encontrado.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('joana')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const s = sessao();
    const { calls } = mockApi(
      s,
      papeis,
      (c) => (c.method === 'GET' && c.path === 'usuario/5' ? { body: joana } : undefined),
      (c) => (c.method === 'DELETE' && c.path === 'usuario/5' ? { body: { message: 'Usuário removido.' } } : undefined),
    );
    renderPage(<UsuarioFormPage />, { route: '/usuario/editar/5', path: '/usuario/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluir o usuário "joana"?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário removido.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de usuários')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
