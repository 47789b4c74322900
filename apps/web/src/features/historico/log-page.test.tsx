import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import LogPage from './log-page';

const linhas = [
  { id: 9, tabela: 'usuario', registro: '5', acao: 'UPDATE', criadoEm: '2025-09-02T15:45:00.000Z', criadoPor: { id: 1, username: 'admin' }, diff: { ativo: { de: true, para: false } } },
  { id: 8, tabela: 'papel', registro: '3', acao: 'DELETE', criadoEm: '2025-09-02T15:00:00.000Z', criadoPor: { id: 1, username: 'admin' }, diff: { nome: { de: 'Antigo', para: null } } },
  { id: 7, tabela: 'defensoria', registro: '12', acao: 'UPDATE', criadoEm: '2025-09-02T14:00:00.000Z', criadoPor: { id: 1, username: 'admin' }, diff: { ordem: { de: 1, para: 2 } } },
  { id: 6, tabela: 'vara', registro: '4', acao: 'UPDATE', criadoEm: '2025-09-02T13:00:00.000Z', criadoPor: { id: 1, username: 'admin' }, diff: { ordem: { de: 1, para: 2 } } },
];
const historico = (c: ApiCall) => (c.path === 'historico' ? { body: [linhas, linhas.length] } : undefined);
const usuarios = (c: ApiCall) => (c.path === 'usuario' ? { body: [[{ id: 1, username: 'admin', nome: 'Administrador', sobrenome: null }], 1] } : undefined);

describe('LogPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('searches the current month by default and links a changed record to its form', async () => {
    const s = loginAs(['USUARIO_ENUMERATE', 'USUARIO_READ', 'PAPEL_READ', 'DEFENSORIA_ENUMERATE']);
    const { calls } = mockApi(s, historico, usuarios);
    renderPage(<LogPage />, { route: '/historico', path: '/historico', me: s.me });
    expect(await screen.findByText('Ativo: Sim → Não')).toBeInTheDocument();
    const busca = calls.find((c) => c.path === 'historico')!;
    expect(busca.query.get('data_inicial')).toBe(dayjs().startOf('month').format('YYYY-MM-DD'));
    expect(busca.query.get('data_final')).toBe(dayjs().endOf('month').format('YYYY-MM-DD'));
    expect(busca.query.get('orderBy')).toBe('desc');
    expect(screen.getByLabelText('Data inicial')).toHaveValue(dayjs().startOf('month').format('DD/MM/YYYY'));
    expect(screen.getAllByText('ATUALIZAR')).toHaveLength(3);
    expect(screen.getByText('REMOVER')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Usuário 5' })).toHaveAttribute('href', '/usuario/editar/5');
    // A removed papel has no form left to open.
    expect(screen.queryByRole('link', { name: 'Abrir Papel 3' })).not.toBeInTheDocument();
    // Every register's form opens from its rows, when the user may open that form.
    expect(screen.getByRole('link', { name: 'Abrir Defensoria 12' })).toHaveAttribute('href', '/defensoria/editar/12');
    expect(screen.queryByRole('link', { name: 'Abrir Vara 4' })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Todos os usuários')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Registro de uso' })).not.toBeInTheDocument();
  });

  it('hides the user filter without USUARIO_ENUMERATE and keeps filters in the URL', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PAPEL_ENUMERATE']);
    const { calls } = mockApi(s, historico);
    renderPage(<LogPage />, { route: '/historico?tabela=papel&de=2025-01-01&ate=2025-01-31', path: '/historico', me: s.me });
    await screen.findByText('Ativo: Sim → Não');
    expect(screen.queryByPlaceholderText('Todos os usuários')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === 'usuario')).toBe(false);
    const busca = calls.find((c) => c.path === 'historico')!;
    expect(Object.fromEntries(busca.query)).toMatchObject({ tabela: 'papel', data_inicial: '2025-01-01', data_final: '2025-01-31' });
    const final = screen.getByLabelText('Data final');
    await user.clear(final);
    await user.type(final, '15/01/2025');
    await user.tab();
    await waitFor(() => expect(calls.at(-1)!.query.get('data_final')).toBe('2025-01-15'));
  });

  it('shows the usage log to administrators', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const { calls } = mockApi(s, historico, (c) =>
      c.path === 'historico/acessos'
        ? { body: [[{ id: 1, criadoEm: '2025-09-02T10:00:00.000Z', tipo: 'LOGIN_FALHOU', usuarioId: null, username: 'fulano', ip: '10.0.0.7', rota: '/api/auth', detalhe: null }], 1] }
        : undefined,
    );
    renderPage(<LogPage />, { route: '/historico', path: '/historico', me: s.me });
    await user.click(await screen.findByRole('tab', { name: 'Registro de uso' }));
    const tabela = await screen.findByRole('table', { name: 'Registro de uso' });
    expect(await within(tabela).findByText('Falha de login')).toBeInTheDocument();
    expect(within(tabela).getByText('10.0.0.7')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'historico/acessos')!.query.get('data_inicial')).toBe(dayjs().startOf('month').format('YYYY-MM-DD'));
  });
});
