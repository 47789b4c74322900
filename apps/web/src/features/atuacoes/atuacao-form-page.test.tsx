import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import AtuacaoFormPage from './atuacao-form-page';

const TODAS = ['ATUACAO_CREATE', 'ATUACAO_READ', 'ATUACAO_UPDATE', 'ATUACAO_DELETE', 'ATUACAO_ENUMERATE'];
const lista = [{ path: '/atuacoes', element: <p>listagem de atuações</p> }];
const detalhe = {
  id: 5, ordem: 1, nome: 'Criminal', varas: 3,
  criadoEm: '2025-09-01T12:00:00.000Z', editadoEm: '2025-09-20T13:30:00.000Z', criadoPor: { username: 'admin' }, editadoPor: { username: 'joana' }, versao: 2,
};
const lerDetalhe = (c: { method: string; path: string }) => (c.method === 'GET' && c.path === 'atuacao/5' ? { body: detalhe } : undefined);
const editar = { route: '/atuacoes/editar/5', path: '/atuacoes/editar/:id', extraRoutes: lista };

describe('AtuacaoFormPage', () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the name, posts ordem and nome (a cleared ordem as the default 0), says 'Atuação Cadastrada.'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), (c) => (c.method === 'POST' && c.path === 'atuacao' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined));
    renderPage(<AtuacaoFormPage />, { route: '/atuacoes/criar', path: '/atuacoes/criar', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome da atuação.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Ordem'));
    await user.type(screen.getByLabelText(/Nome/), '  Fazenda Pública ');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ordem: 0, nome: 'Fazenda Pública' });
    expect(await screen.findByText('Atuação Cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de atuações')).toBeInTheDocument();
  });

  it("shows the number of varas, saves with PUT and says 'Atuação Atualizada.'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), lerDetalhe, (c) => (c.method === 'PUT' ? { body: detalhe } : undefined));
    renderPage(<AtuacaoFormPage />, { ...editar, me: s.me });
    expect(await screen.findByText('3 varas vinculadas.')).toBeInTheDocument();
    expect(screen.getByText(/Última alteração por joana em/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    const ordem = screen.getByLabelText('Ordem');
    await user.clear(ordem);
    await user.type(ordem, '4');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atuação Atualizada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'atuacao/5', body: { ordem: 4, nome: 'Criminal', versao: 2 } });
  });

  it("confirms the delete; a 409 keeps the form, a success says 'Atuação Removida.'", async () => {
    const user = userEvent.setup();
    let emUso = true;
    const { calls } = mockApi((s = loginAs(TODAS)), lerDetalhe, (c) =>
      c.method === 'DELETE' ? (emUso ? { status: 409, body: { message: 'A atuação não pode ser excluída: tem 3 varas.' } } : { body: { message: 'Atuação Removida.' } }) : undefined,
    );
    renderPage(<AtuacaoFormPage />, { ...editar, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a atuação "Criminal"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A atuação não pode ser excluída: tem 3 varas.')).toBeInTheDocument();
    emUso = false;
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Atuação Removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de atuações')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['atuacao/5', 'atuacao/5']);
  });

  it('is read-only without ATUACAO_UPDATE and hides Excluir without ATUACAO_DELETE', async () => {
    mockApi((s = loginAs(['ATUACAO_ENUMERATE'])), lerDetalhe);
    renderPage(<AtuacaoFormPage />, { ...editar, me: s.me });
    expect(await screen.findByDisplayValue('Criminal')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
