import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import type { Estagio, EstagiarioDetalhe } from './api';
import EstagiarioFormPage, { MENSAGEM_EXCLUIR_ESTAGIARIO } from './estagiario-form-page';

const TODAS = ['ESTAGIARIO_CREATE', 'ESTAGIARIO_READ', 'ESTAGIARIO_UPDATE', 'ESTAGIARIO_DELETE', 'ESTAGIARIO_ENUMERATE'];
const rotas = [
  { path: '/estagiario', element: <p>listagem de estagiários</p> },
  { path: '/estagiario/editar/:id', element: <p>edição do estagiário</p> },
];
// jsdom has no object URLs; the download test watches them.
URL.createObjectURL ??= () => 'blob:teste';
URL.revokeObjectURL ??= () => undefined;
// The attachment buttons ask for their counts.
const semAnexos = (c: ApiCall) => (c.method === 'GET' && c.path.startsWith('attachment/') ? { body: [] } : undefined);

const maria: EstagiarioDetalhe = {
  id: 5,
  pessoaId: 9,
  cpf: '52998224725',
  nome: 'Maria da Silva',
  data_nascimento: '2001-04-09',
  email: 'maria@exemplo.com',
  email_institucional: null,
  ativo: true,
  estadocivil: 0,
  anotacao: null,
  telefone: { ddd: 79, numero: '32180000' },
  celular: { ddd: null, numero: null },
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-02T12:00:00.000Z',
  criadoPor: null,
  editadoPor: { username: 'admin' },
  versao: 3,
};
const estagio: Estagio = {
  id: 21,
  estagiario: { id: 5 },
  tipo_estagio: 6,
  instituicao_ensino: { id: 8, razao_social: 'Universidade do Vale' },
  curso: { id: 3, nome: 'Direito' },
  data_inicio_estagio: '2025-03-01',
  data_fim_estagio: '2025-08-31',
  desligamento: null,
  data_colacao_grau: '2027-06',
  email: 'maria@exemplo.com',
  fim_semana: false,
  versao: 2,
};
const detalhe = (c: ApiCall) => {
  if (c.method === 'GET' && c.path === 'estagiario/5') return { body: maria };
  if (c.method === 'GET' && c.path === 'estagio/lista/5') return { body: [estagio] };
  return undefined;
};

