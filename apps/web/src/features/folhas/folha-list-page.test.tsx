import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataIsoLocal } from '@sgi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import FolhaListPage from './folha-list-page';
import { umResumo } from './test-fabrica';

const STAFF = ['FOLHA_READ', 'FOLHA_CREATE', 'FOLHA_UPDATE', 'ESTAGIARIO_ENUMERATE', 'PREDIO_ENUMERATE'];
const linhas = [
  umResumo(),
  umResumo({ id: 43, status: 4, estagiario: { id: 6, nome: 'Pedro Lima' }, responsavel: null, unidade: null, diasSemPreencher: 0, semanaAcimaDoLimite: true }),
];
const contagem = { porStatus: { '1': 6, '2': 1, '4': 3 }, total: 10 };
type Resposta = { status?: number; body?: unknown } | undefined;

function abrir(permissoes: string[], rota = '/folha-frequencia?periodo=2025-09', ...outros: ((c: ApiCall) => Resposta)[]) {
  const s = loginAs(permissoes);
  localStorage.setItem('sgi.modulo', '3');
  const api = mockApi(
    s,
    ...outros,
    (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [linhas, 2] } : undefined),
    (c) => (c.path.startsWith('folha_frequencia/contagem/') ? { body: contagem } : undefined),
    (c) => (c.path === 'estagiario' ? { body: [[{ id: 5, nome: 'Maria da Silva' }, { id: 6, nome: 'Pedro Lima' }], 2] } : undefined),
    (c) => (c.path === 'predio' ? { body: [[{ id: 3, nome: 'Fórum Central' }], 1] } : undefined),
  );
  renderPage(<FolhaListPage />, { route: rota, path: '/folha-frequencia', me: s.me });
  return api;
}

const listar = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith('folha_frequencia/listar/'));
const contagens = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith('folha_frequencia/contagem/'));

