import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { freshDatabase } from '../../../test/helpers.js';
import { enfileirar, reservar, type TipoDeTarefa } from './fila.js';
import { tarefa } from './table.js';
import { executarProxima } from './trabalhador.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

const linha = async (id: number) => (await db().select().from(tarefa).where(eq(tarefa.id, id)))[0]!;
/** The lease of a job ends now, as if its worker had died. */
const expirar = (id: number) => db().update(tarefa).set({ proximaExecucaoEm: sql`now() - interval '1 second'` }).where(eq(tarefa.id, id));
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

function tipoDeTeste(nome: string, executar: TipoDeTarefa<{ n: number }>['executar'], extra: Partial<TipoDeTarefa<{ n: number }>> = {}): TipoDeTarefa<{ n: number }> {
  return { tipo: nome, payload: z.object({ n: z.number().int() }), esperasMs: [0], executar, ...extra };
}

describe('the job runner', () => {
  it('refuses a payload its type does not accept, before anything is queued', async () => {
    const t = tipoDeTeste('recusa', async () => null);
    await expect(enfileirar(db(), t, { n: 'x' } as never)).rejects.toThrow();
    expect(await db().select().from(tarefa).where(eq(tarefa.tipo, 'recusa'))).toEqual([]);
  });

  it('runs a job: progress on the way, the result at the end, CONCLUIDA', async () => {
    const vistos: number[] = [];
    const t = tipoDeTeste('soma', async ({ n }, ctx) => {
      for (let i = 1; i <= n; i++) {
        await ctx.progresso(i, n);
        vistos.push((await linha(ctx.tarefaId)).progressoAtual);
      }
      return { total: n * 10 };
    });
    const id = await enfileirar(db(), t, { n: 3 }, { criadoPor: null });
    expect((await linha(id)).status).toBe('PENDENTE');
    expect(await executarProxima(db(), [t])).toBe(id);
    const r = await linha(id);
    expect(r).toMatchObject({ status: 'CONCLUIDA', tentativas: 1, progressoAtual: 3, progressoTotal: 3, resultado: { total: 30 }, erro: null });
    expect(r.concluidoEm).toBeInstanceOf(Date);
    // The first and the last progress reach the database (the ones between may be throttled).
    expect(vistos[0]).toBe(1);
    expect(vistos.at(-1)).toBe(3);
    expect(await executarProxima(db(), [t])).toBeNull();
  });

  it('lets other work of the process in between two steps, even when every query resolves at once (embedded database)', async () => {
    let passos = 0;
    const t = tipoDeTeste('longa', async ({ n }, ctx) => {
      for (let i = 1; i <= n; i++) {
        await ctx.progresso(i, n);
        passos = i;
      }
      return null;
    });
    await enfileirar(db(), t, { n: 5 });
    // a request arriving while the job runs is an I/O callback: it must not wait for the whole job
    let passosQuandoAtendido: number | null = null;
    setImmediate(() => {
      passosQuandoAtendido = passos;
    });
    await executarProxima(db(), [t]);
    expect(passos).toBe(5);
    expect(passosQuandoAtendido).not.toBeNull();
    expect(passosQuandoAtendido!).toBeLessThan(5);
  });

  it('a failure is tried again after the wait, and after the last attempt the job is FALHOU with the error', async () => {
    let vezes = 0;
    const t = tipoDeTeste('falha', async () => {
      vezes += 1;
      throw new Error(`Servidor indisponível (${vezes})`);
    }, { maxTentativas: 3, esperasMs: [0, 60_000] });
    const id = await enfileirar(db(), t, { n: 1 });
    await executarProxima(db(), [t]);
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 1, erro: 'Servidor indisponível (1)' });
    await executarProxima(db(), [t]);
    // The second wait is a minute: nothing is due now.
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 2 });
    expect(await executarProxima(db(), [t])).toBeNull();
    await expirar(id);
    await executarProxima(db(), [t]);
    expect(await linha(id)).toMatchObject({ status: 'FALHOU', tentativas: 3, erro: 'Servidor indisponível (3)' });
    expect(vezes).toBe(3);
  });

  it('a sigiloso job forgets its payload when it ends, done or failed for good, and keeps it between attempts', async () => {
    const feito = tipoDeTeste('sigilo-feito', async () => null, { sigiloso: true });
    const idFeito = await enfileirar(db(), feito, { n: 1 });
    expect((await linha(idFeito)).payload).toEqual({ n: 1 });
    await executarProxima(db(), [feito]);
    expect(await linha(idFeito)).toMatchObject({ status: 'CONCLUIDA', payload: {} });

    const falha = tipoDeTeste('sigilo-falha', async () => {
      throw new Error('Servidor indisponível');
    }, { sigiloso: true, maxTentativas: 2, esperasMs: [0] });
    const idFalha = await enfileirar(db(), falha, { n: 2 });
    await executarProxima(db(), [falha]);
    expect(await linha(idFalha)).toMatchObject({ status: 'PENDENTE', payload: { n: 2 } });
    await executarProxima(db(), [falha]);
    expect(await linha(idFalha)).toMatchObject({ status: 'FALHOU', payload: {}, erro: 'Servidor indisponível' });

    const comum = tipoDeTeste('comum', async () => null);
    const idComum = await enfileirar(db(), comum, { n: 3 });
    await executarProxima(db(), [comum]);
    expect(await linha(idComum)).toMatchObject({ status: 'CONCLUIDA', payload: { n: 3 } });
  });

  it('a job whose worker died mid-way is taken up once by another worker when its lease ends', async () => {
    let concluidas = 0;
    const t = tipoDeTeste('retomada', async ({ n }, ctx) => {
      await ctx.progresso(n, n);
      concluidas += 1;
      return null;
    });
    const id = await enfileirar(db(), t, { n: 5 });
    // Worker A claims it and dies without a word: nothing else may take it while the lease lasts.
    expect((await reservar(db(), [t]))?.id).toBe(id);
    expect(await executarProxima(db(), [t])).toBeNull();
    await expirar(id);
    expect(await executarProxima(db(), [t])).toBe(id);
    expect(await executarProxima(db(), [t])).toBeNull();
    expect(await linha(id)).toMatchObject({ status: 'CONCLUIDA', tentativas: 2 });
    expect(concluidas).toBe(1);
  });

  it('a worker that lost its job cannot settle it: its next progress stops it, and the new owner finishes', async () => {
    const t = tipoDeTeste('perdida', async ({ n }, ctx) => {
      if (n === 1) {
        // The first worker is slow: meanwhile its lease ends and a second worker takes the job and finishes it.
        await expirar(ctx.tarefaId);
        await executarProxima(db(), [{ ...t, executar: async () => 'do segundo' }]);
        await esperar(300);
        await ctx.progresso(1, 2);
      }
      return 'do primeiro';
    });
    const id = await enfileirar(db(), t, { n: 1 });
    await executarProxima(db(), [t]);
    expect(await linha(id)).toMatchObject({ status: 'CONCLUIDA', tentativas: 2, resultado: 'do segundo' });
  });

  it('a shutdown in the middle leaves the job PENDENTE without counting the attempt', async () => {
    const parar = new AbortController();
    const t = tipoDeTeste('parada', async (_, ctx) => {
      parar.abort();
      ctx.sinal.throwIfAborted();
      return null;
    });
    const id = await enfileirar(db(), t, { n: 1 });
    await executarProxima(db(), [t], { sinal: parar.signal });
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 0 });
  });

  it('the same key while the job is open gives the same job; once it is done, a new one', async () => {
    const t = tipoDeTeste('chave', async () => null);
    const a = await enfileirar(db(), t, { n: 1 }, { chave: '2026-11' });
    expect(await enfileirar(db(), t, { n: 2 }, { chave: '2026-11' })).toBe(a);
    expect(await enfileirar(db(), t, { n: 3 }, { chave: '2026-12' })).not.toBe(a);
    while (await executarProxima(db(), [t]));
    expect(await enfileirar(db(), t, { n: 4 }, { chave: '2026-11' })).not.toBe(a);
  });

  it('two workers running side by side run each job exactly once', async () => {
    const execucoes = new Map<number, number>();
    const t = tipoDeTeste('paralela', async (_, ctx) => {
      execucoes.set(ctx.tarefaId, (execucoes.get(ctx.tarefaId) ?? 0) + 1);
      await esperar(2);
      return null;
    });
    const ids = [];
    for (let i = 0; i < 40; i++) ids.push(await enfileirar(db(), t, { n: i }));
    const trabalhar = async () => {
      let feitas = 0;
      while ((await executarProxima(db(), [t])) !== null) feitas += 1;
      return feitas;
    };
    const [a, b] = await Promise.all([trabalhar(), trabalhar()]);
    expect(a + b).toBe(40);
    expect([...execucoes.keys()].sort((x, y) => x - y)).toEqual(ids);
    expect([...execucoes.values()].every((v) => v === 1)).toBe(true);
    expect((await db().select({ s: tarefa.status }).from(tarefa).where(eq(tarefa.tipo, 'paralela'))).every((r) => r.s === 'CONCLUIDA')).toBe(true);
  });
});
