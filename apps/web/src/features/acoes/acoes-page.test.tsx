import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import AcoesPage from './acoes-page';

export const ANA = { id: 5, nome: 'Ana Lima', ativo: true, data_nascimento: '1980-05-10', data_admissao: '2020-03-01', data_referencia: null, data_exoneracao: null };
const CAIO = { id: 6, nome: 'Caio Reis', ativo: false, data_nascimento: null, data_admissao: null, data_referencia: null, data_exoneracao: null };

const acao = (id: number, tipo: number, data_inicial: string, data_final: string, dias: number, extra: object = {}) => ({
  id,
  tipo,
  defensor: { id: 5, nome: 'Ana Lima' },
  data_inicial,
  data_final,
  data_aquisitiva: null,
  motivo: null,
  exibiranotacao: false,
  ativorelatorio: true,
  pontuar: false,
  dias,
  substituicoes: 0,
  versao: 1,
  ...extra,
});

const ACOES = [
  acao(11, 0, '2022-07-04', '2022-08-02', 30, { data_aquisitiva: '2021-03-01', motivo: 'Férias de julho' }),
  acao(12, 0, '2022-12-19', '2023-01-02', 15, { data_aquisitiva: '2021-03-01' }),
  acao(13, 1, '2024-05-10', '2024-05-10', 1),
  acao(14, 5, '2023-09-11', '2023-09-13', 3, { motivo: 'Tratamento de saúde' }),
];

const FERIAS = [
  { inicio: '2020-03-01', fim: '2021-02-28' },
  { inicio: '2021-03-01', fim: '2022-02-28' },
  { inicio: '2022-03-01', fim: '2023-02-28' },
  { inicio: '2023-03-01', fim: '2024-02-29' },
  { inicio: '2024-03-01', fim: '2025-02-28' },
];

const respostas = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'periodo/defensores') return { body: [ANA, CAIO] };
  if (c.path === 'periodo') return { body: c.query.get('defensor') === '5' ? [ACOES, ACOES.length] : [[], 0] };
  if (c.path === 'periodo/datasaquisitivasferias/2020-03-01') return { body: FERIAS };
  if (c.path === 'periodo/datasaquisitivaslicencapremio/2020-03-01') return { body: [{ inicio: '2020-03-01', fim: '2025-02-28' }] };
  return undefined;
};

const secao = (nome: string) => screen.getByRole('region', { name: nome });

describe('AcoesPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the defender with admission and age, one accordion per type and the férias by acquisition period', async () => {
    const s = loginAs(['PERIODO_ENUMERATE', 'PERIODO_READ', 'PERIODO_CREATE', 'DEFENSOR_READ']);
    const { calls } = mockApi(s, respostas);
    renderPage(<AcoesPage />, { route: '/acoes/5', path: '/acoes/:defensorid', me: s.me });
    expect(await screen.findByRole('heading', { name: 'Ações' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Dados do defensor')).toHaveTextContent(/^Admissão 01\/03\/2020 · \d+ anos de idade$/);
    expect(screen.getByRole('combobox', { name: 'Defensor' })).toHaveValue('Ana Lima');
    expect(calls.find((c) => c.path === 'periodo')!.query.toString()).toBe('defensor=5&skip=0&take=1000');

    const tipos = ['Férias', 'Folga Natalícia', 'Abono por Dia Trabalhado', 'Abono Especial', 'Licença Prêmio', 'Licença Outros Motivos'];
    for (const t of tipos) expect(screen.getByRole('button', { name: new RegExp(`^${t}`) })).toBeInTheDocument();

    // The period of the two férias: 45 of 60 days used; the two newest periods show even without actions.
    const periodo = await screen.findByRole('region', { name: 'Período aquisitivo 01/03/2021 a 28/02/2022' });
    expect(within(periodo).getByText('45 dias usados')).toBeInTheDocument();
    expect(within(periodo).getByText('15 dias restantes')).toBeInTheDocument();
    const linhas = within(periodo).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(linhas).toEqual(['04/07/202202/08/202230Férias de julho', '19/12/202202/01/202315']);
    expect(within(periodo).getByRole('link', { name: 'Editar Férias de 04/07/2022 a 02/08/2022' })).toHaveAttribute('href', '/acoes/edit/11');
    expect(within(secao('Período aquisitivo 01/03/2024 a 28/02/2025')).getByText('Nenhuma ação neste período.')).toBeInTheDocument();
    expect(within(secao('Período aquisitivo 01/03/2024 a 28/02/2025')).getByText('60 dias restantes')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Período aquisitivo 01/03/2020 a 28/02/2021' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar todos os períodos (mais 2)' }));
    expect(secao('Período aquisitivo 01/03/2020 a 28/02/2021')).toBeInTheDocument();

    // The other types by year: the folga natalícia of 2024 and the licença of 2023.
    expect(within(secao('2024')).getAllByText('10/05/2024')).toHaveLength(2);
    expect(within(secao('2023')).getByText('Tratamento de saúde')).toBeInTheDocument();
    expect(within(secao('2023')).getByText('3 dias lançados')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/acoes/create/5');
    expect(screen.getByRole('link', { name: 'Linha do Tempo' })).toHaveAttribute('href', '/defensor/timeline?id=5');
  });

  it('hides Cadastrar without PERIODO_CREATE (Editar opens the form to read) and opens another defender from the select', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PERIODO_ENUMERATE']);
    mockApi(s, respostas);
    renderPage(<AcoesPage />, { route: '/acoes', path: '/acoes/:defensorid?', me: s.me });
    expect(await screen.findByText(/Escolha um defensor/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Defensor' }));
    expect(await screen.findByRole('option', { name: /Caio Reis \(inativo\)/ })).toHaveTextContent('Sem data de admissão');
    await user.click(screen.getByRole('option', { name: /Ana Lima/ }));
    expect(await screen.findByRole('region', { name: 'Período aquisitivo 01/03/2021 a 28/02/2022' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Editar/ })).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Linha do Tempo' })).not.toBeInTheDocument();
  });

  it('says why a defender without admission nor reference date has no acquisition periods', async () => {
    const s = loginAs(['PERIODO_ENUMERATE']);
    const { calls } = mockApi(s, respostas);
    renderPage(<AcoesPage />, { route: '/acoes/6', path: '/acoes/:defensorid', me: s.me });
    const avisos = await screen.findAllByText('O(a) defensor(a) não tem data de admissão nem de referência: não há período aquisitivo.');
    expect(avisos.length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path.startsWith('periodo/datasaquisitivas'))).toBe(false);
    expect(screen.getAllByText('Nenhum registro encontrado').length).toBeGreaterThan(0);
  });
});
