import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { Lotacao } from './api';
import LotacaoListPage from './lotacao-list-page';

const base: Omit<Lotacao, 'id' | 'tipoPessoa' | 'defensor' | 'assessor' | 'estagio'> = {
  tipo: 2,
  defensoria: { id: 5, nome: '1ª Defensoria Cível' },
  nucleo: null,
  setor: { id: 40, sigla: 'CIV', nome: 'Cartório Cível', predio: { id: 30, nome: 'Fórum Gumersindo Bessa' } },
  data_inicial: '2025-01-02',
  data_final: null,
  entrada: null,
  saida: null,
  ativo: true,
  pontuar: true,
  diretor: false,
  anotacao1: null,
  anotacao2: null,
  vigente: true,
  editadoEm: '2025-09-25T12:00:00.000Z',
};
const lotacoes: Lotacao[] = [
  { ...base, id: 1, tipoPessoa: 1, defensor: { id: 5, nome: 'Ana Lima' }, assessor: null, estagio: null },
  // Ended yesterday: no longer current, struck through.
  { ...base, id: 2, tipoPessoa: 1, defensor: { id: 6, nome: 'Caio Reis' }, assessor: null, estagio: null, tipo: 0, data_final: '2025-09-25', vigente: false },
  // Ativo unticked: a draft.
  { ...base, id: 3, tipoPessoa: 1, defensor: { id: 7, nome: 'Beatriz Nunes' }, assessor: null, estagio: null, tipo: 3, ativo: false, setor: null },
];
const estagiaria: Lotacao = {
  ...base,
  id: 4,
  tipoPessoa: 3,
  tipo: 4,
  defensor: null,
  assessor: null,
  estagio: { id: 31, tipo_estagio: 6, data_inicio_estagio: '2025-03-01', data_fim_estagio: null, estagiario: { id: 8, nome: 'Maria da Silva' } },
};

const lista = (c: ApiCall) => {
  if (c.method !== 'GET' || c.path !== 'lotacao') return undefined;
  return c.query.get('tipo_pessoa') === '3' ? { body: [[estagiaria], 1] } : { body: [lotacoes, 3] };
};
const opcoes = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'defensoria') return { body: [[{ id: 5, nome: '1ª Defensoria Cível' }], 1] };
  if (c.path === 'nucleo') return { body: [[{ id: 20, nome: 'Núcleo da Mulher' }], 1] };
  if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }] };
  if (c.path === 'lotacao/opcoes/assessores') return { body: [{ id: 3, nome: 'Bruno Lima', ativo: true }] };
  if (c.path === 'lotacao/opcoes/estagiarios') return { body: [{ id: 8, nome: 'Maria da Silva', ativo: true, estagios: [] }] };
  return undefined;
};
const pedidos = (calls: ApiCall[]) => calls.filter((c) => c.path === 'lotacao').map((c) => Object.fromEntries(c.query));

function Destino() {
  return <p>formulário em {useLocation().pathname}</p>;
}
const rotas = [
  { path: '/vinculos/editar/:id', element: <Destino /> },
  { path: '/vinculos_defensor/criar', element: <Destino /> },
];

