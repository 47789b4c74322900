import { formatDataHora, PERMISSOES, permissaoPorNome } from '@sgi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import PapelFormPage from './papel-form-page';

const id = (nome: string) => permissaoPorNome(nome)!.id;
const TODAS = ['PAPEL_CREATE', 'PAPEL_READ', 'PAPEL_UPDATE', 'PAPEL_DELETE', 'PAPEL_ENUMERATE'];
/** An administrator: every permission of the catalogue, so none of the grid is locked. */
const ADMINISTRADOR = PERMISSOES.map((p) => p.nome);
const lista = [{ path: '/papeis', element: <p>listagem de papéis</p> }];

const detalhe = {
  id: 3,
  nome: 'Gestor',
  totalUsuarios: 2,
  permissoes: [{ id: id('FOLHA_READ'), nome: 'FOLHA_READ' }, ...['CREATE', 'READ', 'UPDATE', 'DELETE', 'ENUMERATE'].map((a) => ({ id: id(`PAPEL_${a}`), nome: `PAPEL_${a}` }))],
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
  versao: 6,
};

// The 93-checkbox grid makes each render slow in jsdom, more so when the suite runs files in parallel.
describe('PapelFormPage', { timeout: 20_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("checks a whole row with 'Marcar todas' and sends those five ids", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ADMINISTRADOR)), (c) => (c.method === 'POST' && c.path === 'papel' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined));
    renderPage(<PapelFormPage />, { route: '/papeis/criar', path: '/papeis/criar', extraRoutes: lista, me: s.me });
    const enviar = await screen.findByRole('button', { name: 'Cadastrar' });
    expect(screen.getByLabelText(/Nome/)).toHaveFocus();
    expect(screen.getByText(/Para ver os itens de menu, o papel precisa das permissões de leitura \(Visualizar\) e de listagem \(Listar\)/)).toBeInTheDocument();

    // Pasted rather than typed, and checkboxes found by label: the 93-checkbox grid is slow in jsdom.
    await user.click(screen.getByLabelText(/Nome/));
    await user.paste('Gestor de usuários');
    await user.click(screen.getByLabelText('Marcar todas: Usuários'));
    for (const acao of ['Cadastrar', 'Visualizar', 'Alterar', 'Excluir', 'Listar']) {
      expect(screen.getByLabelText(`Usuários: ${acao}`)).toBeChecked();
    }
    expect(screen.getByLabelText('Papéis: Listar')).not.toBeChecked();
    await user.click(screen.getByLabelText('Ações administrativas (registro de uso, caixa de saída)'));
    await user.click(enviar);

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      nome: 'Gestor de usuários',
      permissoes: ['USUARIO_CREATE', 'USUARIO_READ', 'USUARIO_UPDATE', 'USUARIO_DELETE', 'USUARIO_ENUMERATE', 'ADMIN_ACTIONS'].map((n) => ({ id: id(n) })),
    });
    expect(await screen.findByText('Papel cadastrado.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de papéis')).toBeInTheDocument();
  });

  it('asks for the name in Portuguese and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)));
    renderPage(<PapelFormPage />, { route: '/papeis/criar', path: '/papeis/criar', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome do papel.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('loads a papel, clears a full row and saves with PUT', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'papel/3' ? { body: detalhe } : undefined),
      (c) => (c.method === 'PUT' && c.path === 'papel/3' ? { body: detalhe } : undefined),
    );
    renderPage(<PapelFormPage />, { route: '/papeis/editar/3', path: '/papeis/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Gestor')).toBeInTheDocument();
    expect(screen.getByText(`Última alteração por maria em ${formatDataHora(detalhe.editadoEm)}`)).toBeInTheDocument();
    expect(formatDataHora(detalhe.editadoEm)).toMatch(/^20\/09\/2025 \d\d:30$/);
    const todasPapel = screen.getByLabelText('Marcar todas: Papéis');
    expect(todasPapel).toBeChecked();
    await user.click(todasPapel);
    expect(screen.getByLabelText('Papéis: Listar')).not.toBeChecked();
    await user.click(screen.getByLabelText('Papéis: Visualizar'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ nome: 'Gestor', permissoes: [{ id: id('PAPEL_READ') }, { id: id('FOLHA_READ') }].sort((a, b) => a.id - b.id), versao: 6 });
    expect(await screen.findByText('Papel atualizado.')).toBeInTheDocument();
  });

  it("shows the server's message when a papel with users cannot be removed, and stays", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'papel/3' ? { body: detalhe } : undefined),
      (c) => (c.method === 'DELETE' ? { status: 409, body: { message: 'O papel "Gestor" possui 2 usuário(s) vinculado(s) e não pode ser removido.' } } : undefined),
    );
    renderPage(<PapelFormPage />, { route: '/papeis/editar/3', path: '/papeis/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o papel "Gestor"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(/possui 2 usuário\(s\) vinculado\(s\)/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['papel/3']);
    expect(screen.getByDisplayValue('Gestor')).toBeInTheDocument();
  });

  it('hides saving and deleting from a user who may only read', async () => {
    mockApi((s = loginAs(['PAPEL_READ'])), (c) => (c.method === 'GET' && c.path === 'papel/3' ? { body: detalhe } : undefined));
    renderPage(<PapelFormPage />, { route: '/papeis/editar/3', path: '/papeis/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Gestor')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
  });

  it('locks the permissions the user does not hold: they can neither add nor remove them (ADR 026)', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs([...TODAS, 'USUARIO_READ'])),
      (c) => (c.method === 'POST' && c.path === 'papel' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined),
    );
    renderPage(<PapelFormPage />, { route: '/papeis/criar', path: '/papeis/criar', extraRoutes: lista, me: s.me });
    const enviar = await screen.findByRole('button', { name: 'Cadastrar' });
    expect(screen.getByText('As permissões que você não possui aparecem travadas: só quem as possui pode incluí-las em um papel ou retirá-las.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuários: Cadastrar')).toBeDisabled();
    expect(screen.getByLabelText('Ações administrativas (registro de uso, caixa de saída)')).toBeDisabled();
    expect(screen.getByLabelText('Marcar todas: Folhas de frequência')).toBeDisabled();
    expect(screen.getByLabelText('Usuários: Visualizar')).toBeEnabled();

    await user.click(screen.getByLabelText(/Nome/));
    await user.paste('Consulta de usuários');
    // 'Marcar todas' of a row takes only what the user holds.
    await user.click(screen.getByLabelText('Marcar todas: Usuários'));
    expect(screen.getByLabelText('Usuários: Visualizar')).toBeChecked();
    expect(screen.getByLabelText('Usuários: Cadastrar')).not.toBeChecked();
    await user.click(enviar);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ nome: 'Consulta de usuários', permissoes: [{ id: id('USUARIO_READ') }] });
  });

  it('keeps the locked permissions of a papel as they are when saving it', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'papel/3' ? { body: detalhe } : undefined),
      (c) => (c.method === 'PUT' && c.path === 'papel/3' ? { body: detalhe } : undefined),
    );
    renderPage(<PapelFormPage />, { route: '/papeis/editar/3', path: '/papeis/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Gestor')).toBeInTheDocument();
    const folha = screen.getByLabelText('Folhas de frequência: Visualizar');
    expect(folha).toBeChecked();
    expect(folha).toBeDisabled();
    // Clearing the Folhas row is not possible; the Papéis row clears as usual.
    expect(screen.getByLabelText('Marcar todas: Folhas de frequência')).toBeDisabled();
    await user.click(screen.getByLabelText('Marcar todas: Papéis'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ nome: 'Gestor', permissoes: [{ id: id('FOLHA_READ') }], versao: 6 });
  });
});
