import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIPO_VINCULO_OPCOES } from '@sgi/domain';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../lib/notify';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { LotacaoDetalhe } from './api';
import LotacaoFormPage from './lotacao-form-page';

const TODAS = ['LOTACAO_CREATE', 'LOTACAO_READ', 'LOTACAO_UPDATE', 'LOTACAO_DELETE', 'LOTACAO_ENUMERATE'];

function Lista() {
  return <p>lista {useLocation().search}</p>;
}
const rotas = [{ path: '/vinculos', element: <Lista /> }];

const opcoes = (c: ApiCall) => {
  if (c.method !== 'GET') return undefined;
  switch (c.path) {
    case 'defensor/opcoes':
      return { body: [{ id: 5, nome: 'Ana Lima', ativo: true }, { id: 6, nome: 'Caio Reis', ativo: false }] };
    case 'lotacao/opcoes/assessores':
      return { body: [{ id: 3, nome: 'Bruno Lima', ativo: true }] };
    case 'lotacao/opcoes/estagiarios':
      return {
        body: [
          {
            id: 7,
            nome: 'Maria da Silva',
            ativo: true,
            estagios: [
              { id: 30, tipo_estagio: 5, data_inicio_estagio: '2024-03-01', data_fim_estagio: '2024-12-31', desligamento: '2024-10-01', instituicao: 'Universidade do Vale', curso: 'Direito' },
              { id: 31, tipo_estagio: 6, data_inicio_estagio: '2025-03-01', data_fim_estagio: '2026-02-28', desligamento: null, instituicao: 'Universidade do Vale', curso: 'Direito' },
            ],
          },
          { id: 8, nome: 'João Souza', ativo: false, estagios: [] },
        ],
      };
    case 'defensoria':
      return { body: [[{ id: 10, nome: '1ª Defensoria Cível' }, { id: 11, nome: 'Defensoria Criminal' }], 2] };
    case 'nucleo':
      return { body: [[{ id: 20, nome: 'Núcleo da Mulher' }], 1] };
    case 'predio':
      return { body: [[{ id: 30, nome: 'Fórum Gumersindo Bessa' }], 1] };
    case 'setores/30':
      return { body: [{ id: 40, sigla: 'CIV', nome: 'Cartório Cível', capacidade: 10, responsavel: null }] };
    default:
      return undefined;
  }
};

const detalhe: LotacaoDetalhe = {
  id: 50,
  tipo: 4,
  tipoPessoa: 2,
  defensor: null,
  assessor: { id: 3, nome: 'Bruno Lima' },
  estagio: null,
  defensoria: null,
  nucleo: { id: 20, nome: 'Núcleo da Mulher' },
  setor: { id: 40, sigla: 'CIV', nome: 'Cartório Cível', predio: { id: 30, nome: 'Fórum Gumersindo Bessa' } },
  data_inicial: '2025-01-02',
  data_final: null,
  entrada: '08:00',
  saida: '14:00',
  ativo: true,
  pontuar: false,
  diretor: false,
  anotacao1: 'Plantão às sextas.',
  anotacao2: null,
  vigente: true,
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
  versao: 4,
};

/** The input of a field label; radios have labels too, so they are skipped. */
function campo(rotulo: string): HTMLInputElement {
  const labels = screen.getAllByText(rotulo, { selector: 'label' }) as HTMLLabelElement[];
  return labels.map((l) => document.getElementById(l.htmlFor) as HTMLInputElement).find((e) => e && e.type !== 'radio')!;
}
type User = ReturnType<typeof userEvent.setup>;
const escolher = async (user: User, rotulo: string, opcao: string) => {
  await user.click(campo(rotulo));
  await user.click(await screen.findByRole('option', { name: opcao }));
};
const tiposOferecidos = async (user: User) => {
  await user.click(campo('Tipo'));
  const nomes = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return nomes;
};
const envio = (calls: ApiCall[], method: string) => calls.find((c) => c.method === method)?.body as Record<string, unknown> | undefined;

