import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { MENSAGEM_IF_MATCH, versaoDoIfMatch } from './versao.js';

describe('versaoDoIfMatch (ADR 022: the version of a bare-body write)', () => {
  it.each([
    ['3', 3],
    ['"3"', 3],
    ['W/"12"', 12],
    [' "7" ', 7],
  ])('reads %j as version %i', (cabecalho, versao) => {
    expect(versaoDoIfMatch({ 'if-match': cabecalho })).toBe(versao);
  });

  it('takes the first of repeated headers', () => {
    expect(versaoDoIfMatch({ 'if-match': ['4', '5'] })).toBe(4);
  });

  it.each([undefined, '', '*', 'abc', '0', '-1', '1.5', '"3', '99999999999', '3, 4'])('refuses %j with 400 and the pt-BR message', (cabecalho) => {
    let erro: unknown;
    try {
      versaoDoIfMatch({ 'if-match': cabecalho });
    } catch (e) {
      erro = e;
    }
    expect(erro).toBeInstanceOf(AppError);
    expect(erro).toMatchObject({ statusCode: 400, message: MENSAGEM_IF_MATCH });
  });
});