// Typing into a whole form in jsdom is slow when the suite runs in parallel.
describe('EstagiarioFormPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required messages, sends nothing, and explains that internships and attachments need a saved record', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, semAnexos);
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/criar', path: '/estagiario/criar', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    for (const m of ['CPF é obrigatório.', 'Nome é obrigatório', 'Data de Nascimento é obrigatória.', 'E-mail é obrigatório.']) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(screen.getByText('Salve o registro antes de cadastrar estágios.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anexos' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates with the CPF as digits and the DDD default, then opens the record', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, semAnexos, (c) => (c.method === 'POST' && c.path === 'estagiario' ? { status: 201, body: { id: 9, message: 'Estagiário Criado.' } } : undefined));
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/criar', path: '/estagiario/criar', extraRoutes: rotas, me: s.me });
    const cpf = await screen.findByPlaceholderText('000.000.000-00');
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    // Pasted, not typed key by key: the long fields would only slow the test down.
    await user.click(screen.getByRole('textbox', { name: /^Nome/ }));
    await user.paste('Maria da Silva');
    await user.type(screen.getAllByPlaceholderText('dd/mm/aaaa')[0]!, '09/04/2001');
    await user.click(screen.getByRole('textbox', { name: /^E-mail/ }));
    await user.paste('maria@exemplo.com');
    const telefone = screen.getByRole('textbox', { name: 'Telefone' });
    await user.type(telefone, '32180000');
    expect(telefone).toHaveValue('3218-0000');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      cpf: '52998224725',
      nome: 'Maria da Silva',
      data_nascimento: '2001-04-09',
      email: 'maria@exemplo.com',
      estadocivil: null,
      anotacao: null,
      ativo: true,
      telefone: { ddd: 79, numero: '32180000' },
      celular: { ddd: null, numero: null },
    });
    expect(await screen.findByText('Estagiário Criado.')).toBeInTheDocument();
    expect(await screen.findByText('edição do estagiário')).toBeInTheDocument();
  });

  it('edits: lists the internships with their actions and removes one', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, semAnexos, detalhe, (c) => (c.method === 'DELETE' && c.path === 'estagio/21' ? { body: { message: 'Estágio removido.' } } : undefined));
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/editar/5', path: '/estagiario/editar/:id', extraRoutes: rotas, me: s.me });
    expect(await screen.findByDisplayValue('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText(/^Última alteração por admin em/)).toBeInTheDocument();
    const linha = (await screen.findByText('Universidade do Vale')).closest('tr')!;
    expect(within(linha).getByText('Obrigatório')).toBeInTheDocument();
    expect(within(linha).getByText('31/08/2025')).toBeInTheDocument();
    expect(within(linha).getByRole('button', { name: 'Termo de compromisso do estágio de 01/03/2025' })).toBeInTheDocument();
    expect(within(linha).getByRole('button', { name: /^Anexos/ })).toBeInTheDocument();
    // Placing an internship needs LOTACAO_CREATE.
    expect(within(linha).queryByRole('link', { name: /Cadastrar vínculo/ })).not.toBeInTheDocument();
    await user.click(within(linha).getByRole('button', { name: 'Excluir o estágio de 01/03/2025' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Estágio removido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['estagio/21']);
  });

  it('Lotar opens the placement form of an open internship (LOTACAO_CREATE); not for a dismissed one or an inactive intern', async () => {
    const s = loginAs([...TODAS, 'LOTACAO_CREATE']);
    const desligado: Estagio = { ...estagio, id: 22, data_inicio_estagio: '2024-03-01', data_fim_estagio: '2024-12-31', desligamento: '2024-10-01' };
    const rotaDetalhe = (ativo: boolean) => (c: ApiCall) => {
      if (c.method === 'GET' && c.path === 'estagiario/5') return { body: { ...maria, ativo } };
      if (c.method === 'GET' && c.path === 'estagio/lista/5') return { body: [estagio, desligado] };
      return undefined;
    };
    mockApi(s, semAnexos, rotaDetalhe(true));
    const { unmount } = renderPage(<EstagiarioFormPage />, { route: '/estagiario/editar/5', path: '/estagiario/editar/:id', me: s.me });
    const lotar = await screen.findByRole('link', { name: 'Cadastrar vínculo do estágio de 01/03/2025' });
    expect(lotar).toHaveAttribute('href', '/vinculos_estagio/criar/estagiario/5/estagio/21');
    expect(lotar).toHaveTextContent('Lotar');
    expect(screen.getByRole('button', { name: 'Termo de compromisso do estágio de 01/03/2024' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadastrar vínculo do estágio de 01/03/2024' })).not.toBeInTheDocument();
    unmount();

    mockApi(s, semAnexos, rotaDetalhe(false));
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/editar/5', path: '/estagiario/editar/:id', me: s.me });
    expect(await screen.findByRole('button', { name: 'Termo de compromisso do estágio de 01/03/2025' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cadastrar vínculo/ })).not.toBeInTheDocument();
  });

  it('downloads the term named after the intern', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const criarUrl = vi.spyOn(URL, 'createObjectURL');
    const baixados: string[] = [];
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      baixados.push(this.download);
    });
    const { calls } = mockApi(s, semAnexos, detalhe, (c) => (c.path === 'estagio/21/termo' ? { body: 'docx' } : undefined));
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/editar/5', path: '/estagiario/editar/:id', me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Termo de compromisso do estágio de 01/03/2025' }));
    await waitFor(() => expect(baixados).toEqual(['Termo de Compromisso - Maria da Silva.docx']));
    expect(criarUrl).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.path === 'estagio/21/termo')).toBe(true);
    clique.mockRestore();
    criarUrl.mockRestore();
  });

  it('deletes the complete register after the spec’s confirmation', async () => {
    const user = userEvent.setup();
    const s = loginAs(TODAS);
    const { calls } = mockApi(s, semAnexos, detalhe, (c) => (c.method === 'DELETE' && c.path === 'estagiario/5' ? { body: { message: 'Estagiário removido.' } } : undefined));
    renderPage(<EstagiarioFormPage />, { route: '/estagiario/editar/5', path: '/estagiario/editar/:id', extraRoutes: rotas, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(MENSAGEM_EXCLUIR_ESTAGIARIO)).toBeInTheDocument();
    expect(MENSAGEM_EXCLUIR_ESTAGIARIO).toBe('Tem certeza que deseja excluir o cadastro completo do estagiário? Essa ação é irreversível!');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Estagiário removido.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de estagiários')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['estagiario/5']);
  });
});
