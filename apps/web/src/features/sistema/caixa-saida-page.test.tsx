import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import CaixaSaidaPage from './caixa-saida-page';

const email = {
  id: 1,
  destinatario: 'ana@defensoria.example',
  assunto: 'Código de recuperação de senha',
  corpo: 'Olá, Ana.\n\nSeu código é 123456.\nEle vale por 15 minutos.',
  status: 'PENDENTE',
  tentativas: 0,
  ultimoErro: null,
  criadoEm: '2025-09-02T10:00:00.000Z',
  enviadoEm: null,
};

describe('CaixaSaidaPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages, filters by status and shows the full body', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const { calls } = mockApi(s, (c) => (c.path === 'caixa-saida' ? { body: [[email], 1] } : undefined));
    renderPage(<CaixaSaidaPage />, { route: '/caixa-saida', path: '/caixa-saida', me: s.me });
    expect(await screen.findByText('ana@defensoria.example')).toBeInTheDocument();
    expect(screen.getByText(/ficam nesta caixa com a situação PENDENTE/)).toBeInTheDocument();
    expect(screen.getAllByText('Pendente').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Ver a mensagem para ana@defensoria.example' }));
    const dialogo = await screen.findByRole('dialog');
    const corpo = within(dialogo).getByText(/Seu código é 123456/);
    expect(corpo.textContent).toBe(email.corpo);
    expect(corpo).toHaveStyle({ whiteSpace: 'pre-wrap' });

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Falhou' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('FALHOU'));
  });
});
