import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/page-harness';
import { api } from './api-client';
import { createQueryClient } from './query-client';
import { useSalvarRegistro, type Registro } from './use-salvar-registro';

interface Entrada {
  nome: string;
}

const erros = { criar: 'Falha ao cadastrar a coisa.', atualizar: 'Falha ao atualizar a coisa.', remover: 'Falha ao remover a coisa.' };

/** A client holding queries of the register, of its lookups, of another register and of one more key. */
function cliente() {
  const qc = createQueryClient();
  for (const queryKey of [['coisa', 'lista', {}], ['coisa', 'detalhe', 3], ['coisa', 'opcoes'], ['outra', 'lista'], ['anexos', 'coisa', 3]]) {
    qc.setQueryData(queryKey, 'lido');
  }
  return qc;
}

const invalidadas = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey);

function montar(registro: Registro<Entrada, unknown>, id: number | null, qc = cliente()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSalvarRegistro<Entrada, { id: number }, { versao: number }>(registro as Registro<Entrada, { versao: number }>, id), { wrapper });
  return { result, qc };
}

describe('useSalvarRegistro', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("creates with POST {recurso} and refreshes everything under the register's key, lookups included", async () => {
    const { calls } = mockApi((c) => (c.method === 'POST' && c.path === 'coisa' ? { body: { id: 9 } } : undefined));
    const { result, qc } = montar({ recurso: 'coisa', erros }, null);
    let resposta: unknown;
    await act(async () => {
      resposta = await result.current.criar.mutateAsync({ nome: 'Nova' });
    });
    expect(resposta).toEqual({ id: 9 });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', 'coisa', { nome: 'Nova' }]]);
    expect(invalidadas(qc)).toEqual([['coisa', 'lista', {}], ['coisa', 'detalhe', 3], ['coisa', 'opcoes']]);
  });

  it('updates with PUT {recurso}/{id}, sending the version read, and refreshes the other keys it names', async () => {
    const { calls } = mockApi((c) => (c.method === 'PUT' ? { body: { versao: 5 } } : undefined));
    const { result, qc } = montar({ recurso: 'coisa', erros, invalidar: [['outra']] }, 3);
    await act(async () => {
      await result.current.atualizar.mutateAsync({ nome: 'Outro', versao: 4 });
    });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['PUT', 'coisa/3', { nome: 'Outro', versao: 4 }]]);
    expect(invalidadas(qc)).toContainEqual(['outra', 'lista']);
    expect(invalidadas(qc)).not.toContainEqual(['anexos', 'coisa', 3]);
  });

  it("a register whose update call differs gives its own (the spec's PUT feriado with the id in the body)", async () => {
    const { calls } = mockApi((c) => (c.method === 'PUT' ? { body: { versao: 2 } } : undefined));
    const atualizar = (id: number, input: Entrada & { versao: number }) => api<{ versao: number }>('coisa', { method: 'PUT', body: { id, ...input } });
    const { result } = montar({ recurso: 'coisa', erros, atualizar }, 3);
    await act(async () => {
      await result.current.atualizar.mutateAsync({ nome: 'X', versao: 1 });
    });
    expect(calls.map((c) => [c.path, c.body])).toEqual([['coisa', { id: 3, nome: 'X', versao: 1 }]]);
  });

  it('removes with DELETE {recurso}/{id}: the detail query goes, what aoRemover names goes, the rest is refreshed', async () => {
    const { calls } = mockApi((c) => (c.method === 'DELETE' ? { body: { message: 'Removido.' } } : undefined));
    const aoRemover = (qc: QueryClient, id: number) => qc.removeQueries({ queryKey: ['anexos', 'coisa', id] });
    const { result, qc } = montar({ recurso: 'coisa', erros, aoRemover }, 3);
    await act(async () => {
      await result.current.remover.mutateAsync(3);
    });
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', 'coisa/3']]);
    expect(qc.getQueryData(['coisa', 'detalhe', 3])).toBeUndefined();
    expect(qc.getQueryData(['anexos', 'coisa', 3])).toBeUndefined();
    expect(invalidadas(qc)).toEqual([['coisa', 'lista', {}], ['coisa', 'opcoes']]);
  });

  it("each mutation carries its toast's fallback (the mutation cache shows it) and a failed one refreshes nothing", async () => {
    mockApi(() => ({ status: 500, body: {} }));
    const { result, qc } = montar({ recurso: 'coisa', erros }, 3);
    await act(async () => {
      await result.current.criar.mutateAsync({ nome: 'X' }).catch(() => undefined);
      await result.current.atualizar.mutateAsync({ nome: 'X', versao: 1 }).catch(() => undefined);
      await result.current.remover.mutateAsync(3).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.remover.isError).toBe(true));
    const metas = qc
      .getMutationCache()
      .getAll()
      .map((m) => m.meta);
    expect(metas).toEqual([{ erro: erros.criar }, { erro: erros.atualizar }, { erro: erros.remover }]);
    expect(invalidadas(qc)).toEqual([]);
    expect(qc.getQueryData(['coisa', 'detalhe', 3])).toBe('lido');
  });
});
