import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import UsuarioFormPage from './usuario-form-page';

const sessao = () => loginAs(['USUARIO_CREATE', 'USUARIO_READ', 'USUARIO_UPDATE', 'USUARIO_DELETE', 'USUARIO_ENUMERATE']);
const permissoes = (...nomes: string[]) => nomes.map((nome, i) => ({ id: i + 1, nome }));
const GESTOR = { id: 3, nome: 'Gestor', totalUsuarios: 1, permissoes: permissoes('USUARIO_CREATE', 'USUARIO_UPDATE') };
const LEITOR = { id: 4, nome: 'Leitor', totalUsuarios: 0, permissoes: permissoes('USUARIO_READ') };
const ADMINISTRADOR = { id: 1, nome: 'Administrador', totalUsuarios: 1, permissoes: permissoes('USUARIO_CREATE', 'USUARIO_UPDATE', 'ADMIN_ACTIONS') };
// The select asks for every papel with its permissions, to offer only those the signed-in user may grant.
const papeis = (c: ApiCall) =>
  c.method === 'GET' && c.path === 'papel' && c.query.get('comPermissoes') === 'true' ? { body: [[ADMINISTRADOR, GESTOR, LEITOR], 3] } : undefined;
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

  describe('the papel select (ADR 026)', () => {
    // The role list arrives after the record: wait for it as long as a loaded machine needs.
    const espera = { timeout: 5000 };
    const opcoes = () => screen.findAllByRole('option').then((os) => os.map((o) => o.textContent));
    // The select's visible input (Mantine also labels its hidden value input and the option list).
    const campoPapel = () => screen.getAllByLabelText(/^Papel/).find((e) => e instanceof HTMLInputElement && e.type !== 'hidden')!;

    it('offers only the roles whose permissions the signed-in user holds', async () => {
      const user = userEvent.setup();
      const s = sessao();
      mockApi(s, papeis);
      renderPage(<UsuarioFormPage />, { route: '/usuario/criar', path: '/usuario/criar', me: s.me });
      await user.click(await screen.findByPlaceholderText('Selecione'));
      await waitFor(async () => expect(await opcoes()).toEqual(['Gestor', 'Leitor']), espera);
    });

    it('shows the own papel read-only, with the reason', async () => {
      const s = loginAs(sessao().me.permissoes, { id: joana.id });
      mockApi(s, papeis, (c) => (c.method === 'GET' && c.path === 'usuario/5' ? { body: joana } : undefined));
      renderPage(<UsuarioFormPage />, { route: '/usuario/editar/5', path: '/usuario/editar/:id', me: s.me });
      expect(await screen.findByText('Você não pode alterar o próprio papel.', {}, espera)).toBeInTheDocument();
      const papel = campoPapel();
      expect(papel).toHaveValue('Leitor');
      expect(papel).toHaveAttribute('readonly');
      // The own password stays editable.
      expect(screen.getByLabelText(/^Senha/)).not.toHaveAttribute('readonly');
    });

    it('keeps the papel, password and e-mail of a user with more permissions read-only, and lists their papel by name', async () => {
      const s = sessao();
      const admin = { ...joana, id: 7, username: 'chefe', papel: { id: 1, nome: 'Administrador' } };
      mockApi(s, papeis, (c) => (c.method === 'GET' && c.path === 'usuario/7' ? { body: admin } : undefined));
      renderPage(<UsuarioFormPage />, { route: '/usuario/editar/7', path: '/usuario/editar/:id', me: s.me });
      const motivo = 'Você não pode alterar a senha ou o papel de um usuário com permissões que você não possui.';
      await waitFor(() => expect(screen.getAllByText(motivo)).toHaveLength(2), espera);
      expect(campoPapel()).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Senha/)).toHaveAttribute('readonly');
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
      expect(screen.getByText(/é para ele que vai o código de troca de senha/)).toBeInTheDocument();
      // The other fields of that user remain editable.
      expect(screen.getByLabelText(/^Função/)).not.toHaveAttribute('readonly');
      expect(screen.getByDisplayValue('Administrador')).toBeInTheDocument();
    });

    it('leaves a user with fewer permissions fully editable', async () => {
      const user = userEvent.setup();
      const s = sessao();
      mockApi(s, papeis, (c) => (c.method === 'GET' && c.path === 'usuario/5' ? { body: joana } : undefined));
      renderPage(<UsuarioFormPage />, { route: '/usuario/editar/5', path: '/usuario/editar/:id', me: s.me });
      expect(await screen.findByDisplayValue('joana', {}, espera)).toBeInTheDocument();
      expect(campoPapel()).toHaveValue('Leitor');
      // Once the role list has come, the select opens with the grantable roles and nothing is locked.
      await user.click(campoPapel());
      await waitFor(async () => expect(await opcoes()).toEqual(['Gestor', 'Leitor']), espera);
      expect(campoPapel()).not.toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Senha/)).not.toHaveAttribute('readonly');
      expect(screen.queryByText(/Você não pode/)).not.toBeInTheDocument();
    });
  });
});
