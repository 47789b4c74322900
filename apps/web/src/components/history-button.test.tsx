import { formatDataHora } from '@sgi/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../test/page-harness';
import { HistoryButton } from './history-button';
import { historyDiffLines } from './history-diff';

const historico = [
  {
    id: 1,
    tabela: 'usuario',
    registro: '5',
    acao: 'INSERT',
    criadoEm: '2025-09-01T12:00:00.000Z',
    criadoPor: null,
    diff: { username: { de: null, para: 'joana' }, ativo: { de: null, para: true } },
  },
  {
    id: 2,
    tabela: 'usuario',
    registro: '5',
    acao: 'UPDATE',
    criadoEm: '2025-09-02T15:45:00.000Z',
    criadoPor: { id: 1, username: 'admin' },
    diff: { ativo: { de: true, para: false }, funcao: { de: 'Analista', para: null } },
  },
];

describe('HistoryButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the record's history: action, date, user and 'campo: antigo → novo'", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((c) => (c.path === 'historico' ? { body: historico } : undefined));
    renderPage(<HistoryButton tabela="usuario" registro={5} />);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const tabela = await screen.findByRole('table', { name: 'Histórico do registro' });
    const [, criar, atualizar] = within(tabela).getAllByRole('row');
    expect(within(criar!).getByText('CRIAR')).toBeInTheDocument();
    expect(within(criar!).getByText(formatDataHora('2025-09-01T12:00:00.000Z'))).toBeInTheDocument();
    expect(within(criar!).getByText('Sistema')).toBeInTheDocument();
    expect(within(criar!).getByText('Login: joana')).toBeInTheDocument();
    expect(within(atualizar!).getByText('ATUALIZAR')).toBeInTheDocument();
    expect(within(atualizar!).getByText('admin')).toBeInTheDocument();
    expect(within(atualizar!).getByText('Ativo: Sim → Não')).toBeInTheDocument();
    expect(within(atualizar!).getByText('Função: Analista → (vazio)')).toBeInTheDocument();
    expect(calls[0]!.query.get('tabela')).toBe('usuario');
    expect(calls[0]!.query.get('registro')).toBe('5');
  });

  it("shows 'Falha ao buscar histórico.' when the server gives no message, and an empty list", async () => {
    const user = userEvent.setup();
    // A 4xx is not retried, so the toast comes at once.
    mockApi(() => ({ status: 400 }));
    renderPage(<HistoryButton tabela="papel" registro="3" />);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(await screen.findByText('Falha ao buscar histórico.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});

describe('historyDiffLines', () => {
  it('lists only the filled fields of a creation or a removal, and every change of an update', () => {
    const diff = { nome: { de: null, para: 'Ana' }, cpf: { de: null, para: null }, email: { de: null, para: '' } };
    expect(historyDiffLines({ tabela: 'pessoa', acao: 'INSERT', diff })).toEqual(['Nome: Ana']);
    expect(historyDiffLines({ tabela: 'pessoa', acao: 'DELETE', diff: { nome: { de: 'Ana', para: null }, cpf: { de: null, para: null } } })).toEqual(['Nome: Ana']);
    expect(historyDiffLines({ tabela: 'pessoa', acao: 'UPDATE', diff: { email: { de: 'a@b.c', para: null } } })).toEqual(['E-mail: a@b.c → (vazio)']);
  });

  it('reads like the screens: names for ids (also of removed records), labels for codes, formatted values', () => {
    const linhas = historyDiffLines({
      tabela: 'lotacao',
      acao: 'UPDATE',
      diff: {
        defensoria_id: { de: 43, para: 44 },
        tipo: { de: 2, para: 4 },
        entrada: { de: '13:00:00', para: '14:00:00' },
        data_final: { de: null, para: '2026-12-31' },
      },
      nomes: { 'defensoria:43': 'Defensoria de Itabaiana', 'defensoria:44': '1ª Defensoria Criminal' },
    });
    expect(linhas).toEqual([
      'Defensoria: Defensoria de Itabaiana → 1ª Defensoria Criminal',
      'Tipo: Titularidade → Designação',
      'Entrada: 13:00 → 14:00',
      'Fim: (vazio) → 31/12/2026',
    ]);
  });
});

describe('HistoryButton with a related record', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges the history of both tables by date (usuario + its pessoa)', async () => {
    const user = userEvent.setup();
    const pessoa = {
      id: 9,
      tabela: 'pessoa',
      registro: '8',
      acao: 'UPDATE',
      criadoEm: '2025-09-01T18:00:00.000Z',
      criadoPor: { id: 1, username: 'admin' },
      diff: { sobrenome: { de: 'Silva', para: 'Souza' } },
    };
    const { calls } = mockApi((c) => (c.path === 'historico' ? { body: c.query.get('tabela') === 'pessoa' ? [pessoa] : historico } : undefined));
    renderPage(<HistoryButton tabela="usuario" registro={5} relacionados={[{ tabela: 'pessoa', registro: 8 }]} />);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const tabela = await screen.findByRole('table', { name: 'Histórico do registro' });
    const linhas = within(tabela).getAllByRole('row').slice(1);
    expect(linhas).toHaveLength(3);
    expect(within(linhas[1]!).getByText('Sobrenome: Silva → Souza')).toBeInTheDocument();
    expect(calls.map((c) => `${c.query.get('tabela')}/${c.query.get('registro')}`).sort()).toEqual(['pessoa/8', 'usuario/5']);
  });
});
