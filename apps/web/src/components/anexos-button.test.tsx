import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../test/page-harness';
import type { AnexoResumo } from './anexos-api';
import { AnexosButton } from './anexos-button';

const portaria: AnexoResumo = {
  id: 11,
  filename: 'Portaria de nomeação.pdf',
  content_type: 'application/pdf',
  tamanho: 12_595,
  sha256: 'a'.repeat(64),
  criadoEm: '2025-09-01T12:00:00.000Z',
  criadoPor: { username: 'joana' },
};
const foto: AnexoResumo = { ...portaria, id: 12, filename: 'foto.png', content_type: 'image/png', tamanho: 850, criadoPor: null };

interface Envio {
  path: string;
  data: unknown;
  file: File;
}

/**
 * mockApi answers JSON calls; uploads (FormData bodies) and downloads are answered here, so the test sees exactly
 * what the browser would send as multipart.
 */
function fakeServer(permissoes: string[], lista: () => unknown[], respostaEnvio: () => { status: number; body: unknown } = () => ({ status: 201, body: portaria })) {
  const s = loginAs(permissoes);
  const api = mockApi(
    s,
    (c) => (c.method === 'GET' && c.path.includes('/anexos/') ? { body: lista() } : undefined),
    (c) => (c.method === 'DELETE' ? { body: { message: 'Anexo removido.' } } : undefined),
  );
  const envios: Envio[] = [];
  const baixados: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
    if (init?.body instanceof FormData) {
      envios.push({ path, data: JSON.parse(String(init.body.get('data'))), file: init.body.get('file') as File });
      const r = respostaEnvio();
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'Content-Type': 'application/json' } });
    }
    if ((init?.method ?? 'GET') === 'GET' && /^(assessor_anexos|attachment)\/(estagio\/)?\d+$/.test(path)) {
      baixados.push(path);
      return new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }
    return api.fetchMock(input, init);
  });
  return { s, calls: api.calls, envios, baixados };
}

const TODAS = ['ASSESSOR_READ', 'ASSESSOR_ENUMERATE', 'ASSESSOR_CREATE', 'ASSESSOR_UPDATE'];

