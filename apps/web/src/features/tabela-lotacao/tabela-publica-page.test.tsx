import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import TabelaPublicaPage from './tabela-publica-page';

const PUBLICA = {
  data: '2026-03-10',
  geradoEm: '2026-03-10T12:30:00.000Z',
  comarcas: [
    {
      nome: 'Aracaju',
      grupos: [
        {
          titulo: 'Cível',
          defensorias: [
            { nome: '1ª Defensoria Cível', vago: null, defensores: [{ nome: 'Ana Souza', marca: '[T]', diretor: true }, { nome: 'Bia Lima', marca: '[S]', diretor: false }] },
            { nome: '2ª Defensoria Cível', vago: '(VAGO)', defensores: [] },
          ],
        },
      ],
    },
  ],
};

describe('TabelaPublicaPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the public table without a session: date, when it was produced, offices, names and marks', async () => {
    const { calls } = mockApi((c: ApiCall) => (c.path === 'publico/relatorio/lotacoes' ? { body: PUBLICA } : undefined));
    renderPage(<TabelaPublicaPage />, { route: '/relatorios/lotacoes/publico', path: '/relatorios/lotacoes/publico' });
    const aracaju = await screen.findByRole('region', { name: 'Comarca: Aracaju' });
    expect(screen.getByRole('heading', { name: 'Tabela de Lotação' })).toBeInTheDocument();
    expect(screen.getByText('10/03/2026')).toBeInTheDocument();
    expect(screen.getByText(/Gerada em 10\/03\/2026/)).toBeInTheDocument();
    expect(within(aracaju).getByRole('heading', { name: 'Cível' })).toBeInTheDocument();
    expect(within(aracaju).getByRole('row', { name: /1ª Defensoria Cível/ })).toHaveTextContent('Ana Souza [T] — Diretor(a)Bia Lima [S]');
    expect(within(aracaju).getByRole('row', { name: /2ª Defensoria Cível/ })).toHaveTextContent('(VAGO)');
    expect(calls.map((c) => c.path)).toEqual(['publico/relatorio/lotacoes']);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('a refused answer (too many requests) shows its message and Tentar novamente', async () => {
    const user = userEvent.setup();
    let recusar = true;
    mockApi((c: ApiCall) =>
      c.path === 'publico/relatorio/lotacoes'
        ? recusar
          ? { status: 429, body: { message: 'Muitas consultas à tabela de lotação. Aguarde um minuto e tente novamente.' } }
          : { body: PUBLICA }
        : undefined,
    );
    renderPage(<TabelaPublicaPage />, { route: '/relatorios/lotacoes/publico', path: '/relatorios/lotacoes/publico' });
    expect(await screen.findByText('Relatório não carregado. Tente novamente.')).toBeInTheDocument();
    expect(screen.getAllByText('Muitas consultas à tabela de lotação. Aguarde um minuto e tente novamente.').length).toBeGreaterThan(0);
    recusar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Comarca: Aracaju' })).toBeInTheDocument();
  });

  it('says when there is nothing to show', async () => {
    mockApi((c: ApiCall) => (c.path === 'publico/relatorio/lotacoes' ? { body: { ...PUBLICA, comarcas: [] } } : undefined));
    renderPage(<TabelaPublicaPage />, { route: '/relatorios/lotacoes/publico', path: '/relatorios/lotacoes/publico' });
    expect(await screen.findByText('Nenhum dado disponível')).toBeInTheDocument();
  });
});
