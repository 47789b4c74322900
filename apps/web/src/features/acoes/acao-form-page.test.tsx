import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import AcaoFormPage from './acao-form-page';
import EditarAcaoRedirect from './editar-redirect';

const ANA = { id: 5, nome: 'Ana Lima', ativo: true, data_nascimento: '1980-05-10', data_admissao: '2020-03-01', data_referencia: null, data_exoneracao: null };
const ESCRITA = ['PERIODO_ENUMERATE', 'PERIODO_READ', 'PERIODO_CREATE', 'PERIODO_UPDATE', 'PERIODO_DELETE', 'SUBSTITUICAO_CREATE', 'SUBSTITUICAO_UPDATE', 'SUBSTITUICAO_DELETE'];
const AVISO = 'O(a) defensor(a) não possui lotações, não há o que substituir.';

const CIVEL = { id: 31, nome: '1ª Defensoria Cível' };
const CRIMINAL = { id: 32, nome: '2ª Defensoria Criminal' };
const BRUNO = { id: 7, nome: 'Bruno Souza', ativo: true };

const cadastros = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'periodo/defensores') return { body: [ANA] };
  if (c.path === 'defensoria') return { body: [[CIVEL, CRIMINAL, { id: 33, nome: '3ª Defensoria de Família' }], 3] };
  if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }, BRUNO, { id: 8, nome: 'Carla Dias', ativo: false }] };
  if (c.path === 'periodo/datasaquisitivasferias/2020-03-01') {
    return { body: [{ inicio: '2023-03-01', fim: '2024-02-29' }, { inicio: '2024-03-01', fim: '2025-02-28' }, { inicio: '2099-03-01', fim: '2100-02-28' }] };
  }
  return undefined;
};
const sugestao = (linhas: object[], aviso: string | null = null) => (c: ApiCall) =>
  c.method === 'GET' && c.path === 'substituicao/sugestao' ? { body: { substituicoes: linhas, aviso } } : undefined;

const DETALHE = {
  id: 20,
  tipo: 0,
  defensor: { id: 5, nome: 'Ana Lima' },
  data_inicial: '2025-07-01',
  data_final: '2025-07-30',
  data_aquisitiva: '2024-03-01',
  motivo: 'Férias de julho',
  exibiranotacao: false,
  ativorelatorio: true,
  pontuar: false,
  dias: 30,
  substituicoes: [{ id: 90, defensoria: CIVEL, substituto: BRUNO, anotacao: 'Pauta da manhã' }],
  criadoEm: '2025-05-01T12:00:00.000Z',
  editadoEm: '2025-05-20T08:15:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'joana' },
  versao: 3,
};
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'periodo/20' ? { body: DETALHE } : undefined);

const lista = [{ path: '/acoes/:defensorid', element: <p>ações da defensora</p> }];
const linha = (nome: string) => screen.getByRole('group', { name: `Substituição: ${nome}` });

async function digitarDatas(user: ReturnType<typeof userEvent.setup>, inicio: string, fim: string) {
  await user.type(screen.getByRole('textbox', { name: 'Vigência início' }), inicio);
  await user.type(screen.getByRole('textbox', { name: 'Vigência fim' }), fim);
  await user.keyboard('{Escape}');
}

