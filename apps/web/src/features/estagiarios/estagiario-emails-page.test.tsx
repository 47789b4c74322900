import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import EstagiarioEmailsPage from './estagiario-emails-page';

const emails = [
  { nome: 'Ana Lima', email: 'ana@exemplo.com' },
  { nome: 'Bruno Dias', email: 'bruno@exemplo.com' },
];

describe('EstagiarioEmailsPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists nome and e-mail and copies every address separated by "; "', async () => {
    const user = userEvent.setup();
    const escrever = vi.spyOn(navigator.clipboard, 'writeText');
    const s = loginAs(['ESTAGIARIO_ENUMERATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'estagiario/emails' ? { body: c.query.get('inativos') === 'true' ? [...emails, { nome: 'Caio Reis', email: 'caio@exemplo.com' }] : emails } : undefined));
    renderPage(<EstagiarioEmailsPage />, { route: '/estagiario/emails', path: '/estagiario/emails', me: s.me });
    expect(await screen.findByText('ana@exemplo.com')).toBeInTheDocument();
    expect(screen.getByText('Bruno Dias')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'estagiario/emails')!.query.get('inativos')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Copiar e-mails' }));
    expect(escrever).toHaveBeenCalledWith('ana@exemplo.com; bruno@exemplo.com');
    expect(await screen.findByText('2 e-mail(s) copiado(s).')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Inativos'));
    expect(await screen.findByText('caio@exemplo.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filtrar'), 'caio');
    await waitFor(() => expect(screen.queryByText('ana@exemplo.com')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Copiar e-mails' }));
    expect(escrever).toHaveBeenLastCalledWith('caio@exemplo.com');
  });
});
