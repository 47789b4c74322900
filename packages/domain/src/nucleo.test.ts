import { describe, expect, it } from 'vitest';
import { nucleoInputSchema, nucleoMaxEstagiariosSchema } from './nucleo.js';

const minimo = { nome: 'Núcleo de Defesa da Mulher', comarca: { id: 1 } };

const erros = (schema: typeof nucleoInputSchema | typeof nucleoMaxEstagiariosSchema, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('nucleoInputSchema', () => {
  it('fills the defaults: ordem 0, no unidade nor substitutes, maximoIntegrantes 0, DDD 79', () => {
    expect(nucleoInputSchema.parse(minimo)).toEqual({
      ordem: 0,
      nome: 'Núcleo de Defesa da Mulher',
      comarca: { id: 1 },
      predio: null,
      substituto1: null,
      substituto2: null,
      maximoIntegrantes: 0,
      telefone: { ddd: 79, numero: null },
    });
  });

  it('trims the name, keeps the references and strips the phone mask', () => {
    const r = nucleoInputSchema.parse({
      ...minimo,
      nome: '  Núcleo Cível ',
      ordem: 4,
      predio: { id: 2 },
      substituto1: { id: 7 },
      substituto2: null,
      maximoIntegrantes: 99,
      telefone: { ddd: null, numero: '3211-4567' },
    });
    expect(r).toMatchObject({ nome: 'Núcleo Cível', ordem: 4, predio: { id: 2 }, substituto1: { id: 7 }, substituto2: null, maximoIntegrantes: 99 });
    expect(r.telefone).toEqual({ ddd: 79, numero: '32114567' });
  });

  it.each([
    [{ comarca: { id: 1 } }, { nome: 'Informe o nome do núcleo.' }],
    [{ ...minimo, nome: '   ' }, { nome: 'Informe o nome do núcleo.' }],
    [{ ...minimo, nome: 'n'.repeat(151) }, { nome: 'Nome: no máximo 150 caracteres.' }],
    [{ nome: 'X' }, { comarca: 'Selecione a comarca.' }],
    [{ nome: 'X', comarca: null }, { comarca: 'Selecione a comarca.' }],
    [{ nome: 'X', comarca: { id: 0 } }, { 'comarca.id': 'Selecione a comarca.' }],
    [{ ...minimo, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minimo, ordem: 2.5 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minimo, maximoIntegrantes: 100 }, { maximoIntegrantes: 'O máximo de estagiários deve estar entre 0 e 99.' }],
    [{ ...minimo, maximoIntegrantes: -1 }, { maximoIntegrantes: 'O máximo de estagiários deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { ddd: 100 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { ddd: -1 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { numero: '(79) 3211-45678' } }, { 'telefone.numero': 'Telefone: no máximo 10 dígitos.' }],
    [{ ...minimo, telefone: { numero: '3211-abcd' } }, { 'telefone.numero': 'Telefone: informe apenas números.' }],
    [{ ...minimo, substituto1: { id: 3 }, substituto2: { id: 3 } }, { substituto2: 'Os dois substitutos devem ser defensores diferentes.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(nucleoInputSchema, input)).toEqual(esperado);
  });

  it('accepts the limits: ordem 0, maximoIntegrantes 0 and 99, DDD 0 and 99, a 10-digit phone, one substitute only', () => {
    expect(erros(nucleoInputSchema, { ...minimo, ordem: 0, maximoIntegrantes: 0, telefone: { ddd: 0, numero: '7932114567' } })).toBeNull();
    expect(erros(nucleoInputSchema, { ...minimo, maximoIntegrantes: 99, telefone: { ddd: 99 }, substituto2: { id: 3 } })).toBeNull();
  });
});

describe('nucleoMaxEstagiariosSchema', () => {
  it('accepts 0 to 100 (the list modal goes one past the form)', () => {
    expect(nucleoMaxEstagiariosSchema.parse({ id: 1, maximoIntegrantes: 100 })).toEqual({ id: 1, maximoIntegrantes: 100 });
    expect(erros(nucleoMaxEstagiariosSchema, { id: 1, maximoIntegrantes: 0 })).toBeNull();
  });

  it.each([
    [{ id: 1, maximoIntegrantes: 101 }, { maximoIntegrantes: 'O máximo de estagiários deve estar entre 0 e 100.' }],
    [{ id: 1, maximoIntegrantes: -1 }, { maximoIntegrantes: 'O máximo de estagiários deve estar entre 0 e 100.' }],
    [{ id: 1 }, { maximoIntegrantes: 'O máximo de estagiários deve estar entre 0 e 100.' }],
    [{ maximoIntegrantes: 3 }, { id: 'Núcleo inválido.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(nucleoMaxEstagiariosSchema, input)).toEqual(esperado);
  });
});
