import { describe, expect, it } from 'vitest';
import { distritoInputSchema } from './distrito.js';

const erros = (v: unknown) => {
  const r = distritoInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('distritoInputSchema', () => {
  it('defaults ordem to 0, trims the name and keeps the defensoria', () => {
    expect(distritoInputSchema.parse({ nome: '  Distrito de Mosqueiro ', defensoria: { id: 3 }, ordem: null })).toEqual({
      ordem: 0,
      nome: 'Distrito de Mosqueiro',
      defensoria: { id: 3 },
    });
    expect(distritoInputSchema.parse({ nome: 'Centro', defensoria: { id: 1 }, ordem: 7 }).ordem).toBe(7);
  });

  it.each([
    [{ defensoria: { id: 1 } }, { nome: 'Informe o nome do distrito.' }],
    [{ nome: ' ', defensoria: { id: 1 } }, { nome: 'Informe o nome do distrito.' }],
    [{ nome: 'd'.repeat(101), defensoria: { id: 1 } }, { nome: 'Nome: no máximo 100 caracteres.' }],
    [{ nome: 'Centro' }, { defensoria: 'Selecione a defensoria.' }],
    [{ nome: 'Centro', defensoria: null }, { defensoria: 'Selecione a defensoria.' }],
    [{ nome: 'Centro', defensoria: { id: 0 } }, { 'defensoria.id': 'Selecione a defensoria.' }],
    [{ nome: 'Centro', defensoria: { id: 1 }, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ nome: 'Centro', defensoria: { id: 1 }, ordem: 100000 }, { ordem: 'A ordem deve ser no máximo 99999.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });
});
