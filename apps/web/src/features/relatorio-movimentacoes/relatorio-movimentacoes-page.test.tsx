import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import RelatorioMovimentacoesPage from './relatorio-movimentacoes-page';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

const linha = (o: object) => ({ defensor_id: 5, defensor_nome: 'Ana Lima', local_chave: 'd9', local_nome: '1ª Defensoria Cível', local_nucleo: false, tipo_id: 1, tipo_descricao: 'Atendimento', tipo_inicial: false, categoria: 'civel', quantidade: 10, ...o });
const RELATORIO = {
  inicio: '2026-01-01',
  fim: '2026-03-31',
  porReferencia: true,
  meses: ['2026-01', '2026-02', '2026-03'],
  linhas: [
    linha({}),
    linha({ categoria: 'criminal', quantidade: 5 }),
    linha({ tipo_id: 2, tipo_descricao: 'Petição', quantidade: 2 }),
    linha({ defensor_id: 7, defensor_nome: 'Bruno Souza', local_chave: 'n3', local_nome: 'Núcleo da Mulher', local_nucleo: true, tipo_id: 3, tipo_descricao: 'Mediação', categoria: 'outro', quantidade: 30 }),
  ],
  porMes: [{ mes: '2026-01', quantidade: 12 }, { mes: '2026-02', quantidade: 5 }, { mes: '2026-03', quantidade: 30 }],
  geradoEm: '2026-04-02T12:00:00Z',
};
const TIPOS = [
  { id: 1, descricao: 'Atendimento', inicial: false, nucleo: false, editadoPor: null, versao: 1 },
  { id: 2, descricao: 'Petição', inicial: true, nucleo: false, editadoPor: null, versao: 1 },
  { id: 3, descricao: 'Mediação', inicial: false, nucleo: true, editadoPor: null, versao: 1 },
];
const api = (c: ApiCall) => {
  if (c.path.startsWith('relatorio/movimentacoes/') && c.path.endsWith('/pdf')) return { body: '%PDF-1.7' };
  if (c.path.startsWith('relatorio/movimentacoes/') && c.path.endsWith('/xlsx')) return { body: 'PK' };
  if (c.path.startsWith('relatorio/movimentacoes/')) return { body: RELATORIO };
  if (c.path === 'movimentacao/tipo') return { body: [TIPOS, 3] };
  if (c.path === 'defensor/opcoes') return { body: [] };
  if (c.path === 'defensoria' || c.path === 'nucleo') return { body: [[], 0] };
  return undefined;
};
const ROTA = { route: '/relatorios/movimentacoes?inicio=2026-01-01&fim=2026-03-31', path: '/relatorios/movimentacoes' };
const relatorios = (calls: ApiCall[]) => calls.filter((c) => /^relatorio\/movimentacoes\/[^/]+\/[^/]+\/[^/]+$/.test(c.path));

