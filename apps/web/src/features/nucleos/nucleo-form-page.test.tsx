import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import NucleoFormPage from './nucleo-form-page';

const ESCRITA = ['NUCLEO_CREATE', 'NUCLEO_UPDATE', 'NUCLEO_DELETE', 'NUCLEO_READ', 'DEFENSOR_ENUMERATE'];
const lista = [{ path: '/nucleo', element: <p>listagem de núcleos</p> }];

const detalhe = {
  id: 4,
  ordem: 2,
  nome: 'Núcleo de Defesa da Mulher',
  comarca: { id: 1, nome: 'Aracaju' },
  predio: { id: 10, nome: 'Central de Atendimento' },
  telefone: { ddd: 79, numero: '32114567' },
  substituto1: { id: 7, nome: 'Ana Souza Lima' },
  // an exonerated defender: not in the active list, still shown as the saved choice
  substituto2: { id: 99, nome: 'Caio Antigo' },
  maximoIntegrantes: 3,
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
};

/** The lookup lists every form opening asks for (comarca and predio: skip 0, take 1000; defenders take 10000). */
const opcoes = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  if (c.path === 'comarca') return { body: [[{ id: 1, nome: 'Aracaju' }, { id: 2, nome: 'Lagarto' }], 2] };
  if (c.path === 'predio')
    return { body: [[{ id: 10, nome: 'Central de Atendimento', comarca: { id: 1, nome: 'Aracaju' } }, { id: 11, nome: 'Fórum de Lagarto', comarca: { id: 2, nome: 'Lagarto' } }], 2] };
  if (c.path === 'defensor/opcoes') return { body: [{ id: 7, nome: 'Ana Souza Lima', ativo: true }, { id: 8, nome: 'Bruno Dantas', ativo: true }] };
  return undefined;
};
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'nucleo/4' ? { body: detalhe } : undefined);

/** The input of a label (Mantine's Select is not always found by getByLabelText). */
function campo(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}
const escolher = async (user: ReturnType<typeof userEvent.setup>, rotulo: string, opcao: string) => {
  await user.click(campo(rotulo));
  await user.click(await screen.findByRole('option', { name: opcao }));
};

