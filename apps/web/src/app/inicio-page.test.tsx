import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import InicioPage from './inicio-page';

const RESUMO = { atuando: 1, ferias: 0, folgas: 0, abonos: 0, licencas: 0, ativos: 1, nosistema: 1, inativos: 0 };

describe('InicioPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('in the Férias module (Lotações) is the module home: the day of the defenders', async () => {
    const s = loginAs(['LOTACAO_ENUMERATE']);
    mockApi(s, (c) => (c.path.startsWith('dashboard/') ? { body: RESUMO } : c.path === 'dashboard' ? { body: [] } : undefined));
    localStorage.setItem('sgi.modulo', '1');
    renderPage(<InicioPage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Situação dos defensores' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Atuando: 1' })).toBeInTheDocument();
  });

  it('in the Movimentações module is its home: who delivered each month', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, (c) => (c.path.startsWith('dashboard/movimentacoes/') ? { body: { linhas: [], totais: [] } } : undefined));
    localStorage.setItem('sgi.modulo', '2');
    renderPage(<InicioPage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Movimentações — entregas' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum mês devido no período.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('dashboard/movimentacoes/'))).toBe(true);
  });

  it("without the module's permission keeps the greeting", async () => {
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s);
    localStorage.setItem('sgi.modulo', '2');
    renderPage(<InicioPage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Olá, Administrador.' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('dashboard'))).toBe(false);
  });

  it('in another module keeps the greeting and the shortcuts', async () => {
    const s = loginAs(['FOLHA_READ']);
    const { calls } = mockApi(s);
    localStorage.setItem('sgi.modulo', '3');
    renderPage(<InicioPage />, { me: s.me });
    expect(await screen.findByRole('heading', { name: 'Olá, Administrador.' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('dashboard'))).toBe(false);
  });
});
