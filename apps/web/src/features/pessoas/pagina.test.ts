import { describe, expect, it } from 'vitest';
import { paginasPessoas, tamanhoPaginaPessoas } from './pagina';

describe('tamanhoPaginaPessoas', () => {
  it.each([
    [1920, 22],
    [1400, 22],
    [1399, 15],
    [1200, 15],
    [1199, 12],
    [992, 12],
    [991, 10],
    [768, 10],
    [767, 6],
    [320, 6],
    [0, 6],
  ])('%d px -> %d cards', (largura, tamanho) => {
    expect(tamanhoPaginaPessoas(largura)).toBe(tamanho);
  });
});

describe('paginasPessoas', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [5, 10, [4, 5, 6, 7]],
    [9, 10, [8, 9, 10]],
    [10, 10, [9, 10]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %d of %d -> %j', (atual, total, paginas) => {
    expect(paginasPessoas(atual, total)).toEqual(paginas);
  });
});