describe('AcaoFormPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('fills the substitutions from the suggestion for the dates and posts the action; shows the server message', async () => {
    const user = userEvent.setup();
    const s = loginAs(ESCRITA);
    const { calls } = mockApi(
      s,
      cadastros,
      sugestao([
        { id: null, defensoria: CIVEL, substituto: BRUNO, anotacao: null },
        { id: null, defensoria: CRIMINAL, substituto: null, anotacao: null },
      ]),
      (c) => (c.method === 'POST' && c.path === 'periodo' ? { status: 201, body: { message: 'Período cadastrado com sucesso.', id: 21, versao: 1 } } : undefined),
    );
    renderPage(<AcaoFormPage />, { route: '/acoes/create/5', path: '/acoes/create/:defensorid', extraRoutes: lista, me: s.me });
    expect(await screen.findByText('Ana Lima')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cadastrar ação' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('Férias');
    expect(screen.getByText(/Informe as datas para ver as defensorias/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ativo no relatório' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Exibir anotação' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pontuar' })).not.toBeChecked();

    await digitarDatas(user, '01/07/2025', '30/07/2025');
    await waitFor(() => expect(within(linha(CIVEL.nome)).getByRole('combobox', { name: 'Substituto' })).toHaveValue('Bruno Souza'));
    expect(screen.getByRole('textbox', { name: 'Dias' })).toHaveValue('30');
    const pedido = calls.find((c) => c.path === 'substituicao/sugestao')!;
    expect(Object.fromEntries(pedido.query)).toEqual({ defensor: '5', data_inicial: '2025-07-01', data_final: '2025-07-30' });
    expect(within(linha(CRIMINAL.nome)).getByText('Sem substituto: a defensoria fica descoberta nesses dias.')).toBeInTheDocument();
    await user.type(within(linha(CIVEL.nome)).getByRole('textbox', { name: 'Anotação' }), 'Pauta da manhã');

    // The acquisition periods, newest first; one not acquired yet says so.
    await user.click(screen.getByRole('combobox', { name: 'Período aquisitivo' }));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opcoes).toEqual(['01/03/2099 a 28/02/2100 (em aquisição)', '01/03/2024 a 28/02/2025', '01/03/2023 a 29/02/2024']);
    await user.click(screen.getByRole('option', { name: '01/03/2024 a 28/02/2025' }));
    await user.type(screen.getByRole('textbox', { name: 'Anotações' }), 'Férias de julho');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    expect(await screen.findByText('Período cadastrado com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('ações da defensora')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      tipo: 0,
      defensor: { id: 5 },
      data_inicial: '2025-07-01',
      data_final: '2025-07-30',
      data_aquisitiva: '2024-03-01',
      motivo: 'Férias de julho',
      exibiranotacao: false,
      ativorelatorio: true,
      pontuar: false,
      substituicoes: [
        { defensoria: { id: 31 }, substituto: { id: 7 }, anotacao: 'Pauta da manhã' },
        { defensoria: { id: 32 }, substituto: null, anotacao: null },
      ],
    });
  });

  it('warns when the defender has no placement, keeps the folga natalícia to one day and shows a rule refusal as the server words it', async () => {
    const user = userEvent.setup();
    const s = loginAs(ESCRITA);
    const RECUSA = 'A folga natalícia deve ser no mês do aniversário do(a) defensor(a): maio.';
    const { calls } = mockApi(s, cadastros, sugestao([], AVISO), (c) =>
      c.method === 'POST' && c.path === 'periodo' ? { status: 400, body: { message: RECUSA, regra: 7 } } : undefined,
    );
    renderPage(<AcaoFormPage />, { route: '/acoes/create/5', path: '/acoes/create/:defensorid', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Folga Natalícia' }));
    expect(screen.queryByRole('combobox', { name: 'Período aquisitivo' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Vigência início' }), '12/06/2025');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Vigência fim' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Vigência fim' })).toHaveValue('12/06/2025');
    expect(await screen.findByText(AVISO)).toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'substituicao/sugestao')!.query)).toMatchObject({ data_inicial: '2025-06-12', data_final: '2025-06-12' });

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const alerta = await screen.findByRole('alert', { name: 'A ação não foi salva' });
    expect(alerta).toHaveTextContent(RECUSA);
    expect(alerta).toHaveTextContent('Regra: Folga natalícia no mês do aniversário');
    // Switching rules needs GERENCIAR_REGRAS.
    expect(within(alerta).queryByRole('link', { name: 'Regras de Validação de Ações' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ tipo: 1, data_inicial: '2025-06-12', data_final: '2025-06-12', data_aquisitiva: null, substituicoes: [] });
    expect(screen.queryByText('ações da defensora')).not.toBeInTheDocument();
  });

  it('says what is missing before sending: dates and the acquisition period', async () => {
    const user = userEvent.setup();
    const s = loginAs(ESCRITA);
    const { calls } = mockApi(s, cadastros);
    renderPage(<AcaoFormPage />, { route: '/acoes/create/5', path: '/acoes/create/:defensorid', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Data de início é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Data de fim é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Informe o período aquisitivo.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits with the version read, shows the stored substitutions and the conflict of a stale save', async () => {
    const user = userEvent.setup();
    const s = loginAs(ESCRITA);
    let conflito = true;
    const { calls } = mockApi(s, cadastros, comDetalhe, (c) => {
      if (c.method === 'PUT' && c.path === 'periodo/20') {
        return conflito
          ? { status: 409, body: { message: 'O registro foi alterado por outra pessoa depois que você o abriu.', versaoAtual: 4 } }
          : { body: { message: 'Período atualizado.', id: 20, versao: 5 } };
      }
      if (c.method === 'DELETE' && c.path === 'periodo/20') return { body: { message: 'Período removido.' } };
      if (c.path === 'historico') return { body: [] };
      return undefined;
    });
    renderPage(<AcaoFormPage />, { route: '/acoes/edit/20', path: '/acoes/edit/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByRole('heading', { name: 'Editar ação' })).toBeInTheDocument();
    await waitFor(() => expect(within(linha(CIVEL.nome)).getByRole('combobox', { name: 'Substituto' })).toHaveValue('Bruno Souza'));
    expect(within(linha(CIVEL.nome)).getByRole('textbox', { name: 'Anotação' })).toHaveValue('Pauta da manhã');
    expect(screen.getByRole('textbox', { name: 'Vigência início' })).toHaveValue('01/07/2025');
    expect(screen.getByText(/Última alteração por joana/)).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'substituicao/sugestao')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro alterado por outra pessoa')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ versao: 3, substituicoes: [{ defensoria: { id: 31 }, substituto: { id: 7 }, anotacao: 'Pauta da manhã' }] });
    await user.click(screen.getByRole('button', { name: 'Manter as minhas alterações' }));
    conflito = false;
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Período atualizado.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toMatchObject({ versao: 4 });
    expect(await screen.findByText('ações da defensora')).toBeInTheDocument();
  });

  it('removes the action after the confirmation', async () => {
    const user = userEvent.setup();
    const s = loginAs(ESCRITA);
    const { calls } = mockApi(s, cadastros, comDetalhe, (c) => (c.method === 'DELETE' && c.path === 'periodo/20' ? { body: { message: 'Período removido.' } } : undefined));
    renderPage(<AcaoFormPage />, { route: '/acoes/edit/20', path: '/acoes/edit/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Excluir Férias de Ana Lima de 01/07/2025 a 30/07/2025? As substituições vão junto.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Período removido.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'periodo/20')).toBe(true);
    expect(await screen.findByText('ações da defensora')).toBeInTheDocument();
  });

  it('is read-only without PERIODO_UPDATE', async () => {
    const s = loginAs(['PERIODO_READ']);
    mockApi(s, cadastros, comDetalhe);
    renderPage(<AcaoFormPage />, { route: '/acoes/edit/20', path: '/acoes/edit/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByText('Somente consulta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar defensoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover a substituição/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vigência início' })).toBeDisabled();
  });

  it('without SUBSTITUICAO_CREATE asks no suggestion and offers no new row', async () => {
    const user = userEvent.setup();
    const s = loginAs(['PERIODO_ENUMERATE', 'PERIODO_CREATE']);
    const { calls } = mockApi(s, cadastros, sugestao([{ id: null, defensoria: CIVEL, substituto: BRUNO, anotacao: null }]));
    renderPage(<AcaoFormPage />, { route: '/acoes/create/5', path: '/acoes/create/:defensorid', extraRoutes: lista, me: s.me });
    await screen.findByText('Ana Lima');
    await digitarDatas(user, '01/07/2025', '30/07/2025');
    expect(screen.getByText('Nenhuma substituição.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar defensoria' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === 'substituicao/sugestao')).toBe(false);
  });
});

describe('/acoes/editar/{id}', () => {
  it('the e-mails link (ADR 062) opens the form of /acoes/edit/{id}', async () => {
    const s = loginAs(['PERIODO_READ']);
    mockApi(s);
    renderPage(<EditarAcaoRedirect />, { route: '/acoes/editar/20', path: '/acoes/editar/:id', extraRoutes: [{ path: '/acoes/edit/:id', element: <p>formulário da ação</p> }], me: s.me });
    expect(await screen.findByText('formulário da ação')).toBeInTheDocument();
  });
});
