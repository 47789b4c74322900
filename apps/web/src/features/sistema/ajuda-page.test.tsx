import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import AjudaPage, { irPara } from './ajuda-page';

describe('AjudaPage (/ajuda)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the browser to the wiki of HELP_URL', async () => {
    const ir = vi.spyOn(irPara, 'url').mockImplementation(() => {});
    const s = loginAs([]);
    mockApi(s, (c) => (c.path === 'sistema/info' ? { body: { ajuda: 'https://wiki.defensoria.exemplo.gov.br/sgi' } } : undefined));
    renderPage(<AjudaPage />, { route: '/ajuda', path: '/ajuda', me: s.me });
    await waitFor(() => expect(ir).toHaveBeenCalledWith('https://wiki.defensoria.exemplo.gov.br/sgi'));
    expect(screen.queryByText('Ajuda indisponível')).not.toBeInTheDocument();
  });

  it('says the help is not configured instead of a 404 when HELP_URL is unset', async () => {
    const ir = vi.spyOn(irPara, 'url').mockImplementation(() => {});
    const s = loginAs([]);
    mockApi(s, (c) => (c.path === 'sistema/info' ? { body: { ajuda: null } } : undefined));
    renderPage(<AjudaPage />, { route: '/ajuda', path: '/ajuda', me: s.me });
    expect(await screen.findByRole('heading', { name: 'Ajuda indisponível' })).toBeInTheDocument();
    expect(screen.getByText(/não foi configurado nesta instalação/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(ir).not.toHaveBeenCalled();
  });
});
