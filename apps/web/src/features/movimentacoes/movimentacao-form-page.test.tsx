import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import MovimentacaoFormPage from './movimentacao-form-page';
import { LINHAS_EM_CARTOES } from './registros-da-movimentacao';

const TIPOS = [
  { id: 1, descricao: 'Petição inicial', inicial: true, nucleo: false, editadoPor: null, versao: 1 },
  { id: 2, descricao: 'Audiência', inicial: false, nucleo: false, editadoPor: null, versao: 1 },
  { id: 3, descricao: 'Mediação', inicial: false, nucleo: true, editadoPor: null, versao: 1 },
];
// A CNJ number with its check digits right and one with them wrong (ISO 7064 mod 97-10).
const CNJ = '0000001-04.2026.8.25.0001';

function api(extra: (c: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return (c: ApiCall) => {
    const e = extra(c);
    if (e) return e;
    if (c.method !== 'GET') return undefined;
    if (c.path === 'defensor/opcoes') return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }] };
    if (c.path === 'movimentacao/tipo') return { body: [TIPOS, TIPOS.length] };
    if (c.path === 'app/configuracoes') return { body: [{ chave: 1, valor: '1', versao: 1 }, { chave: 2, valor: 'false', versao: 1 }] };
    if (c.path === 'defensoria') return { body: [[{ id: 9, nome: '1ª Defensoria Cível' }], 1] };
    if (c.path === 'distrito') return { body: [[{ id: 4, nome: 'Distrito Norte' }], 1] };
    if (c.path === 'movimentacao/entregas') return { body: [] };
    return undefined;
  };
}

const ROTA = { route: '/movimentacoes/create/5/2026-10?ehnucleo=false&defensoria=9', path: '/movimentacoes/create/:defensorid/:mes' };
const renderizar = (me: ReturnType<typeof loginAs>['me'], route = ROTA.route) =>
  renderPage(<MovimentacaoFormPage />, { route, path: ROTA.path, me, extraRoutes: [{ path: '/movimentacoes/:defensorid/:mes', element: <p>Lista do mês</p> }] });

async function preencherCabecalho(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Ana Lima');
  await user.type(screen.getByRole('textbox', { name: 'Data de recebimento' }), '05/11/2026');
  await user.keyboard('{Escape}');
}

const processos = (linha: number) => screen.getByRole('textbox', { name: `Números de processo da linha ${linha}` });

