import { describe, expect, it } from 'vitest';
import { MENSAGEM_PEDIDO_ABANDONADO, revezamento } from './revezamento.js';

describe('revezamento (PDFs laid out and reports built a few at a time)', () => {
  it('runs at most the limit at once, the rest in the order asked, and a failure hands its turn over', async () => {
    const vez = revezamento(2);
    let agora = 0;
    let maximo = 0;
    const ordem: number[] = [];
    const tarefa = (i: number) =>
      vez(async () => {
        agora += 1;
        maximo = Math.max(maximo, agora);
        ordem.push(i);
        await new Promise((r) => setTimeout(r, 5));
        agora -= 1;
        if (i === 1) throw new Error('falhou');
        return i;
      });
    const r = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(tarefa));
    expect(r.map((x) => (x.status === 'fulfilled' ? x.value : 'erro'))).toEqual([0, 'erro', 2, 3, 4, 5]);
    expect([maximo, ordem]).toEqual([2, [0, 1, 2, 3, 4, 5]]);
    // Every turn came back: a next call runs at once.
    expect(await vez(async () => 'livre')).toBe('livre');
  });

  it("does not start the work of a client that has gone by its turn, and hands the turn to the next at once (ADR 102)", async () => {
    const vez = revezamento(1);
    let soltar!: () => void;
    const rodando = vez(() => new Promise<string>((r) => (soltar = () => r('primeira'))));
    const rodadas: string[] = [];
    let foi = false;
    const desistente = vez(async () => void rodadas.push('desistente'), { abandonado: () => foi });
    const seguinte = vez(async () => (rodadas.push('seguinte'), 'seguinte'), { abandonado: () => false });
    // Gone while waiting: it is the client's state at its turn that counts.
    foi = true;
    soltar();
    expect(await rodando).toBe('primeira');
    await expect(desistente).rejects.toMatchObject({ statusCode: 499, message: MENSAGEM_PEDIDO_ABANDONADO });
    expect(await seguinte).toBe('seguinte');
    expect(rodadas).toEqual(['seguinte']);
    // Work already running is not stopped by its client going: only waiting work is dropped.
    let saiu = false;
    const emCurso = vez(async () => {
      saiu = true;
      await new Promise((r) => setTimeout(r, 5));
      return 'terminou';
    }, { abandonado: () => saiu });
    expect(await emCurso).toBe('terminou');
  });
});
