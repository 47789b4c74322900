import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as exportar from '../../components/data-table-export';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import LinhaDoTempoPage from './linha-do-tempo-page';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

const evento = (e: object) => ({ tipo_evento: 0, id: 1, tipo: 0, inicio: null, termino: null, referencia: null, anotacoes: null, local: null, substituindo: null, ...e });
const EVENTOS = [
  evento({ tipo_evento: 2, id: 30, tipo: 2, inicio: '2016-03-01', local: '1ª Defensoria Cível', anotacoes: 'Portaria 7/2016' }),
  evento({ id: 20, inicio: '2024-07-01', termino: '2024-07-30', referencia: '2023-02-01', anotacoes: 'Férias de julho' }),
  evento({ tipo_evento: 1, id: 21, tipo: 5, inicio: '2025-03-10', termino: '2025-03-14', local: '2ª Defensoria Criminal', substituindo: 'Bruno Souza' }),
];

const respostas = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }, { id: 7, nome: 'Bruno Souza', ativo: true }] };
  if (c.path === 'defensor/timeline/5') return { body: EVENTOS };
  if (c.path === 'defensor/timeline/7') return { body: [] };
  if (c.path === 'defensor/timeline/5/pdf') return { body: '%PDF-1.7' };
  return undefined;
};
const coluna = (nome: string) => screen.getByRole('region', { name: nome });

describe('LinhaDoTempoPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('shows the actions on the left and the placements and substitutions on the right, in date order', async () => {
    const s = loginAs(['DEFENSOR_READ']);
    mockApi(s, respostas);
    renderPage(<LinhaDoTempoPage />, { route: '/defensor/timeline?id=5', path: '/defensor/timeline', me: s.me });
    expect(await screen.findByText('Férias de julho')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Defensor' })).toHaveValue('Ana Lima');
    const acoes = coluna('Ações');
    expect(within(acoes).getByText('Ação: Férias')).toBeInTheDocument();
    expect(within(acoes).getByText('01/07/2024 a 30/07/2024')).toBeInTheDocument();
    expect(within(acoes).getByText('Período aquisitivo iniciado em 01/02/2023')).toBeInTheDocument();
    const direita = coluna('Lotações e substituições');
    expect(within(direita).getByText('desde 01/03/2016')).toBeInTheDocument();
    expect(within(direita).getByText('Substituindo Bruno Souza')).toBeInTheDocument();
    const titulos = [...direita.querySelectorAll('.mantine-Timeline-itemTitle')].map((t) => t.textContent);
    expect(titulos).toEqual(['Lotação: Titularidade', 'Substituição: Licença Outros Motivos']);
  });

  it('filters by year and kind (kept in the URL), and Gerar PDF asks the API with the same filters', async () => {
    const user = userEvent.setup();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const s = loginAs(['DEFENSOR_READ']);
    const { calls } = mockApi(s, respostas);
    renderPage(<LinhaDoTempoPage />, { route: '/defensor/timeline?id=5', path: '/defensor/timeline', me: s.me });
    await screen.findByText('Férias de julho');
    await user.click(screen.getByRole('combobox', { name: 'Ano' }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    expect(within(coluna('Ações')).getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(within(coluna('Lotações e substituições')).getByText('Substituindo Bruno Souza')).toBeInTheDocument();
    // The placement is still current in 2025.
    expect(within(coluna('Lotações e substituições')).getByText('desde 01/03/2016')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Lotação' }));
    expect(within(coluna('Lotações e substituições')).queryByText('desde 01/03/2016')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gerar PDF' }));
    await waitFor(() => expect(baixados).toEqual(['linha-do-tempo-ana-lima-2025.pdf']));
    expect(Object.fromEntries(calls.find((c) => c.path === 'defensor/timeline/5/pdf')!.query)).toEqual({ tipos: '0,1', ano: '2025' });
  });

  it('Imprimir prints the filtered events in the PDF columns; a failed PDF says "Erro ao gerar PDF: …"', async () => {
    const user = userEvent.setup();
    const impressao = vi.spyOn(exportar, 'printTable').mockImplementation(() => undefined);
    const s = loginAs(['DEFENSOR_READ']);
    mockApi(s, (c) => (c.path === 'defensor/timeline/5/pdf' ? { status: 500, body: { message: 'Erro interno' } } : undefined), respostas);
    renderPage(<LinhaDoTempoPage />, { route: '/defensor/timeline?id=5&tipos=0', path: '/defensor/timeline', me: s.me });
    await screen.findByText('Férias de julho');
    expect(screen.getByRole('checkbox', { name: 'Lotação' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(impressao).toHaveBeenCalledWith({
      title: 'Linha do Tempo — Ana Lima',
      header: ['Tipo', 'Anotações', 'Início', 'Fim', 'Referência', 'Substituindo', 'Local'],
      rows: [['Ação: Férias', 'Férias de julho', '01/07/2024', '30/07/2024', '01/02/2023', '', '']],
    });
    await user.click(screen.getByRole('button', { name: 'Gerar PDF' }));
    expect(await screen.findByText('Erro ao gerar PDF: Erro interno')).toBeInTheDocument();
  });

  it('asks for a defender when none is in the URL', async () => {
    const s = loginAs(['DEFENSOR_READ']);
    const { calls } = mockApi(s, respostas);
    renderPage(<LinhaDoTempoPage />, { route: '/defensor/timeline', path: '/defensor/timeline', me: s.me });
    expect(await screen.findByText(/Escolha um defensor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar PDF' })).toBeDisabled();
    expect(calls.some((c) => c.path.startsWith('defensor/timeline'))).toBe(false);
  });
});