class ResizeObserverFalso {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('RelatorioMovimentacoesPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('ResizeObserver', ResizeObserverFalso);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the five tabs with the same totals, the summary tabs ordered by value or split in half', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api);
    renderPage(<RelatorioMovimentacoesPage />, { ...ROTA, me: s.me });
    expect(await screen.findByText('01/01/2026 a 31/03/2026 · por mês de referência', { exact: false })).toBeInTheDocument();
    expect(relatorios(calls)[0]!.path).toBe('relatorio/movimentacoes/2026-01-01/2026-03-31/true');
    // Relatório (Defensor): Ana's types with her total, and the monthly trend.
    const ana = screen.getByRole('table', { name: 'Ana Lima' });
    expect(within(ana).getAllByRole('row').map((r) => r.textContent)).toEqual(['TipoCívelCriminalOutroTotal', 'Atendimento105015', 'Petição2002', 'Total125017']);
    expect(screen.getByRole('region', { name: 'Total por mês' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Agrupado por Tipo' }));
    const tipos = await screen.findByRole('table', { name: 'Tipo' });
    expect(within(tipos).getAllByRole('row').map((r) => r.textContent)).toEqual(['TipoCívelCriminalOutroTotal', 'Atendimento105015', 'Mediação003030', 'Petição2002', 'Total1253047']);
    await user.click(screen.getByRole('switch', { name: 'Ordenar por valor' }));
    expect(within(screen.getByRole('table', { name: 'Tipo' })).getAllByRole('row')[1]!.textContent).toBe('Mediação003030');
    await user.click(screen.getByRole('switch', { name: 'Dividir ao meio' }));
    expect(screen.getByRole('table', { name: 'Tipo (1ª metade)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Tipo (2ª metade)' })).getAllByRole('row').at(-1)!.textContent).toBe('Total1253047');
    expect(screen.getByRole('region', { name: 'Gráfico: Tipo' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Agrupado por Defensoria' }));
    expect(within(await screen.findByRole('table', { name: 'Defensoria / Núcleo' })).getAllByRole('row').at(-1)!.textContent).toBe('Total1253047');
  });

  it('exports the tab (Excel, PDF Automático, PDF Simples) and PDF Completo after the confirmation', async () => {
    const user = userEvent.setup();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api);
    renderPage(<RelatorioMovimentacoesPage />, { ...ROTA, me: s.me });
    await screen.findByRole('table', { name: 'Ana Lima' });
    await user.click(screen.getByRole('tab', { name: 'Agrupado por Defensor' }));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF Simples' }));
    await waitFor(() => expect(baixados).toEqual(['relatorio-movimentacoes-2026-01-01-2026-03-31-porDefensor.pdf']));
    const pdf = calls.find((c) => c.path.endsWith('/pdf'))!;
    expect(pdf.path).toBe('relatorio/movimentacoes/2026-01-01/2026-03-31/true/pdf');
    expect(Object.fromEntries(pdf.query)).toMatchObject({ aba: 'porDefensor', modo: 'simples', civel: 'true', criminal: 'true' });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(baixados).toContain('relatorio-movimentacoes-2026-01-01-2026-03-31.xlsx'));
    await user.click(screen.getByRole('button', { name: 'PDF Completo' }));
    expect(await screen.findByText('Criar um documento PDF para essas informações?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    await waitFor(() => expect(baixados).toContain('relatorio-movimentacoes-2026-01-01-2026-03-31-completo.pdf'));
  });

  it('Gerar Relatório: the period by receipt date, only criminal, and the types narrowed in the sub-modal go to the URL and the call', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api);
    renderPage(<RelatorioMovimentacoesPage />, { ...ROTA, me: s.me });
    await screen.findByRole('table', { name: 'Ana Lima' });
    await user.click(screen.getByRole('button', { name: 'Gerar Relatório' }));
    const modal = await screen.findByRole('dialog', { name: 'Gerar Relatório' });
    await user.click(within(modal).getByRole('switch', { name: /Por data de referência/ }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Cível' }));
    await user.click(within(modal).getByRole('button', { name: 'Tipos de Movimentos' }));
    const sub = await screen.findByRole('dialog', { name: 'Tipos de Movimentos' });
    await user.click(within(sub).getByRole('tab', { name: 'Defensorias não iniciais' }));
    await user.click(within(sub).getByRole('button', { name: 'Desmarcar Tudo' }));
    await user.click(within(sub).getByRole('button', { name: 'Concluir' }));
    expect(await within(modal).findByText('2 de 3 tipos')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(relatorios(calls).at(-1)!.path).toBe('relatorio/movimentacoes/2026-01-01/2026-03-31/false'));
    const q = relatorios(calls).at(-1)!.query;
    expect(q.get('civel')).toBe('false');
    expect(q.getAll('tipos')).toEqual(['2', '3']);
  });

  it("says 'Relatório não carregado. Tente novamente.' when the report fails, and Tentar novamente asks again", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_ENUMERATE']);
    let falhar = true;
    const { calls } = mockApi(s, (c) => (c.path.startsWith('relatorio/movimentacoes/') && falhar ? { status: 500, body: { message: 'Erro interno' } } : api(c)));
    renderPage(<RelatorioMovimentacoesPage />, { ...ROTA, me: s.me });
    expect(await screen.findByText('Relatório não carregado. Tente novamente.', {}, { timeout: 10_000 })).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('table', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(relatorios(calls).length).toBeGreaterThan(1);
  });
});
