import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import CaixaSaidaPage from './caixa-saida-page';

const email = {
  id: 1,
  destinatario: 'ana@defensoria.example',
  assunto: 'SGI — código para troca de senha',
  // as the API answers it (ADR 023): the code is drawn only when sending, and shown masked
  corpo: 'Olá, Ana.\n\nCódigo de recuperação: ••••••\n\nUse-o em https://sgi.exemplo/trocar-senha?codigo=•••••• nos próximos 15 minutos.',
  status: 'PENDENTE',
  tentativas: 0,
  ultimoErro: null,
  criadoEm: '2025-09-02T10:00:00.000Z',
  enviadoEm: null,
};

describe('CaixaSaidaPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages, filters by status and shows the full body, its code masked and why', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const { calls } = mockApi(s, (c) => (c.path === 'caixa-saida' ? { body: [[email], 1] } : undefined));
    renderPage(<CaixaSaidaPage />, { route: '/caixa-saida', path: '/caixa-saida', me: s.me });
    expect(await screen.findByText('ana@defensoria.example')).toBeInTheDocument();
    expect(screen.getByText(/ficam nesta caixa com a situação PENDENTE/)).toBeInTheDocument();
    expect(screen.getAllByText('Pendente').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Ver a mensagem para ana@defensoria.example' }));
    const dialogo = await screen.findByRole('dialog');
    const corpo = within(dialogo).getByText(/Código de recuperação: ••••••/);
    expect(corpo.textContent).toBe(email.corpo);
    expect(corpo).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(dialogo).getByText(/aparecem como ••••••: são gerados no envio e só o destinatário os recebe/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'Falhou' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('status')).toBe('FALHOU'));
  });
});