describe('AnexosButton', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('before the record is saved: a disabled-looking button that says why, and no call', async () => {
    const user = userEvent.setup();
    const { s, calls } = fakeServer(TODAS, () => []);
    renderPage(<AnexosButton dono={{ tipo: 'assessor', id: null }} />, { me: s.me });
    const botao = screen.getByRole('button', { name: 'Anexos' });
    expect(botao).toHaveAttribute('aria-disabled', 'true');
    await user.hover(botao);
    expect(await screen.findByText('Salve o registro antes de poder anexar documentos.')).toBeInTheDocument();
    await user.click(botao);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path !== 'auth/me')).toHaveLength(0);
  });

  it('shows the count, lists name, size and date, and asks for a file before sending', async () => {
    const user = userEvent.setup();
    const { s, envios } = fakeServer(TODAS, () => [portaria, foto]);
    renderPage(<AnexosButton dono={{ tipo: 'assessor', id: 7 }} />, { me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Anexos (2)' }));
    const tabela = await screen.findByRole('table', { name: 'Anexos' });
    const [, primeira] = within(tabela).getAllByRole('row');
    expect(within(primeira!).getByRole('button', { name: 'Baixar Portaria de nomeação.pdf' })).toBeInTheDocument();
    expect(within(primeira!).getByText('12,3 KB')).toBeInTheDocument();
    expect(within(primeira!).getByText('por joana')).toBeInTheDocument();
    expect(within(tabela).getByText('850 bytes')).toBeInTheDocument();

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Nenhum arquivo selecionado')).toBeInTheDocument(); // the empty input's placeholder
    await user.click(within(dialog).getByRole('button', { name: 'Anexar' }));
    // now also the field's error message
    expect(await within(dialog).findAllByText('Nenhum arquivo selecionado')).toHaveLength(2);
    expect(envios).toHaveLength(0);
  });

  it('uploads the chosen file as multipart with file and data {filename, owner{id}}', async () => {
    const user = userEvent.setup();
    let lista = [foto];
    const { s, envios } = fakeServer(TODAS, () => lista);
    renderPage(<AnexosButton dono={{ tipo: 'estagio', id: 31 }} />, {
      me: { ...s.me, permissoes: ['ESTAGIARIO_READ', 'ESTAGIARIO_UPDATE'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Anexos (1)' }));
    const input = (await waitFor(() => {
      const el = document.querySelector('input[type="file"]');
      expect(el).not.toBeNull();
      return el;
    })) as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.xlsx,.xls,.doc,.docx,.pdf');
    const pdf = new File(['%PDF-1.4 conteúdo'], 'Termo de compromisso.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    lista = [foto, portaria];
    await user.click(screen.getByRole('button', { name: 'Anexar' }));
    expect(await screen.findByText('Documento anexado')).toBeInTheDocument();
    expect(envios).toHaveLength(1);
    expect(envios[0]!.path).toBe('attachment/estagio/31');
    expect(envios[0]!.data).toEqual({ filename: 'Termo de compromisso.pdf', estagio: { id: 31 } });
    expect(envios[0]!.file.name).toBe('Termo de compromisso.pdf');
    expect(await envios[0]!.file.text()).toBe('%PDF-1.4 conteúdo');
    expect(await screen.findByRole('button', { name: 'Anexos (2)' })).toBeInTheDocument();
  });

  it("puts the server's refusal on the field (415) and keeps the modal open", async () => {
    const user = userEvent.setup();
    const recusa = 'Tipo de arquivo não permitido. Envie PDF, imagem (JPG, PNG), Word ou Excel.';
    const { s } = fakeServer(TODAS, () => [], () => ({ status: 415, body: { message: recusa } }));
    renderPage(<AnexosButton dono={{ tipo: 'estagiario', id: 4 }} />, { me: { ...s.me, permissoes: ['ESTAGIARIO_READ', 'ESTAGIARIO_CREATE'] } });
    await user.click(await screen.findByRole('button', { name: 'Anexos (0)' }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['\x89PNG'], 'disfarçado.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Anexar' }));
    expect(await screen.findAllByText(recusa)).toHaveLength(2); // toast and field
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('downloads with the stored name and removes after confirmation', async () => {
    const user = userEvent.setup();
    let lista = [portaria, foto];
    const { s, calls, baixados } = fakeServer(TODAS, () => lista);
    const criarUrl = vi.fn(() => 'blob:anexo');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: criarUrl, revokeObjectURL: vi.fn() }));
    const cliques: string[] = [];
    const clicar = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      cliques.push(this.download);
    });
    renderPage(<AnexosButton dono={{ tipo: 'assessor', id: 7 }} />, { me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Anexos (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Baixar Portaria de nomeação.pdf' }));
    await waitFor(() => expect(cliques).toEqual(['Portaria de nomeação.pdf']));
    expect(baixados).toEqual(['assessor_anexos/11']);
    expect(criarUrl).toHaveBeenCalledWith(expect.objectContaining({ size: 8 }));
    clicar.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Remover foto.png' }));
    lista = [portaria];
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Anexo removido.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('assessor_anexos/12');
    expect(await screen.findByRole('button', { name: 'Anexos (1)' })).toBeInTheDocument();
  });

  it('read-only users see the list without upload or remove', async () => {
    const user = userEvent.setup();
    const { s } = fakeServer(['ASSESSOR_ENUMERATE'], () => [portaria]);
    renderPage(<AnexosButton dono={{ tipo: 'assessor', id: 7 }} />, { me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Anexos (1)' }));
    expect(await screen.findByRole('button', { name: 'Baixar Portaria de nomeação.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anexar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
  });
});
