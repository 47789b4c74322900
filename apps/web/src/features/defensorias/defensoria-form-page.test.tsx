import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DefensoriaFormPage from './defensoria-form-page';

const ESCRITA = ['DEFENSORIA_CREATE', 'DEFENSORIA_UPDATE', 'DEFENSORIA_DELETE', 'DEFENSORIA_READ'];
const lista = [{ path: '/defensoria', element: <p>listagem de defensorias</p> }];

const detalhe = {
  id: 4,
  ordem: 2,
  codigo: 'CIV-01',
  nome: '1ª Defensoria Cível',
  vara: { id: 30, nome: '1ª Vara Cível' },
  comarca: { id: 1, nome: 'Aracaju' },
  predio: { id: 10, nome: 'Fórum Gumersindo Bessa' },
  defensoriasubstituta1: { id: 5, nome: '2ª Defensoria Cível' },
  defensoriasubstituta2: null,
  exibirrelatorio: true,
  maximo_estagiarios: 3,
  anotacao: 'Plantão às sextas.',
  telefone: { ddd: 79, numero: '32114567' },
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
  versao: 4,
};

/** The lookup lists the form asks for (GET vara, comarca, predio and defensoria with skip 0, take 1000). */
const opcoes = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'vara') return { body: [[{ id: 30, nome: '1ª Vara Cível' }, { id: 31, nome: 'Vara Criminal' }], 2] };
  if (c.path === 'comarca') return { body: [[{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }], 2] };
  if (c.path === 'predio')
    return { body: [[{ id: 10, nome: 'Fórum Gumersindo Bessa', comarca: { id: 1, nome: 'Aracaju' } }, { id: 11, nome: 'Fórum de Lagarto', comarca: { id: 2, nome: 'Lagarto' } }], 2] };
  if (c.path === 'defensoria')
    return { body: [[{ id: 4, nome: '1ª Defensoria Cível' }, { id: 5, nome: '2ª Defensoria Cível' }, { id: 6, nome: 'Defensoria Criminal' }], 3] };
  return undefined;
};
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'defensoria/4' ? { body: detalhe } : undefined);

