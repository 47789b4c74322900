import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage, type ApiCall } from '../../test/page-harness';
import AssessorListPage from './assessor-list-page';

const assessores = [
  { id: 3, cpf: '52998224725', nome: 'Ana Souza', ativo: true, telefone: null, email: null, email_institucional: null, data_entrada: null, data_sessao: null, data_saida: null },
  { id: 4, cpf: '39053344705', nome: 'Bruno Lima', ativo: false, telefone: null, email: null, email_institucional: null, data_entrada: null, data_sessao: null, data_saida: '2024-01-31' },
];
const responder = (c: ApiCall) => (c.method === 'GET' && c.path === 'assessor' ? { body: [assessores, 45] } : undefined);
const consultas = (calls: ApiCall[]) => calls.filter((c) => c.path === 'assessor').map((c) => Object.fromEntries(c.query));

describe('AssessorListPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('loads up to 10000 active advisors in one page; Paginar asks 20 per page and back', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ASSESSOR_ENUMERATE', 'ASSESSOR_CREATE']);
    const { calls } = mockApi(s, responder);
    renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: s.me });
    expect(await screen.findByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('Bruno Lima (inativo)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar o assessor Ana Souza' })).toHaveAttribute('href', '/assessor/editar/3');
    expect(screen.getByRole('link', { name: 'Cadastrar' })).toHaveAttribute('href', '/assessor/criar');
    expect(consultas(calls)[0]).toEqual({ skip: '0', take: '10000', ativos: 'true', inativos: 'false', orderBy: 'nome', orderDirection: 'asc' });
    expect(screen.getByRole('checkbox', { name: 'Ativos' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Inativos' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Paginar' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ skip: '0', take: '20' }));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ skip: '20', take: '20' }));

    expect(screen.getByText('21–22 de 45')).toBeInTheDocument();

    // Back to one page: the first answer (take 10000) is still fresh in the cache, so no new call is needed.
    await user.click(screen.getByRole('checkbox', { name: 'Paginar' }));
    expect(await screen.findByText('1–2 de 45')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Página 2' })).not.toBeInTheDocument();
    expect(consultas(calls).filter((q) => q.take === '10000')).toHaveLength(1);
  });

  it('Ativos and Inativos choose who is listed; a page size while not paging turns Paginar on', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ASSESSOR_ENUMERATE']);
    const { calls } = mockApi(s, responder);
    renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: s.me });
    await screen.findByText('Ana Souza');
    expect(screen.queryByRole('link', { name: 'Cadastrar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Inativos' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ ativos: 'true', inativos: 'true' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ativos' }));
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ ativos: 'false', inativos: 'true' }));

    await user.selectOptions(screen.getByLabelText('Registros por página'), '50');
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ skip: '0', take: '50', ativos: 'false', inativos: 'true' }));
    expect(screen.getByRole('checkbox', { name: 'Paginar' })).toBeChecked();
  });

  it('a number in the filter searches the CPF, text the name; the CPF header sorts by cpf', async () => {
    const user = userEvent.setup();
    const s = loginAs(['ASSESSOR_ENUMERATE']);
    const { calls } = mockApi(s, responder);
    renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: s.me });
    const tabela = await screen.findByRole('table', { name: 'Assessores' });
    await user.type(screen.getByLabelText('Filtrar'), '529.982');
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ cpf: '529982' }));
    await user.clear(screen.getByLabelText('Filtrar'));
    await user.type(screen.getByLabelText('Filtrar'), 'ana');
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ nome: 'ana' }));
    expect(consultas(calls).at(-1)).not.toHaveProperty('cpf');
    await user.click(within(tabela).getByRole('button', { name: /CPF/ }));
    await waitFor(() => expect(consultas(calls).at(-1)).toMatchObject({ orderBy: 'cpf', take: '10000' }));
  });

  it('links each advisor to the placement list filtered by them, only with LOTACAO_ENUMERATE', async () => {
    const s = loginAs(['ASSESSOR_ENUMERATE', 'LOTACAO_ENUMERATE']);
    mockApi(s, responder);
    const { unmount } = renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: s.me });
    expect(await screen.findByRole('link', { name: 'Lotações do assessor Ana Souza' })).toHaveAttribute('href', '/vinculos?assessorid=3');
    expect(screen.getByRole('link', { name: 'Lotações do assessor Bruno Lima' })).toHaveAttribute('href', '/vinculos?assessorid=4');
    unmount();
    const semLotacao = loginAs(['ASSESSOR_ENUMERATE']);
    mockApi(semLotacao, responder);
    renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: semLotacao.me });
    await screen.findByText('Ana Souza');
    expect(screen.queryByRole('link', { name: /^Lotações/ })).not.toBeInTheDocument();
  });

  it("shows 'Nenhum registro encontrado' when nobody matches", async () => {
    const s = loginAs(['ASSESSOR_ENUMERATE']);
    mockApi(s, (c) => (c.path === 'assessor' ? { body: [[], 0] } : undefined));
    renderPage(<AssessorListPage />, { route: '/assessor', path: '/assessor', me: s.me });
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
