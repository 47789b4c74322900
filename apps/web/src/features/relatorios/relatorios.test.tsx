import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DefensoresPage from './defensores-page';
import EstagiariosPage from './estagiarios-page';
import FeriasPage from './ferias-page';
import NucleosPage from './nucleos-page';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

const ESTAGIARIOS = [
  {
    comarca_nome: 'Aracaju',
    predios: [
      {
        predio_nome: 'Fórum Gumersindo Bessa',
        defensorias: [
          { defensoria_nome: '1ª Defensoria Cível', defensoria_maximo_estagiarios: 2, defensores: ['Ana Titular [T]'], estagiarios: ['Eva Estagiária', null], substituta1_nome: '2ª Defensoria Cível', substituta2_nome: null, setores: ['CIV'] },
          { defensoria_nome: '1ª Defensoria Criminal', defensoria_maximo_estagiarios: 1, defensores: ['Diego Acumula [A]'], estagiarios: ['Fábio Estagiário', 'Gabi Estagiária'], substituta1_nome: null, substituta2_nome: null, setores: [] },
        ],
      },
    ],
  },
];
const NUCLEOS = [
  { nucleo_id: 1, nucleo_nome: 'Núcleo de Execução Penal', comarca_nome: 'Aracaju', predio_nome: 'Fórum', maximo_integrantes: 2, substituto1_nome: 'Ana Titular', substituto2_nome: 'Bruno Substituto', vago: null, defensores: ['Diego Acumula [T]'], assessores: ['Hugo Assessor'], estagiarios: ['Íris Estagiária', null] },
  { nucleo_id: 2, nucleo_nome: 'Núcleo Vazio', comarca_nome: 'Aracaju', predio_nome: null, maximo_integrantes: 0, substituto1_nome: null, substituto2_nome: null, vago: '(VAGO)', defensores: [], assessores: [], estagiarios: [null] },
];
const DEFENSORES = [
  { id: 1, nome: 'Ana Titular', ativo: true, data_admissao: '2010-02-10', data_referencia: null, data_exoneracao: null, lotacoes: [{ tipo: 2, marca: '[T]', local: '1ª Defensoria Cível', nucleo: false, data_inicial: '2015-01-01', data_final: null }] },
  { id: 3, nome: 'Carla Exonerada', ativo: false, data_admissao: '2001-01-15', data_referencia: null, data_exoneracao: '2025-12-31', lotacoes: [] },
];
const FERIAS = [
  {
    id: 1,
    nome: 'Ana Titular',
    periodos: [
      { id: 10, tipo: 0, data_inicial: '2026-01-05', data_final: '2026-01-19', data_aquisitiva: '2024-02-10', motivo: 'Férias de janeiro', exibiranotacao: true, dias: 15 },
      { id: 11, tipo: 0, data_inicial: '2026-07-01', data_final: '2026-07-10', data_aquisitiva: '2024-02-10', motivo: 'Escondida', exibiranotacao: false, dias: 10 },
    ],
    aquisitivos: [{ tipo: 0, inicio: '2024-02-10', fim: '2025-02-09', limite: 60, usados: 30, restantes: 30 }],
  },
];

const respostas = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'lotacoes-estagiario') return { body: ESTAGIARIOS };
  if (c.path === 'relatorio/nucleos') return { body: NUCLEOS };
  if (c.path === 'relatorio/defensores/lotacoes') return { body: c.query.get('inativos') === 'true' ? DEFENSORES : DEFENSORES.slice(0, 1) };
  if (c.path === 'relatorio/defensores') return { body: c.query.get('somenteferias') === 'true' ? [] : FERIAS };
  if (/\/(pdf|xlsx)$/.test(c.path)) return { body: '%PDF-1.7' };
  return undefined;
};
const TODAS = ['LOTACAO_ENUMERATE', 'DEFENSOR_ENUMERATE', 'PERIODO_ENUMERATE'];
const abrir = (ui: ReactNode, handlers: Parameters<typeof mockApi> = [respostas]) => {
  const s = loginAs(TODAS);
  const api = mockApi(s, ...handlers);
  renderPage(ui, { me: s.me });
  return api;
};
const baixados: string[] = [];

