import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { Folha } from './api';
import FolhaPage from './folha-page';
import { umaFolha } from './test-fabrica';

/** A sheet-link session of the intern (acesso-sessao §1): no username, permissions empty. */
const estagiario = () => loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });

function abrir(folha: Folha | (() => Folha), ...outros: ((c: ApiCall) => { status?: number; body?: unknown } | undefined)[]) {
  const s = estagiario();
  localStorage.setItem('sgi.modulo', '3');
  const api = mockApi(s, ...outros, (c) => (c.method === 'GET' && c.path === 'folha_frequencia/42' ? { body: typeof folha === 'function' ? folha() : folha } : undefined));
  renderPage(<FolhaPage />, { route: '/folha-frequencia/42', path: '/folha-frequencia/:id', me: s.me, extraRoutes: [{ path: '/', element: <p>tela inicial</p> }] });
  return api;
}

const leituras = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === 'folha_frequencia/42').length;

describe('FolhaPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    // The toasts' store outlives a test: a full queue would hold back the next test's toast.
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month as a Dom..Sab calendar with every day, the counters, the signatures and the personal-access notice', async () => {
    abrir(umaFolha({}, [{ dia: 3, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]));
    const calendario = await screen.findByRole('group', { name: 'Calendário do mês' });
    for (const n of ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sab']) expect(within(calendario).getByText(n)).toBeInTheDocument();
    expect(within(calendario).getAllByRole('button')).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Dia 1, Seg: Sem preencher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dia 3, Qua: Presente, 08:00 às 12:00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dia 6, Sab: Sem expediente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Presentes: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Sem preencher: 21')).toBeInTheDocument();
    expect(screen.getByLabelText('Total de horas: 4h')).toBeInTheDocument();
    expect(screen.getByText('Em Preenchimento')).toBeInTheDocument();
    expect(screen.getAllByText('Aguardando assinatura')).toHaveLength(3);
    expect(screen.getByText(/Todas as ações são registradas com data, hora e endereço IP/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Dias do mês' })).not.toBeInTheDocument();
  });

  it('warns of a week over 20 hours without refusing it', async () => {
    const semana = [1, 2, 3, 4, 5].map((dia) => ({ dia, status: 2, horarioEntrada: '08:00', horarioSaida: '12:30' }));
    abrir(umaFolha({}, semana));
    expect(await screen.findByText('Semana de 01/09 a 06/09: 22h30, acima das 20 horas semanais do termo de compromisso (Lei 11.788/2008).')).toBeInTheDocument();
  });

  it('on a narrow screen (< 576 px) shows a list of days instead of the calendar', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((q: string) => ({ ...original(q), matches: q === '(max-width: 575.98px)' })) as typeof window.matchMedia;
    try {
      abrir(umaFolha());
      const lista = await screen.findByRole('list', { name: 'Dias do mês' });
      expect(within(lista).getAllByRole('listitem')).toHaveLength(30);
      expect(within(lista).getByRole('button', { name: 'Dia 30, Ter: Sem preencher' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Calendário do mês' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('one click by the owner on an unfilled working day marks it present with the placement’s times (PUT with If-Match), then reloads', async () => {
    const user = userEvent.setup();
    let folha = umaFolha();
    const { calls } = abrir(
      () => folha,
      (c) => {
        if (c.method !== 'PUT') return undefined;
        folha = umaFolha({ versao: 4 }, [{ dia: 2, status: 2, horarioEntrada: '08:00', horarioSaida: '13:00' }]);
        return { body: { message: 'Registro Salvo', versao: 4 } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Dia 2, Ter: Sem preencher' }));
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('folha_frequencia/42');
    expect(put.headers['If-Match']).toBe('3');
    expect(put.body).toEqual([{ dia: 2, status: 2, horarioEntrada: '08:00', horarioSaida: '13:00', justificativa: null }]);
    expect(await screen.findByRole('button', { name: 'Dia 2, Ter: Presente, 08:00 às 13:00' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the day modal shows the §5 messages at once: 299 and 300 minutes pass, 301 is refused; missing and inverted times', async () => {
    const user = userEvent.setup();
    abrir(umaFolha({}, [{ dia: 3, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]));
    await user.click(await screen.findByRole('button', { name: 'Dia 3, Qua: Presente, 08:00 às 12:00' }));
    const modal = await screen.findByRole('dialog');
    const entrada = within(modal).getByLabelText('Horário de entrada');
    const saida = within(modal).getByLabelText('Horário de saída');
    expect(entrada).toHaveValue('08:00');
    const tentar = async (valor: string) => {
      await user.clear(saida);
      if (valor) await user.type(saida, valor);
    };
    await tentar('1259');
    expect(saida).toHaveValue('12:59');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await tentar('1300');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await tentar('1301');
    expect(within(modal).getByRole('alert')).toHaveTextContent('Carga horária diária ultrapassada!');
    expect(within(modal).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await tentar('');
    expect(within(modal).getByRole('alert')).toHaveTextContent('Por favor, preencha ambos os horários');
    await tentar('0700');
    expect(within(modal).getByRole('alert')).toHaveTextContent('O horário de saída deve ser após o horário de entrada');
  });

  it('a stale save (409) keeps what was typed; keeping one’s changes sends the current version next time', async () => {
    const user = userEvent.setup();
    let tentativas = 0;
    const { calls } = abrir(umaFolha({}, [{ dia: 3, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]), (c) => {
      if (c.method !== 'PUT') return undefined;
      tentativas += 1;
      return tentativas === 1
        ? { status: 409, body: { message: 'Este registro foi alterado por admin em 02/09/2025 10:00. Recarregue para ver a versão atual.', versaoAtual: 5 } }
        : { body: { message: 'Registro Salvo', versao: 6 } };
    });
    await user.click(await screen.findByRole('button', { name: 'Dia 3, Qua: Presente, 08:00 às 12:00' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('radio', { name: 'Ausente' }));
    await user.type(within(modal).getByLabelText(/Justificativa/), 'Consulta médica');
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await within(modal).findByText('Registro alterado por outra pessoa')).toBeInTheDocument();
    expect(within(modal).getByLabelText(/Justificativa/)).toHaveValue('Consulta médica');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual([{ dia: 3, status: 3, horarioEntrada: null, horarioSaida: null, justificativa: 'Consulta médica' }]);
    await user.click(within(modal).getByRole('button', { name: 'Manter as minhas alterações' }));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.headers['If-Match']).toBe('5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after a stale save, loading the current version drops the typing and reads the sheet again', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(umaFolha(), (c) =>
      c.method === 'PUT' ? { status: 409, body: { message: 'Este registro foi alterado por admin em 02/09/2025 10:00. Recarregue para ver a versão atual.', versaoAtual: 5 } } : undefined,
    );
    // Keyboard: the day is a button, Enter activates it.
    (await screen.findByRole('button', { name: 'Dia 1, Seg: Sem preencher' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Registro alterado por outra pessoa')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar a versão atual' }));
    await waitFor(() => expect(screen.queryByText('Registro alterado por outra pessoa')).not.toBeInTheDocument());
    expect(leituras(calls)).toBe(2);
  });

  it('highlights the days to correct with their comments, in the calendar and in the day modal', async () => {
    const user = userEvent.setup();
    const correcao = { dia: 4, comentario: 'Horário diferente do ponto.', perfil: 2, nome: 'Dr. João Souza', criadoEm: '2025-10-01T12:00:00.000Z', resolvidaEm: null };
    abrir(umaFolha({ status: 5, correcoes: [correcao] }, [{ dia: 4, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]));
    expect(await screen.findByText('Dia 4: Horário diferente do ponto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dia 4, Qui: Presente, 08:00 às 12:00, a corrigir' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Corrigir este dia')).toBeInTheDocument();
    expect(within(modal).getByText(/Horário diferente do ponto\./)).toBeInTheDocument();
  });

  it('shows only the workflow buttons `acoes` allows, and reloads the sheet after signing', async () => {
    const user = userEvent.setup();
    const acoes = { preencher: false, enviar: false, assinar: true, devolver: true, notificar: false, definirResponsavel: false, pdf: false };
    const { calls } = abrir(umaFolha({ status: 2, acoes }), (c) =>
      c.method === 'PATCH' ? { body: { message: 'Folha assinada.', status: 3 } } : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Assinar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Devolver para correção' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar para assinatura' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notificar estagiário' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assinar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Folha assinada.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('folha_frequencia/assinar/42/true');
    // The version the screen showed: a second click after the sheet moved on takes no second step (ADR 051).
    expect(patch.headers['If-Match']).toBe(String(umaFolha({}).versao));
    await waitFor(() => expect(leituras(calls)).toBe(2));
  });

  it('at aguardando revisão offers Aprovar; sending back carries each day with its comment', async () => {
    const user = userEvent.setup();
    const acoes = { preencher: false, enviar: false, assinar: true, devolver: true, notificar: false, definirResponsavel: false, pdf: false };
    const { calls } = abrir(umaFolha({ status: 3, acoes }), (c) =>
      c.method === 'PATCH' ? { body: { message: 'Folha devolvida para correção.', status: 5 } } : undefined,
    );
    expect(await screen.findByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assinar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Devolver para correção' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Devolver' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Informe cada dia (1 a 30) com o comentário do que corrigir.');
    await user.type(within(modal).getByLabelText('Dia'), '4');
    await user.type(within(modal).getByLabelText('Comentário'), 'Falta o comprovante.');
    await user.click(within(modal).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('Folha devolvida para correção.')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe('folha_frequencia/assinar/42/false');
    expect(patch.body).toEqual({ correcoes: [{ dia: 4, comentario: 'Falta o comprovante.' }] });
  });

  it('an absence with a justification is falta justificada, without one falta não justificada; Recesso and Limpar send no times', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(umaFolha({}, [{ dia: 3, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]), (c) =>
      c.method === 'PUT' ? { body: { message: 'Registro Salvo', versao: 4 } } : undefined,
    );
    const salvarComo = async (acao: string, justificativa?: string) => {
      await user.click(await screen.findByRole('button', { name: 'Dia 3, Qua: Presente, 08:00 às 12:00' }));
      const modal = await screen.findByRole('dialog');
      await user.click(within(modal).getByRole('radio', { name: acao }));
      if (justificativa) await user.type(within(modal).getByLabelText(/Justificativa/), justificativa);
      await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return calls.filter((c) => c.method === 'PUT').at(-1)!.body;
    };
    const vazio = { horarioEntrada: null, horarioSaida: null, justificativa: null };
    expect(await salvarComo('Ausente', '  ')).toEqual([{ dia: 3, status: 4, ...vazio }]);
    expect(await salvarComo('Ausente', 'Prova na faculdade')).toEqual([{ dia: 3, status: 3, ...vazio, justificativa: 'Prova na faculdade' }]);
    expect(await salvarComo('Recesso')).toEqual([{ dia: 3, status: 6, ...vazio }]);
    expect(await salvarComo('Limpar')).toEqual([{ dia: 3, status: 1, ...vazio }]);
  });

  it('for whoever does not fill the sheet in, a click opens the day read-only with its history, and sends nothing', async () => {
    const user = userEvent.setup();
    const acoes = { preencher: false, enviar: false, assinar: false, devolver: false, notificar: true, definirResponsavel: true, pdf: false };
    const historicos = [{ acao: 'ATUALIZAR' as const, criadoEm: '2025-09-02T11:00:00.000Z', criadoPor: { username: 'Maria da Silva' }, diff: { status: { de: 1, para: 2 }, horario_entrada: { de: null, para: '13:00:00' }, anexo_id: { de: null, para: 7 } } }];
    const { calls } = abrir(umaFolha({ acoes }, [{ dia: 2, historicos }]));
    expect(await screen.findByRole('button', { name: 'Notificar estagiário' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Definir responsável' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar para assinatura' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dia 2, Ter: Sem preencher' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    const historico = within(modal).getByRole('table', { name: 'Histórico do dia' });
    // each field by its pt-BR name, times as HH:mm, the proof as attached (never its internal id)
    expect(within(historico).getByText('Situação: Indefinido → Presente; Horário de entrada: — → 13:00; Comprovante: — → anexado')).toBeInTheDocument();
    expect(within(historico).getByText('Maria da Silva')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('the owner sees Enviar para assinatura; the server’s refusal keeps the sheet as it was', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(umaFolha(), (c) => (c.method === 'PATCH' ? { status: 409, body: { message: 'Ficaram 21 dia(s) sem preencher.' } } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Enviar para assinatura' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(await screen.findByText('Ficaram 21 dia(s) sem preencher.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.path).toBe('folha_frequencia/assinar/42/true');
    expect(screen.getByText('Em Preenchimento')).toBeInTheDocument();
  });

  it('a missing sheet (404) sends the user home', async () => {
    const s = estagiario();
    localStorage.setItem('sgi.modulo', '3');
    mockApi(s, (c) => (c.path === 'folha_frequencia/42' ? { status: 404, body: { message: 'Folha de frequência não encontrada.' } } : undefined));
    renderPage(<FolhaPage />, { route: '/folha-frequencia/42', path: '/folha-frequencia/:id', me: s.me, extraRoutes: [{ path: '/', element: <p>tela inicial</p> }] });
    expect(await screen.findByText('tela inicial')).toBeInTheDocument();
  });
});
