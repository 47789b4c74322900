import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import DistritoFormPage from './distrito-form-page';

const ESCRITA = ['DISTRITO_CREATE', 'DISTRITO_UPDATE', 'DISTRITO_DELETE', 'DISTRITO_READ'];
const lista = [{ path: '/distrito', element: <p>listagem de distritos</p> }];

const detalhe = {
  id: 7,
  ordem: 3,
  nome: 'Mosqueiro',
  defensoria: { id: 2, nome: 'Defensoria da Zona Sul' },
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-22T08:15:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'joana' },
  versao: 4,
};
const defensorias = (c: ApiCall) =>
  c.method === 'GET' && c.path === 'defensoria' ? { body: [[{ id: 1, nome: 'Defensoria do Centro' }, { id: 2, nome: 'Defensoria da Zona Sul' }], 2] } : undefined;
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'distrito/7' ? { body: detalhe } : undefined);

function campo(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}

describe('DistritoFormPage', { timeout: 20_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing, then posts and says "Distrito {nome} salvo com sucesso."', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      defensorias,
      (c) => (c.method === 'POST' && c.path === 'distrito' ? { status: 201, body: { ...detalhe, id: 8, nome: 'Aruana' } } : undefined),
    );
    renderPage(<DistritoFormPage />, { route: '/distrito/criar', path: '/distrito/criar', extraRoutes: lista, me: s.me });
    const nome = await screen.findByLabelText(/^Nome/);
    expect(nome).toHaveFocus();
    expect(campo('Ordem')).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome do distrito.')).toBeInTheDocument();
    expect(screen.getByText('Selecione a defensoria.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(calls.find((c) => c.path === 'defensoria')!.query.toString()).toBe('skip=0&take=1000');

    await user.type(nome, ' Aruana ');
    await user.type(campo('Ordem'), '{selectall}2');
    await user.click(campo('Defensoria'));
    await user.click(await screen.findByRole('option', { name: 'Defensoria do Centro' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ordem: 2, nome: 'Aruana', defensoria: { id: 1 } });
    expect(await screen.findByText('Distrito Aruana salvo com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de distritos')).toBeInTheDocument();
  });

  it('loads the record with its audit info and history, saves with PUT', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      defensorias,
      comDetalhe,
      (c) => (c.method === 'PUT' && c.path === 'distrito/7' ? { body: detalhe } : undefined),
    );
    renderPage(<DistritoFormPage />, { route: '/distrito/editar/7', path: '/distrito/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Mosqueiro')).toBeInTheDocument();
    expect(campo('Defensoria')).toHaveValue('Defensoria da Zona Sul');
    expect(screen.getByText(/Última alteração por joana em 22\/09\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    await user.type(campo('Nome'), ' Velho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ ordem: 3, nome: 'Mosqueiro Velho', defensoria: { id: 2 }, versao: 4 });
    expect(await screen.findByText('Distrito Mosqueiro Velho salvo com sucesso.')).toBeInTheDocument();
  });

  it('asks before deleting, then says "Distrito removido." and returns to the list; read-only without the permissions', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), defensorias, comDetalhe, (c) =>
      c.method === 'DELETE' && c.path === 'distrito/7' ? { body: { message: 'Distrito removido.' } } : undefined,
    );
    const { unmount } = renderPage(<DistritoFormPage />, { route: '/distrito/editar/7', path: '/distrito/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o distrito "Mosqueiro"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Distrito removido.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de distritos')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    unmount();

    mockApi((s = loginAs(['DISTRITO_ENUMERATE'])), defensorias, comDetalhe);
    renderPage(<DistritoFormPage />, { route: '/distrito/editar/7', path: '/distrito/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Mosqueiro')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
