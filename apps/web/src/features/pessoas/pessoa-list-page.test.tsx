import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import PessoaListPage from './pessoa-list-page';

const pessoas = [
  { id: 1, nome: 'Ana', sobrenome: 'Lima', cpf: '52998224725', dataNascimento: null, email: null, defensor: { id: 5, ativo: true }, usuario: { id: 2, ativo: false, username: 'ana' }, estagiario: null },
  { id: 2, nome: 'Bruno', sobrenome: null, cpf: null, dataNascimento: null, email: null, defensor: null, usuario: null, estagiario: { id: 3, ativo: true } },
];

const larguraOriginal = window.innerWidth;
const largura = (px: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
};

describe('PessoaListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    largura(larguraOriginal);
  });

  it('shows cards with the formatted CPF and profile badges, paging by the window width', async () => {
    largura(1400);
    const s = loginAs(['USUARIO_READ', 'USUARIO_CREATE']);
    const { calls } = mockApi(s, (c) => (c.path === 'pessoa' ? { body: [pessoas, 100] } : undefined));
    renderPage(<PessoaListPage />, { route: '/pessoa?pagina=3', path: '/pessoa', me: s.me });
    expect(await screen.findByRole('link', { name: 'Ana Lima' })).toHaveAttribute('href', '/pessoa/editar/1');
    expect(screen.getByText('CPF 529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Sem CPF')).toBeInTheDocument();
    const ana = within(screen.getByRole('article', { name: 'Ana Lima' }));
    expect(ana.getByText('Defensor')).toBeInTheDocument();
    expect(ana.getByText('Usuário (inativo)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Bruno' })).getByText('Estagiário')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/pessoa/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'pessoa')!.query)).toEqual({ skip: '44', take: '22', orderBy: 'nome', comEstagiario: 'true' });
    // 100 records of 22: five pages; from page 3 the pager shows 2..5.
    expect(screen.getAllByRole('button', { name: /^Página \d/ }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5']);
    act(() => largura(800));
    await waitFor(() => expect(calls.at(-1)!.query.get('take')).toBe('10'));
    expect(calls.at(-1)!.query.get('skip')).toBe('20');
  });

  it('sends the tab, Inativos and the searches, starting again on page 1', async () => {
    const user = userEvent.setup();
    largura(1024);
    const s = loginAs(['USUARIO_READ']);
    const { calls } = mockApi(s, (c) => (c.path === 'pessoa' ? { body: [pessoas, 2] } : undefined));
    renderPage(<PessoaListPage />, { route: '/pessoa?pagina=2', path: '/pessoa', me: s.me });
    await screen.findByText('Ana Lima');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Defensor' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('isDefensor')).toBe('true'));
    expect(calls.at(-1)!.query.get('skip')).toBe('0');
    await user.click(screen.getByLabelText('Inativos'));
    await waitFor(() => expect(calls.at(-1)!.query.get('inativos')).toBe('true'));
    await user.type(screen.getByLabelText('CPF'), '529.982');
    await waitFor(() => expect(calls.at(-1)!.query.get('cpf')).toBe('529982'));
    await user.type(screen.getByLabelText('Nome'), 'ana');
    await waitFor(() => expect(calls.at(-1)!.query.get('nome')).toBe('ana'));
    expect(Object.fromEntries(calls.at(-1)!.query)).toMatchObject({ take: '12', isDefensor: 'true', inativos: 'true', cpf: '529982' });
  });

  it('says when nothing is found', async () => {
    const s = loginAs(['USUARIO_READ']);
    mockApi(s, (c) => (c.path === 'pessoa' ? { body: [[], 0] } : undefined));
    renderPage(<PessoaListPage />, { route: '/pessoa', path: '/pessoa', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