describe('NucleoFormPage', { timeout: 20_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing or out of range and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes);
    renderPage(<NucleoFormPage />, { route: '/nucleo/criar', path: '/nucleo/criar', me: s.me });
    expect(await screen.findByLabelText(/^Nome/)).toHaveFocus();
    expect(campo('Ordem')).toHaveValue('0');
    expect(campo('DDD')).toHaveValue('79');
    // The field holds 0 to 99 (§5): a larger number typed stays as typed and the rule is said when it is left.
    await user.type(campo('Máx. Estagiários'), '{selectall}150');
    await user.tab();
    expect(campo('Máx. Estagiários')).toHaveValue('150');
    expect(screen.getByText('O máximo de estagiários deve estar entre 0 e 99.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome do núcleo.')).toBeInTheDocument();
    expect(screen.getByText('Selecione a comarca.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    const lookups = calls.filter((c) => ['comarca', 'predio', 'defensor/opcoes'].includes(c.path));
    expect(lookups.map((c) => [c.path, c.query.get('skip'), c.query.get('take')]).sort()).toEqual([
      ['comarca', '0', '1000'],
      ['defensor/opcoes', null, null],
      ['predio', '0', '1000'],
    ]);
  });

  it('posts the núcleo with {id} references and the phone digits, says "Núcleo cadastrada." and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      (c) => (c.method === 'POST' && c.path === 'nucleo' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined),
    );
    renderPage(<NucleoFormPage />, { route: '/nucleo/criar', path: '/nucleo/criar', extraRoutes: lista, me: s.me });
    await user.type(await screen.findByLabelText(/^Nome/), 'Núcleo de Saúde');
    await user.type(campo('Máx. Estagiários'), '{selectall}5');
    await escolher(user, '1º Substituto', 'Bruno Dantas');
    // The second select no longer offers the first one's defender.
    await user.click(campo('2º Substituto'));
    expect(await screen.findByRole('option', { name: 'Ana Souza Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bruno Dantas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ana Souza Lima' }));
    await escolher(user, 'Comarca', 'Lagarto');
    // Only the chosen comarca's buildings are offered.
    await user.click(campo('Unidade'));
    expect(await screen.findByRole('option', { name: 'Fórum de Lagarto' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Central de Atendimento' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Fórum de Lagarto' }));
    const telefone = campo('Número do telefone');
    await user.type(telefone, '32114567');
    expect(telefone).toHaveValue('3211-4567');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      ordem: 0,
      nome: 'Núcleo de Saúde',
      comarca: { id: 2 },
      predio: { id: 11 },
      substituto1: { id: 8 },
      substituto2: { id: 7 },
      maximoIntegrantes: 5,
      telefone: { ddd: 79, numero: '32114567' },
    });
    expect(await screen.findByText('Núcleo cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de núcleos')).toBeInTheDocument();
  });

  it('loads the record with its audit info, clears a substitute and saves with PUT: "Núcleo atualizada."', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      opcoes,
      comDetalhe,
      (c) => (c.method === 'PUT' && c.path === 'nucleo/4' ? { body: detalhe } : undefined),
    );
    renderPage(<NucleoFormPage />, { route: '/nucleo/editar/4', path: '/nucleo/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Núcleo de Defesa da Mulher')).toBeInTheDocument();
    expect(campo('2º Substituto')).toHaveValue('Caio Antigo');
    expect(campo('Unidade')).toHaveValue('Central de Atendimento');
    expect(screen.getByDisplayValue('3211-4567')).toBeInTheDocument();
    expect(screen.getByText(/Última alteração por maria em 20\/09\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    const limpar = campo('2º Substituto').parentElement!.querySelector('button')!;
    await user.click(limpar);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      nome: 'Núcleo de Defesa da Mulher', ordem: 2, comarca: { id: 1 }, predio: { id: 10 }, substituto1: { id: 7 }, substituto2: null, maximoIntegrantes: 3,
    });
    expect(await screen.findByText('Núcleo atualizada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de núcleos')).toBeInTheDocument();
  });

  it('asks before deleting, shows a 409 and stays; then removes: "Núcleo removida."', async () => {
    const user = userEvent.setup();
    let emUso = true;
    const { calls } = mockApi((s = loginAs(ESCRITA)), opcoes, comDetalhe, (c) =>
      c.method === 'DELETE'
        ? emUso
          ? { status: 409, body: { message: 'O núcleo não pode ser excluído: ainda há registros de Lotação vinculados.' } }
          : { body: { message: 'Núcleo removido.' } }
        : undefined,
    );
    renderPage(<NucleoFormPage />, { route: '/nucleo/editar/4', path: '/nucleo/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    let dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o núcleo "Núcleo de Defesa da Mulher"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('O núcleo não pode ser excluído: ainda há registros de Lotação vinculados.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Núcleo de Defesa da Mulher')).toBeInTheDocument();

    emUso = false;
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Núcleo removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de núcleos')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['nucleo/4', 'nucleo/4']);
  });

  it('without any DEFENSOR permission still lists the defenders by name (defensor/opcoes) and keeps the saved substitutes', async () => {
    const { calls } = mockApi((s = loginAs(['NUCLEO_READ', 'NUCLEO_UPDATE'])), opcoes, comDetalhe);
    renderPage(<NucleoFormPage />, { route: '/nucleo/editar/4', path: '/nucleo/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Núcleo de Defesa da Mulher')).toBeInTheDocument();
    expect(campo('1º Substituto')).toHaveValue('Ana Souza Lima');
    await waitFor(() => expect(calls.some((c) => c.path === 'defensor/opcoes')).toBe(true));
    expect(calls.some((c) => c.path === 'defensor')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it('is read-only for a reader: no Salvar, no Excluir', async () => {
    mockApi((s = loginAs(['NUCLEO_ENUMERATE'])), opcoes, comDetalhe);
    renderPage(<NucleoFormPage />, { route: '/nucleo/editar/4', path: '/nucleo/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Núcleo de Defesa da Mulher')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listagem' })).toHaveAttribute('href', '/nucleo');
  });
});
