import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/page-harness';
import { comAtual, comoOpcoes, opcoesQuery, placeholderOpcoes } from './opcoes';

const comarcas = [
  { id: 1, nome: 'Capital' },
  { id: 2, nome: 'Interior' },
];

function Rotulos({ consultas }: { consultas: { queryKey: readonly unknown[] }[] }) {
  return (
    <>
      {consultas.map((c, i) => (
        <Lista key={i} consulta={c} />
      ))}
    </>
  );
}

function Lista({ consulta }: { consulta: { queryKey: readonly unknown[] } }) {
  const { data } = useQuery(consulta as Parameters<typeof useQuery>[0]);
  return <p>{JSON.stringify(data ?? null)}</p>;
}

const montar = (consultas: { queryKey: readonly unknown[] }[]) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Rotulos consultas={consultas} />
    </QueryClientProvider>,
  );
  return client;
};

describe('opcoesQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first 1000 records and offers them as { value: id, label: nome } under [recurso, opcoes]', async () => {
    const { calls } = mockApi((c) => (c.path === 'comarca' ? { body: [comarcas, 2] } : undefined));
    const consulta = opcoesQuery('comarca', { erro: 'Falha ao listar comarcas.' });
    expect(consulta.queryKey).toEqual(['comarca', 'opcoes']);
    expect(consulta.meta).toEqual({ erro: 'Falha ao listar comarcas.' });
    montar([consulta]);
    expect(
      await screen.findByText(
        JSON.stringify([
          { value: '1', label: 'Capital' },
          { value: '2', label: 'Interior' },
        ]),
      ),
    ).toBeInTheDocument();
    expect(calls.map((c) => [c.path, c.query.toString()])).toEqual([['comarca', 'skip=0&take=1000']]);
  });

  it("adds the call's other parameters after skip/take and keys the list by them", async () => {
    const { calls } = mockApi((c) => (c.path === 'usuario' ? { body: [[{ id: 7, username: 'ana', nome: 'Ana' }], 1] } : undefined));
    const consulta = opcoesQuery('usuario', {
      erro: 'x',
      query: { orderBy: 'nome', orderDirection: 'asc' },
      select: comoOpcoes((u: { id: number; username: string; nome: string }) => `${u.nome} (${u.username})`),
    });
    expect(consulta.queryKey).toEqual(['usuario', 'opcoes', { orderBy: 'nome', orderDirection: 'asc' }]);
    montar([consulta]);
    expect(await screen.findByText(JSON.stringify([{ value: '7', label: 'Ana (ana)' }]))).toBeInTheDocument();
    expect(calls[0]!.query.toString()).toBe('skip=0&take=1000&orderBy=nome&orderDirection=asc');
  });

  it('selects of one register share one request, each with its own shape', async () => {
    const { calls } = mockApi((c) => (c.path === 'comarca' ? { body: [comarcas, 2] } : undefined));
    montar([
      opcoesQuery('comarca', { erro: 'x' }),
      opcoesQuery('comarca', { erro: 'x', select: (lista: { id: number; nome: string }[]) => lista.map((c) => c.nome.toUpperCase()) }),
    ]);
    expect(await screen.findByText(JSON.stringify(['CAPITAL', 'INTERIOR']))).toBeInTheDocument();
    expect(screen.getByText(JSON.stringify([{ value: '1', label: 'Capital' }, { value: '2', label: 'Interior' }]))).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it("is refreshed by invalidating the register's key", async () => {
    const { calls } = mockApi((c) => (c.path === 'comarca' ? { body: [comarcas, 2] } : undefined));
    const client = montar([opcoesQuery('comarca', { erro: 'x' })]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await client.invalidateQueries({ queryKey: ['comarca'] });
    expect(calls).toHaveLength(2);
  });
});

describe('comAtual', () => {
  const lista = [{ value: '1', label: 'Capital' }];

  it("adds the record's own choice when the list lacks it", () => {
    expect(comAtual(lista, { id: 9, nome: 'Extinta' })).toEqual([...lista, { value: '9', label: 'Extinta' }]);
  });

  it('keeps the list as it is when the choice is in it or there is none', () => {
    expect(comAtual(lista, { id: 1, nome: 'Capital' })).toEqual(lista);
    expect(comAtual(lista, null)).toEqual(lista);
    expect(comAtual(undefined, undefined)).toEqual([]);
  });
});

describe('placeholderOpcoes', () => {
  it("reads 'Carregando...' while the list loads, else 'Selecione'", () => {
    expect(placeholderOpcoes(true)).toBe('Carregando...');
    expect(placeholderOpcoes(false)).toBe('Selecione');
  });
});
