import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import LembretesPage from './lembretes-page';

const atual = { ativo: false, diasAssinatura: 3, versao: 2, editadoEm: '2026-11-25T10:00:00.000Z', editadoPor: null, ultimoEnvio: null };

describe('LembretesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the setting (off, N = 3) and saves the switch and N with the version read', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ADMIN_ACTIONS']);
    const { calls } = mockApi(
      s,
      (c) => (c.method === 'GET' && c.path === 'lembretes/configuracao' ? { body: atual } : undefined),
      (c) => (c.method === 'PUT' && c.path === 'lembretes/configuracao' ? { body: { message: 'Registro Salvo', versao: 3 } } : undefined),
    );
    renderPage(<LembretesPage />, { route: '/lembretes', path: '/lembretes', me: s.me });
    const chave = await screen.findByRole('switch', { name: 'Enviar lembretes diários' });
    expect(chave).not.toBeChecked();
    expect(screen.getByText(/Último envio: nenhum/)).toBeInTheDocument();
    const dias = screen.getByRole('textbox', { name: /Dias aguardando assinatura/ });
    expect(dias).toHaveValue('3');
    await user.click(chave);
    await user.clear(dias);
    expect(await screen.findByText('Informe de 1 a 60 dias.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.type(dias, '5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ ativo: true, diasAssinatura: 5 });
    expect(put.headers['If-Match']).toBe('2');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === 'lembretes/configuracao').length).toBeGreaterThan(1));
  });
});
