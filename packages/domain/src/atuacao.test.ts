import { describe, expect, it } from 'vitest';
import { atuacaoInputSchema } from './atuacao.js';

const erros = (v: unknown) => {
  const r = atuacaoInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('atuacaoInputSchema', () => {
  it('trims the name and defaults ordem to 0', () => {
    expect(atuacaoInputSchema.parse({ nome: '  Cível ' })).toEqual({ ordem: 0, nome: 'Cível' });
    expect(atuacaoInputSchema.parse({ nome: 'Criminal', ordem: 2 })).toEqual({ ordem: 2, nome: 'Criminal' });
  });

  it.each([
    [{}, { nome: 'Informe o nome da atuação.' }],
    [{ nome: null }, { nome: 'Informe o nome da atuação.' }],
    [{ nome: ' ' }, { nome: 'Informe o nome da atuação.' }],
    [{ nome: 'n'.repeat(101) }, { nome: 'Nome: no máximo 100 caracteres.' }],
    [{ nome: 'X', ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });

  it('accepts ordem 0 and a name of 100 characters', () => {
    expect(erros({ nome: 'n'.repeat(100), ordem: 0 })).toBeNull();
  });
});
