import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import { BotaoNotificacoes } from './botao-notificacoes';
import NotificacoesPage from './notificacoes-page';

const CADASTRO = {
  id: 41,
  criadoem: '2025-06-02T13:05:00.000Z',
  titulo: 'Período cadastrado: Férias de Ana Lima',
  detalhes: 'Férias de 01/07/2025 a 30/07/2025 (30 dias). Período aquisitivo iniciado em 01/03/2024. Substituições: 1ª Defensoria Cível — Bruno Souza.',
  idregistro: 20,
};
const REMOCAO = { id: 40, criadoem: '2025-06-01T10:00:00.000Z', titulo: 'Período removido: Abono Especial de Caio Reis', detalhes: 'Abono Especial em 02/05/2025 (1 dia). Sem substituições.', idregistro: 19 };

describe('NotificacoesPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists date, title linked to the action, details and the count; Excluir removes and reloads', async () => {
    const user = userEvent.setup();
    const s = loginAs([]);
    let lista = [CADASTRO, REMOCAO];
    const { calls } = mockApi(s, (c) => {
      if (c.method === 'GET' && c.path === 'periodo/notificacoes/true') return { body: [lista, lista.length] };
      if (c.method === 'DELETE' && c.path === 'periodo/notificacoes/41') {
        lista = [REMOCAO];
        return { body: { message: 'Notificação removida.' } };
      }
      return undefined;
    });
    renderPage(<NotificacoesPage />, { route: '/notificacoes', path: '/notificacoes', me: s.me });
    expect(await screen.findByRole('link', { name: CADASTRO.titulo })).toHaveAttribute('href', '/acoes/edit/20');
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByText('2 notificações')).toBeInTheDocument();
    expect(screen.getByText(CADASTRO.detalhes)).toBeInTheDocument();
    // The removed action is gone: its title is plain text.
    expect(screen.getByText(REMOCAO.titulo)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: REMOCAO.titulo })).not.toBeInTheDocument();
    const cabecalho = screen.getByRole('table').querySelector('thead')!.textContent;
    for (const t of ['Data', 'Título', 'Detalhes', 'Excluir']) expect(cabecalho).toContain(t);
    expect(calls.find((c) => c.path === 'periodo/notificacoes/true')!.query.toString()).toBe('skip=0&take=12');

    await user.click(screen.getByRole('button', { name: /^Excluir a notificação Período cadastrado/ }));
    expect(await screen.findByText('Notificação removida.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: CADASTRO.titulo })).not.toBeInTheDocument());
    expect(screen.getByText('1 notificação')).toBeInTheDocument();
  });

  it('shows the empty list of a user who receives none', async () => {
    const s = loginAs([]);
    mockApi(s, (c) => (c.path === 'periodo/notificacoes/true' ? { body: [[], 0] } : undefined));
    renderPage(<NotificacoesPage />, { route: '/notificacoes', path: '/notificacoes', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByText('0 notificações')).toBeInTheDocument();
  });

  it('the navbar bell shows the count (flag false) and leads to the list', async () => {
    const s = loginAs([]);
    const { calls } = mockApi(s, (c) => (c.path === 'periodo/notificacoes/false' ? { body: [[], 3] } : undefined));
    renderPage(<BotaoNotificacoes />, { me: s.me });
    const sino = await screen.findByRole('link', { name: 'Notificações: 3' });
    expect(sino).toHaveAttribute('href', '/notificacoes');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('periodo/notificacoes'))).toHaveLength(1);
  });
});
