import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import PredioFormPage from './predio-form-page';

const ESCRITA = ['PREDIO_CREATE', 'PREDIO_UPDATE', 'PREDIO_DELETE', 'PREDIO_READ'];
const lista = [{ path: '/predio', element: <p>listagem de unidades</p> }];
type User = ReturnType<typeof userEvent.setup>;

const detalhe = {
  id: 4,
  ordem: 2,
  nome: 'Fórum Gumersindo Bessa',
  tipo: 1,
  comarca: { id: 1, nome: 'Aracaju' },
  endereco: { cep: '49010000', cidade: 'Aracaju', bairro: 'Centro', logradouro: 'Praça Fausto Cardoso', complemento: null, numero: '10' },
  telefoneprincipal: { ddd: 79, numero: '32114567' },
  telefonesecundario: { ddd: 79, numero: null },
  defensorias: 3,
  nucleos: 1,
  setores: [
    { id: 21, sigla: 'ARQ', nome: 'Arquivo', capacidade: 2, responsavel: null },
    { id: 22, sigla: 'GER', nome: 'Gerência', capacidade: 5, responsavel: { id: 7, nome: 'Ana Souza Lima' } },
  ],
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
};

const PESSOAS = [{ id: 7, nome: 'Ana Souza Lima' }, { id: 8, nome: 'Bruno Dantas' }];

/** The comarca lookup (skip 0, take 1000) and the responsável search the form asks for. */
const opcoes = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'comarca') return { body: [[{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }], 2] };
  if (c.path === 'predio/responsaveis') {
    const nome = (c.query.get('nome') ?? '').toLowerCase();
    return { body: PESSOAS.filter((p) => p.nome.toLowerCase().includes(nome)) };
  }
  return undefined;
};
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'predio/4' ? { body: detalhe } : undefined);

/** The input of a label (Mantine's Select is not always found by getByLabelText). */
function campo(rotulo: string, dentro: HTMLElement = document.body): HTMLElement {
  const label = within(dentro).getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}
const escolher = async (user: User, input: HTMLElement, opcao: string) => {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: opcao }));
};

/** Fills and confirms the sector modal; `responsavel` is typed into the search and picked. */
async function setorNoModal(user: User, s: { sigla?: string; nome?: string; capacidade?: string; responsavel?: string }) {
  const dialogo = await screen.findByRole('dialog');
  if (s.sigla) await user.type(campo('Sigla', dialogo), s.sigla);
  for (const [rotulo, valor] of [['Nome', s.nome], ['Capacidade', s.capacidade]] as const) {
    if (valor === undefined) continue;
    await user.clear(campo(rotulo, dialogo));
    await user.type(campo(rotulo, dialogo), valor);
  }
  if (s.responsavel) {
    await user.type(campo('Responsável', dialogo), s.responsavel);
    // The list narrows only when the server answers the typed name (no filtering in the browser).
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([s.responsavel]));
    await user.click(screen.getByRole('option', { name: s.responsavel }));
  }
  return dialogo;
}

const linhaDoSetor = (sigla: string) => within(screen.getByRole('table', { name: 'Setores da unidade' })).getByText(sigla).closest('tr')!;

