import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DefensorFormPage from './defensor-form-page';

const TODAS = ['DEFENSOR_CREATE', 'DEFENSOR_READ', 'DEFENSOR_UPDATE', 'DEFENSOR_DELETE', 'DEFENSOR_ENUMERATE'];
const lista = [{ path: '/defensor', element: <p>listagem de defensores</p> }];

const ana = {
  id: 5,
  pessoaId: 9,
  cpf: '529.982.247-25',
  titulo: 'Dra.',
  nome: 'Ana Lima',
  ativo: true,
  data_nascimento: '1975-02-10',
  email_pessoal: null,
  email: 'ana@defensoria.gov.br',
  endereco: { cep: '49000000', cidade: 'Aracaju', bairro: null, logradouro: null, complemento: null, numero: null },
  telefone: { ddd: 79, numero: '32114567' },
  numero_oab: 'SE 10',
  matricula_defensoria: '123',
  data_admissao: '2010-03-01',
  data_referencia: null,
  anotacao: null,
  data_exoneracao: null as string | null,
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-02T12:00:00.000Z',
  criadoPor: null,
  editadoPor: { username: 'admin' },
};

function editar(registro: typeof ana) {
  const s = loginAs(TODAS);
  const api = mockApi(
    s,
    (c: ApiCall) => (c.method === 'GET' && c.path === 'defensor/5' ? { body: registro } : undefined),
    (c: ApiCall) => (c.method === 'PUT' ? { body: { message: 'Defensor atualizado.' } } : undefined),
  );
  renderPage(<DefensorFormPage />, { route: '/defensor/editar/5', path: '/defensor/editar/:id', extraRoutes: lista, me: s.me });
  return api;
}

const PERGUNTA = 'Confirmar a exoneração em 30/06/2024? As lotações posteriores a essa data serão encerradas nela.';

describe('DefensorFormPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('creates a defender: masked CPF, DDD 79 by default, no exoneration question for a new record', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, (c) => (c.method === 'POST' && c.path === 'defensor' ? { status: 201, body: { id: 7, message: 'Defensor cadastrado.' } } : undefined));
    renderPage(<DefensorFormPage />, { route: '/defensor/criar', path: '/defensor/criar', extraRoutes: lista, me: s.me });
    const cpf = await screen.findByLabelText(/^CPF/);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    await user.type(screen.getByLabelText(/^Nome/), 'Bruno Dias');
    await user.type(screen.getByLabelText(/^Data de nascimento/), '02/03/1980');
    expect(screen.getByLabelText('DDD')).toHaveValue('79');
    await user.type(screen.getByLabelText('Telefone'), '32114567');
    expect(screen.getByLabelText('Telefone')).toHaveValue('3211-4567');
    await user.type(screen.getByLabelText('Data de exoneração'), '30/06/2024');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(screen.queryByText(PERGUNTA)).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      cpf: '52998224725', nome: 'Bruno Dias', data_nascimento: '1980-03-02', ativo: true, telefone: { ddd: 79, numero: '32114567' }, data_exoneracao: '2024-06-30',
    });
    expect(await screen.findByText('Defensor cadastrado.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de defensores')).toBeInTheDocument();
  }, 20_000);

  it('shows the CEP and the phone masked and sends their digits', async () => {
    const user = userEvent.setup();
    const { calls } = editar(ana);
    const cep = await screen.findByLabelText('CEP');
    expect(cep).toHaveValue('49000-000');
    await user.clear(cep);
    await user.type(cep, '49020123');
    expect(cep).toHaveValue('49020-123');
    expect(screen.getByLabelText('Telefone')).toHaveValue('3211-4567');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ endereco: { cep: '49020123' }, telefone: { ddd: 79, numero: '32114567' } });
  });

  it('shows the required fields in Portuguese and sends nothing', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s);
    renderPage(<DefensorFormPage />, { route: '/defensor/criar', path: '/defensor/criar', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('CPF é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Data de Nascimento é obrigatória.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('asks before saving an exoneration date on a defender who had none; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = editar(ana);
    expect(await screen.findByDisplayValue('Ana Lima')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Data de exoneração'), '30/06/2024');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PERGUNTA)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText(PERGUNTA)).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ cpf: '52998224725', data_exoneracao: '2024-06-30' });
    expect(await screen.findByText('Defensor atualizado.')).toBeInTheDocument();
  });

  it('saves without asking when the defender already had an exoneration date', async () => {
    const user = userEvent.setup();
    const { calls } = editar({ ...ana, ativo: false, data_exoneracao: '2024-06-30' });
    expect(await screen.findByDisplayValue('30/06/2024')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(screen.queryByText(/Confirmar a exoneração/)).not.toBeInTheDocument();
  });

  it('saves without asking when no exoneration date is set', async () => {
    const user = userEvent.setup();
    const { calls } = editar(ana);
    await user.clear(await screen.findByDisplayValue('Ana Lima'));
    await user.type(screen.getByLabelText(/^Nome/), 'Ana Lima Souza');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ nome: 'Ana Lima Souza', data_exoneracao: null });
    expect(screen.queryByText(/Confirmar a exoneração/)).not.toBeInTheDocument();
  });

  it('deletes after confirmation and shows the server’s message', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const mensagem = 'Defensor removido. A pessoa continua cadastrada por ter cadastro de usuário.';
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'defensor/5' ? { body: ana } : undefined),
      (c) => (c.method === 'DELETE' && c.path === 'defensor/5' ? { body: { message: mensagem } } : undefined),
    );
    renderPage(<DefensorFormPage />, { route: '/defensor/editar/5', path: '/defensor/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/defensor');
    expect(await screen.findByText('Excluir o defensor "Ana Lima"?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(await screen.findByText('listagem de defensores')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('is read-only without DEFENSOR_UPDATE', async () => {
    const s = loginAs(['DEFENSOR_READ']);
    mockApi(s, (c) => (c.method === 'GET' && c.path === 'defensor/5' ? { body: ana } : undefined));
    renderPage(<DefensorFormPage />, { route: '/defensor/editar/5', path: '/defensor/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Ana Lima')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
  });
});