describe('FolhaListPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    // The toasts' store outlives a test: a full queue would hold back the next test's toast.
    notifications.clean();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists the month’s sheets (paging by 100, unit 0, vínculo 1) with the status counts and the staff actions', async () => {
    const { calls } = abrir(STAFF);
    const maria = (await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' })).closest('tr')!;
    expect(within(maria).getByText('1ª Defensoria Cível · Fórum Central')).toBeInTheDocument();
    expect(within(maria).getByText('Em Preenchimento')).toBeInTheDocument();
    expect(within(maria).getByText('Dr. João Souza')).toBeInTheDocument();
    expect(within(maria).getByText('21')).toBeInTheDocument();
    expect(within(maria).getByRole('link', { name: 'Abrir a folha de Maria da Silva' })).toHaveAttribute('href', '/folha-frequencia/42');
    expect(within(maria).getByRole('button', { name: 'Notificar Maria da Silva' })).toBeInTheDocument();
    const pedro = screen.getByRole('link', { name: 'Abrir a folha de Pedro Lima' }).closest('tr')!;
    expect(within(pedro).getByText('Concluída')).toBeInTheDocument();
    expect(within(pedro).getByRole('img', { name: 'Semana acima de 20 horas: Pedro Lima' })).toBeInTheDocument();
    // Only sheets em preenchimento or a corrigir can be notified (acesso-sessao §4).
    expect(within(pedro).queryByRole('button', { name: 'Notificar Pedro Lima' })).not.toBeInTheDocument();
    const primeira = listar(calls)[0]!;
    expect(primeira.path).toBe('folha_frequencia/listar/2025/9');
    expect(Object.fromEntries(primeira.query)).toEqual({ skip: '0', take: '100', unidade: '0', vinculo: '1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Todos (10)');
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Exceto concluídos (7)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'A Corrigir (0)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Em Preenchimento (6)' })).toBeInTheDocument();
    for (const b of ['Notificar em massa', 'Criar folha', 'Gerar folhas do mês']) expect(screen.getByRole('button', { name: b })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sair' })).toHaveAttribute('href', '/logout');
  });

  it('sends each filter to the list call', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(STAFF);
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Exceto concluídos (7)' }));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('exceto_concluidas')).toBe('true'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Aguardando Assinatura (1)' }));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('status')).toBe('2'));
    expect(listar(calls).at(-1)!.query.get('exceto_concluidas')).toBeNull();
    await user.click(screen.getByLabelText('Semana acima de 20h'));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('semana_acima')).toBe('true'));
    await user.click(screen.getByRole('combobox', { name: 'Vínculo' }));
    await user.click(await screen.findByRole('option', { name: 'Núcleo' }));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('vinculo')).toBe('2'));
    await user.click(screen.getByRole('combobox', { name: 'Unidade' }));
    await user.click(await screen.findByRole('option', { name: 'Fórum Central' }));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('unidade')).toBe('3'));
    await user.click(screen.getByRole('combobox', { name: 'Estagiário' }));
    await user.click(await screen.findByRole('option', { name: 'Pedro Lima' }));
    await waitFor(() => expect(listar(calls).at(-1)!.query.get('estagiario')).toBe('6'));
    // The counts follow the other filters, never the status (every status keeps its count).
    await waitFor(() => expect(Object.fromEntries(contagens(calls).at(-1)!.query)).toEqual({ estagiario: '6', unidade: '3', vinculo: '2', semana_acima: 'true' }));
  });

  it('staff with FOLHA_READ only see no actions the API would refuse; FOLHA_UPDATE sets or clears the responsável', async () => {
    const somenteLeitura = abrir(['FOLHA_READ']);
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    for (const b of ['Notificar em massa', 'Criar folha', 'Gerar folhas do mês', 'Notificar Maria da Silva', 'Definir responsável da folha de Maria da Silva']) {
      expect(screen.queryByRole('button', { name: b })).not.toBeInTheDocument();
    }
    expect(somenteLeitura.calls.some((c) => c.path === 'estagiario')).toBe(false);
    cleanup();
    vi.unstubAllGlobals();
    const user = userEvent.setup();
    const { calls } = abrir(
      ['FOLHA_READ', 'FOLHA_UPDATE'],
      '/folha-frequencia?periodo=2025-09',
      (c) => (c.path === 'pessoa' ? { body: [[{ id: 9, nome: 'Dr. João Souza' }, { id: 11, nome: 'Dra. Ana Reis' }], 2] } : undefined),
      (c) => (c.method === 'PATCH' ? { body: { message: 'Registro Salvo', versao: 4 } } : undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Definir responsável da folha de Maria da Silva' }));
    const modal = await screen.findByRole('dialog', { name: 'Definir responsável' });
    await user.click(within(modal).getByRole('combobox', { name: 'Responsável' }));
    await user.click(await screen.findByRole('option', { name: 'Dra. Ana Reis' }));
    await user.click(within(modal).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')!.path).toBe('folha_frequencia/42/11');
    expect(calls.find((c) => c.path === 'pessoa')!.query.get('isDefensor')).toBe('true');
  });

  it('defaults to the current month; an empty month says so', async () => {
    const { calls } = abrir(STAFF, '/folha-frequencia', (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [[], 0] } : undefined));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    const [ano, mes] = dataIsoLocal().split('-').map(Number);
    expect(listar(calls)[0]!.path).toBe(`folha_frequencia/listar/${ano}/${mes}`);
  });

  it('a sheet-link session sees its sheets without the staff filters and actions', async () => {
    const s = loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });
    const { calls } = mockApi(
      s,
      (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [[linhas[0]], 1] } : undefined),
      (c) => (c.path.startsWith('folha_frequencia/contagem/') ? { body: { porStatus: { '1': 1 }, total: 1 } } : undefined),
    );
    renderPage(<FolhaListPage />, { route: '/folha-frequencia?periodo=2025-09', path: '/folha-frequencia', me: s.me });
    expect(await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' })).toBeInTheDocument();
    for (const b of ['Notificar em massa', 'Criar folha', 'Gerar folhas do mês', 'Notificar Maria da Silva', 'Definir responsável da folha de Maria da Silva']) {
      expect(screen.queryByRole('button', { name: b })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('combobox', { name: 'Estagiário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Unidade' })).not.toBeInTheDocument();
    // No staff filter narrows a link session's own sheets (an intern in a núcleo is not in vínculo 1).
    expect(Object.fromEntries(listar(calls)[0]!.query)).toEqual({ skip: '0', take: '100', unidade: '0' });
  });

  it('mass notification: the notifiable sheets in batches of 20 with a 1 s pause, then how many went and how many failed', async () => {
    const user = userEvent.setup();
    const muitas = Array.from({ length: 25 }, (_, i) => umResumo({ id: 100 + i, estagiario: { id: i, nome: `Estagiário ${i}` } }));
    const todas = [...muitas, umResumo({ id: 99, status: 4 })];
    const momentos: number[] = [];
    const { calls } = abrir(
      STAFF,
      '/folha-frequencia?periodo=2025-09',
      (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [todas, 26] } : undefined),
      (c) => {
        if (c.method !== 'POST') return undefined;
        momentos.push(Date.now());
        return c.path === 'folha_frequencia/124' ? { status: 409, body: { message: 'Só folhas em preenchimento ou a corrigir podem ser notificadas.' } } : { body: { message: 'Notificação enviada.' } };
      },
    );
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    await user.click(screen.getByRole('button', { name: 'Notificar em massa' }));
    const confirmar = await screen.findByRole('dialog');
    expect(within(confirmar).getByText('Notificar os estagiários de 25 folha(s) em preenchimento ou a corrigir?')).toBeInTheDocument();
    await user.click(within(confirmar).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('progressbar', { name: 'Notificações enviadas' })).toBeInTheDocument();
    expect(await screen.findByText('24 notificação(ões) enviada(s) com sucesso', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1 notificação(ões) falharam')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(muitas.map((f) => `folha_frequencia/${f.id}`));
    // The second batch waits the pause after the first (acesso-sessao §9).
    expect(momentos[20]! - momentos[19]!).toBeGreaterThanOrEqual(950);
  });

  it('create-all: the dry run first, then the job’s progress and the count of sheets generated', async () => {
    const user = userEvent.setup();
    const item = (estagioId: number, nome: string) => ({ estagioId, estagiarioId: estagioId, nome });
    const { calls } = abrir(STAFF, '/folha-frequencia?periodo=2025-09', (c) => {
      if (c.method === 'POST' && c.path === 'folha_frequencia/2025/9') {
        return c.query.get('simular') === 'true'
          ? { body: { criadas: [item(1, 'A'), item(2, 'B')], existentes: [item(3, 'C')], recusadas: [{ ...item(4, 'Dora'), motivo: 'Sem lotação vigente no mês.' }] } }
          : { status: 202, body: { tarefa: 77 } };
      }
      if (c.path === 'tarefa/77') {
        const resultado = { ano: 2025, mes: 9, simulacao: false, criadas: [item(1, 'A'), item(2, 'B')], existentes: [item(3, 'C')], recusadas: [] };
        return {
          body: {
            id: 77, tipo: 'gerar-folhas', rotulo: 'Geração', status: 'CONCLUIDA', tentativas: 1, maxTentativas: 3, progressoAtual: 2, progressoTotal: 2,
            resultado, erro: null, criadoPor: null, criadoEm: '2025-09-01T00:00:00Z', iniciadoEm: null, concluidoEm: null,
          },
        };
      }
      return undefined;
    });
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    await user.click(screen.getByRole('button', { name: 'Gerar folhas do mês' }));
    const modal = await screen.findByRole('dialog', { name: 'Gerar as folhas de setembro de 2025' });
    expect(within(modal).getByRole('button', { name: 'Gerar' })).toBeDisabled();
    await user.click(within(modal).getByRole('button', { name: 'Simular' }));
    expect(await within(modal).findByText('Serão criadas: 2')).toBeInTheDocument();
    expect(within(modal).getByText('Já existentes: 1')).toBeInTheDocument();
    expect(within(modal).getByText('Dora: Sem lotação vigente no mês.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(within(modal).getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('2 folhas de frequência geradas.')).toBeInTheDocument();
    expect(within(modal).getByRole('progressbar', { name: 'Geração das folhas' })).toBeInTheDocument();
  });

  it('creates one sheet for a chosen internship, year and month', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(
      STAFF,
      '/folha-frequencia?periodo=2025-09',
      (c) => (c.path === 'estagio/lista/6' ? { body: [{ id: 70, data_inicio_estagio: '2025-02-01', data_fim_estagio: null }] } : undefined),
      (c) => (c.method === 'POST' && c.path === 'folha_frequencia' ? { status: 201, body: { message: 'Folha Criada', id: 50 } } : undefined),
    );
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    await user.click(screen.getByRole('button', { name: 'Criar folha' }));
    const modal = await screen.findByRole('dialog', { name: 'Criar folha de frequência' });
    await user.click(within(modal).getByRole('combobox', { name: 'Estagiário' }));
    await user.click(await screen.findByRole('option', { name: 'Pedro Lima' }));
    await user.click(within(modal).getByRole('combobox', { name: 'Estágio' }));
    await user.click(await screen.findByRole('option', { name: '01/02/2025 a sem data de fim' }));
    await user.click(within(modal).getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Folha Criada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ estagioId: 70, ano: 2025, mes: 9 });
  });

  it('Com Folhas: on by default; off asks the server for the internships without a sheet, each with Criar folha or why not', async () => {
    const user = userEvent.setup();
    const semFolha = [
      { semFolha: true, ano: 2025, mes: 9, estagioId: 80, estagiario: { id: 8, nome: 'Ana Costa' }, local: '2ª Defensoria Criminal', unidade: 'Fórum Central', motivo: null },
      { semFolha: true, ano: 2025, mes: 9, estagioId: 81, estagiario: { id: 9, nome: 'Bruno Dias' }, local: null, unidade: null, motivo: 'Sem lotação vigente no mês.' },
    ];
    const { calls } = abrir(
      STAFF,
      '/folha-frequencia?periodo=2025-09',
      (c) => (c.path.startsWith('folha_frequencia/listar/') && c.query.get('com_folhas') === 'false' ? { body: [[...semFolha, ...linhas], 4] } : undefined),
      (c) => (c.method === 'POST' && c.path === 'folha_frequencia' ? { status: 201, body: { message: 'Folha Criada', id: 51 } } : undefined),
    );
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    const chave = screen.getByRole('switch', { name: 'Com Folhas' });
    expect(chave).toBeChecked();
    expect(listar(calls).every((c) => !c.query.has('com_folhas'))).toBe(true);
    await user.click(chave);
    const ana = (await screen.findByText('Ana Costa')).closest('tr')!;
    expect(listar(calls).at(-1)!.query.get('com_folhas')).toBe('false');
    expect(within(ana).getByText('Sem folha')).toBeInTheDocument();
    expect(within(ana).getByText('2ª Defensoria Criminal · Fórum Central')).toBeInTheDocument();
    const bruno = screen.getByText('Bruno Dias').closest('tr')!;
    expect(within(bruno).getByText('Sem lotação vigente no mês.')).toBeInTheDocument();
    expect(within(bruno).queryByRole('button', { name: /Criar folha/ })).not.toBeInTheDocument();
    // The sheets are still there, with their own actions.
    expect(screen.getByRole('link', { name: 'Abrir a folha de Maria da Silva' })).toBeInTheDocument();
    await user.click(within(ana).getByRole('button', { name: 'Criar folha de Ana Costa' }));
    expect(await screen.findByText('Folha Criada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ estagioId: 80, ano: 2025, mes: 9 });
    // The counts never take the switch: they count sheets.
    expect(contagens(calls).every((c) => !c.query.has('com_folhas'))).toBe(true);
  });

  it('Com Folhas off without FOLHA_CREATE: the internships are listed, no Criar folha', async () => {
    abrir(['FOLHA_READ'], '/folha-frequencia?periodo=2025-09&com_folhas=0', (c) =>
      c.query.get('com_folhas') === 'false'
        ? { body: [[{ semFolha: true, ano: 2025, mes: 9, estagioId: 80, estagiario: { id: 8, nome: 'Ana Costa' }, local: 'X', unidade: null, motivo: null }], 1] }
        : undefined,
    );
    const ana = (await screen.findByText('Ana Costa')).closest('tr')!;
    expect(screen.getByRole('switch', { name: 'Com Folhas' })).not.toBeChecked();
    expect(within(ana).queryByRole('button', { name: /Criar folha/ })).not.toBeInTheDocument();
  });
});
