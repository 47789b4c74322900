import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LogoutPage, { FALHA_SAIR_DE_TODAS } from '../features/auth/logout-page';
import { getToken } from '../lib/session';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { MenuDoUsuario } from './menu-do-usuario';

const saidas = [{ path: '/logout', element: <LogoutPage /> }];
const posts = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'POST').map((c) => c.path);
const responde204 = (c: { method: string; path: string }) => (c.method === 'POST' && c.path.startsWith('auth/logout') ? { status: 204 } : undefined);

describe('MenuDoUsuario', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('"Sair de todas as sessões" asks first; Cancelar ends nothing', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s, responde204);
    renderPage(<MenuDoUsuario me={s.me} />, { extraRoutes: saidas });
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair de todas as sessões' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Sair de todas as sessões' });
    expect(within(dialogo).getByText(/Todas as sessões abertas com o seu usuário serão encerradas/)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
    expect(getToken()).toBe('token-de-teste');
  });

  it('confirmed, it ends every session on the server (POST auth/logout/todas) and leaves', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s, responde204);
    renderPage(<MenuDoUsuario me={s.me} />, { extraRoutes: saidas });
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair de todas as sessões' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair de todas' }));
    expect(await screen.findByText('Saindo... aguarde...', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    expect(posts(calls)).toEqual(['auth/logout/todas']);
  });

  it('says so when the server could not end the sessions', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    mockApi(s, (c) => (c.method === 'POST' ? { status: 503, body: { message: 'Banco de dados indisponível.' } } : undefined));
    renderPage(<MenuDoUsuario me={s.me} />, { extraRoutes: saidas });
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair de todas as sessões' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sair de todas' }));
    expect(await screen.findByText(FALHA_SAIR_DE_TODAS)).toBeInTheDocument();
  });

  it('"Sair" ends only this session (POST auth/logout)', async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s, responde204);
    renderPage(<MenuDoUsuario me={s.me} />, { extraRoutes: saidas });
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByText('Saindo... aguarde...', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
    expect(posts(calls)).toEqual(['auth/logout']);
  });

  it('a sheet-link session has only "Sair"', async () => {
    const user = userEvent.setup();
    const s = loginAs([], { escopo: 'folha', navbar: false, username: null, nome: 'Estagiária' });
    mockApi(s);
    renderPage(<MenuDoUsuario me={s.me} />);
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual(['Sair']);
  });

  it("shows Ajuda, opening the wiki of HELP_URL in a new tab, only when the server names one", async () => {
    const user = userEvent.setup();
    const s = loginAs(['FOLHA_READ']);
    mockApi(s, (c) => (c.path === 'sistema/info' ? { body: { ajuda: 'https://wiki.defensoria.exemplo.gov.br/sgi' } } : undefined));
    const { unmount } = renderPage(<MenuDoUsuario me={s.me} />);
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    const ajuda = await screen.findByRole('menuitem', { name: 'Ajuda' });
    expect(ajuda).toHaveAttribute('href', 'https://wiki.defensoria.exemplo.gov.br/sgi');
    expect(ajuda).toHaveAttribute('target', '_blank');
    expect(ajuda).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    const { calls } = mockApi(s, (c) => (c.path === 'sistema/info' ? { body: { ajuda: null } } : undefined));
    renderPage(<MenuDoUsuario me={s.me} />);
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await screen.findByRole('menuitem', { name: 'Sair' });
    await waitFor(() => expect(calls.some((c) => c.path === 'sistema/info')).toBe(true));
    expect(screen.queryByRole('menuitem', { name: 'Ajuda' })).not.toBeInTheDocument();
  });
});
