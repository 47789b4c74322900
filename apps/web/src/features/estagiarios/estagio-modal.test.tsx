import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { Estagio } from './api';
import { EstagioModal } from './estagio-modal';

const opcoes = (c: ApiCall) => {
  if (c.method === 'GET' && c.path === 'curso') return { body: [[{ id: 3, nome: 'Direito' }, { id: 4, nome: 'Psicologia' }], 2] };
  if (c.method === 'GET' && c.path === 'instituicao') return { body: [[{ id: 8, ordem: 0, cnpj: '11222333000181', razao_social: 'Universidade do Vale' }], 1] };
  return undefined;
};

const estagio: Estagio = {
  id: 21,
  estagiario: { id: 5 },
  tipo_estagio: 6,
  instituicao_ensino: { id: 8, razao_social: 'Universidade do Vale' },
  curso: { id: 3, nome: 'Direito' },
  data_inicio_estagio: '2025-03-01',
  data_fim_estagio: '2025-12-31',
  desligamento: null,
  data_colacao_grau: '2027-06',
  email: 'maria@exemplo.com',
  fim_semana: false,
  versao: 2,
};

function abrir(e: Estagio | null, onClose = vi.fn()) {
  const s = loginAs(['ESTAGIARIO_UPDATE', 'ESTAGIARIO_READ']);
  return { s, onClose, render: () => renderPage(<EstagioModal opened estagiarioId={5} estagio={e} emailPadrao="" onClose={onClose} onRecarregar={vi.fn()} />, { me: s.me }) };
}

/** The field a label points at (Mantine's select inputs and picker buttons are not all found by getByLabelText). */
function campo(rotulo: string): HTMLElement {
  const label = screen.getAllByText(rotulo, { selector: 'label' })[0] as HTMLLabelElement;
  return document.getElementById(label.htmlFor)!;
}

const escolher = async (user: ReturnType<typeof userEvent.setup>, rotulo: string, opcao: string) => {
  await user.click(campo(rotulo));
  await user.click(await screen.findByRole('option', { name: opcao }));
};

// Typing into a whole form in jsdom is slow when the suite runs in parallel.
describe('EstagioModal', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows every required field’s message and sends nothing', async () => {
    const user = userEvent.setup();
    const { s, render } = abrir(null);
    const { calls } = mockApi(s, opcoes);
    render();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    for (const mensagem of [
      'Tipo de estágio é obrigatório.',
      'Instituição de ensino é obrigatória.',
      'Curso é obrigatório.',
      'Data de início é obrigatória.',
      'Colação de grau é obrigatória.',
      'E-mail é obrigatório.',
    ]) {
      expect(await screen.findByText(mensagem)).toBeInTheDocument();
    }
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('adds an internship with the empty dates sent as null', async () => {
    const user = userEvent.setup();
    const { s, render, onClose } = abrir(null);
    const { calls } = mockApi(s, opcoes, (c) => (c.method === 'POST' && c.path === 'estagio' ? { status: 201, body: { id: 30, message: 'Estágio cadastrado.' } } : undefined));
    render();
    await escolher(user, 'Tipo de estágio', 'Não Obrigatório');
    await escolher(user, 'Instituição de ensino', 'Universidade do Vale');
    await escolher(user, 'Curso', 'Psicologia');
    await user.type(campo('Início'), '01/03/2025');
    await user.click(campo('E-mail'));
    await user.paste('Maria@Exemplo.com');
    // The month picker: open it and take the last month of the year it shows.
    await user.click(campo('Colação de grau'));
    await user.click((await screen.findAllByRole('button', { name: /^(dez|dec)/i }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toEqual({
      estagiario: { id: 5 },
      tipo_estagio: 7,
      instituicao_ensino: { id: 8 },
      curso: { id: 4 },
      data_inicio_estagio: '2025-03-01',
      data_fim_estagio: null,
      desligamento: null,
      data_colacao_grau: expect.stringMatching(/^\d{4}-12$/),
      email: 'maria@exemplo.com',
      fim_semana: false,
    });
    expect(await screen.findByText('Estágio cadastrado.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('edits: a cleared end date goes as null, the end before the start is refused', async () => {
    const user = userEvent.setup();
    const { s, render } = abrir(estagio);
    const { calls } = mockApi(s, opcoes, (c) => (c.method === 'PUT' && c.path === 'estagio/21' ? { body: { message: 'Estágio atualizado.' } } : undefined));
    render();
    await screen.findByRole('button', { name: 'Salvar' });
    const fim = campo('Fim');
    expect(fim).toHaveValue('31/12/2025');
    await user.clear(fim);
    await user.type(fim, '28/02/2025');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data final não pode ser menor que a inicial.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(fim);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ data_inicio_estagio: '2025-03-01', data_fim_estagio: null, desligamento: null, data_colacao_grau: '2027-06' });
    expect(await screen.findByText('Estágio atualizado.')).toBeInTheDocument();
  });
});