describe('MovimentacaoFormPage', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('takes process numbers with Enter, refuses a bad one with the spec\'s words, locks the quantity to their count and sends their digits', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api((c) => (c.method === 'POST' && c.path === 'movimentacao' ? { status: 201, body: { message: 'Movimentação cadastrada.', id: 40, versao: 1 } } : undefined)));
    renderizar(s.me);
    await preencherCabecalho(user);
    await user.click(screen.getByRole('combobox', { name: 'Tipo da linha 1' }));
    await user.click(await screen.findByRole('option', { name: 'Petição inicial' }));
    // The núcleo type is not offered on a defensoria's movement (§4).
    await user.click(screen.getByRole('combobox', { name: 'Tipo da linha 1' }));
    expect(screen.queryByRole('option', { name: 'Mediação' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(processos(1), '12345{Enter}');
    expect(await screen.findByText('O número de processo deve ter 12 caracteres.')).toBeInTheDocument();
    await user.clear(processos(1));
    await user.type(processos(1), 'abc{Enter}');
    expect(await screen.findByText('Valor não é um número.')).toBeInTheDocument();
    await user.clear(processos(1));
    await user.type(processos(1), '00000010520268250001{Enter}');
    expect(await screen.findByText('Número CNJ inválido: o dígito verificador não confere.')).toBeInTheDocument();
    await user.clear(processos(1));
    // Typed as digits, shown with the CNJ mask as it grows.
    await user.type(processos(1), '00000010420268250001');
    expect(processos(1)).toHaveValue(CNJ);
    await user.keyboard('{Enter}');
    await user.type(processos(1), '202612345678{Enter}');
    await user.type(processos(1), '202612345678{Enter}');
    expect(await screen.findByText('Número já inserido.')).toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Processos da linha 1' });
    expect(within(lista).getAllByRole('listitem').map((p) => p.textContent)).toEqual([CNJ, '202612345678']);
    const quantidade = screen.getByRole('textbox', { name: 'Quantidade da linha 1' });
    expect(quantidade).toHaveValue('2');
    expect(quantidade).toHaveAttribute('readonly');
    // A double click removes a number, and the quantity follows.
    fireEvent.doubleClick(within(lista).getByText('202612345678'));
    await waitFor(() => expect(quantidade).toHaveValue('1'));

    // Cível and Criminal start unmarked: the clerk marks the area.
    expect(screen.getByRole('checkbox', { name: 'Criminal' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Cível' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await screen.findByText('Lista do mês');
    const post = calls.find((c) => c.method === 'POST' && c.path === 'movimentacao')!;
    expect(post.body).toMatchObject({
      defensor: { id: 5 },
      referencia: '2026-10',
      ehnucleo: false,
      defensoria: { id: 9 },
      data_recebimento: '2026-11-05',
      civel: true,
      criminal: false,
      registros: [{ tipo: { id: 1 }, quantidade: 1, processos: ['00000010420268250001'] }],
    });
  });

  it('on a phone (< 768 px) shows each line as a card with its fields labelled, instead of a table scrolled sideways', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q === LINHAS_EM_CARTOES })) as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      const s = loginAs(['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_ENUMERATE']);
      mockApi(s, api());
      renderizar(s.me);
      await preencherCabecalho(user);
      const lista = screen.getByRole('list', { name: 'Registros' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Adicionar linha' }));
      const [primeira, segunda] = within(lista).getAllByRole('listitem', { name: /^Linha \d$/ });
      expect(within(segunda!).getByText('Linha 2')).toBeInTheDocument();
      for (const rotulo of ['Inicial', 'Tipo', 'Quantidade']) expect(within(primeira!).getByText(rotulo, { selector: 'label' })).toBeInTheDocument();
      expect(within(primeira!).getByText('Processos')).toBeInTheDocument();
      await user.click(within(primeira!).getByRole('combobox', { name: 'Tipo da linha 1' }));
      await user.click(await screen.findByRole('option', { name: 'Audiência' }));
      await user.type(within(primeira!).getByRole('textbox', { name: 'Quantidade da linha 1' }), '7');
      await user.click(within(segunda!).getByRole('button', { name: 'Remover a linha 2' }));
      expect(within(lista).getAllByRole('listitem', { name: /^Linha \d$/ })).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('7');
    } finally {
      window.matchMedia = original;
    }
  });

  it('keeps the typed lines as a draft, brings them back for the same defender, month and office with a notice, and Descartar forgets them', async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_ENUMERATE']);
    mockApi(s, api());
    const primeira = renderizar(s.me);
    await preencherCabecalho(user);
    await user.click(screen.getByRole('combobox', { name: 'Tipo da linha 1' }));
    await user.click(await screen.findByRole('option', { name: 'Audiência' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantidade da linha 1' }), '7');
    await waitFor(() => expect(localStorage.getItem('sgi.movimentacao.rascunho.novo.5.2026-10.d9')).toContain('"quantidade":7'));
    primeira.unmount();

    // Another month of the same defender and office has no draft.
    const outro = renderizar(s.me, '/movimentacoes/create/5/2026-09?ehnucleo=false&defensoria=9');
    await screen.findByText('Ana Lima');
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    outro.unmount();

    renderizar(s.me);
    expect(await screen.findByText('Rascunho restaurado')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Tipo da linha 1' })).toHaveValue('Audiência');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText('Rascunho restaurado')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('');
    expect(localStorage.getItem('sgi.movimentacao.rascunho.novo.5.2026-10.d9')).toBeNull();
  });

  it('warns, without refusing, when the month already has a delivery at this office, and links to it in a new tab', async () => {
    const s = loginAs(['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_ENUMERATE']);
    const { calls } = mockApi(s, api((c) => (c.path === 'movimentacao/entregas' ? { body: [{ id: 31, data_recebimento: '2026-11-03', editadoEm: '2026-11-03T10:00:00Z' }] } : undefined)));
    renderizar(s.me);
    expect(await screen.findByText('Já existe uma entrega deste mês neste local')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Nº 31, recebida em 03/11/2026' });
    expect(link).toHaveAttribute('href', '/movimentacoes/edit/31?ehnucleo=false');
    expect(link).toHaveAttribute('target', '_blank');
    expect(Object.fromEntries(calls.find((c) => c.path === 'movimentacao/entregas')!.query)).toEqual({ defensor: '5', referencia: '2026-10', defensoria: '9' });
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
  });

  it("shows the server's refusal on the line it concerns and keeps what was typed", async () => {
    const user = userEvent.setup();
    const s = loginAs(['MOVIMENTACAO_CREATE', 'MOVIMENTACAO_ENUMERATE']);
    mockApi(
      s,
      api((c) =>
        c.method === 'POST'
          ? { status: 400, body: { message: 'A data de recebimento não pode ser futura.', fieldErrors: { data_recebimento: ['A data de recebimento não pode ser futura.'], 'registros.0.quantidade': ['Informe a quantidade.'] } } }
          : undefined,
      ),
    );
    renderizar(s.me);
    await preencherCabecalho(user);
    await user.click(screen.getByRole('combobox', { name: 'Tipo da linha 1' }));
    await user.click(await screen.findByRole('option', { name: 'Audiência' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantidade da linha 1' }), '4');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findAllByText('A data de recebimento não pode ser futura.')).not.toHaveLength(0);
    expect(screen.getByText('Informe a quantidade.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('4');
  });

  it('opens a saved movement of a núcleo with its lines, Voltar leading to the list of that defender and month', async () => {
    const s = loginAs(['MOVIMENTACAO_READ', 'MOVIMENTACAO_ENUMERATE']);
    mockApi(
      s,
      api((c) =>
        c.path === 'movimentacao/12'
          ? {
              body: {
                id: 12,
                numero_lancamento: 12,
                defensor: { id: 5, nome: 'Ana Lima' },
                defensoria: null,
                distrito: null,
                nucleo: { id: 3, nome: 'Núcleo da Mulher' },
                referencia: '2026-08',
                data_recebimento: '2026-09-02',
                observacao: null,
                civel: true,
                criminal: false,
                pontuar: false,
                registros: [{ id: 1, tipo: { id: 3, descricao: 'Mediação', inicial: false, nucleo: true }, inicial: false, quantidade: 6, processos: [] }],
                criadoEm: '2026-09-02T10:00:00Z',
                editadoEm: '2026-09-02T10:00:00Z',
                criadoPor: { username: 'clara' },
                editadoPor: { username: 'clara' },
                versao: 2,
              },
            }
          : c.path === 'nucleo'
            ? { body: [[{ id: 3, nome: 'Núcleo da Mulher' }], 1] }
            : undefined,
      ),
    );
    renderPage(<MovimentacaoFormPage />, { route: '/movimentacoes/edit/12?ehnucleo=true', path: '/movimentacoes/edit/:id', me: s.me });
    expect(await screen.findByRole('heading', { name: 'Movimentação nº 12' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Núcleo' })).toHaveValue('Núcleo da Mulher');
    expect(screen.queryByRole('combobox', { name: 'Distrito' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Quantidade da linha 1' })).toHaveValue('6');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/movimentacoes/5/2026-08');
    // Read-only without MOVIMENTACAO_UPDATE: nothing to save.
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
