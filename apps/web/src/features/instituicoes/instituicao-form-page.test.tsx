import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, mockApi, renderPage } from '../../test/page-harness';
import InstituicaoFormPage from './instituicao-form-page';

const ESCRITA = ['ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE', 'ESTAGIARIO_DELETE', 'ESTAGIARIO_READ'];
const lista = [{ path: '/instituicoes', element: <p>listagem de instituições</p> }];

const detalhe = {
  id: 4,
  ordem: 2,
  cnpj: '11222333000181',
  razao_social: 'Universidade Federal do Vale do Cotinguiba',
  representante_cargo: 'Reitor',
  representante_nome: 'Augusto Menezes',
  endereco: { cep: '49170000', cidade: 'Laranjeiras', bairro: 'Centro', logradouro: 'Rua Dr. Francisco Bragança', complemento: null, numero: '120' },
  telefone: { ddd: 79, numero: '32817400' },
  criadoEm: '2025-09-01T12:00:00.000Z',
  editadoEm: '2025-09-20T13:30:00.000Z',
  criadoPor: { username: 'admin' },
  editadoPor: { username: 'maria' },
};

const campo = (nome: string | RegExp) => screen.getByLabelText(nome);

describe('InstituicaoFormPage', () => {
  let s: ReturnType<typeof loginAs>;
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("starts with ordem 0 and DDD 79, says 'CNPJ inválido.' for a wrong check digit and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = mockApi((s = loginAs(ESCRITA)));
    renderPage(<InstituicaoFormPage />, { route: '/instituicoes/criar', path: '/instituicoes/criar', me: s.me });
    const cnpj = await screen.findByLabelText(/CNPJ/);
    expect(cnpj).toHaveFocus();
    expect(campo('Ordem')).toHaveValue('0');
    expect(campo('DDD')).toHaveValue('79');
    await user.type(cnpj, '11222333000182');
    expect(cnpj).toHaveValue('11.222.333/0001-82');
    await user.tab();
    expect(await screen.findByText('CNPJ inválido.')).toBeInTheDocument();
    await user.type(campo(/Razão social/), 'Faculdade Exemplo');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('CNPJ inválido.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('masks the alphanumeric CNPJ, CEP and phone as typed and posts endereco and telefone nested', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      (c) => (c.method === 'POST' && c.path === 'instituicao' ? { status: 201, body: { ...detalhe, id: 9 } } : undefined),
    );
    renderPage(<InstituicaoFormPage />, { route: '/instituicoes/criar', path: '/instituicoes/criar', extraRoutes: lista, me: s.me });
    const cnpj = await screen.findByLabelText(/CNPJ/);
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await user.type(campo(/Razão social/), 'Faculdade de Ciências Jurídicas do Atalaia');
    await user.type(campo('Cargo do representante'), 'Diretora Acadêmica');
    const cep = within(screen.getByRole('region', { name: 'Endereço' })).getByLabelText('CEP');
    await user.type(cep, '49037000');
    expect(cep).toHaveValue('49037-000');
    await user.type(campo('Cidade'), 'Aracaju');
    await user.type(campo('Número'), 's/n');
    const telefone = within(screen.getByRole('region', { name: 'Telefone' })).getByLabelText('Número do telefone');
    await user.type(telefone, '30258800');
    expect(telefone).toHaveValue('3025-8800');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      ordem: 0,
      cnpj: '12ABC34501DE35',
      razao_social: 'Faculdade de Ciências Jurídicas do Atalaia',
      representante_cargo: 'Diretora Acadêmica',
      representante_nome: null,
      endereco: { cep: '49037000', cidade: 'Aracaju', bairro: null, logradouro: null, complemento: null, numero: 's/n' },
      telefone: { ddd: 79, numero: '30258800' },
    });
    expect(await screen.findByText('Instituição criada com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de instituições')).toBeInTheDocument();
  });

  it('loads an institution formatted, saves it with PUT and returns to the list', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      (c) => (c.method === 'GET' && c.path === 'instituicao/4' ? { body: detalhe } : undefined),
      (c) => (c.method === 'PUT' && c.path === 'instituicao/4' ? { body: detalhe } : undefined),
    );
    renderPage(<InstituicaoFormPage />, { route: '/instituicoes/editar/4', path: '/instituicoes/editar/:id', extraRoutes: lista, me: s.me });
    expect(await screen.findByDisplayValue('11.222.333/0001-81')).toBeInTheDocument();
    expect(campo('Ordem')).toHaveValue('2');
    expect(screen.getByDisplayValue('49170-000')).toBeInTheDocument();
    expect(screen.getByDisplayValue('3281-7400')).toBeInTheDocument();
    expect(screen.getByText(/Última alteração por maria em 20\/09\/2025/)).toBeInTheDocument();
    await user.clear(campo('Ordem'));
    await user.type(campo('Ordem'), '5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      ordem: 5,
      cnpj: '11222333000181',
      endereco: { cep: '49170000', cidade: 'Laranjeiras', complemento: null },
      telefone: { ddd: 79, numero: '32817400' },
    });
    expect(await screen.findByText('Instituição atualizada com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de instituições')).toBeInTheDocument();
  });

  it("asks before deleting, shows the server's 409 and stays; removes and returns when allowed", async () => {
    const user = userEvent.setup();
    let emUso = true;
    const { calls } = mockApi(
      (s = loginAs(ESCRITA)),
      (c) => (c.method === 'GET' && c.path === 'instituicao/4' ? { body: detalhe } : undefined),
      (c) =>
        c.method === 'DELETE'
          ? emUso
            ? { status: 409, body: { message: 'A instituição é usada por 2 estágio(s) e não pode ser removida.' } }
            : { body: { message: 'Instituição removida.' } }
          : undefined,
    );
    renderPage(<InstituicaoFormPage />, { route: '/instituicoes/editar/4', path: '/instituicoes/editar/:id', extraRoutes: lista, me: s.me });
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    let dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(`Excluir a instituição "${detalhe.razao_social}"?`)).toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('A instituição é usada por 2 estágio(s) e não pode ser removida.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('11.222.333/0001-81')).toBeInTheDocument();

    emUso = false;
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    dialogo = await screen.findByRole('dialog');
    await user.click(within(dialogo).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Instituição removida.')).toBeInTheDocument();
    expect(await screen.findByText('listagem de instituições')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['instituicao/4', 'instituicao/4']);
  });

  it('shows the record read-only to a user without the intern permissions', async () => {
    mockApi((s = loginAs(['FOLHA_READ'])), (c) => (c.method === 'GET' && c.path === 'instituicao/4' ? { body: detalhe } : undefined));
    renderPage(<InstituicaoFormPage />, { route: '/instituicoes/editar/4', path: '/instituicoes/editar/:id', me: s.me });
    expect(await screen.findByDisplayValue('11.222.333/0001-81')).toBeDisabled();
    expect(campo(/Razão social/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    // its history needs an intern permission (the server would answer 403)
    expect(screen.queryByRole('button', { name: 'Histórico' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listagem' })).toHaveAttribute('href', '/instituicoes');
  });
});
