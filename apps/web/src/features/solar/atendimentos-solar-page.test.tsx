import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import AtendimentosSolarPage, { ALTURA_DO_VISUALIZADOR } from './atendimentos-solar-page';
import { chaveDosFavoritos } from './favoritos';

const TABELAS: Record<string, object[]> = {
  area: [
    { id: 1, nome: 'Cível' },
    { id: 2, nome: 'Criminal' },
  ],
  defensoria: [
    { id: 11, nome: '1ª Defensoria Cível de Aracaju', comarca: 'Aracaju', diretoria: 'Metropolitana' },
    { id: 12, nome: '2ª Defensoria Criminal de Aracaju', comarca: 'Aracaju', diretoria: 'Metropolitana' },
    { id: 14, nome: '1ª Defensoria de Lagarto', comarca: 'Lagarto', diretoria: 'Interior' },
  ],
  defensor: [
    { id: 21, nome: 'Ana Beatriz Cardoso', defensoria_id: 11 },
    { id: 24, nome: 'Diego Fontes Barreto', defensoria_id: 14 },
  ],
  servidor: [
    { id: 31, nome: 'Gabriela Santos Reis', qualificacao: 'Analista' },
    { id: 32, nome: 'Henrique Dias Costa', qualificacao: 'Técnico' },
  ],
};

const solar = (c: ApiCall) => {
  const tabela = /^solar\/tabelas\/(\w+)$/.exec(c.path)?.[1];
  if (tabela) return { body: TABELAS[tabela] };
  if (c.path === 'solar/atendimentos') return { body: '%PDF-1.4 fictício' };
  return undefined;
};

const criarUrl = vi.fn(() => 'blob:relatorio-solar');
const { createObjectURL, revokeObjectURL } = URL;

function abrir(permissoes = ['SOLAR_ATENDIMENTOS', 'MOVIMENTACAO_ENUMERATE'], ...handlers: Parameters<typeof mockApi>) {
  const s = loginAs(permissoes, { username: 'gestora' });
  const api = mockApi(s, ...handlers, solar);
  renderPage(<AtendimentosSolarPage />, { route: '/relatorios/solar/atendimentos', path: '/relatorios/solar/atendimentos', me: s.me });
  return api;
}