describe('LotacaoListPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    // Only the clock: the default list asks for the placements edited since 7 days before today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-09-26T10:00:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without a filter asks for the 20 defenders’ placements edited in the last 7 days and says so', async () => {
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, lista);
    renderPage(<LotacaoListPage />, { route: '/vinculos', path: '/vinculos', me: s.me });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByText('Vínculos editados nos últimos 7 dias.')).toBeInTheDocument();
    expect(pedidos(calls)[0]).toEqual({ skip: '0', take: '20', tipo_pessoa: '1', data_edicao: '2025-09-19' });
    expect(screen.getByRole('tab', { name: 'Defensores' })).toHaveAttribute('aria-selected', 'true');
    const ana = screen.getByText('Ana Lima').closest('tr')!;
    expect(within(ana).getAllByRole('cell').map((c) => c.textContent).slice(0, 7)).toEqual([
      'Ana Lima',
      'Titularidade',
      '1ª Defensoria Cível',
      'Fórum Gumersindo Bessa',
      'CIV - Cartório Cível',
      '02/01/2025',
      '',
    ]);
    expect(screen.getByRole('link', { name: 'Editar o vínculo de Caio Reis' })).toHaveAttribute('href', '/vinculos/editar/2');
    // Without LOTACAO_CREATE there is nothing to create.
    expect(screen.queryByRole('button', { name: /Cadastrar Vínculo/ })).not.toBeInTheDocument();
  });

  it('strikes through placements out of their period and badges drafts', async () => {
    const s = loginAs(['LOTACAO_ENUMERATE']);
    mockApi(s, lista);
    renderPage(<LotacaoListPage />, { route: '/vinculos', path: '/vinculos', me: s.me });
    const caio = await screen.findByText('Caio Reis');
    expect(caio).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(caio.closest('tr')!).getByText('Substituição')).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByText('Ana Lima')).not.toHaveStyle({ textDecoration: 'line-through' });
    const beatriz = screen.getByText('Beatriz Nunes').closest('tr')!;
    expect(within(beatriz).getByText('Rascunho')).toBeInTheDocument();
    expect(within(screen.getByText('Ana Lima').closest('tr')!).queryByText('Rascunho')).not.toBeInTheDocument();
    expect(screen.getAllByText('Rascunho')).toHaveLength(1);
  });

  it('opens filtered by the URL: ?defensoriaid=5 sends id_defensoria and no edit date, and names the filter', async () => {
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, lista, opcoes);
    renderPage(<LotacaoListPage />, { route: '/vinculos?defensoriaid=5', path: '/vinculos', me: s.me });
    await screen.findByText('Ana Lima');
    expect(pedidos(calls)[0]).toEqual({ skip: '0', take: '20', tipo_pessoa: '1', id_defensoria: '5' });
    expect(await screen.findByText('Vínculos filtrados por Defensoria: 1ª Defensoria Cível.')).toBeInTheDocument();
    expect(screen.queryByText('Vínculos editados nos últimos 7 dias.')).not.toBeInTheDocument();
  });

  it('a person filter opens that person’s tab: ?assessorid=3 and ?estagiarioid=8', async () => {
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, lista, opcoes);
    const { unmount } = renderPage(<LotacaoListPage />, { route: '/vinculos?assessorid=3', path: '/vinculos', me: s.me });
    await waitFor(() => expect(pedidos(calls)[0]).toEqual({ skip: '0', take: '20', tipo_pessoa: '2', id_assessor: '3' }));
    expect(screen.getByRole('tab', { name: 'Assessores' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderPage(<LotacaoListPage />, { route: '/vinculos?estagiarioid=8', path: '/vinculos', me: s.me });
    expect(await screen.findByText('Maria da Silva', { selector: 'td *, td' })).toBeInTheDocument();
    expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '20', tipo_pessoa: '3', id_estagiario: '8' });
  });

  it('the tabs send tipo_pessoa; the interns’ tab shows the internship', async () => {
    const user = userEvent.setup();
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, lista);
    renderPage(<LotacaoListPage />, { route: '/vinculos', path: '/vinculos', me: s.me });
    await screen.findByText('Ana Lima');
    await user.click(screen.getByRole('tab', { name: 'Assessores' }));
    await waitFor(() => expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '20', tipo_pessoa: '2', data_edicao: '2025-09-19' }));
    await user.click(screen.getByRole('tab', { name: 'Estagiários' }));
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
    expect(pedidos(calls).at(-1)).toMatchObject({ tipo_pessoa: '3' });
    const linha = screen.getByText('Maria da Silva').closest('tr')!;
    expect(within(linha).getByText('Obrigatório (01/03/2025)')).toBeInTheDocument();
    expect(within(linha).getByText('Designação')).toBeInTheDocument();
  });

  it('Pesquisar Vínculos filters by the chosen núcleo; Limpar filtro goes back to the recent ones', async () => {
    const user = userEvent.setup();
    const s = loginAs(['LOTACAO_ENUMERATE']);
    const { calls } = mockApi(s, lista, opcoes);
    renderPage(<LotacaoListPage />, { route: '/vinculos', path: '/vinculos', me: s.me });
    await screen.findByText('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Pesquisar Vínculos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Pesquisar Vínculos' });
    await user.click(within(dialogo).getByRole('combobox', { name: 'Núcleo' }));
    await user.click(await screen.findByRole('option', { name: 'Núcleo da Mulher' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(pedidos(calls).at(-1)).toEqual({ skip: '0', take: '20', tipo_pessoa: '1', id_nucleo: '20' }));
    // The modal's lookups: defenders, advisors and interns in full, the others up to 1000 (§9).
    expect(calls.filter((c) => ['defensoria', 'nucleo'].includes(c.path)).every((c) => c.query.get('take') === '1000')).toBe(true);
    expect(await screen.findByText('Vínculos filtrados por Núcleo: Núcleo da Mulher.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    // The recent list is the first query again (still fresh in the cache).
    expect(await screen.findByText('Vínculos editados nos últimos 7 dias.')).toBeInTheDocument();
    expect(screen.queryByText(/Vínculos filtrados/)).not.toBeInTheDocument();
  });

  it('Cadastrar Vínculo offers defender, advisor and intern with LOTACAO_CREATE', async () => {
    const user = userEvent.setup();
    const s = loginAs(['LOTACAO_ENUMERATE', 'LOTACAO_CREATE']);
    mockApi(s, lista);
    renderPage(<LotacaoListPage />, { route: '/vinculos', path: '/vinculos', extraRoutes: rotas, me: s.me });
    await screen.findByText('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Vínculo' }));
    expect(await screen.findByRole('menuitem', { name: 'Assessor' })).toHaveAttribute('href', '/vinculos_assessor/criar');
    expect(screen.getByRole('menuitem', { name: 'Estagiário' })).toHaveAttribute('href', '/vinculos_estagio/criar');
    await user.click(screen.getByRole('menuitem', { name: 'Defensor' }));
    expect(await screen.findByText('formulário em /vinculos_defensor/criar')).toBeInTheDocument();
  });
});
