import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import PessoaFormPage from './pessoa-form-page';

const TODAS = ['USUARIO_CREATE', 'USUARIO_READ', 'USUARIO_UPDATE', 'USUARIO_DELETE', 'DEFENSOR_CREATE', 'DEFENSOR_UPDATE', 'DEFENSOR_READ', 'ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'];
const lista = [{ path: '/pessoa', element: <p>listagem de pessoas</p> }];

const helena = {
  id: 4,
  nome: 'Helena',
  sobrenome: 'Prado',
  cpf: '52998224725',
  dataNascimento: '1985-07-01',
  estadocivil: 1,
  email: 'helena@exemplo.com',
  emailInstitucional: null,
  telefone: { ddd: 79, numero: '32114567' },
  celular: { ddd: null, numero: null },
  endereco: { cep: '49000000', cidade: 'Aracaju', bairro: null, logradouro: null, complemento: null, numero: null },
  usuario: null,
  defensor: { id: 9, ativo: true, titulo: 'Dra.', numero_oab: 'SE 1', matricula_defensoria: '77', anotacao: null, data_admissao: '2010-03-01', data_referencia: null, data_exoneracao: null },
  estagiario: null,
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-02T12:00:00.000Z',
  criadoPor: null,
  editadoPor: { username: 'admin' },
};

describe('PessoaFormPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    // Toasts live in a module-level store: clear them so one test's toasts do not queue the next one's.
    notifications.clean();
  });

  it('creates a pessoa: the CPF goes as digits and a profile enabled then disabled again is not sent', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, (c) => (c.method === 'POST' && c.path === 'pessoa' ? { status: 201, body: { id: 12, message: 'ok' } } : undefined));
    renderPage(<PessoaFormPage />, { route: '/pessoa/criar', path: '/pessoa/criar', extraRoutes: lista, me: s.me });
    await user.type(await screen.findByLabelText(/^Nome/), 'Joana');
    await user.type(screen.getByLabelText(/^CPF/), '52998224725');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText(/^Data de nascimento/), '10/05/1990');
    await user.click(screen.getByRole('tab', { name: 'Estagiário' }));
    // The profile's fields stay disabled until its 'ativo' is ticked (cadastros-relatorios §4).
    expect(screen.getByLabelText('Anotação do estagiário')).toBeDisabled();
    await user.click(screen.getByLabelText('Estagiário ativo'));
    await user.type(screen.getByLabelText('Anotação do estagiário'), 'tarde');
    await user.click(screen.getByRole('tab', { name: 'Defensor' }));
    await user.click(screen.getByLabelText('Defensor ativo'));
    await user.click(screen.getByLabelText('Defensor ativo'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ nome: 'Joana', cpf: '52998224725', dataNascimento: '1990-05-10', estagiario: { ativo: true, anotacao: 'tarde' } });
    expect(body).not.toHaveProperty('defensor');
    expect(body).not.toHaveProperty('usuario');
    expect(await screen.findByText('Cadastro de Joana realizado com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de pessoas')).toBeInTheDocument();
  }, 20_000);

  it('shows the required fields and moves to the tab of the first error', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s);
    renderPage(<PessoaFormPage />, { route: '/pessoa/criar', path: '/pessoa/criar', me: s.me });
    await user.click(await screen.findByRole('tab', { name: 'Contatos' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeVisible();
    expect(screen.getByText('CPF é obrigatório.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Dados Pessoais' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('edits: a saved profile unticked goes as inactive; the CPF conflict toast comes from the server', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'pessoa/4' ? { body: helena } : undefined),
      (c) => (c.method === 'PUT' && calls.filter((x) => x.method === 'PUT').length === 1 ? { status: 409, body: { message: 'Já existe uma pessoa com o CPF 529.982.247-25.' } } : undefined),
      (c) => (c.method === 'PUT' ? { body: { message: 'ok' } } : undefined),
    );
    renderPage(<PessoaFormPage />, { route: '/pessoa/editar/4', path: '/pessoa/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado civil')).toHaveValue('Casado');
    expect(screen.getByText(/^Última alteração por admin em/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Defensor' }));
    await user.click(screen.getByLabelText('Defensor ativo'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe uma pessoa com o CPF 529.982.247-25.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cadastro de Helena atualizado com sucesso.')).toBeInTheDocument();
    const put = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(put.path).toBe('pessoa/4');
    expect(put.body).toMatchObject({ cpf: '52998224725', defensor: { ativo: false, titulo: 'Dra.', data_admissao: '2010-03-01' } });
    expect(put.body).not.toHaveProperty('estagiario');
  });

  it('masks the CEP and shows the phone number without a DDD, the DDD having its own field; digits are sent', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'pessoa/4' ? { body: helena } : undefined),
      (c) => (c.method === 'PUT' ? { body: { message: 'ok' } } : undefined),
    );
    renderPage(<PessoaFormPage />, { route: '/pessoa/editar/4', path: '/pessoa/editar/:id', extraRoutes: lista, me: s.me });
    await screen.findByDisplayValue('529.982.247-25');
    await user.click(screen.getByRole('tab', { name: 'Endereço' }));
    const cep = screen.getByLabelText('CEP');
    expect(cep).toHaveValue('49000-000');
    await user.clear(cep);
    await user.type(cep, '49010000');
    expect(cep).toHaveValue('49010-000');
    await user.click(screen.getByRole('tab', { name: 'Contatos' }));
    const telefone = screen.getByLabelText('Telefone');
    expect(telefone).toHaveValue('3211-4567');
    await user.clear(telefone);
    await user.type(telefone, '9919466001');
    // Ten digits typed in the number are still not drawn as '(99) 1946-6001'.
    expect(telefone).toHaveValue('991946-6001');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ endereco: { cep: '49010000' }, telefone: { ddd: 79, numero: '9919466001' } });
  });

  it('keeps a profile the user may not write read-only and out of the body', async () => {
    const user = userEvent.setup();
    const s = loginAs(['USUARIO_READ', 'USUARIO_UPDATE']);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'pessoa/4' ? { body: helena } : undefined),
      (c) => (c.method === 'PUT' ? { body: { message: 'ok' } } : undefined),
    );
    renderPage(<PessoaFormPage />, { route: '/pessoa/editar/4', path: '/pessoa/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('tab', { name: 'Defensor' }));
    expect(screen.getByText('Você não tem permissão para alterar o cadastro de defensor desta pessoa.')).toBeInTheDocument();
    expect(screen.getByLabelText('Defensor ativo')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('defensor');
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'pessoa/4' ? { body: { ...helena, defensor: null } } : undefined),
      (c) => (c.method === 'DELETE' && c.path === 'pessoa/4' ? { body: { message: 'Pessoa removida com sucesso.' } } : undefined),
    );
    renderPage(<PessoaFormPage />, { route: '/pessoa/editar/4', path: '/pessoa/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluir a pessoa "Helena Prado"?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Pessoa removida com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de pessoas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});
