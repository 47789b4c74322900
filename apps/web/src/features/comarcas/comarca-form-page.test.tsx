import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import ComarcaFormPage from './comarca-form-page';

const TODAS = ['COMARCA_CREATE', 'COMARCA_READ', 'COMARCA_UPDATE', 'COMARCA_DELETE', 'COMARCA_ENUMERATE'];
const lista = [{ path: '/comarcas', element: <p>listagem de comarcas</p> }];
const detalhe = {
  id: 4, ordem: 2, prefixo: 'AJU', nome: 'Aracaju', agrupar: true,
  criadoEm: '2025-09-01T12:00:00.000Z', editadoEm: '2025-09-20T13:30:00.000Z', criadoPor: { username: 'admin' }, editadoPor: { username: 'maria' }, versao: 3,
};
const lerDetalhe = (c: { method: string; path: string }) => (c.method === 'GET' && c.path === 'comarca/4' ? { body: detalhe } : undefined);
const editar = { route: '/comarcas/editar/4', path: '/comarcas/editar/:id', extraRoutes: lista };

describe('ComarcaFormPage', () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the name, then posts ordem, prefixo, nome and agrupar, says 'Comarca Cadastrada.' and returns to the list", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), (c) => (c.method === 'POST' && c.path === 'comarca' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined));
    renderPage(<ComarcaFormPage />, { route: '/comarcas/criar', path: '/comarcas/criar', extraRoutes: lista, me: s.me });
    expect(await screen.findByLabelText('Ordem')).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome da comarca.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Ordem'));
    await user.type(screen.getByLabelText('Ordem'), '5');
    await user.type(screen.getByLabelText('Prefixo'), ' EST ');
    await user.type(screen.getByLabelText(/Nome/), 'Estância');
    await user.click(screen.getByLabelText('Agrupar'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ordem: 5, prefixo: 'EST', nome: 'Estância', agrupar: true });
    expect(await screen.findByText('Comarca Cadastrada.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de comarcas')).toBeInTheDocument();
  });

  it('keeps an ordem out of range as typed, says the rule and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)));
    renderPage(<ComarcaFormPage />, { route: '/comarcas/criar', path: '/comarcas/criar', extraRoutes: lista, me: s.me });
    const ordem = await screen.findByLabelText('Ordem');
    await user.type(screen.getByLabelText(/Nome/), 'Estância');
    await user.clear(ordem);
    await user.type(ordem, '-3');
    await user.tab();
    expect(ordem).toHaveValue('-3');
    expect(screen.getByText('A ordem deve ser um número inteiro maior ou igual a 0.')).toBeInTheDocument();
    await user.clear(ordem);
    await user.type(ordem, '100000');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(ordem).toHaveValue('100000');
    expect(await screen.findByText('A ordem deve ser no máximo 99999.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("loads the record with its audit line, saves with PUT and says 'Comarca Atualizada.'; a server field error lands on its field", async () => {
    const user = userEvent.setup();
    let recusar = true;
    const { calls } = mockApi((s = loginAs(TODAS)), lerDetalhe, (c) =>
      c.method === 'PUT'
        ? recusar
          ? { status: 400, body: { message: 'Prefixo: no máximo 30 caracteres.', fieldErrors: { prefixo: ['Prefixo: no máximo 30 caracteres.'] } } }
          : { body: detalhe }
        : undefined,
    );
    renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    const nome = await screen.findByDisplayValue('Aracaju');
    expect(screen.getByLabelText('Agrupar')).toBeChecked();
    expect(screen.getByText(/Última alteração por maria em/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('Prefixo: no máximo 30 caracteres.')).length).toBeGreaterThan(0);
    recusar = false;
    await user.clear(nome);
    await user.type(nome, 'Aracaju (capital)');
    await user.click(screen.getByLabelText('Agrupar'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Comarca Atualizada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({ path: 'comarca/4', body: { ordem: 2, prefixo: 'AJU', nome: 'Aracaju (capital)', agrupar: false, versao: 3 } });
    expect(await screen.findByText('listagem de comarcas')).toBeInTheDocument();
  });

  it("confirms and removes with 'Comarca Removida.'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(TODAS)), lerDetalhe, (c) => (c.method === 'DELETE' ? { body: { message: 'Comarca Removida.' } } : undefined));
    renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a comarca "Aracaju"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Comarca Removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de comarcas')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['comarca/4']);
  });

  it('shows the server’s 409 when the comarca is still in use and stays on the form', async () => {
    const user = userEvent.setup();
    const emUso = 'A comarca não pode ser excluída: tem 2 defensorias e 1 unidade.';
    mockApi((s = loginAs(TODAS)), lerDetalhe, (c) => (c.method === 'DELETE' ? { status: 409, body: { message: emUso } } : undefined));
    renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(emUso)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Aracaju')).toBeInTheDocument();
    expect(screen.queryByText('listagem de comarcas')).not.toBeInTheDocument();
  });

  it('is read-only without COMARCA_UPDATE and says when the comarca does not exist', async () => {
    mockApi((s = loginAs(['COMARCA_READ'])), lerDetalhe, (c) => (c.path === 'comarca/8' ? { status: 404, body: { message: 'Comarca não encontrada.' } } : undefined));
    const { unmount } = renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    expect(await screen.findByDisplayValue('Aracaju')).toBeDisabled();
    // The greyed fields say why (ADR 031).
    expect(screen.getByText('Você pode consultar este registro, mas não tem permissão para alterá-lo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    unmount();
    renderPage(<ComarcaFormPage />, { route: '/comarcas/editar/8', path: '/comarcas/editar/:id', me: s.me });
    expect(await screen.findByText('Comarca não encontrada.', { selector: '.mantine-Alert-message *, .mantine-Alert-message' })).toBeInTheDocument();
  });

  it('a stale save keeps what was typed, shows what changed since, and either keeps it (saving over version 4) or reloads version 4', async () => {
    const user = userEvent.setup();
    const estaleMsg = 'Este registro foi alterado por joao em 21/09/2025 10:00. Recarregue para ver a versão atual.';
    const atual = { ...detalhe, nome: 'Aracaju Centro', versao: 4, editadoEm: '2025-09-21T13:00:00.000Z', editadoPor: { username: 'joao' } };
    let servidor = detalhe;
    const { calls } = mockApi(
      (s = loginAs(TODAS)),
      (c) => (c.method === 'GET' && c.path === 'comarca/4' ? { body: servidor } : undefined),
      (c) =>
        c.method === 'GET' && c.path === 'historico'
          ? { body: [
              { id: 1, tabela: 'comarca', registro: '4', acao: 'UPDATE', criadoEm: '2025-09-20T13:30:00.000Z', criadoPor: { id: 2, username: 'maria' }, diff: { prefixo: { de: null, para: 'AJU' } } },
              { id: 2, tabela: 'comarca', registro: '4', acao: 'UPDATE', criadoEm: '2025-09-21T13:00:00.000Z', criadoPor: { id: 3, username: 'joao' }, diff: { nome: { de: 'Aracaju', para: 'Aracaju Centro' } } },
            ] }
          : undefined,
      (c) =>
        c.method === 'PUT'
          ? (c.body as { versao: number }).versao === 4
            ? { body: { ...atual, nome: 'Capital', versao: 5 } }
            : { status: 409, body: { message: estaleMsg, versaoAtual: 4 } }
          : undefined,
    );
    const { unmount } = renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    const nome = await screen.findByDisplayValue('Aracaju');
    servidor = atual;
    await user.clear(nome);
    await user.type(nome, 'Capital');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alerta = (await screen.findByText('Registro alterado por outra pessoa')).closest('[role="alert"], .mantine-Alert-root') as HTMLElement;
    expect(within(alerta).getByText(estaleMsg)).toBeInTheDocument();
    // Only the change made after the form was read is listed, with who made it.
    expect(await within(alerta).findByText('joao')).toBeInTheDocument();
    expect(within(alerta).queryByText('maria')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Nome/)).toHaveValue('Capital');
    expect(screen.queryByText('listagem de comarcas')).not.toBeInTheDocument();
    // Keeping one's own changes makes the next save go over version 4, knowingly.
    await user.click(within(alerta).getByRole('button', { name: 'Manter as minhas alterações' }));
    expect(screen.queryByText('Registro alterado por outra pessoa')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Comarca Atualizada.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { versao: number }).versao)).toEqual([3, 4]);
    unmount();

    // Or reload: the typed value goes and the current version (with its new name) is in the form.
    servidor = detalhe;
    renderPage(<ComarcaFormPage />, { ...editar, me: s.me });
    const outra = await screen.findByDisplayValue('Aracaju');
    servidor = atual;
    await user.clear(outra);
    await user.type(outra, 'Capital');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Carregar a versão atual' }));
    expect(await screen.findByDisplayValue('Aracaju Centro')).toBeInTheDocument();
    expect(screen.queryByText('Registro alterado por outra pessoa')).not.toBeInTheDocument();
  });
});