describe('LotacaoFormPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says what is missing with the domain schema’s messages and sends nothing', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, opcoes);
    renderPage(<LotacaoFormPage />, { route: '/vinculos_defensor/criar', path: '/vinculos_defensor/criar', me: s.me });
    expect(await screen.findByRole('heading', { name: 'Cadastrar vínculo de defensor' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ativo/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText('Informe um defensor, assessor ou estagiário.')).toBeInTheDocument();
    expect(screen.getByText('Tipo é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Informe uma defensoria ou núcleo.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('Entrada and Saída are 24-hour HH:mm text fields, whatever the browser language; a time that does not exist says the rule', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    mockApi(s, opcoes);
    renderPage(<LotacaoFormPage />, { route: '/vinculos_defensor/criar', path: '/vinculos_defensor/criar', me: s.me });
    const entrada = await screen.findByLabelText('Entrada');
    // Not the browser's time control (AM/PM in an English browser).
    expect(entrada).not.toHaveAttribute('type', 'time');
    expect(entrada).toHaveAttribute('placeholder', 'HH:mm');
    await user.type(entrada, '1330');
    expect(entrada).toHaveValue('13:30');
    const saida = campo('Saída');
    await user.type(saida, '2500');
    await user.tab();
    expect(saida).toHaveValue('25:00');
    expect(screen.getByText('Saída: informe o horário no formato HH:mm.')).toBeInTheDocument();
  });

  it('a defender route offers every type, Pontuar and Diretor; an intern route only Designação, already chosen', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    mockApi(s, opcoes);
    const { unmount } = renderPage(<LotacaoFormPage />, { route: '/vinculos_defensor/criar', path: '/vinculos_defensor/criar', me: s.me });
    await screen.findByRole('heading', { name: 'Cadastrar vínculo de defensor' });
    expect(await tiposOferecidos(user)).toEqual(TIPO_VINCULO_OPCOES.map((o) => o.label));
    expect(campo('Tipo')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Pontuar' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Diretor' })).toBeInTheDocument();
    unmount();

    renderPage(<LotacaoFormPage />, { route: '/vinculos_estagio/criar', path: '/vinculos_estagio/criar', me: s.me });
    await screen.findByRole('heading', { name: 'Cadastrar vínculo de estagiário' });
    expect(campo('Tipo')).toHaveValue('Designação');
    expect(await tiposOferecidos(user)).toEqual(['Designação']);
    expect(screen.queryByRole('checkbox', { name: 'Pontuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Diretor' })).not.toBeInTheDocument();
  });

  it('switching Defensoria → Núcleo clears the defensoria; the body drops empty dates and times and never the building', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const aviso = vi.spyOn(notify, 'aviso');
    const sucesso = vi.spyOn(notify, 'sucesso');
    const AVISO = 'Registro salvo, mas a defensoria já tem um titular vigente.';
    const { calls } = mockApi(s, opcoes, (c) => (c.method === 'POST' && c.path === 'lotacao' ? { status: 201, body: AVISO } : undefined));
    renderPage(<LotacaoFormPage />, { route: '/vinculos_defensor/criar', path: '/vinculos_defensor/criar', extraRoutes: rotas, me: s.me });
    await screen.findByRole('heading', { name: 'Cadastrar vínculo de defensor' });
    await escolher(user, 'Defensor', 'Ana Lima');
    await escolher(user, 'Tipo', 'Titularidade');
    await escolher(user, 'Defensoria', '1ª Defensoria Cível');
    await user.click(screen.getByRole('radio', { name: 'Núcleo' }));
    expect(campo('Núcleo')).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Defensoria' }));
    // The choice made before switching is gone.
    expect(campo('Defensoria')).toHaveValue('');
    await escolher(user, 'Defensoria', 'Defensoria Criminal');
    await escolher(user, 'Unidade', 'Fórum Gumersindo Bessa');
    await escolher(user, 'Setor', 'CIV - Cartório Cível');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(envio(calls, 'POST')).toBeDefined());
    expect(envio(calls, 'POST')).toEqual({
      tipo: 2,
      defensor: { id: 5 },
      assessor: null,
      estagio: null,
      defensoria: { id: 11 },
      nucleo: null,
      setor: { id: 40 },
      data_inicial: null,
      data_final: null,
      entrada: null,
      saida: null,
      ativo: true,
      pontuar: false,
      diretor: false,
      anotacao1: null,
      anotacao2: null,
    });
    expect(calls.filter((c) => c.path === 'setores/30')).toHaveLength(1);
    // A warning text instead of the id: saved, so the warning shows and the person's list opens.
    expect(await screen.findByText('lista ?defensorid=5')).toBeInTheDocument();
    expect(aviso).toHaveBeenCalledWith(AVISO);
    expect(sucesso).not.toHaveBeenCalled();
    expect(screen.getByText(AVISO)).toBeInTheDocument();
  });

  it('the intern route preselects intern and internship from the URL and marks what cannot be placed', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const sucesso = vi.spyOn(notify, 'sucesso');
    const { calls } = mockApi(s, opcoes, (c) => (c.method === 'POST' && c.path === 'lotacao' ? { status: 201, body: 77 } : undefined));
    const rota = '/vinculos_estagio/criar/estagiario/7/estagio/31';
    renderPage(<LotacaoFormPage />, { route: rota, path: '/vinculos_estagio/criar/estagiario/:estagiarioid/estagio/:estagioid', extraRoutes: rotas, me: s.me });
    await waitFor(() => expect(campo('Estagiário')).toHaveValue('Maria da Silva'));
    expect(campo('Estágio')).toHaveValue('Obrigatório — 01/03/2025 a 28/02/2026 — Universidade do Vale / Direito');
    // Inactive interns and dismissed internships show, but cannot be chosen.
    await user.click(campo('Estágio'));
    expect(await screen.findByRole('option', { name: /desligado em 01\/10\/2024/ })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(campo('Estagiário'));
    expect(await screen.findByRole('option', { name: 'João Souza (inativo)' })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: 'Núcleo' }));
    await escolher(user, 'Núcleo', 'Núcleo da Mulher');
    await user.type(campo('Início'), '01/09/2025');
    await user.type(campo('Entrada'), '13:00');
    await user.type(campo('Saída'), '17:00');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(envio(calls, 'POST')).toBeDefined());
    expect(envio(calls, 'POST')).toMatchObject({
      tipo: 4,
      defensor: null,
      estagio: { id: 31 },
      defensoria: null,
      nucleo: { id: 20 },
      setor: null,
      data_inicial: '2025-09-01',
      data_final: null,
      entrada: '13:00',
      saida: '17:00',
      pontuar: false,
    });
    expect(await screen.findByText('lista ?estagiarioid=7')).toBeInTheDocument();
    expect(sucesso).toHaveBeenCalledWith('Registro Criado');
  });

  it('edits an advisor’s placement (kind fixed) and saves with "Registro Salvo"', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, opcoes, (c) => {
      if (c.path !== 'lotacao/50') return undefined;
      if (c.method === 'GET') return { body: detalhe };
      if (c.method === 'PUT') return { body: true };
      return undefined;
    });
    renderPage(<LotacaoFormPage />, { route: '/vinculos/editar/50', path: '/vinculos/editar/:id', extraRoutes: rotas, me: s.me });
    expect(await screen.findByRole('heading', { name: 'Editar vínculo de assessor' })).toBeInTheDocument();
    await waitFor(() => expect(campo('Assessor')).toHaveValue('Bruno Lima'));
    expect(screen.queryByText('Defensor', { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Núcleo' })).toBeChecked();
    expect(campo('Núcleo')).toHaveValue('Núcleo da Mulher');
    await waitFor(() => expect(campo('Setor')).toHaveValue('CIV - Cartório Cível'));
    expect(campo('Unidade')).toHaveValue('Fórum Gumersindo Bessa');
    expect(campo('Entrada')).toHaveValue('08:00');
    expect(screen.getByText(/^Última alteração por maria em/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/vinculos_assessor/criar');
    expect(screen.getByRole('link', { name: 'Pesquisar' })).toHaveAttribute('href', '/vinculos?assessorid=3');
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeInTheDocument();

    await user.clear(campo('Saída'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(envio(calls, 'PUT')).toBeDefined());
    expect(envio(calls, 'PUT')).toMatchObject({ assessor: { id: 3 }, nucleo: { id: 20 }, defensoria: null, setor: { id: 40 }, entrada: '08:00', saida: null });
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    expect(await screen.findByText('lista ?assessorid=3')).toBeInTheDocument();
  });

  it('Excluir asks first, removes, says "Lotação removida." and opens the person’s list', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, opcoes, (c) => {
      if (c.path !== 'lotacao/50') return undefined;
      if (c.method === 'GET') return { body: detalhe };
      if (c.method === 'DELETE') return { body: { message: 'Lotação removida.' } };
      return undefined;
    });
    renderPage(<LotacaoFormPage />, { route: '/vinculos/editar/50', path: '/vinculos/editar/:id', extraRoutes: rotas, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir o vínculo de Bruno Lima?')).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Lotação removida.')).toBeInTheDocument();
    expect(await screen.findByText('lista ?assessorid=3')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['lotacao/50']);
  });

  it('a 400 puts the server’s field errors on the fields and shows its message', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const RECUSA = 'Estagiário inativo não pode receber novas ações.';
    mockApi(s, opcoes, (c) =>
      c.method === 'POST' && c.path === 'lotacao' ? { status: 400, body: { message: RECUSA, fieldErrors: { 'estagio.id': ['Estágio encerrado.'] } } } : undefined,
    );
    renderPage(<LotacaoFormPage />, { route: '/vinculos_estagio/criar/estagiario/7/estagio/31', path: '/vinculos_estagio/criar/estagiario/:estagiarioid/estagio/:estagioid', extraRoutes: rotas, me: s.me });
    await waitFor(() => expect(campo('Estagiário')).toHaveValue('Maria da Silva'));
    await escolher(user, 'Defensoria', 'Defensoria Criminal');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(RECUSA)).toBeInTheDocument();
    expect(screen.getByText('Estágio encerrado.')).toBeInTheDocument();
    expect(screen.queryByText(/^lista/)).not.toBeInTheDocument();
  });
});
