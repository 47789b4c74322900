import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { useSalvarRegistro } from '../lib/use-salvar-registro';
import { loginAs, mockApi, renderPage, type ApiCall } from '../test/page-harness';
import { useAcoesDoFormulario } from './use-acoes-do-formulario';

interface Coisa {
  id: number;
  nome: string;
  versao: number;
}

type Opcoes = Partial<Parameters<typeof useAcoesDoFormulario<Coisa, { nome: string }, { id: number }, { message: string; versao: number }>>[0]>;

const erros = { criar: 'Falha ao cadastrar.', atualizar: 'Falha ao atualizar.', remover: 'Falha ao remover.' };

function Pagina({ registro, opcoes = {} }: { registro: Coisa | null; opcoes?: Opcoes }) {
  const mutacoes = useSalvarRegistro<{ nome: string }, { id: number }, { message: string; versao: number }>({ recurso: 'coisa', erros }, registro?.id ?? null);
  const { versao, salvar, excluir } = useAcoesDoFormulario({
    registro,
    mutacoes,
    lista: '/coisas',
    mensagens: { criado: 'Coisa cadastrada.', atualizado: (r) => r.message, removido: { aviso: 'Coisa removida.' } },
    confirmacao: (c) => `Excluir a coisa "${c.nome}"?`,
    ...opcoes,
  });
  return (
    <>
      <p>versão {versao.versao}</p>
      {versao.conflito && <p>conflito: {versao.conflito.message}</p>}
      <button onClick={() => salvar({ nome: 'Nova' })}>Salvar</button>
      <button onClick={() => salvar({ nome: 'Nova' }, '/outro')}>Salvar e ir</button>
      {registro && <button onClick={() => excluir(registro)}>Excluir</button>}
    </>
  );
}

const rotas = [
  { path: '/coisas', element: <p>a lista</p> },
  { path: '/coisas/editar/:id', element: <p>o registro criado</p> },
  { path: '/outro', element: <p>outro lugar</p> },
];

function abrir(registro: Coisa | null, resposta: (c: ApiCall) => { status?: number; body?: unknown } | undefined, opcoes?: Opcoes) {
  const s = loginAs([]);
  const { calls } = mockApi(s, resposta);
  renderPage(<Pagina registro={registro} opcoes={opcoes} />, { route: '/form', path: '/form', extraRoutes: rotas, me: s.me });
  return calls;
}

const lida: Coisa = { id: 3, nome: 'Velha', versao: 4 };
const clicar = (nome: string) => userEvent.click(screen.getByRole('button', { name: nome }));

describe('useAcoesDoFormulario', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('creates, toasts the success and returns to the list', async () => {
    const sucesso = vi.spyOn(notify, 'sucesso');
    const calls = abrir(null, (c) => (c.method === 'POST' ? { body: { id: 9 } } : undefined));
    await clicar('Salvar');
    expect(await screen.findByText('a lista')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['coisa', { nome: 'Nova' }]]);
    expect(sucesso).toHaveBeenCalledWith('Coisa cadastrada.');
  });

  it("updates with the version read, toasts the server's text and goes where the page says", async () => {
    const sucesso = vi.spyOn(notify, 'sucesso');
    const calls = abrir(lida, (c) => (c.method === 'PUT' ? { body: { message: 'Coisa atualizada.', versao: 5 } } : undefined));
    await clicar('Salvar e ir');
    expect(await screen.findByText('outro lugar')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([['coisa/3', { nome: 'Nova', versao: 4 }]]);
    expect(sucesso).toHaveBeenCalledWith('Coisa atualizada.');
  });

  it('a stale write shows the conflict and stays; another error goes to aoErrar', async () => {
    const aoErrar = vi.fn();
    let status = 409;
    abrir(lida, (c) => (c.method === 'PUT' ? { status, body: { message: status === 409 ? 'Alterado por outra pessoa.' : 'Nome inválido.', versaoAtual: 6 } } : undefined), { aoErrar });
    await clicar('Salvar');
    expect(await screen.findByText('conflito: Alterado por outra pessoa.')).toBeInTheDocument();
    expect(aoErrar).not.toHaveBeenCalled();
    status = 400;
    await clicar('Salvar');
    await waitFor(() => expect(aoErrar).toHaveBeenCalledTimes(1));
    expect((aoErrar.mock.calls[0]![0] as Error).message).toBe('Nome inválido.');
    expect(screen.queryByText('a lista')).not.toBeInTheDocument();
  });

  it('a new record can open in edit mode', async () => {
    abrir(null, (c) => (c.method === 'POST' ? { body: { id: 9, message: 'ok' } } : undefined), { depoisDeCriar: 'editar' });
    await clicar('Salvar');
    expect(await screen.findByText('o registro criado')).toBeInTheDocument();
  });

  it('a saved record can stay open, taking the version its save made', async () => {
    abrir(lida, (c) => (c.method === 'PUT' ? { body: { message: 'Salvo.', versao: 5 } } : undefined), { depoisDeAtualizar: 'ficar' });
    expect(screen.getByText('versão 4')).toBeInTheDocument();
    await clicar('Salvar');
    expect(await screen.findByText('versão 5')).toBeInTheDocument();
    expect(screen.queryByText('a lista')).not.toBeInTheDocument();
  });

  it('asks before removing; Cancelar sends nothing, Excluir removes, warns in the given style and returns', async () => {
    const aviso = vi.spyOn(notify, 'aviso');
    const calls = abrir(lida, (c) => (c.method === 'DELETE' ? { body: { message: 'Removido.' } } : undefined));
    await clicar('Excluir');
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Excluir a coisa "Velha"?')).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await clicar('Excluir');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('a lista')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['coisa/3']);
    expect(aviso).toHaveBeenCalledWith('Coisa removida.');
  });
});
