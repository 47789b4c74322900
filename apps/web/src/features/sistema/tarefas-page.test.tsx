import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import TarefasPage from './tarefas-page';

const tarefa = (over: Record<string, unknown>) => ({
  id: 1, tipo: 'email', rotulo: 'Envio de e-mail', status: 'CONCLUIDA', tentativas: 1, maxTentativas: 5, progressoAtual: 20, progressoTotal: 20,
  resultado: null, erro: null, criadoPor: null, criadoEm: '2026-11-25T10:00:00.000Z', iniciadoEm: null, concluidoEm: '2026-11-25T10:00:05.000Z', ...over,
});

describe('TarefasPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the jobs with situation, progress and error, filters by situation and runs a failed one again', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const falhou = tarefa({ id: 2, status: 'FALHOU', tentativas: 5, erro: 'Servidor SMTP recusou a conexão.', criadoPor: { id: 3, username: 'maria' } });
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'tarefa' ? { body: [[falhou, tarefa({ id: 1 })], 2] } : undefined),
      (c) => (c.method === 'POST' && c.path === 'tarefa/2/repetir' ? { body: { message: 'Tarefa enviada para nova execução.' } } : undefined),
    );
    renderPage(<TarefasPage />, { route: '/tarefas', path: '/tarefas', me: s.me });
    const linha = (await screen.findByText('Servidor SMTP recusou a conexão.')).closest('tr')!;
    expect(within(linha).getByText('maria')).toBeInTheDocument();
    expect(within(linha).getByText('5 de 5')).toBeInTheDocument();
    expect(within(linha).getByText('Falhou')).toBeInTheDocument();
    expect(screen.getByText('Sistema')).toBeInTheDocument();
    // Only the failed one offers Repetir.
    expect(screen.getAllByRole('button', { name: /^Repetir a tarefa/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Repetir a tarefa 2' }));
    expect(await screen.findByText('Tarefa enviada para nova execução.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === 'tarefa/2/repetir')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Falhou' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('FALHOU'));
  });
});