describe('PredioFormPage', { timeout: 30_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing, refuses a bad sector in its modal and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes);
    renderPage(<PredioFormPage />, { route: '/predio/criar', path: '/predio/criar', me: s.me });
    expect(await screen.findByRole('heading', { name: 'Unidade' })).toBeInTheDocument();
    expect(campo('Ordem')).toHaveValue('0');
    expect(screen.getByLabelText('DDD principal')).toHaveValue('79');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome da unidade.')).toBeInTheDocument();
    expect(screen.getByText('Selecione a comarca.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Adicionar setor' }));
    // Capacity left empty: the NumberInput itself keeps typed values within 1 to 999.
    const dialogo = await setorNoModal(user, { sigla: 'rec', nome: 'Recepção' });
    // Typed in upper case; the field stops at 7 characters (§5).
    expect(campo('Sigla', dialogo)).toHaveValue('REC');
    expect(campo('Sigla', dialogo)).toHaveAttribute('maxLength', '7');
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialogo).findByText('A capacidade deve estar entre 1 e 999.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(calls.filter((c) => c.path === 'comarca').map((c) => [c.query.get('skip'), c.query.get('take')])).toEqual([['0', '1000']]);
  });

  it('adds sectors (a repeated sigla updates its row), posts the whole building and says "Unidade cadastrada."', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      (c) => (c.method === 'POST' && c.path === 'predio' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined),
    );
    // The POST waits until the test lets it go, to see the busy label.
    let liberar = () => {};
    const portao = new Promise<void>((r) => (liberar = r));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await portao;
      return fetchMock(input, init);
    });
    renderPage(<PredioFormPage />, { route: '/predio/criar', path: '/predio/criar', extraRoutes: lista, me: s.me });
    await user.type(await screen.findByLabelText(/^Nome/), 'Fórum de Lagarto');
    await escolher(user, campo('Comarca'), 'Lagarto');
    await escolher(user, campo('Tipo'), 'Recepção');
    await user.type(campo('CEP'), '49400000');
    expect(campo('CEP')).toHaveValue('49400-000');
    await user.clear(screen.getByLabelText('DDD principal'));
    await user.type(screen.getByLabelText('DDD principal'), '999');
    await user.type(campo('Telefone principal'), '36311000');
    expect(campo('Telefone principal')).toHaveValue('3631-1000');

    await user.click(screen.getByRole('button', { name: 'Adicionar setor' }));
    let dialogo = await setorNoModal(user, { sigla: 'ger', nome: 'Gerência', capacidade: '5', responsavel: 'Bruno Dantas' });
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar setor' }));
    dialogo = await setorNoModal(user, { sigla: 'rec', nome: 'Recepção', capacidade: '12' });
    await user.click(within(dialogo).getByRole('button', { name: 'Adicionar' }));
    // GER again: the modal says so and its row is updated, not duplicated (§4).
    await user.click(screen.getByRole('button', { name: 'Adicionar setor' }));
    dialogo = await setorNoModal(user, { sigla: 'GER', nome: 'Gerência Geral', capacidade: '999', responsavel: 'Ana Souza Lima' });
    expect(within(dialogo).getByText('A sigla GER já está na lista: o setor será atualizado.')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(linhaDoSetor('GER')).getByText('Gerência Geral')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Setores da unidade' })).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('button', { name: 'Cadastrando...' })).toBeDisabled();
    liberar();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      ordem: 0,
      comarca: { id: 2 },
      nome: 'Fórum de Lagarto',
      tipo: 3,
      endereco: { cep: '49400000', cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
      telefoneprincipal: { ddd: 999, numero: '36311000' },
      telefonesecundario: { ddd: 79, numero: null },
      setores: [
        { sigla: 'GER', nome: 'Gerência Geral', capacidade: 999, responsavel: { id: 7 } },
        { sigla: 'REC', nome: 'Recepção', capacidade: 12, responsavel: null },
      ],
    });
    expect(await screen.findByText('Unidade cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de unidades')).toBeInTheDocument();
    // The responsável is searched on the server by the typed name, 20 at a time.
    expect(calls.some((c) => c.path === 'predio/responsaveis' && c.query.get('nome') === 'Bruno Dantas' && c.query.get('take') === '20')).toBe(true);
  });

  it('loads the building with its sectors and audit info; edits, removes and adds sectors and saves the whole list with PUT', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      comDetalhe,
      (c) => (c.method === 'PUT' && c.path === 'predio/4' ? { body: { message: 'Unidade atualizada.' } } : undefined),
    );
    let liberar = () => {};
    const portao = new Promise<void>((r) => (liberar = r));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await portao;
      return fetchMock(input, init);
    });
    renderPage(<PredioFormPage />, { route: '/predio/editar/4', path: '/predio/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Fórum Gumersindo Bessa')).toBeInTheDocument();
    expect(campo('Comarca')).toHaveValue('Aracaju');
    expect(campo('Tipo')).toHaveValue('Defensoria');
    expect(campo('CEP')).toHaveValue('49010-000');
    expect(campo('Telefone principal')).toHaveValue('3211-4567');
    expect(screen.getByText(/Última alteração por maria em 20\/09\/2025/)).toBeInTheDocument();
    expect(within(linhaDoSetor('GER')).getByText('Ana Souza Lima')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar o setor GER' }));
    const dialogo = await screen.findByRole('dialog');
    // The sigla is the key of a saved sector: it is shown, not changed.
    expect(campo('Sigla', dialogo)).toBeDisabled();
    await user.clear(campo('Capacidade', dialogo));
    await user.type(campo('Capacidade', dialogo), '8');
    await user.click(within(dialogo).getByRole('button', { name: 'Atualizar' }));
    await user.click(screen.getByRole('button', { name: 'Remover o setor ARQ' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar setor' }));
    const novo = await setorNoModal(user, { sigla: 'dir', nome: 'Diretoria', capacidade: '3' });
    await user.click(within(novo).getByRole('button', { name: 'Adicionar' }));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    liberar();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      ordem: 2,
      comarca: { id: 1 },
      nome: 'Fórum Gumersindo Bessa',
      tipo: 1,
      setores: [
        { sigla: 'GER', nome: 'Gerência', capacidade: 8, responsavel: { id: 7 } },
        { sigla: 'DIR', nome: 'Diretoria', capacidade: 3, responsavel: null },
      ],
    });
    expect(await screen.findByText('Unidade atualizada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de unidades')).toBeInTheDocument();
  });

  it("puts the server's sector error on its row and stays", async () => {
    const user = userEvent.setup();
    mockApi((s = loginAs(ESCRITA)), opcoes, comDetalhe, (c) =>
      c.method === 'PUT'
        ? { status: 400, body: { message: 'Responsável do setor GER não encontrado.', fieldErrors: { 'setores.1.responsavel': ['Selecione uma pessoa existente.'] } } }
        : undefined,
    );
    renderPage(<PredioFormPage />, { route: '/predio/editar/4', path: '/predio/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Responsável do setor GER não encontrado.')).toBeInTheDocument();
    expect(within(linhaDoSetor('GER')).getByText('Selecione uma pessoa existente.')).toBeInTheDocument();
    expect(screen.queryByText('listagem de unidades')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('asks before deleting, shows a 409 and stays; then removes: "Unidade removida."', async () => {
    const user = userEvent.setup();
    let emUso = true;
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes, comDetalhe, (c) =>
      c.method === 'DELETE'
        ? emUso
          ? { status: 409, body: { message: 'A unidade é usada por 3 defensorias e 1 núcleo e não pode ser excluída.' } }
          : { body: { message: 'Unidade removida.' } }
        : undefined,
    );
    renderPage(<PredioFormPage />, { route: '/predio/editar/4', path: '/predio/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    let dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a unidade "Fórum Gumersindo Bessa" e os seus setores?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A unidade é usada por 3 defensorias e 1 núcleo e não pode ser excluída.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Fórum Gumersindo Bessa')).toBeInTheDocument();

    emUso = false;
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Unidade removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de unidades')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['predio/4', 'predio/4']);
  });

  it("shows the history of the building and of each of its sectors", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes, comDetalhe, (c) =>
      c.path === 'historico'
        ? {
            body: [
              {
                id: c.query.get('tabela') === 'predio' ? 1 : Number(c.query.get('registro')),
                tabela: c.query.get('tabela'),
                registro: c.query.get('registro'),
                acao: 'INSERT',
                criadoEm: '2025-09-01T12:00:00.000Z',
                criadoPor: { id: 1, username: 'admin' },
                diff: { nome: { de: null, para: `nome em ${c.query.get('tabela')} ${c.query.get('registro')}` } },
              },
            ],
          }
        : undefined,
    );
    renderPage(<PredioFormPage />, { route: '/predio/editar/4', path: '/predio/editar/:id', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Histórico' }));
    const tabela = await screen.findByRole('table', { name: 'Histórico do registro' });
    expect(within(tabela).getAllByRole('row')).toHaveLength(4);
    const pedidos = calls.filter((c) => c.path === 'historico').map((c) => `${c.query.get('tabela')}/${c.query.get('registro')}`);
    expect(pedidos.sort()).toEqual(['predio/4', 'setor/21', 'setor/22']);
  });

  it('is read-only for a reader: fields disabled, no sector buttons, no Salvar, no Excluir', async () => {
    mockApi((s = loginAs(['PREDIO_ENUMERATE'])), opcoes, comDetalhe);
    renderPage(<PredioFormPage />, { route: '/predio/editar/4', path: '/predio/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Fórum Gumersindo Bessa')).toBeDisabled();
    expect(screen.getByText('Gerência')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar setor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar o setor GER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listagem' })).toHaveAttribute('href', '/predio');
  });
});
