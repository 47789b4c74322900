import {
  CHAVE_FILTROS_TABELA,
  comarcasOferecidas,
  filtrosCoerentes,
  mensagemDaTabelaVazia,
  tabelaDefensoresPorAtribuicao,
  tabelaDefensoresPorComarca,
  tituloDaTabela,
  type EntradaTabelaLotacao,
  type FiltrosTabela,
  type RelatorioLotacoes,
} from '@sgi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import TabelaLotacaoPage from './tabela-lotacao-page';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

const DIA = '2026-03-10';
const l = (p: Partial<EntradaTabelaLotacao['lotacoes'][number]>) => ({ defensoria_id: null, defensor_id: null, estagio_id: null, tipo: 2, data_inicial: '2020-01-01', data_final: null, ativo: true, ...p });
const ENTRADA: EntradaTabelaLotacao = {
  comarcas: [{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }],
  predios: [],
  atuacoes: [{ id: 100, nome: 'Cível', ordem: 1 }, { id: 101, nome: 'Criminal', ordem: 2 }],
  defensorias: [
    { id: 1, nome: '1ª Defensoria Cível', comarca_id: 1, predio_id: null, atuacao_id: 100, vara_id: null, substituta1_id: null, substituta2_id: null, maximo_estagiarios: 1 },
    { id: 2, nome: '2ª Defensoria Criminal', comarca_id: 1, predio_id: null, atuacao_id: 101, vara_id: null, substituta1_id: null, substituta2_id: null, maximo_estagiarios: 0 },
    { id: 3, nome: '1ª Defensoria de Lagarto', comarca_id: 2, predio_id: null, atuacao_id: 101, vara_id: null, substituta1_id: null, substituta2_id: null, maximo_estagiarios: 1 },
  ],
  nucleos: [],
  defensores: [{ id: 1, nome: 'Ana Souza' }, { id: 2, nome: 'Bia Lima' }, { id: 4, nome: 'Dan Melo' }],
  estagios: [],
  lotacoes: [l({ defensoria_id: 1, defensor_id: 1, diretor: true }), l({ defensoria_id: 1, defensor_id: 2, tipo: 0 }), l({ defensoria_id: 3, defensor_id: 4 })],
  acoes: [{ defensor_id: 1, tipo: 0, data_inicial: DIA, data_final: '2026-03-19', substituicoes: [{ defensoria_id: 1, substituto_id: 2 }] }],
};

const lista = (v: string | null) => (v === null ? null : v === '' ? [] : v.split(',').map(Number));

/** A fake API that builds the answer with the domain's builders, as the real one does. */
function servidor(c: ApiCall): { status?: number; body?: unknown } | undefined {
  if (c.method !== 'GET' || c.path !== 'relatorio/lotacoes') return undefined;
  const q = c.query;
  const data = q.get('data')!;
  const layout = Number(q.get('layout'));
  const opcoes = Object.fromEntries([...q.entries()].filter(([, v]) => v === 'true' || v === 'false').map(([k, v]) => [k, v === 'true']));
  const pedidos: FiltrosTabela = { comarcas: lista(q.get('comarcas')), defensorias: lista(q.get('defensorias')), defensores: lista(q.get('defensores')) };
  const aplicados = filtrosCoerentes(ENTRADA, pedidos, data);
  const tabela = layout === 2 ? tabelaDefensoresPorAtribuicao(ENTRADA, data, opcoes) : tabelaDefensoresPorComarca(ENTRADA, data, opcoes, aplicados);
  const linhas = 'comarcas' in tabela ? tabela.comarcas.length : tabela.defensores.length;
  const corpo: RelatorioLotacoes = {
    data,
    layout: layout as 1 | 2,
    titulo: tituloDaTabela(layout as 1 | 2),
    geradoEm: '2026-03-10T12:30:00.000Z',
    vazio: linhas ? null : mensagemDaTabelaVazia(ENTRADA, aplicados, 0),
    tabela,
    filtros:
      layout === 1
        ? {
            comarcas: comarcasOferecidas(ENTRADA),
            defensorias: ENTRADA.defensorias.map(({ id, nome, comarca_id }) => ({ id, nome, comarca_id })),
            defensores: ENTRADA.defensores.map(({ id, nome }) => ({ id, nome })),
            lotacoes: ENTRADA.lotacoes.filter((x) => x.defensor_id && x.defensoria_id).map((x) => ({ defensoria_id: x.defensoria_id!, defensor_id: x.defensor_id! })),
          }
        : null,
    aplicados: layout === 1 ? { comarcas: aplicados.comarcas ?? null, defensorias: aplicados.defensorias ?? null, defensores: aplicados.defensores ?? null } : null,
  };
  return { body: corpo };
}

