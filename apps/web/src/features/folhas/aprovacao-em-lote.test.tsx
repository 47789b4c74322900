import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import FolhaListPage from './folha-list-page';
import { umResumo } from './test-fabrica';

/** Bulk approval on the list (issue 13, ADR 054): select the sheets awaiting review, one job, progress, per-sheet result. */
const linhas = [
  umResumo({ id: 42, status: 3 }),
  umResumo({ id: 43, status: 3, estagiario: { id: 6, nome: 'Pedro Lima' } }),
  umResumo({ id: 44, status: 1, estagiario: { id: 7, nome: 'Rita Alves' } }),
];
type Resposta = { status?: number; body?: unknown } | undefined;

function abrir(permissoes: string[], ...outros: ((c: ApiCall) => Resposta)[]) {
  const s = loginAs(permissoes);
  localStorage.setItem('sgi.modulo', '3');
  const api = mockApi(
    s,
    ...outros,
    (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [linhas, 3] } : undefined),
    (c) => (c.path.startsWith('folha_frequencia/contagem/') ? { body: { porStatus: { '1': 1, '3': 2 }, total: 3 } } : undefined),
  );
  renderPage(<FolhaListPage />, { route: '/folha-frequencia?periodo=2025-09', path: '/folha-frequencia', me: s.me });
  return api;
}

const tarefa = (resultado: unknown) => ({
  id: 91, tipo: 'aprovar-folhas', rotulo: 'Aprovação', status: 'CONCLUIDA', tentativas: 1, maxTentativas: 3, progressoAtual: 2, progressoTotal: 2,
  resultado, erro: null, criadoPor: null, criadoEm: '2025-09-01T00:00:00Z', iniciadoEm: null, concluidoEm: null,
});

describe('Aprovação em lote', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('only sheets awaiting review can be selected; one POST with the ids, the job’s progress, then approved and refused with the reason', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(['FOLHA_READ'], (c) => {
      if (c.method === 'POST' && c.path === 'folha_frequencia/aprovacao') return { status: 202, body: { tarefa: 91 } };
      if (c.path === 'tarefa/91') {
        return {
          body: tarefa({
            aprovadas: 1,
            recusadas: 1,
            itens: [
              { id: 42, nome: 'Maria da Silva', aprovada: true, motivo: null },
              { id: 43, nome: 'Pedro Lima', aprovada: false, motivo: 'A folha foi alterada enquanto isso. Recarregue a página para ver a situação atual.' },
            ],
          }),
        };
      }
      return undefined;
    });
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    expect(screen.queryByRole('checkbox', { name: /Rita Alves/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprovar selecionadas/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar a folha de Maria da Silva para aprovar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar a folha de Pedro Lima para aprovar' }));
    await user.click(screen.getByRole('button', { name: 'Aprovar selecionadas (2)' }));
    const modal = await screen.findByRole('dialog', { name: 'Aprovar folhas em lote' });
    await user.click(within(modal).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('1 folha(s) aprovada(s).')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ ids: [42, 43] });
    expect(within(modal).getByRole('progressbar', { name: 'Aprovação das folhas' })).toBeInTheDocument();
    expect(within(modal).getByText('Aprovadas: 1')).toBeInTheDocument();
    expect(within(modal).getByText('Pedro Lima: A folha foi alterada enquanto isso. Recarregue a página para ver a situação atual.')).toBeInTheDocument();
    await user.click(within(modal).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Aprovar selecionadas/ })).not.toBeInTheDocument());
  });

  it('selects every sheet awaiting review of the page at once; unselecting one takes it out', async () => {
    const user = userEvent.setup();
    abrir(['FOLHA_READ', 'FOLHA_CREATE']);
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    await user.click(screen.getByRole('button', { name: 'Selecionar as aguardando revisão da página' }));
    expect(screen.getByRole('button', { name: 'Aprovar selecionadas (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar a folha de Pedro Lima para aprovar' }));
    expect(screen.getByRole('button', { name: 'Aprovar selecionadas (1)' })).toBeInTheDocument();
  });

  it('a sheet-link session has no selection', async () => {
    const s = loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });
    localStorage.setItem('sgi.modulo', '3');
    mockApi(s, (c) => (c.path.startsWith('folha_frequencia/listar/') ? { body: [linhas, 3] } : undefined), (c) =>
      c.path.startsWith('folha_frequencia/contagem/') ? { body: { porStatus: {}, total: 3 } } : undefined,
    );
    renderPage(<FolhaListPage />, { route: '/folha-frequencia?periodo=2025-09', path: '/folha-frequencia', me: s.me });
    await screen.findByRole('link', { name: 'Abrir a folha de Maria da Silva' });
    expect(screen.queryByRole('checkbox', { name: /para aprovar/ })).not.toBeInTheDocument();
  });
});
