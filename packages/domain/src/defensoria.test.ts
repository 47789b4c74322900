import { describe, expect, it } from 'vitest';
import { defensoriaInputSchema, substitutaQueEhElaMesma } from './defensoria.js';

const minimo = { nome: '1ª Defensoria Cível de Aracaju', comarca: { id: 1 } };

const erros = (v: unknown) => {
  const r = defensoriaInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('defensoriaInputSchema', () => {
  it('fills the defaults: ordem 0, Relatório on, no vara, unidade nor substitutes, 0 interns, DDD 79', () => {
    expect(defensoriaInputSchema.parse(minimo)).toEqual({
      ordem: 0,
      exibirrelatorio: true,
      codigo: null,
      nome: '1ª Defensoria Cível de Aracaju',
      vara: null,
      defensoriasubstituta1: null,
      defensoriasubstituta2: null,
      comarca: { id: 1 },
      predio: null,
      maximo_estagiarios: 0,
      anotacao: null,
      telefone: { ddd: 79, numero: null },
    });
  });

  it('trims texts, keeps the references and the unticked Relatório, strips the phone mask', () => {
    const r = defensoriaInputSchema.parse({
      ...minimo,
      nome: '  2ª Defensoria Criminal ',
      codigo: ' DPE-02 ',
      exibirrelatorio: false,
      vara: { id: 4 },
      defensoriasubstituta1: { id: 7 },
      defensoriasubstituta2: null,
      predio: { id: 2 },
      maximo_estagiarios: 99,
      anotacao: '  ',
      telefone: { ddd: 0, numero: '3211-4567' },
      id: 3,
    });
    expect(r).toEqual({
      ordem: 0,
      exibirrelatorio: false,
      codigo: 'DPE-02',
      nome: '2ª Defensoria Criminal',
      vara: { id: 4 },
      defensoriasubstituta1: { id: 7 },
      defensoriasubstituta2: null,
      comarca: { id: 1 },
      predio: { id: 2 },
      maximo_estagiarios: 99,
      anotacao: null,
      telefone: { ddd: 0, numero: '32114567' },
    });
  });

  it.each([
    [{ comarca: { id: 1 } }, { nome: 'Informe o nome da defensoria.' }],
    [{ ...minimo, nome: '   ' }, { nome: 'Informe o nome da defensoria.' }],
    [{ ...minimo, nome: 'n'.repeat(151) }, { nome: 'Nome: no máximo 150 caracteres.' }],
    [{ ...minimo, codigo: 'c'.repeat(31) }, { codigo: 'Código: no máximo 30 caracteres.' }],
    [{ ...minimo, anotacao: 'a'.repeat(501) }, { anotacao: 'Anotação: no máximo 500 caracteres.' }],
    [{ nome: 'X' }, { comarca: 'Selecione a comarca.' }],
    [{ nome: 'X', comarca: null }, { comarca: 'Selecione a comarca.' }],
    [{ nome: 'X', comarca: { id: 0 } }, { 'comarca.id': 'Selecione a comarca.' }],
    [{ ...minimo, vara: { id: 'x' } }, { 'vara.id': 'Vara inválida.' }],
    [{ ...minimo, predio: { id: -2 } }, { 'predio.id': 'Unidade inválida.' }],
    [{ ...minimo, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minimo, ordem: 1.5 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minimo, maximo_estagiarios: 100 }, { maximo_estagiarios: 'O máximo de estagiários deve estar entre 0 e 99.' }],
    [{ ...minimo, maximo_estagiarios: -1 }, { maximo_estagiarios: 'O máximo de estagiários deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { ddd: 100 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { ddd: -1 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minimo, telefone: { numero: '(79) 3211-45678' } }, { 'telefone.numero': 'Telefone: no máximo 10 dígitos.' }],
    [
      { ...minimo, defensoriasubstituta1: { id: 3 }, defensoriasubstituta2: { id: 3 } },
      { defensoriasubstituta2: 'As duas defensorias substitutas devem ser diferentes.' },
    ],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });

  it('accepts the limits: ordem 0, 0 and 99 interns, DDD 0 and 99, a 10-digit phone', () => {
    for (const v of [
      { ...minimo, maximo_estagiarios: 0, telefone: { ddd: 0, numero: '7932114567' } },
      { ...minimo, maximo_estagiarios: 99, telefone: { ddd: 99, numero: null } },
    ]) {
      expect(erros(v)).toBeNull();
    }
  });
});

describe('substitutaQueEhElaMesma', () => {
  it.each([
    [{ defensoriasubstituta1: { id: 5 }, defensoriasubstituta2: null }, 'defensoriasubstituta1'],
    [{ defensoriasubstituta1: { id: 2 }, defensoriasubstituta2: { id: 5 } }, 'defensoriasubstituta2'],
    [{ defensoriasubstituta1: { id: 2 }, defensoriasubstituta2: { id: 3 } }, null],
    [{ defensoriasubstituta1: null, defensoriasubstituta2: null }, null],
  ])('defensoria 5 with %j → %s', (d, campo) => {
    expect(substitutaQueEhElaMesma(5, d)).toBe(campo);
  });
});
