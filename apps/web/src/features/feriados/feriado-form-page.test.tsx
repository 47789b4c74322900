import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import FeriadoFormPage from './feriado-form-page';

const ESCRITA = ['FOLHA_CREATE', 'FOLHA_UPDATE', 'FOLHA_DELETE', 'FOLHA_READ'];
const lista = [{ path: '/feriados', element: <p>calendário de bloqueios</p> }];

const lagarto = { id: 1, nome: 'Lagarto' };
const aracaju = { id: 2, nome: 'Aracaju' };
const defensorias = (c: ApiCall) =>
  c.method === 'GET' && c.path === 'defensoria'
    ? {
        body: [
          [
            { id: 11, nome: '1ª Defensoria Cível de Lagarto', comarca: lagarto },
            { id: 12, nome: '2ª Defensoria Criminal de Lagarto', comarca: lagarto },
            { id: 21, nome: '1ª Defensoria Cível de Aracaju', comarca: aracaju },
          ],
          3,
        ],
      }
    : undefined;
const detalhe = {
  id: 7,
  nome: 'Mudança de sede',
  inicio: '2025-06-02',
  fim: '2025-06-06',
  geral: false,
  defensorias: [{ id: 12, nome: '2ª Defensoria Criminal de Lagarto' }],
  criadoEm: '2025-05-01T12:00:00.000Z',
  editadoEm: '2025-05-20T08:15:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'joana' },
  versao: 2,
};
const comDetalhe = (c: ApiCall) => (c.method === 'GET' && c.path === 'feriado/7' ? { body: detalhe } : undefined);

const marcada = (nome: string) => (screen.getByRole('checkbox', { name: nome }) as HTMLInputElement).checked;
const grupos = () => [...document.querySelectorAll('fieldset legend')].map((l) => l.textContent);

