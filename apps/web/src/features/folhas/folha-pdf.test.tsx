import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import FolhaPage from './folha-page';
import { umaFolha } from './test-fabrica';

URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;

const concluida = umaFolha({
  status: 4,
  acoes: { preencher: false, enviar: false, assinar: false, devolver: false, notificar: false, definirResponsavel: false, pdf: true },
});

function abrir(folha: typeof concluida, pdf?: (c: ApiCall) => { status?: number; body?: unknown } | undefined) {
  const s = loginAs(['FOLHA_READ']);
  localStorage.setItem('sgi.modulo', '3');
  const api = mockApi(s, ...(pdf ? [pdf] : []), (c) => (c.method === 'GET' && c.path === 'folha_frequencia/42' ? { body: folha } : undefined));
  renderPage(<FolhaPage />, { route: '/folha-frequencia/42', path: '/folha-frequencia/:id', me: s.me });
  return api;
}

describe('Baixar PDF on the sheet screen', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    notifications.clean();
  });
  afterEach(() => vi.restoreAllMocks());

  it('a concluded sheet offers the PDF, downloaded through the API client with the session', async () => {
    const user = userEvent.setup();
    const baixados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const { calls } = abrir(concluida, (c) => (c.path === 'folha_frequencia/42/pdf' ? { body: '%PDF-1.7' } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    await waitFor(() => expect(baixados).toEqual(['Folha de frequência 09-2025 - Maria da Silva.pdf']));
    const pedido = calls.find((c) => c.path === 'folha_frequencia/42/pdf')!;
    expect(pedido.method).toBe('GET');
    expect(pedido.headers.Authorization).toBe('Bearer token-de-teste');
  });

  it('a failure shows "Erro ao gerar PDF: {motivo}"', async () => {
    const user = userEvent.setup();
    abrir(concluida, (c) => (c.path === 'folha_frequencia/42/pdf' ? { status: 409, body: { message: 'Só a folha concluída tem PDF.' } } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Baixar PDF' }));
    expect(await screen.findByText('Erro ao gerar PDF: Só a folha concluída tem PDF.')).toBeInTheDocument();
  });

  it('a sheet not concluded has no PDF button', async () => {
    abrir(umaFolha({ status: 3 }));
    expect(await screen.findByText('Aguardando Revisão')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Baixar PDF' })).not.toBeInTheDocument();
  });
});
