import { describe, expect, it } from 'vitest';
import { COR_FUNDO_TABELA_PADRAO, COR_LETRA_TABELA_PADRAO, corOuPadrao, isValidCor } from './cor.js';

describe('isValidCor', () => {
  it.each<[string | null | undefined, boolean]>([
    ['#fff', true],
    ['#FFF', true],
    ['#e5e5e5', true],
    ['#A1b2C3', true],
    ['#000000', true],
    ['fff', false],
    ['e5e5e5', false],
    ['#ff', false],
    ['#ffff', false],
    ['#fffff', false],
    ['#fffffff', false],
    ['#ffffff00', false],
    ['#ggg', false],
    ['# fff', false],
    [' #fff', false],
    ['#fff ', false],
    ['red', false],
    ['rgb(0,0,0)', false],
    ['#fff;background:url(x)', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %j', (entrada, esperado) => {
    expect(isValidCor(entrada)).toBe(esperado);
  });
});

describe('corOuPadrao', () => {
  it.each<[string | null | undefined, string, string]>([
    ['#123', COR_FUNDO_TABELA_PADRAO, '#123'],
    ['#AbCdEf', COR_LETRA_TABELA_PADRAO, '#AbCdEf'],
    ['azul', COR_FUNDO_TABELA_PADRAO, '#e5e5e5'],
    ['', COR_LETRA_TABELA_PADRAO, '#000000'],
    [null, COR_FUNDO_TABELA_PADRAO, '#e5e5e5'],
    [undefined, '#abc', '#abc'],
  ])('(%j, %j) -> %j', (cor, padrao, esperado) => {
    expect(corOuPadrao(cor, padrao)).toBe(esperado);
  });

  it.each([
    [COR_FUNDO_TABELA_PADRAO, '#e5e5e5'],
    [COR_LETRA_TABELA_PADRAO, '#000000'],
  ])('default %j is %j and valid', (constante, esperado) => {
    expect(constante).toBe(esperado);
    expect(isValidCor(constante)).toBe(true);
  });
});
