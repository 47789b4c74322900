import { describe, expect, it } from 'vitest';
import { revezamento } from './revezamento.js';

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
});
