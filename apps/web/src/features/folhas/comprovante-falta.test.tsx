import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { Folha } from './api';
import FolhaPage from './folha-page';
import { umaFolha } from './test-fabrica';

const estagiario = () => loginAs([], { id: null, escopo: 'folha', username: null, nome: null, cpf: '52998224725', navbar: false });

function abrir(folha: () => Folha, ...outros: ((c: ApiCall) => { status?: number; body?: unknown } | undefined)[]) {
  const s = estagiario();
  localStorage.setItem('sgi.modulo', '3');
  const api = mockApi(s, ...outros, (c) => (c.method === 'GET' && c.path === 'folha_frequencia/42' ? { body: folha() } : undefined));
  renderPage(<FolhaPage />, { route: '/folha-frequencia/42', path: '/folha-frequencia/:id', me: s.me, extraRoutes: [{ path: '/', element: <p>tela inicial</p> }] });
  return api;
}

const pdf = (nome = 'atestado.pdf') => new File(['%PDF-1.4\n%%EOF\n'], nome, { type: 'application/pdf' });
const falta = { dia: 3, status: 3, justificativa: 'Consulta médica' };
const campoDoArquivo = (modal: HTMLElement) => modal.querySelector<HTMLInputElement>('input[type="file"]')!;

async function abrirODia3() {
  await userEvent.setup().click(await screen.findByRole('button', { name: /^Dia 3, Qua:/ }));
  return screen.findByRole('dialog');
}

describe('Comprovante da falta no modal do dia', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    notifications.clean();
  });
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('the owner sends a PDF (multipart, field file) for an absence; the sheet is read again and shows the file', async () => {
    const user = userEvent.setup();
    let folha = umaFolha({}, [falta]);
    const { calls } = abrir(
      () => folha,
      (c) => {
        if (c.method !== 'POST') return undefined;
        folha = umaFolha({ versao: 4 }, [{ ...falta, anexo: 77, nomeArquivo: 'atestado.pdf' }]);
        return { status: 201, body: { message: 'Registro Salvo', versao: 4 } };
      },
    );
    const modal = await abrirODia3();
    expect(within(modal).getByText('Comprovante (PDF)')).toBeInTheDocument();
    await user.upload(campoDoArquivo(modal), pdf());
    expect(await screen.findByText('Registro Salvo')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('folha_frequencia/42/anexo/3');
    const enviado = (post.body as FormData).get('file') as File;
    expect(enviado.name).toBe('atestado.pdf');
    expect(await within(modal).findByRole('button', { name: 'Abrir atestado.pdf' })).toBeInTheDocument();
    expect(within(modal).getByText('Escolher outro arquivo substitui o anexado. Até 10 MB.')).toBeInTheDocument();
  });

  it('refuses in the browser what the server would refuse: not a PDF by its content, over 10 MB, empty; nothing is sent', async () => {
    const user = userEvent.setup();
    const { calls } = abrir(() => umaFolha({}, [falta]));
    const modal = await abrirODia3();
    await user.upload(campoDoArquivo(modal), new File(['MZ isto não é PDF'], 'atestado.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByText('O comprovante da falta deve ser um arquivo PDF.')).toBeInTheDocument();
    await user.upload(campoDoArquivo(modal), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByText('O arquivo enviado é grande demais (máximo de 10 MB).')).toBeInTheDocument();
    await user.upload(campoDoArquivo(modal), new File([], 'vazio.pdf', { type: 'application/pdf' }));
    expect(await within(modal).findByText('O arquivo enviado está vazio.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the file', async () => {
    const user = userEvent.setup();
    abrir(
      () => umaFolha({}, [falta]),
      (c) => (c.method === 'POST' ? { status: 415, body: { message: 'O PDF contém conteúdo ativo (scripts ou arquivos embutidos) e não pode ser anexado.' } } : undefined),
    );
    const modal = await abrirODia3();
    await user.upload(campoDoArquivo(modal), pdf());
    expect(await within(modal).findByText('O PDF contém conteúdo ativo (scripts ou arquivos embutidos) e não pode ser anexado.')).toBeInTheDocument();
  });

  it('a day not yet saved as absent asks to save first; a present day offers no file field', async () => {
    const user = userEvent.setup();
    abrir(() => umaFolha({}, [{ dia: 3, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }]));
    const modal = await abrirODia3();
    expect(within(modal).queryByText('Comprovante (PDF)')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Ausente' }));
    expect(within(modal).getByText('Salve o dia como ausente para anexar o comprovante (PDF).')).toBeInTheDocument();
    expect(campoDoArquivo(modal)).toBeNull();
  });

  it('whoever may not fill in the sheet only views: the link opens the file fetched with the session', async () => {
    const user = userEvent.setup();
    const aberto = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', aberto);
    const criarUrl = vi.fn(() => 'blob:comprovante');
    URL.createObjectURL = criarUrl;
    URL.revokeObjectURL = vi.fn();
    const folha = umaFolha({ status: 3, acoes: { ...umaFolha().acoes, preencher: false, enviar: false } }, [{ ...falta, anexo: 77, nomeArquivo: 'atestado.pdf' }]);
    const { calls } = abrir(
      () => folha,
      (c) => (c.method === 'GET' && c.path === 'folha_frequencia/42/anexo/3' ? { body: '%PDF-1.4' } : undefined),
    );
    const modal = await abrirODia3();
    expect(within(modal).queryByText('Comprovante (PDF)')).not.toBeInTheDocument();
    expect(campoDoArquivo(modal)).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Abrir atestado.pdf' }));
    await waitFor(() => expect(aberto).toHaveBeenCalledWith('blob:comprovante', '_blank', 'noopener'));
    const get = calls.find((c) => c.path === 'folha_frequencia/42/anexo/3')!;
    expect(get.headers.Authorization).toBe('Bearer token-de-teste');
  });
});