const INTERNO = ['LOTACAO_ENUMERATE', 'LOTACAO_UPDATE'];
const ultima = (calls: ApiCall[]) => Object.fromEntries(calls.filter((c) => c.path === 'relatorio/lotacoes').at(-1)!.query);
const abrir = (permissoes: string[], rota = `/relatorios/lotacoes?data=${DIA}`, ...extra: Parameters<typeof mockApi>) => {
  const s = loginAs(permissoes);
  const api = mockApi(s, ...extra, servidor);
  renderPage(<TabelaLotacaoPage />, { route: rota, path: '/relatorios/lotacoes', me: s.me });
  return api;
};
const comarca = (nome: string) => screen.getByRole('region', { name: `Comarca: ${nome}` });

describe('TabelaLotacaoPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows layout 1 of the day: comarca, atuação, offices with marks, (VAGO), the director and when it was produced', async () => {
    const { calls } = abrir(INTERNO);
    expect(await screen.findByRole('region', { name: 'Comarca: Aracaju' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tabelas de Lotação' })).toBeInTheDocument();
    expect(ultima(calls)).toEqual({ data: DIA, layout: '1' });
    const cível = within(comarca('Aracaju')).getByRole('table', { name: 'Aracaju — Cível' });
    expect(within(cível).getByRole('row', { name: /1ª Defensoria Cível/ })).toHaveTextContent('Ana Souza [T] — Diretor(a)Bia Lima [S]');
    expect(within(comarca('Aracaju')).getByRole('row', { name: /2ª Defensoria Criminal/ })).toHaveTextContent('(VAGO)');
    expect(within(comarca('Lagarto')).getByText('Dan Melo [T]')).toBeInTheDocument();
    expect(screen.getByText(/Gerado em 10\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByText('10/03/2026')).toBeInTheDocument();
  });

  it('the internal check shows the layout select and its toggles: Exibir Eventos, Exibir Estagiários, layout 2', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(INTERNO);
    await screen.findByRole('region', { name: 'Comarca: Aracaju' });
    const opcoes = screen.getByRole('group', { name: 'Opções do layout' });
    expect(within(opcoes).getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByRole('switch', { name: 'Agrupar por atuação' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Agrupar pelo cadastro da comarca' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Exibir Eventos' }));
    expect(await screen.findByText('Férias de 10/03/2026 a 19/03/2026 — substituto(a): Bia Lima')).toBeInTheDocument();
    expect(ultima(calls)).toEqual({ data: DIA, layout: '1', exibirEventos: 'true' });
    await user.click(screen.getByRole('switch', { name: 'Exibir Estagiários' }));
    await waitFor(() => expect(screen.getAllByRole('columnheader', { name: 'Estagiários' }).length).toBeGreaterThan(0));

    await user.click(screen.getByRole('combobox', { name: 'Layout' }));
    await user.click(await screen.findByRole('option', { name: 'Defensores por atribuição' }));
    expect(await screen.findByRole('table', { name: 'Defensores por atribuição' })).toBeInTheDocument();
    expect(ultima(calls)).toEqual({ data: DIA, layout: '2' });
    expect(screen.getByRole('switch', { name: 'Agrupar Defensorias em substituições' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Bia Lima/ })).toHaveTextContent('1ª Defensoria Cível');
  });

  it('without the internal check: no title, no layout select and no toggles, layout 1 only, with Filtros and Imprimir', async () => {
    const { calls } = abrir(['LOTACAO_ENUMERATE'], `/relatorios/lotacoes?data=${DIA}&layout=2`);
    await screen.findByRole('region', { name: 'Comarca: Aracaju' });
    expect(screen.queryByRole('heading', { name: 'Tabelas de Lotação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filtros/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
    expect(calls.filter((c) => c.path === 'relatorio/lotacoes').every((c) => c.query.get('layout') === '1')).toBe(true);
  });

  it('Filtros: tabs, search, Marcar/Desmarcar Todos, cascade, Aplicar; kept in the browser; nothing chosen says so', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(INTERNO);
    await screen.findByRole('region', { name: 'Comarca: Aracaju' });
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const modal = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(modal).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Defensores', 'Defensorias', 'Comarcas']);
    await user.click(within(modal).getByRole('tab', { name: 'Comarcas' }));
    await user.click(within(modal).getByRole('button', { name: 'Desmarcar Todos' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Lagarto' }));
    await user.click(within(modal).getByRole('tab', { name: 'Defensorias' }));
    // Cascade: only the offices of the comarcas chosen.
    expect(within(modal).getAllByRole('checkbox').map((c) => c.closest('.mantine-Checkbox-root')?.textContent)).toEqual(['1ª Defensoria de Lagarto']);
    await user.click(within(modal).getByRole('tab', { name: 'Defensores' }));
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(modal).getByRole('checkbox', { name: 'Dan Melo' })).toBeChecked();
    await user.click(within(modal).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comarca: Aracaju' })).not.toBeInTheDocument());
    expect(comarca('Lagarto')).toBeInTheDocument();
    expect(ultima(calls)).toEqual({ data: DIA, layout: '1', comarcas: '2' });
    expect(JSON.parse(localStorage.getItem(CHAVE_FILTROS_TABELA)!)).toEqual({ comarcas: [2], defensorias: null, defensores: null });

    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const denovo = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.type(within(denovo).getByRole('textbox', { name: 'Buscar Defensores' }), 'zzz');
    expect(within(denovo).getByText('Nenhum registro encontrado')).toBeInTheDocument();
    await user.click(within(denovo).getByRole('tab', { name: 'Comarcas' }));
    await user.click(within(denovo).getByRole('button', { name: 'Desmarcar Todos' }));
    await user.click(within(denovo).getByRole('tab', { name: 'Defensorias' }));
    expect(within(denovo).getByText('Nenhuma defensoria disponível para as comarcas selecionadas.')).toBeInTheDocument();
    await user.click(within(denovo).getByRole('tab', { name: 'Defensores' }));
    expect(within(denovo).getByText('Nenhum defensor disponível para as comarcas e defensorias selecionadas.')).toBeInTheDocument();
    await user.click(within(denovo).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('(Nenhum registro para os filtros selecionados)')).toBeInTheDocument();
    expect(ultima(calls)).toMatchObject({ comarcas: '' });

    // Fechar leaves the filters as they were.
    await user.click(screen.getByRole('button', { name: /Filtros/ }));
    const terceira = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(within(terceira).getByRole('tab', { name: 'Comarcas' }));
    await user.click(within(terceira).getByRole('button', { name: 'Marcar Todos' }));
    await user.click(within(terceira).getByRole('button', { name: 'Fechar' }));
    expect(JSON.parse(localStorage.getItem(CHAVE_FILTROS_TABELA)!)).toEqual({ comarcas: [], defensorias: null, defensores: null });
  });

  it('restores the filters kept in the browser, cut to what the day still offers', async () => {
    localStorage.setItem(CHAVE_FILTROS_TABELA, JSON.stringify({ comarcas: [2, 999], defensorias: null, defensores: [4, 1] }));
    const { calls } = abrir(INTERNO);
    expect(await screen.findByRole('region', { name: 'Comarca: Lagarto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comarca: Aracaju' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === 'relatorio/lotacoes')!.query.get('comarcas')).toBe('2,999');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CHAVE_FILTROS_TABELA)!)).toEqual({ comarcas: [2], defensorias: null, defensores: [4] }));
    expect(screen.getByRole('button', { name: /Filtros/ })).toHaveTextContent('2');
  });

  it('a failed load says so with Tentar novamente, which asks again', async () => {
    const user = userEvent.setup();
    let falhar = true;
    const { calls } = abrir(INTERNO, undefined, (c) => (c.path === 'relatorio/lotacoes' && falhar ? { status: 500, body: { message: 'Banco indisponível.' } } : undefined));
    // The client asks twice more before giving up on a 5xx.
    expect(await screen.findByText('Relatório não carregado. Tente novamente.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Banco indisponível.').length).toBeGreaterThan(0);
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Comarca: Aracaju' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'relatorio/lotacoes').length).toBeGreaterThanOrEqual(2);
  });

  it('an answer it cannot draw is "Erro ao montar relatório."', async () => {
    abrir(INTERNO, undefined, (c) => (c.path === 'relatorio/lotacoes' ? { body: { tabela: 'quebrada' } } : undefined));
    expect(await screen.findByText('Relatório não carregado. Tente novamente.')).toBeInTheDocument();
    expect(screen.getAllByText('Erro ao montar relatório.').length).toBeGreaterThan(0);
  });

  it('shows the loading message while the table comes', async () => {
    abrir(INTERNO);
    expect(screen.getByText('Carregando ou dados indisponíveis...')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Comarca: Aracaju' });
  });

  it('Imprimir downloads the API PDF of the table on screen; a failure says "Erro ao gerar PDF: …"', async () => {
    const user = userEvent.setup();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    let falhar = false;
    const { calls } = abrir(INTERNO, undefined, (c) =>
      c.path === 'relatorio/lotacoes/pdf' ? (falhar ? { status: 500, body: { message: 'Sem memória' } } : { body: '%PDF-1.7' }) : undefined,
    );
    await screen.findByRole('region', { name: 'Comarca: Aracaju' });
    await user.click(screen.getByRole('switch', { name: 'Exibir Eventos' }));
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(baixados).toEqual([`tabela-de-lotacao-${DIA}-layout-1.pdf`]));
    expect(Object.fromEntries(calls.find((c) => c.path === 'relatorio/lotacoes/pdf')!.query)).toEqual({ data: DIA, layout: '1', exibirEventos: 'true' });
    falhar = true;
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(await screen.findByText('Erro ao gerar PDF: Sem memória')).toBeInTheDocument();
  });
});