/** Picks options in a picker: opens it, checks each label, applies. */
async function marcar(user: ReturnType<typeof userEvent.setup>, seletor: string, rotulos: string[]) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${seletor}`) }));
  const modal = await screen.findByRole('dialog', { name: seletor });
  for (const r of rotulos) await user.click(within(modal).getByRole('checkbox', { name: r }));
  await user.click(within(modal).getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** A side select's input, by its label (Mantine's Select is not always found by its accessible name). */
function lado(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}

const ultimoRelatorio = (calls: ApiCall[]) => Object.fromEntries(calls.filter((c) => c.path === 'solar/atendimentos').at(-1)!.query);

describe('AtendimentosSolarPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    criarUrl.mockClear();
    Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows the accordions and no viewer before Gerar; Gerar sends the §9 defaults and shows the PDF 770 px high', async () => {
    const user = userEvent.setup();
    const { calls } = abrir();
    expect(screen.getByRole('heading', { name: 'Atendimentos Solar' })).toBeInTheDocument();
    for (const a of ['Favoritos', 'Menu', 'Filtros']) expect(screen.getByRole('button', { name: a })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atendimentos Solar' })).toHaveAttribute('href', '/relatorios/solar/atendimentos');
    for (const b of ['Tipos de atendimento', 'Áreas', 'Servidores', 'Defensorias', 'Defensores', 'Comarcas', 'Diretorias', 'Qualificações']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${b}`) })).toBeInTheDocument();
    }
    for (const s of ['Tipo de atendimento', 'Área', 'Servidor', 'Defensoria', 'Defensor']) expect(lado(s)).toHaveAttribute('placeholder', 'Todos');
    expect(screen.queryByTitle('Relatório de atendimentos do Solar')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Início' }));
    await user.type(screen.getByRole('textbox', { name: 'Início' }), '01/01/2026');
    await user.clear(screen.getByRole('textbox', { name: 'Fim' }));
    await user.type(screen.getByRole('textbox', { name: 'Fim' }), '31/03/2026');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    const visualizador = await screen.findByTitle('Relatório de atendimentos do Solar');
    expect(visualizador.tagName).toBe('IFRAME');
    expect(visualizador).toHaveAttribute('src', 'blob:relatorio-solar');
    expect(visualizador).toHaveAttribute('height', String(ALTURA_DO_VISUALIZADOR));
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', 'blob:relatorio-solar');
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('download', 'atendimentos-solar.pdf');
    expect(ultimoRelatorio(calls)).toEqual({
      p_area_id: '0',
      p_defensoria_id: '0',
      p_defensor_id: '0',
      p_servidor_id: '0',
      p_tipo_atendimento: '0',
      p_data_inicial: '2026-01-01',
      p_data_final: '2026-03-31',
    });
  });

  it('requires início and fim, in order, before calling Solar', async () => {
    const user = userEvent.setup();
    const { calls } = abrir();
    await user.clear(screen.getByRole('textbox', { name: 'Fim' }));
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('Informe a data final.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Fim' }), '01/01/1999');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('A data final não pode ser menor que a inicial.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'solar/atendimentos')).toBe(false);
    expect(screen.queryByTitle('Relatório de atendimentos do Solar')).not.toBeInTheDocument();
  });

  it('a picker with one item sets its side select; with several it narrows the select and one must be chosen; comarca narrows defensorias and defenders', async () => {
    const user = userEvent.setup();
    const { calls } = abrir();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Áreas/ })).toBeEnabled());
    await marcar(user, 'Tipos de atendimento', ['Pedido de núcleo']);
    expect(lado('Tipo de atendimento')).toHaveValue('Pedido de núcleo');

    await marcar(user, 'Comarcas', ['Lagarto']);
    await user.click(screen.getByRole('button', { name: /^Defensorias/ }));
    const modal = await screen.findByRole('dialog', { name: 'Defensorias' });
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(modal).getByRole('checkbox', { name: '1ª Defensoria de Lagarto' })).toBeInTheDocument();
    await user.click(within(modal).getByText('Fechar'));
    // Only Lagarto's defensoria and its defender are left: both side selects take them.
    expect(lado('Defensoria')).toHaveValue('1ª Defensoria de Lagarto');
    expect(lado('Defensor')).toHaveValue('Diego Fontes Barreto');

    await marcar(user, 'Servidores', ['Gabriela Santos Reis', 'Henrique Dias Costa']);
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('O Solar recebe um item por vez: escolha um dos 2 que os filtros deixaram (ou desmarque os filtros para incluir todos).')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'solar/atendimentos')).toBe(false);
    await user.click(lado('Servidor'));
    await user.click(await screen.findByRole('option', { name: 'Henrique Dias Costa' }));
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await screen.findByTitle('Relatório de atendimentos do Solar');
    expect(ultimoRelatorio(calls)).toEqual(expect.objectContaining({ p_tipo_atendimento: '1031', p_defensoria_id: '14', p_defensor_id: '24', p_servidor_id: '32', p_area_id: '0' }));
  });

  it('a picker searches without accents, Marcar Todos checks what is shown, Fechar discards', async () => {
    const user = userEvent.setup();
    abrir();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Áreas/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /^Tipos de atendimento/ }));
    const modal = await screen.findByRole('dialog', { name: 'Tipos de atendimento' });
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(19);
    await user.type(within(modal).getByRole('textbox', { name: 'Pesquisar' }), 'oficio');
    expect(within(modal).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(modal).getByRole('button', { name: 'Marcar Todos' }));
    expect(within(modal).getByText('2 marcado(s)')).toBeInTheDocument();
    await user.click(within(modal).getByText('Fechar'));
    expect(screen.getByRole('button', { name: /^Tipos de atendimento/ })).toHaveTextContent('todos');
  });

  it('Favoritos: saves the current filters under a name for this user, applies and removes them', async () => {
    const user = userEvent.setup();
    const { calls } = abrir();
    await user.click(screen.getByRole('button', { name: 'Favoritos' }));
    expect(await screen.findByText('Nenhum favorito salvo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Áreas/ })).toBeEnabled());
    await marcar(user, 'Áreas', ['Criminal']);
    await user.clear(screen.getByRole('textbox', { name: 'Início' }));
    await user.type(screen.getByRole('textbox', { name: 'Início' }), '01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Salvar filtros atuais' }));
    expect(await screen.findByText('Informe um nome para o favorito.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nome do favorito' }), 'Criminal de fevereiro');
    await user.click(screen.getByRole('button', { name: 'Salvar filtros atuais' }));
    expect(await screen.findByRole('button', { name: 'Aplicar o favorito Criminal de fevereiro' })).toBeInTheDocument();
    const guardado = JSON.parse(localStorage.getItem(chaveDosFavoritos('gestora'))!);
    expect(guardado).toEqual([expect.objectContaining({ nome: 'Criminal de fevereiro', filtros: expect.objectContaining({ inicio: '2026-02-01', lados: expect.objectContaining({ area: '2' }) }) })]);

    // Other filters, then the favourite brings its own back.
    await user.click(screen.getByRole('button', { name: /^Áreas/ }));
    const modal = await screen.findByRole('dialog', { name: 'Áreas' });
    await user.click(within(modal).getByRole('button', { name: 'Desmarcar Todos' }));
    await user.click(within(modal).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(lado('Área')).toHaveValue('Criminal'));
    await user.click(screen.getByRole('button', { name: 'Aplicar o favorito Criminal de fevereiro' }));
    expect(screen.getByRole('textbox', { name: 'Início' })).toHaveValue('01/02/2026');
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    await screen.findByTitle('Relatório de atendimentos do Solar');
    expect(ultimoRelatorio(calls)).toEqual(expect.objectContaining({ p_area_id: '2', p_data_inicial: '2026-02-01' }));

    await user.click(screen.getByRole('button', { name: 'Remover o favorito Criminal de fevereiro' }));
    expect(await screen.findByText('Nenhum favorito salvo.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(chaveDosFavoritos('gestora'))!)).toEqual([]);
  });

  it('without SOLAR_URL the screen says the integration is not configured and Gerar is off', async () => {
    const mensagem = 'A integração com o Solar não está configurada neste servidor (SOLAR_URL). Procure o administrador do sistema.';
    abrir(undefined, (c) => (c.path.startsWith('solar/') ? { status: 503, body: { message: mensagem } } : undefined));
    expect(await screen.findByText('Integração não configurada')).toBeInTheDocument();
    expect(screen.getByText(mensagem)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar' })).toBeDisabled();
  });

  it('an upstream failure shows the server\'s message in place of the viewer', async () => {
    const user = userEvent.setup();
    const mensagem = 'O Solar não respondeu a tempo. Tente novamente em alguns minutos.';
    abrir(undefined, (c) => (c.path === 'solar/atendimentos' ? { status: 504, body: { message: mensagem } } : undefined));
    await user.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('O relatório não foi gerado')).toBeInTheDocument();
    expect(screen.getAllByText(mensagem).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('Relatório de atendimentos do Solar')).not.toBeInTheDocument();
  });
});