describe('FeriadoFormPage', { timeout: 20_000 }, () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('groups the defensorias by comarca; search, Marcar Todos and Desmarcar Todos; posts the spec body', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      defensorias,
      (c) => (c.method === 'POST' && c.path === 'feriado' ? { status: 201, body: { ...detalhe, id: 8 } } : undefined),
    );
    renderPage(<FeriadoFormPage />, { route: '/feriados/criar', path: '/feriados/criar', extraRoutes: lista, me: s.me });
    expect(await screen.findByRole('checkbox', { name: '1ª Defensoria Cível de Aracaju' })).toBeInTheDocument();
    expect(grupos()).toEqual(['Aracaju', 'Lagarto']);
    expect(calls.find((c) => c.path === 'defensoria')!.query.toString()).toBe('skip=0&take=1000');

    // The search (accents and case folded) narrows the list; Marcar Todos marks what it shows.
    await user.type(screen.getByRole('textbox', { name: 'Buscar defensoria' }), 'civel');
    expect(screen.queryByRole('checkbox', { name: '2ª Defensoria Criminal de Lagarto' })).not.toBeInTheDocument();
    expect(grupos()).toEqual(['Aracaju', 'Lagarto']);
    await user.click(screen.getByRole('button', { name: 'Marcar Todos' }));
    expect(screen.getByText('2 defensorias selecionadas')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Buscar defensoria' }));
    expect([marcada('1ª Defensoria Cível de Lagarto'), marcada('2ª Defensoria Criminal de Lagarto'), marcada('1ª Defensoria Cível de Aracaju')]).toEqual([true, false, true]);

    // A comarca's name finds its defensorias too; Desmarcar Todos unmarks only those shown.
    await user.type(screen.getByRole('textbox', { name: 'Buscar defensoria' }), 'aracaju');
    expect(grupos()).toEqual(['Aracaju']);
    await user.click(screen.getByRole('button', { name: 'Desmarcar Todos' }));
    await user.clear(screen.getByRole('textbox', { name: 'Buscar defensoria' }));
    expect([marcada('1ª Defensoria Cível de Lagarto'), marcada('1ª Defensoria Cível de Aracaju')]).toEqual([true, false]);
    await user.click(screen.getByRole('checkbox', { name: '2ª Defensoria Criminal de Lagarto' }));
    expect(screen.getByText('2 defensorias selecionadas')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Buscar defensoria' }), 'nenhuma assim');
    expect(screen.getByText('Nenhuma defensoria encontrada')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nome/), ' Inventário ');
    await user.type(screen.getByLabelText(/^Início/), '10/03/2026');
    // The end follows a start typed while it was empty.
    await waitFor(() => expect(screen.getByLabelText(/^Fim/)).toHaveValue('10/03/2026'));
    await user.clear(screen.getByLabelText(/^Fim/));
    await user.type(screen.getByLabelText(/^Fim/), '11/03/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      nome: 'Inventário',
      inicio: '2026-03-10',
      fim: '2026-03-11',
      geral: false,
      defensorias: [{ id: 11 }, { id: 12 }],
    });
    expect(await screen.findByText('Feriado cadastrado.')).toBeInTheDocument();
    expect(await screen.findByText('calendário de bloqueios')).toBeInTheDocument();
  });

  it("'Aplicar para todos.' hides the checklist and sends an empty list; what is missing is said first", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      defensorias,
      (c) => (c.method === 'POST' && c.path === 'feriado' ? { status: 201, body: { ...detalhe, id: 9, geral: true, defensorias: [] } } : undefined),
    );
    renderPage(<FeriadoFormPage />, { route: '/feriados/criar', path: '/feriados/criar', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe o nome do feriado.')).toBeInTheDocument();
    expect(screen.getByText('Data de início é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Data de fim é obrigatória.')).toBeInTheDocument();
    expect(screen.getByText('Selecione ao menos uma defensoria ou marque "Aplicar para todos."')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(await screen.findByRole('checkbox', { name: '1ª Defensoria Cível de Aracaju' }));
    await user.click(screen.getByRole('switch', { name: 'Aplicar para todos.' }));
    expect(screen.queryByRole('textbox', { name: 'Buscar defensoria' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '1ª Defensoria Cível de Aracaju' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nome/), 'Natal');
    await user.type(screen.getByLabelText(/^Início/), '25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ nome: 'Natal', inicio: '2026-12-25', fim: '2026-12-25', geral: true, defensorias: [] });
  });

  it('loads the record with its audit info and history; saves with PUT feriado carrying the id; a server field error lands on the checklist', async () => {
    const user = userEvent.setup();
    let recusar = true;
    const { calls } = mockApi((s = loginAs(ESCRITA)), defensorias, comDetalhe, (c) => {
      if (c.method !== 'PUT' || c.path !== 'feriado') return undefined;
      if (recusar) {
        recusar = false;
        return { status: 400, body: { message: 'Defensoria não encontrada.', fieldErrors: { defensorias: ['Defensoria não encontrada.'] } } };
      }
      return { body: detalhe };
    });
    renderPage(<FeriadoFormPage />, { route: '/feriados/editar/7', path: '/feriados/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('Mudança de sede')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Início/)).toHaveValue('02/06/2025');
    expect(screen.getByLabelText(/^Fim/)).toHaveValue('06/06/2025');
    expect(await screen.findByRole('checkbox', { name: '2ª Defensoria Criminal de Lagarto' })).toBeChecked();
    expect(screen.getByText(/Última alteração por joana em 20\/05\/2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '1ª Defensoria Cível de Aracaju' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('Defensoria não encontrada.')).length).toBeGreaterThanOrEqual(2); // toast and field
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({
      id: 7,
      nome: 'Mudança de sede',
      inicio: '2025-06-02',
      fim: '2025-06-06',
      geral: false,
      defensorias: [{ id: 12 }, { id: 21 }],
      versao: 2,
    });
    expect(await screen.findByText('Feriado atualizado.')).toBeInTheDocument();
    expect(await screen.findByText('calendário de bloqueios')).toBeInTheDocument();
  });

  it('asks before deleting, then says "Feriado removido."; read-only without FOLHA_UPDATE', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)), defensorias, comDetalhe, (c) =>
      c.method === 'DELETE' && c.path === 'feriado/7' ? { body: { message: 'Feriado removido.' } } : undefined,
    );
    const { unmount } = renderPage(<FeriadoFormPage />, { route: '/feriados/editar/7', path: '/feriados/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o feriado "Mudança de sede"?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Feriado removido.')).toBeInTheDocument();
    expect(await screen.findByText('calendário de bloqueios')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    unmount();

    mockApi((s = loginAs(['FOLHA_ENUMERATE'])), defensorias, comDetalhe);
    renderPage(<FeriadoFormPage />, { route: '/feriados/editar/7', path: '/feriados/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('Mudança de sede')).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: '2ª Defensoria Criminal de Lagarto' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });
});
