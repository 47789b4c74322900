import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import AssessorFormPage from './assessor-form-page';

const TODAS = ['ASSESSOR_CREATE', 'ASSESSOR_READ', 'ASSESSOR_UPDATE', 'ASSESSOR_DELETE', 'ASSESSOR_ENUMERATE'];
const ana = {
  id: 3,
  cpf: '52998224725',
  nome: 'Ana Souza',
  ativo: true,
  telefone: '79991234567',
  email: 'ana@exemplo.com',
  email_institucional: null,
  data_entrada: '2024-02-01',
  data_sessao: '2024-02-05',
  data_saida: null,
  anexos: 2,
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-02T12:00:00.000Z',
  criadoPor: null,
  editadoPor: { username: 'admin' },
};
const rotas = [
  { path: '/assessor', element: <p>lista de assessores</p> },
  { path: '/assessor/editar/:id', element: <AssessorFormPage /> },
];

describe('AssessorFormPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('requires the CPF and says attachments need a saved record, sending nothing', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s);
    renderPage(<AssessorFormPage />, { route: '/assessor/criar', path: '/assessor/criar', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('CPF é obrigatório.')).toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Anexos' }));
    expect(await screen.findByText('Salve o registro antes de poder anexar documentos.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path !== 'auth/me')).toHaveLength(0);
  });

  it('creates with the CPF as digits and opens the new record, where attachments are possible', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'POST' && c.path === 'assessor' ? { status: 201, body: { ...ana, id: 9, anexos: 0 } } : undefined),
      (c) => (c.method === 'GET' && c.path === 'assessor/9' ? { body: { ...ana, id: 9, anexos: 0 } } : undefined),
      (c) => (c.path === 'assessor_anexos/assessor/anexos/9' ? { body: [] } : undefined),
    );
    renderPage(<AssessorFormPage />, { route: '/assessor/criar', path: '/assessor/criar', extraRoutes: rotas, me: s.me });
    await user.click(await screen.findByLabelText(/^CPF/));
    await user.paste('52998224725');
    expect(screen.getByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    await user.click(screen.getByLabelText('Nome'));
    await user.paste('Ana Souza');
    await user.click(screen.getByLabelText('E-mail pessoal'));
    await user.paste('Ana@Exemplo.com');
    // Masked as it is typed, not only when the field is left.
    await user.type(screen.getByLabelText('Telefone'), '799912');
    expect(screen.getByLabelText('Telefone')).toHaveValue('7999-12');
    await user.type(screen.getByLabelText('Telefone'), '34567');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(79) 99123-4567');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Registro Criado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      cpf: '52998224725',
      nome: 'Ana Souza',
      ativo: true,
      telefone: '79991234567',
      email: 'ana@exemplo.com',
      email_institucional: null,
      data_entrada: null,
      data_sessao: null,
      data_saida: null,
    });
    expect(await screen.findByRole('button', { name: 'Anexos (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar assessor' })).toBeInTheDocument();
  });

  it('edits, showing the attachment count, and returns to the list', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ASSESSOR_READ', 'ASSESSOR_CREATE']);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'assessor/3' ? { body: ana } : undefined),
      (c) => (c.path === 'assessor_anexos/assessor/anexos/3' ? { body: [{ id: 1 }, { id: 2 }] } : undefined),
      (c) => (c.method === 'PUT' ? { body: { ...ana, nome: 'Ana Souza Lima' } } : undefined),
    );
    renderPage(<AssessorFormPage />, { route: '/assessor/editar/3', path: '/assessor/editar/:id', extraRoutes: rotas, me: s.me });
    expect(await screen.findByLabelText(/^CPF/)).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Data de entrada')).toHaveValue('01/02/2024');
    // The advisor is ceded by another body: 'cessão', the field still data_sessao (ADR 033).
    expect(screen.getByLabelText('Data de cessão')).toHaveValue('05/02/2024');
    expect(screen.queryByLabelText('Data de sessão')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Anexos (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Lista' })).toHaveAttribute('href', '/assessor');
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Nome'));
    await user.paste(' Lima');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    expect(await screen.findByText('lista de assessores')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'assessor/3', body: { cpf: '52998224725', nome: 'Ana Souza Lima', telefone: '79991234567', data_sessao: '2024-02-05' } });
  });

  it('puts the server refusal on the field (400) and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'assessor/3' ? { body: ana } : undefined),
      (c) => (c.path.startsWith('assessor_anexos/') ? { body: [] } : undefined),
      (c) => (c.method === 'PUT' ? { status: 400, body: { message: 'E-mail pessoal inválido.', fieldErrors: { email: ['E-mail pessoal inválido.'] } } } : undefined),
      (c) => (c.method === 'DELETE' ? { body: { message: 'Assessor removido.' } } : undefined),
    );
    renderPage(<AssessorFormPage />, { route: '/assessor/editar/3', path: '/assessor/editar/:id', extraRoutes: rotas, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('E-mail pessoal inválido.')).toHaveLength(2); // toast and field
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluir o assessor "Ana Souza"? Os anexos dele (2) também serão removidos.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Assessor removido.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'assessor/3')).toBe(true));
    expect(await screen.findByText('lista de assessores')).toBeInTheDocument();
  });

  it('read-only users see the record without Salvar and with the fields disabled', async () => {
    const s = loginAs(['ASSESSOR_ENUMERATE']);
    mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'assessor/3' ? { body: ana } : undefined),
      (c) => (c.path.startsWith('assessor_anexos/') ? { body: [] } : undefined),
    );
    renderPage(<AssessorFormPage />, { route: '/assessor/editar/3', path: '/assessor/editar/:id', me: s.me });
    expect(await screen.findByLabelText(/^CPF/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
