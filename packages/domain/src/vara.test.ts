import { describe, expect, it } from 'vitest';
import { varaInputSchema } from './vara.js';

const erros = (v: unknown) => {
  const r = varaInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('varaInputSchema', () => {
  it('trims the name, defaults ordem to 0 and keeps only the atuação id', () => {
    expect(varaInputSchema.parse({ nome: ' 1ª Vara Cível ', atuacao: { id: 4, nome: 'Cível' } })).toEqual({ ordem: 0, nome: '1ª Vara Cível', atuacao: { id: 4 } });
  });

  it.each([
    [{ atuacao: { id: 1 } }, { nome: 'Informe o nome da vara.' }],
    [{ nome: '', atuacao: { id: 1 } }, { nome: 'Informe o nome da vara.' }],
    [{ nome: 'n'.repeat(151), atuacao: { id: 1 } }, { nome: 'Nome: no máximo 150 caracteres.' }],
    [{ nome: 'X' }, { atuacao: 'Selecione a atuação.' }],
    [{ nome: 'X', atuacao: null }, { atuacao: 'Selecione a atuação.' }],
    [{ nome: 'X', atuacao: {} }, { 'atuacao.id': 'Selecione a atuação.' }],
    [{ nome: 'X', atuacao: { id: 0 } }, { 'atuacao.id': 'Selecione a atuação.' }],
    [{ nome: 'X', atuacao: { id: 1 }, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });

  it('accepts ordem 0 and a name of 150 characters', () => {
    expect(erros({ nome: 'n'.repeat(150), atuacao: { id: 1 }, ordem: 0 })).toBeNull();
  });
});