/** The input of a label (Mantine's Select is not always found by getByLabelText). */
function campo(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}
const escolher = async (user: ReturnType<typeof userEvent.setup>, rotulo: string, opcao: string) => {
  await user.click(campo(rotulo));
  await user.click(await screen.findByRole('option', { name: opcao }));
};
const opcoesVisiveis = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('DefensoriaFormPage', { timeout: 20_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the defaults, says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes);
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/criar', path: '/defensoria/criar', me: s.me });
    expect(await screen.findByLabelText(/^Nome/)).toHaveFocus();
    expect(campo('Ordem')).toHaveValue('0');
    expect(campo('Máx. Estagiários')).toHaveValue('0');
    expect(campo('DDD')).toHaveValue('79');
    expect(screen.getByRole('checkbox', { name: /Relatório/ })).toBeChecked();
    // 0 to 99 (§5): a larger number typed stays as typed and the rule is said when the field is left.
    await user.type(campo('Máx. Estagiários'), '{selectall}150');
    await user.tab();
    expect(campo('Máx. Estagiários')).toHaveValue('150');
    expect(screen.getByText('O máximo de estagiários deve estar entre 0 e 99.')).toBeInTheDocument();
    await user.type(campo('Ordem'), '{selectall}-3');
    await user.tab();
    expect(campo('Ordem')).toHaveValue('-3');
    expect(screen.getByText('A ordem deve ser um número inteiro maior ou igual a 0.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome da defensoria.')).toBeInTheDocument();
    expect(screen.getByText('Selecione a comarca.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    await waitFor(() => expect(calls.filter((c) => ['vara', 'comarca', 'predio', 'defensoria'].includes(c.path))).toHaveLength(4));
    const lookups = calls.filter((c) => ['vara', 'comarca', 'predio', 'defensoria'].includes(c.path));
    expect(lookups.every((c) => c.query.get('skip') === '0' && c.query.get('take') === '1000')).toBe(true);
  });

  it('posts every field with {id} references, says "Defensoria cadastrada." and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      (c) => (c.method === 'POST' && c.path === 'defensoria' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined),
    );
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/criar', path: '/defensoria/criar', extraRoutes: lista, me: s.me });
    await user.type(await screen.findByLabelText(/^Nome/), '3ª Defensoria Cível');
    await user.type(campo('Código'), 'CIV-03');
    await user.type(campo('Ordem'), '{selectall}4');
    await user.click(screen.getByRole('checkbox', { name: /Relatório/ }));
    await escolher(user, 'Vara', 'Vara Criminal');
    await escolher(user, '1ª Defensoria substituta', 'Defensoria Criminal');
    // The second substitute never offers the first one's choice.
    await user.click(campo('2ª Defensoria substituta'));
    await screen.findByRole('option', { name: '2ª Defensoria Cível' });
    expect(opcoesVisiveis()).not.toContain('Defensoria Criminal');
    await user.click(screen.getByRole('option', { name: '2ª Defensoria Cível' }));
    await escolher(user, 'Comarca', 'Lagarto');
    // Only the chosen comarca's buildings are offered.
    await user.click(campo('Unidade'));
    await screen.findByRole('option', { name: 'Fórum de Lagarto' });
    expect(opcoesVisiveis()).toEqual(['Fórum de Lagarto']);
    await user.click(screen.getByRole('option', { name: 'Fórum de Lagarto' }));
    await user.type(campo('Máx. Estagiários'), '{selectall}6');
    await user.type(campo('Anotação'), 'Atende Simão Dias.');
    const telefone = campo('Número do telefone');
    await user.type(telefone, '36311234');
    expect(telefone).toHaveValue('3631-1234');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      ordem: 4,
      exibirrelatorio: false,
      codigo: 'CIV-03',
      nome: '3ª Defensoria Cível',
      vara: { id: 31 },
      defensoriasubstituta1: { id: 6 },
      defensoriasubstituta2: { id: 5 },
      comarca: { id: 2 },
      predio: { id: 11 },
      maximo_estagiarios: 6,
      anotacao: 'Atende Simão Dias.',
      telefone: { ddd: 79, numero: '36311234' },
    });
    expect(await screen.findByText('Defensoria cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de defensorias')).toBeInTheDocument();
  });

  it('loads the record, never offers itself as substitute, clears one and saves with PUT: "Defensoria atualizada."', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      comDetalhe,
      (c) => (c.method === 'PUT' && c.path === 'defensoria/4' ? { body: detalhe } : undefined),
    );
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/editar/4', path: '/defensoria/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('1ª Defensoria Cível')).toBeInTheDocument();
    expect(campo('1ª Defensoria substituta')).toHaveValue('2ª Defensoria Cível');
    expect(campo('Vara')).toHaveValue('1ª Vara Cível');
    expect(campo('Unidade')).toHaveValue('Fórum Gumersindo Bessa');
    expect(screen.getByDisplayValue('3211-4567')).toBeInTheDocument();
    expect(screen.getByText(/Última alteração por maria em 20\/09\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    // Who answered for the office on a day (issue 14) opens from the saved record's form.
    expect(screen.getByRole('button', { name: 'Quem respondeu' })).toBeInTheDocument();
    await user.click(campo('2ª Defensoria substituta'));
    await screen.findByRole('option', { name: 'Defensoria Criminal' });
    expect(opcoesVisiveis()).toEqual(['Defensoria Criminal']);
    await user.keyboard('{Escape}');
    await user.click(campo('1ª Defensoria substituta').parentElement!.querySelector('button')!);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      ordem: 2,
      exibirrelatorio: true,
      codigo: 'CIV-01',
      nome: '1ª Defensoria Cível',
      vara: { id: 30 },
      defensoriasubstituta1: null,
      defensoriasubstituta2: null,
      comarca: { id: 1 },
      predio: { id: 10 },
      maximo_estagiarios: 3,
      anotacao: 'Plantão às sextas.',
      telefone: { ddd: 79, numero: '32114567' },
      versao: 4,
    });
    expect(await screen.findByText('Defensoria atualizada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de defensorias')).toBeInTheDocument();
  });

  it("puts the server's field error on its select and stays", async () => {
    const user = userEvent.setup();
    mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      comDetalhe,
      (c) =>
        c.method === 'PUT'
          ? { status: 400, body: { message: 'Unidade não encontrada.', fieldErrors: { predio: ['Selecione uma unidade existente.'] } } }
          : undefined,
    );
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/editar/4', path: '/defensoria/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione uma unidade existente.')).toBeInTheDocument();
    expect(screen.getByText('Unidade não encontrada.')).toBeInTheDocument();
    expect(screen.queryByText('listagem de defensorias')).not.toBeInTheDocument();
  });

  it("asks before deleting, shows the server's 409 and stays; removes and returns when allowed", async () => {
    const user = userEvent.setup();
    const emUso = 'A defensoria não pode ser excluída: tem 1 distrito (Centro).';
    let usada = true;
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      comDetalhe,
      (c) => (c.method === 'DELETE' ? (usada ? { status: 409, body: { message: emUso } } : { body: { message: 'Defensoria removida.' } }) : undefined),
    );
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/editar/4', path: '/defensoria/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    let dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a defensoria "1ª Defensoria Cível"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(emUso)).toBeInTheDocument();
    expect(screen.getByDisplayValue('1ª Defensoria Cível')).toBeInTheDocument();

    usada = false;
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Defensoria removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de defensorias')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['defensoria/4', 'defensoria/4']);
  });

  it('shows the record read-only to a user who may only list defensorias', async () => {
    mockApi((s = loginAs(['DEFENSORIA_ENUMERATE'])), opcoes, comDetalhe);
    renderPage(<DefensoriaFormPage />, { route: '/defensoria/editar/4', path: '/defensoria/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('1ª Defensoria Cível')).toBeDisabled();
    expect(screen.getByText('Você pode consultar este registro, mas não tem permissão para alterá-lo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listagem' })).toHaveAttribute('href', '/defensoria');
  });
});
