import { describe, expect, it } from 'vitest';
import { CacheComGeracao } from './cache-com-geracao.js';

const porTamanho = (maximo: number) => ({ de: (texto: string) => texto.length, maximo });

describe('CacheComGeracao', () => {
  it('full, drops its oldest entry', () => {
    const c = new CacheComGeracao<string>(1000, 2);
    for (const k of ['a', 'b', 'c']) c.guardar(k, k, c.marco(), 0);
    expect([c.ler('a', 1), c.ler('b', 1), c.ler('c', 1)]).toEqual([undefined, 'b', 'c']);
  });

  it('keeps the total weight within its bound, dropping the oldest entries first', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaa', c.marco(), 0);
    c.guardar('b', 'bbbb', c.marco(), 0);
    c.guardar('c', 'cccccc', c.marco(), 0); // 4 + 4 + 6 > 10: 'a' goes, 4 + 6 fits
    expect([c.ler('a', 1), c.ler('b', 1), c.ler('c', 1)]).toEqual([undefined, 'bbbb', 'cccccc']);
    c.guardar('b', 'bb', c.marco(), 0); // replacing an entry counts only its new weight
    c.guardar('d', 'dd', c.marco(), 0);
    expect([c.ler('b', 1), c.ler('c', 1), c.ler('d', 1)]).toEqual(['bb', 'cccccc', 'dd']);
  });

  it('does not keep an answer heavier than the whole bound, nor drop the others for it', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaa', c.marco(), 0);
    c.guardar('grande', 'x'.repeat(11), c.marco(), 0);
    expect([c.ler('a', 1), c.ler('grande', 1)]).toEqual(['aaaa', undefined]);
  });

  it('counts nothing of what it forgot or what expired', () => {
    const c = new CacheComGeracao<string>(1000, 10, porTamanho(10));
    c.guardar('a', 'aaaaaaaa', c.marco(), 0);
    c.esquecer();
    c.guardar('b', 'bbbbbbbb', c.marco(), 0);
    expect(c.ler('b', 1000)).toBeUndefined(); // expired
    c.guardar('c', 'cccccccccc', c.marco(), 0);
    expect(c.ler('c', 1)).toBe('cccccccccc');
    expect(c.tamanho).toBe(1);
  });
});