describe('reports on placements and leave', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    baixados.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('Estagiários: loading, then comarca → prédio → defensoria with padded lines; Imprimir and Exportar Excel ask the API for the day', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(<EstagiariosPage />);
    expect(screen.getByLabelText('Carregando relatório')).toBeInTheDocument();
    const aju = await screen.findByRole('region', { name: 'Aracaju' });
    expect(within(aju).getByText('Fórum Gumersindo Bessa')).toBeInTheDocument();
    expect(within(aju).getByText('Máx. 2 estagiário(s)')).toBeInTheDocument();
    expect(within(aju).getByText('Eva Estagiária')).toBeInTheDocument();
    expect(within(aju).getAllByText('(vaga)')).toHaveLength(1);
    expect(within(aju).getByText('Gabi Estagiária')).toBeInTheDocument();
    expect(within(aju).getByText('1ª 2ª Defensoria Cível')).toBeInTheDocument();
    expect(screen.getByText(/^Gerado em \d\d\/\d\d\/\d{4} \d\d:\d\d$/)).toBeInTheDocument();
    const dia = calls.find((c) => c.path === 'lotacoes-estagiario')!.query.get('data');
    expect(dia).toMatch(/^\d{4}-\d\d-\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(baixados).toEqual([`relatorio-estagiarios-${dia}.pdf`, `relatorio-estagiarios-${dia}.xlsx`]));
    expect(calls.filter((c) => /\/(pdf|xlsx)$/.test(c.path)).map((c) => [c.path, c.query.get('data')])).toEqual([
      ['lotacoes-estagiario/pdf', dia],
      ['lotacoes-estagiario/xlsx', dia],
    ]);
  });

  it('a day being typed asks for the date instead of the report, and the day typed is the one asked for', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(<EstagiariosPage />);
    await screen.findByRole('region', { name: 'Aracaju' });
    const campo = screen.getByRole('textbox', { name: 'Lotações em' });
    await user.clear(campo);
    await user.type(campo, '10/03');
    expect(screen.getByText('Informe a data (dd/mm/aaaa).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    await user.type(campo, '/2026');
    await screen.findByRole('region', { name: 'Aracaju' });
    expect(calls.filter((c) => c.path === 'lotacoes-estagiario').map((c) => c.query.get('data')).at(-1)).toBe('2026-03-10');
  });

  it('Núcleos: members, (VAGO), substitutes; the PDF and Excel routes', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(<NucleosPage />);
    expect(await screen.findByText('Núcleo de Execução Penal')).toBeInTheDocument();
    expect(screen.getByText('(VAGO)')).toBeInTheDocument();
    expect(screen.getByText('Hugo Assessor')).toBeInTheDocument();
    expect(screen.getByText('1ª Ana Titular')).toBeInTheDocument();
    expect(screen.getAllByText('(vaga)')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await waitFor(() => expect(calls.filter((c) => /\/(pdf|xlsx)$/.test(c.path)).map((c) => c.path)).toEqual(['relatorio/nucleos/pdf', 'relatorio/nucleos/xlsx']));
  });

  it('Defensores: register dates and current placements; Inativos asks again; Imprimir sends the same filters', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(<DefensoresPage />);
    expect(await screen.findByText('Ana Titular')).toBeInTheDocument();
    expect(screen.getByText('10/02/2010')).toBeInTheDocument();
    expect(screen.queryByText(/Carla Exonerada/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Inativos' }));
    expect(await screen.findByText('Carla Exonerada (inativo)')).toBeInTheDocument();
    expect(screen.getByText('31/12/2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(baixados).toHaveLength(1));
    expect(Object.fromEntries(calls.find((c) => c.path === 'relatorio/defensores/lotacoes/pdf')!.query)).toMatchObject({ inativos: 'true' });
  });

  it('Férias: Histórico Completo on by default, days per action and per acquisition period, the print menu', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(<FeriasPage />);
    const ana = await screen.findByRole('region', { name: 'Ana Titular' });
    expect(screen.getByRole('checkbox', { name: 'Histórico Completo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Somente de Férias' })).not.toBeChecked();
    expect(Object.fromEntries(calls.find((c) => c.path === 'relatorio/defensores')!.query)).toEqual({ todoperiodo: 'true', somenteferias: 'false' });
    expect(within(ana).getByText('— 2 ações, 25 dias')).toBeInTheDocument();
    expect(within(ana).getByText('Férias de janeiro')).toBeInTheDocument();
    expect(within(ana).queryByText('Escondida')).not.toBeInTheDocument();
    expect(within(ana).getByText('Férias — período aquisitivo 10/02/2024 a 09/02/2025: 30 de 60 dias, restam 30')).toBeInTheDocument();
    for (const [item, modelo] of [['Simples', 'simples'], ['PDF em Tabela', 'tabela'], ['PDF Completo', 'completo']] as const) {
      await user.click(screen.getByRole('button', { name: 'Imprimir' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      await waitFor(() => expect(baixados.at(-1)).toBe(`relatorio-ferias-${modelo}.pdf`));
    }
    expect(calls.filter((c) => c.path === 'relatorio/defensores/pdf').map((c) => c.query.get('modelo'))).toEqual(['simples', 'tabela', 'completo']);
    await user.click(screen.getByRole('checkbox', { name: 'Somente de Férias' }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('a failed report says so, with Tentar novamente that asks again', async () => {
    const user = userEvent.setup();
    let falhar = true;
    const { calls } = abrir(<NucleosPage />, [(c) => (c.path === 'relatorio/nucleos' && falhar ? { status: 500, body: { message: 'Erro interno' } } : undefined), respostas]);
    expect(await screen.findByText('Relatório não carregado. Tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeDisabled();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Núcleo de Execução Penal')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'relatorio/nucleos')).toHaveLength(2);
  });

  it("an answer that is not the report says 'Erro ao montar relatório.'; a failed PDF says 'Erro ao gerar PDF: …'", async () => {
    abrir(<EstagiariosPage />, [(c) => (c.path === 'lotacoes-estagiario' ? { body: [{ comarca: 'x' }] } : undefined)]);
    expect(await screen.findAllByText('Erro ao montar relatório.')).not.toHaveLength(0);
    expect(screen.getByText('Relatório não carregado. Tente novamente.')).toBeInTheDocument();
  });

  it("a failed PDF says 'Erro ao gerar PDF: {motivo}'", async () => {
    const user = userEvent.setup();
    abrir(<FeriasPage />, [(c) => (c.path === 'relatorio/defensores/pdf' ? { status: 500, body: { message: 'Erro interno' } } : undefined), respostas]);
    await screen.findByRole('region', { name: 'Ana Titular' });
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF Completo' }));
    expect(await screen.findByText('Erro ao gerar PDF: Erro interno')).toBeInTheDocument();
  });
});
