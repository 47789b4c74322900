import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import VaraFormPage from './vara-form-page';

const TODAS = ['VARA_CREATE', 'VARA_READ', 'VARA_UPDATE', 'VARA_DELETE', 'VARA_ENUMERATE'];
const lista = [{ path: '/varas', element: <p>listagem de varas</p> }];
const vara = {
  id: 6, ordem: 2, nome: '2ª Vara Criminal', atuacao: { id: 2, nome: 'Criminal' }, defensorias: 1,
  criadoEm: '2025-09-01T12:00:00.000Z', editadoEm: '2025-09-20T13:30:00.000Z', criadoPor: { username: 'admin' }, editadoPor: { username: 'maria' }, versao: 5,
};
const atuacoes = (c: ApiCall) => (c.method === 'GET' && c.path === 'atuacao' ? { body: [[{ id: 1, ordem: 0, nome: 'Cível' }, { id: 2, ordem: 1, nome: 'Criminal' }], 2] } : undefined);
// The form reads the detail, which carries the version its PUT sends back (a list row has none).
const lerVara = (c: ApiCall) => (c.method === 'GET' && c.path === 'vara/6' ? { body: vara } : undefined);
/** The Select's input, by its label (Mantine also labels a hidden input, so getByLabelText finds two). */
const atuacao = () => document.getElementById(screen.getByText('Atuação', { selector: 'label' }).getAttribute('for')!)!;
const editar = { route: '/varas/editar/6', path: '/varas/editar/:id', extraRoutes: lista };

describe('VaraFormPage', () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for atuação and nome, posts them with the ordem, says 'Vara Cadastrada.' and returns to the list", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), atuacoes, (c) => (c.method === 'POST' && c.path === 'vara' ? { status: 201, body: { ...vara, id: 9 } } : undefined));
    renderPage(<VaraFormPage />, { route: '/varas/criar', path: '/varas/criar', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Selecione a atuação.')).toBeInTheDocument();
    expect(screen.getByText('Informe o nome da vara.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(Object.fromEntries(calls.find((c) => c.path === 'atuacao')!.query)).toEqual({ skip: '0', take: '1000' });
    await user.clear(screen.getByLabelText('Ordem'));
    await user.type(screen.getByLabelText('Ordem'), '3');
    await user.click(atuacao());
    await user.click(await screen.findByRole('option', { name: 'Cível' }));
    await user.type(screen.getByRole('textbox', { name: /Nome/ }), '3ª Vara Cível');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ordem: 3, nome: '3ª Vara Cível', atuacao: { id: 1 } });
    expect(await screen.findByText('Vara Cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de varas')).toBeInTheDocument();
  });

  it("reads the vara's detail, saves with PUT sending its versao and says 'Vara Atualizada.'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), atuacoes, lerVara, (c) => (c.method === 'PUT' ? { body: vara } : undefined));
    renderPage(<VaraFormPage />, { ...editar, me: s.me });
    expect(await screen.findByDisplayValue('2ª Vara Criminal')).toBeInTheDocument();
    expect(atuacao()).toHaveValue('Criminal');
    expect(calls.filter((c) => c.path.startsWith('vara')).map((c) => c.path)).toEqual(['vara/6']);
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    await user.click(atuacao());
    await user.click(await screen.findByRole('option', { name: 'Cível' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Vara Atualizada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'vara/6', body: { ordem: 2, nome: '2ª Vara Criminal', atuacao: { id: 1 }, versao: 5 } });
  });

  it("confirms the delete and says 'Vara Removida.' in warning (yellow) style", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), atuacoes, lerVara, (c) => (c.method === 'DELETE' ? { body: { message: 'Vara Removida.' } } : undefined));
    renderPage(<VaraFormPage />, { ...editar, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a vara "2ª Vara Criminal"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    const toast = await screen.findByText('Vara Removida.');
    expect(toast.closest('.mantine-Notification-root')!.getAttribute('style')).toContain('yellow');
    expect(await screen.findByText('listagem de varas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['vara/6']);
  });

  it('shows the server’s 409 for a vara with defensorias and stays on the form', async () => {
    const user = userEvent.setup();
    mockApi((s = loginAs(TODAS)), atuacoes, lerVara, (c) => (c.method === 'DELETE' ? { status: 409, body: { message: 'A vara não pode ser excluída: tem 1 defensoria.' } } : undefined));
    renderPage(<VaraFormPage />, { ...editar, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A vara não pode ser excluída: tem 1 defensoria.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2ª Vara Criminal')).toBeInTheDocument();
  });

  it('says when the vara does not exist (404) and is read-only without VARA_UPDATE', async () => {
    mockApi((s = loginAs(['VARA_READ'])), atuacoes, lerVara, (c) => (c.path === 'vara/8' ? { status: 404, body: { message: 'Vara não encontrada.' } } : undefined));
    const { unmount } = renderPage(<VaraFormPage />, { ...editar, me: s.me });
    expect(await screen.findByDisplayValue('2ª Vara Criminal')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    unmount();
    renderPage(<VaraFormPage />, { route: '/varas/editar/8', path: '/varas/editar/:id', me: s.me });
    expect(await screen.findByText('Vara não encontrada.', { selector: '.mantine-Alert-message *, .mantine-Alert-message' })).toBeInTheDocument();
  });
});
