import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import { ProgressoDaTarefa, textoDoProgresso } from './progresso-tarefa';

const base = {
  id: 7, tipo: 'folhas.gerar', rotulo: 'Geração das folhas', tentativas: 1, maxTentativas: 5, progressoTotal: null, resultado: null, erro: null,
  criadoPor: { id: 1, username: 'ana' }, criadoEm: '2026-11-25T10:00:00.000Z', iniciadoEm: null, concluidoEm: null,
};

describe('ProgressoDaTarefa', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says how much is done', () => {
    expect(textoDoProgresso({ progressoAtual: 120, progressoTotal: 3000 })).toBe('120 de 3.000 (4%)');
    expect(textoDoProgresso({ progressoAtual: 0, progressoTotal: null })).toBe('');
    expect(textoDoProgresso({ progressoAtual: 5, progressoTotal: null })).toBe('5 feito(s)');
  });

  it('follows the job from the queue to its result, and tells the screen once when it ends', async () => {
    const estados = [
      { ...base, status: 'PENDENTE', progressoAtual: 0 },
      { ...base, status: 'EXECUTANDO', progressoAtual: 300, progressoTotal: 1000 },
      { ...base, status: 'CONCLUIDA', progressoAtual: 1000, progressoTotal: 1000, resultado: { criadas: 998 } },
    ];
    let i = 0;
    const s = loginAs([]);
    const { calls } = mockApi(s, (c) => (c.path === 'tarefa/7' ? { body: estados[Math.min(i++, 2)] } : undefined));
    const aoTerminar = vi.fn();
    renderPage(
      <ProgressoDaTarefa id={7} titulo="Gerando as folhas" aoTerminar={aoTerminar} resultado={(t) => `${(t.resultado as { criadas: number }).criadas} folhas de frequência geradas.`} />,
      { me: s.me },
    );
    expect(await screen.findByText(/Na fila/)).toBeInTheDocument();
    expect(await screen.findByText('Em execução · 300 de 1.000 (30%)', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('998 folhas de frequência geradas.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Gerando as folhas' })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(aoTerminar).toHaveBeenCalledTimes(1));
    // Once ended, it stops asking.
    const pedidos = calls.length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls.length).toBe(pedidos);
  });

  it('shows why a job failed', async () => {
    const s = loginAs([]);
    mockApi(s, (c) => (c.path === 'tarefa/7' ? { body: { ...base, status: 'FALHOU', tentativas: 5, progressoAtual: 40, progressoTotal: 100, erro: 'Servidor SMTP recusou a conexão.' } } : undefined));
    renderPage(<ProgressoDaTarefa id={7} titulo="Enviando as notificações" />, { me: s.me });
    expect(await screen.findByText('Enviando as notificações: falhou')).toBeInTheDocument();
    expect(screen.getByText('Servidor SMTP recusou a conexão.')).toBeInTheDocument();
    expect(screen.getByText(/40 de 100 \(40%\) · 5 tentativas/)).toBeInTheDocument();
  });
});
