import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import VaraListPage from './vara-list-page';

/** 23 varas: three pages of 10; the fake server pages them as the API does. */
const varas = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  ordem: i + 1,
  nome: `${i + 1}ª Vara`,
  atuacao: { id: i % 2 ? 2 : 1, nome: i % 2 ? 'Criminal' : 'Cível' },
  defensorias: i === 0 ? 4 : 0,
}));
const servidor = (c: { method: string; path: string; query: URLSearchParams }) => {
  if (c.method !== 'GET' || c.path !== 'vara') return undefined;
  const skip = Number(c.query.get('skip'));
  return { body: [varas.slice(skip, skip + Number(c.query.get('take'))), varas.length] };
};

describe('VaraListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for 10 varas by ordem ascending with atuação and defensorias, and shows ordem, nome, atuação, count, Editar', async () => {
    const s = loginAs(['VARA_ENUMERATE', 'VARA_CREATE']);
    const { calls } = mockApi(s, servidor);
    renderPage(<VaraListPage />, { route: '/varas', path: '/varas', me: s.me });
    const primeira = (await screen.findByText('1ª Vara')).closest('tr')!;
    expect(within(primeira).getByText('Cível')).toBeInTheDocument();
    expect(within(primeira).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('10ª Vara')).toBeInTheDocument();
    expect(screen.queryByText('11ª Vara')).not.toBeInTheDocument();
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Atuação/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Defensorias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar a vara 2ª Vara' })).toHaveAttribute('href', '/varas/editar/2');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/varas/criar');
    expect(Object.fromEntries(calls.find((c) => c.path === 'vara')!.query)).toEqual({
      skip: '0', take: '10', orderField: 'ordem', orderBy: 'asc', comAtuacao: 'true', comDefensorias: 'true',
    });
  });

  it('pages on the server and sorts by atuação when its header is clicked', async () => {
    const user = userEvent.setup();
    const s = loginAs(['VARA_READ']);
    const { calls } = mockApi(s, servidor);
    renderPage(<VaraListPage />, { route: '/varas', path: '/varas', me: s.me });
    await screen.findByText('1ª Vara');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(await screen.findByText('23ª Vara')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('skip')).toBe('20');
    await user.click(screen.getByRole('button', { name: /^Atuação/ }));
    await waitFor(() => expect(calls.at(-1)!.query.get('orderField')).toBe('atuacao'));
    expect(calls.at(-1)!.query.get('skip')).toBe('0');
  });

  it("shows 'Nenhum registro encontrado' for an empty list", async () => {
    const s = loginAs(['VARA_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'vara' ? { body: [[], 0] } : undefined));
    renderPage(<VaraListPage />, { route: '/varas', path: '/varas', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
