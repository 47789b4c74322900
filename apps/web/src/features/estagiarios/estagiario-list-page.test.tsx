import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import type { EstagiarioResumo } from './api';
import EstagiarioListPage from './estagiario-list-page';

const estagio = (inicio: string, fim: string | null) => ({
  id: Number(inicio.replaceAll('-', '')),
  tipo_estagio: 7,
  data_inicio_estagio: inicio,
  data_fim_estagio: fim,
  desligamento: null,
  instituicao: { id: 1, razao_social: 'Universidade' },
  curso: { id: 1, nome: 'Direito' },
});

const estagiarios: EstagiarioResumo[] = [
  {
    id: 5, pessoaId: 9, cpf: '52998224725', nome: 'Maria da Silva', data_nascimento: '2001-04-09', email: 'maria@exemplo.com',
    email_institucional: null, ativo: true, estagios: [estagio('2024-03-01', '2025-02-28'), estagio('2025-03-01', null)],
  },
  { id: 6, pessoaId: 10, cpf: '11144477735', nome: 'João Souza', data_nascimento: null, email: null, email_institucional: null, ativo: false, estagios: [] },
];

describe('EstagiarioListPage', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first internship’s dates, N/A without internships, the CPF formatted; sorts by first start by default', async () => {
    const s = loginAs(['ESTAGIARIO_ENUMERATE', 'ESTAGIARIO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'estagiario' ? { body: [estagiarios, 2] } : undefined));
    renderPage(<EstagiarioListPage />, { route: '/estagiario', path: '/estagiario', me: s.me });
    const maria = (await screen.findByText('Maria da Silva')).closest('tr')!;
    expect(within(maria).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(maria).getByText('01/03/2024')).toBeInTheDocument();
    expect(within(maria).getByText('28/02/2025')).toBeInTheDocument();
    const joao = screen.getByText('João Souza (inativo)').closest('tr')!;
    expect(within(joao).getAllByText('N/A')).toHaveLength(2);
    // Aniversário and the e-mails are hidden until chosen in the column chooser.
    expect(screen.queryByText('09/04/2001')).not.toBeInTheDocument();
    expect(screen.queryByText('maria@exemplo.com')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o estagiário Maria da Silva' })).toHaveAttribute('href', '/estagiario/editar/5');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/estagiario/criar');
    expect(screen.getByRole('link', { name: 'Lista de e-mails' })).toHaveAttribute('href', '/estagiario/emails');
    // Placements need LOTACAO_ENUMERATE.
    expect(screen.queryByRole('link', { name: /^Lotações/ })).not.toBeInTheDocument();
    expect(Object.fromEntries(calls.find((c) => c.path === 'estagiario')!.query)).toEqual({
      skip: '0', take: '12', inativos: 'false', orderField: 'data_inicio_estagio', orderBy: 'asc', comEstagios: 'true',
    });
  });

  it('sends Inativos, a numeric filter as cpf and a name as nome; shows the hidden columns on request', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ESTAGIARIO_ENUMERATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'estagiario' ? { body: [estagiarios, 2] } : undefined));
    renderPage(<EstagiarioListPage />, { route: '/estagiario', path: '/estagiario', me: s.me });
    await screen.findByText('Maria da Silva');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Inativos'));
    await waitFor(() => expect(calls.at(-1)!.query.get('inativos')).toBe('true'));
    await user.type(screen.getByLabelText('Filtrar'), '529.982');
    await waitFor(() => expect(calls.at(-1)!.query.get('cpf')).toBe('529982'));
    await user.clear(screen.getByLabelText('Filtrar'));
    await user.type(screen.getByLabelText('Filtrar'), 'maria');
    await waitFor(() => expect(calls.at(-1)!.query.get('nome')).toBe('maria'));
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Aniversário' }));
    expect(await screen.findByText('09/04/2001')).toBeInTheDocument();
  });

  it('links each intern to the placement list filtered by them with LOTACAO_ENUMERATE', async () => {
    const s = loginAs(['ESTAGIARIO_ENUMERATE', 'LOTACAO_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'estagiario' ? { body: [estagiarios, 2] } : undefined));
    renderPage(<EstagiarioListPage />, { route: '/estagiario', path: '/estagiario', me: s.me });
    expect(await screen.findByRole('link', { name: 'Lotações do estagiário Maria da Silva' })).toHaveAttribute('href', '/vinculos?estagiarioid=5');
    expect(screen.getByRole('link', { name: 'Lotações do estagiário João Souza' })).toHaveAttribute('href', '/vinculos?estagiarioid=6');
  });
});
