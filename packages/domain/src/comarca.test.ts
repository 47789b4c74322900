import { describe, expect, it } from 'vitest';
import { comarcaInputSchema } from './comarca.js';

const erros = (v: unknown) => {
  const r = comarcaInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('comarcaInputSchema', () => {
  it('fills the defaults: ordem 0, no prefixo, agrupar off', () => {
    expect(comarcaInputSchema.parse({ nome: 'Aracaju' })).toEqual({ ordem: 0, prefixo: null, nome: 'Aracaju', agrupar: false });
    expect(comarcaInputSchema.parse({ nome: 'Aracaju', ordem: null, prefixo: '  ', agrupar: null })).toEqual({ ordem: 0, prefixo: null, nome: 'Aracaju', agrupar: false });
  });

  it('trims the texts and keeps what was chosen', () => {
    expect(comarcaInputSchema.parse({ ordem: 3, prefixo: ' AJU ', nome: '  Aracaju ', agrupar: true })).toEqual({ ordem: 3, prefixo: 'AJU', nome: 'Aracaju', agrupar: true });
  });

  it.each([
    [{}, { nome: 'Informe o nome da comarca.' }],
    [{ nome: '   ' }, { nome: 'Informe o nome da comarca.' }],
    [{ nome: 'n'.repeat(101) }, { nome: 'Nome: no máximo 100 caracteres.' }],
    [{ nome: 'X', prefixo: 'p'.repeat(31) }, { prefixo: 'Prefixo: no máximo 30 caracteres.' }],
    [{ nome: 'X', ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ nome: 'X', ordem: 1.5 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ nome: 'X', ordem: '2' }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ nome: 'X', ordem: 100000 }, { ordem: 'A ordem deve ser no máximo 99999.' }],
    [{ nome: 'X', agrupar: 'sim' }, { agrupar: 'Agrupar: marque ou desmarque.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });

  it('accepts the limits: ordem 0 and 99999, nome of 100, prefixo of 30', () => {
    expect(erros({ nome: 'n'.repeat(100), prefixo: 'p'.repeat(30), ordem: 0 })).toBeNull();
    expect(erros({ nome: 'X', ordem: 99999 })).toBeNull();
  });
});
