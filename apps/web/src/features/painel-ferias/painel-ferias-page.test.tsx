import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import PainelFeriasPage from './painel-ferias-page';

const RESUMO = { atuando: 40, ferias: 2, folgas: 1, abonos: 0, licencas: 1, ativos: 44, nosistema: 47, inativos: 3 };
const situacao = (id: number, nome: string, tipo: number | null, extra: object = {}) => ({
  defensor: { id, nome, ativo: true },
  tipo,
  motivo: null,
  inicio: null,
  fim: null,
  periodo_id: null,
  ...extra,
});
const AFASTADOS = [
  situacao(5, 'Ana Lima', 0, { inicio: '2025-06-01', fim: '2025-06-30', motivo: 'Férias de junho', periodo_id: 20 }),
  situacao(9, 'Davi Nunes', 1, { inicio: '2025-06-02', fim: '2025-06-02', periodo_id: 21 }),
  situacao(12, 'Lia Prado', 5, { inicio: '2025-05-20', fim: '2025-06-10', periodo_id: 22, defensor: { id: 12, nome: 'Lia Prado', ativo: false } }),
];
const TODOS = [...AFASTADOS, situacao(7, 'Bruno Souza', null)];

const painel = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path.startsWith('dashboard/')) return { body: c.path === 'dashboard/2025-06-02' ? RESUMO : { ...RESUMO, ferias: 0, atuando: 42 } };
  if (c.path === 'dashboard') return { body: c.query.get('dia') !== '2025-06-02' ? [] : c.query.get('naovazio') === 'true' ? AFASTADOS : TODOS };
  return undefined;
};

const contador = (rotulo: string) => screen.getByRole('group', { name: new RegExp(`^${rotulo}: `) }).getAttribute('aria-label');

describe('PainelFeriasPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary of the day and who is away with their situation; the switch shows everyone', async () => {
    const user = userEvent.setup();
    const s = loginAs(['LOTACAO_ENUMERATE', 'PERIODO_READ']);
    const { calls } = mockApi(s, painel);
    renderPage(<PainelFeriasPage />, { route: '/?dia=2025-06-02', path: '/', me: s.me });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('02/06/2025, segunda-feira')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumo de 02/06/2025' })).toBeInTheDocument();
    const rotulos = ['Atuando: 40', 'Férias: 2', 'Folgas: 1', 'Abonos: 0', 'Licenças: 1', 'Ativos: 44', 'No Sistema: 47', 'Inativos: 3'];
    for (const r of rotulos) expect(contador(r.split(':')[0]!)).toBe(r);
    expect(Object.fromEntries(calls.find((c) => c.path === 'dashboard')!.query)).toEqual({ dia: '2025-06-02', naovazio: 'true' });

    const linha = (nome: string) => screen.getByRole('row', { name: new RegExp(nome) });
    expect(linha('Ana Lima')).toHaveTextContent('Férias');
    expect(linha('Ana Lima')).toHaveTextContent('Férias de junho');
    expect(linha('Ana Lima')).toHaveTextContent('01/06/202530/06/2025');
    expect(linha('Davi Nunes')).toHaveTextContent('Folga Natalícia');
    expect(linha('Lia Prado')).toHaveTextContent('Lia Prado (inativo)');
    expect(within(linha('Lia Prado')).getByText('Licença Outros Motivos')).toBeInTheDocument();
    expect(within(linha('Ana Lima')).getByRole('link', { name: 'Ver a ação de Ana Lima' })).toHaveAttribute('href', '/acoes/edit/20');
    expect(screen.queryByText('Bruno Souza')).not.toBeInTheDocument();

    const chave = screen.getByRole('switch', { name: 'Desmarque para exibir todos os defensores.' });
    expect(chave).toBeChecked();
    await user.click(chave);
    expect(await screen.findByText('Bruno Souza')).toBeInTheDocument();
    expect(linha('Bruno Souza')).toHaveTextContent('Atuando');
    expect(calls.filter((c) => c.path === 'dashboard').at(-1)!.query.get('naovazio')).toBe('false');
  });

  it('another day picked in the calendar asks its summary and its list', async () => {
    const user = userEvent.setup();
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, painel);
    renderPage(<PainelFeriasPage />, { route: '/?dia=2025-06-02', path: '/', me: s.me });
    await screen.findByText('Ana Lima');
    // Without PERIODO_READ/ENUMERATE there is no link to the action.
    expect(screen.queryByRole('link', { name: /^Ver a ação/ })).not.toBeInTheDocument();
    const calendario = screen.getByRole('region', { name: 'Calendário' });
    const dia16 = within(calendario).getAllByRole('button', { name: /16/ }).find((b) => !b.hasAttribute('data-outside'))!;
    await user.click(dia16);
    await waitFor(() => expect(calls.some((c) => c.path === 'dashboard/2025-06-16')).toBe(true));
    expect(await screen.findByText('16/06/2025, segunda-feira')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(contador('Férias')).toBe('Férias: 0');
  });
});
