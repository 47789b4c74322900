import { describe, expect, it } from 'vitest';
import { normalizarSigla, predioInputSchema, setorInputSchema, tipoPredioLabel } from './predio.js';

const minimo = { nome: 'Fórum Gumersindo Bessa', comarca: { id: 1 } };
const setor = { sigla: 'ger', nome: 'Gerência', capacidade: 10 };

const erros = (v: unknown) => {
  const r = predioInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('predioInputSchema', () => {
  it('fills the defaults: ordem 0, no tipo, empty address, DDD 79 on both phones, no sectors', () => {
    expect(predioInputSchema.parse(minimo)).toEqual({
      ordem: 0,
      comarca: { id: 1 },
      nome: 'Fórum Gumersindo Bessa',
      tipo: null,
      endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
      telefoneprincipal: { ddd: 79, numero: null },
      telefonesecundario: { ddd: 79, numero: null },
      setores: [],
    });
  });

  it('strips the CEP and phone masks, accepts a 3-digit DDD and keeps the sectors normalised', () => {
    const r = predioInputSchema.parse({
      ...minimo,
      tipo: 3,
      endereco: { cep: '49010-000', cidade: 'Aracaju' },
      telefoneprincipal: { ddd: 999, numero: '3211-4567' },
      telefonesecundario: { ddd: 0, numero: '(79) 99194-660' },
      setores: [{ ...setor, sigla: ' dpe1 ', responsavel: { id: 3 } }, { sigla: 'REC', nome: ' Recepção ', capacidade: 999, responsavel: null }],
    });
    expect(r.tipo).toBe(3);
    expect(r.endereco.cep).toBe('49010000');
    expect(r.telefoneprincipal).toEqual({ ddd: 999, numero: '32114567' });
    expect(r.telefonesecundario).toEqual({ ddd: 0, numero: '7999194660' });
    expect(r.setores).toEqual([
      { sigla: 'DPE1', nome: 'Gerência', capacidade: 10, responsavel: { id: 3 } },
      { sigla: 'REC', nome: 'Recepção', capacidade: 999, responsavel: null },
    ]);
  });

  it.each([
    [{ comarca: { id: 1 } }, { nome: 'Informe o nome da unidade.' }],
    [{ ...minimo, nome: '  ' }, { nome: 'Informe o nome da unidade.' }],
    [{ ...minimo, nome: 'n'.repeat(151) }, { nome: 'Nome: no máximo 150 caracteres.' }],
    [{ nome: 'X' }, { comarca: 'Selecione a comarca.' }],
    [{ nome: 'X', comarca: { id: 0 } }, { 'comarca.id': 'Selecione a comarca.' }],
    [{ ...minimo, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minimo, tipo: 4 }, { tipo: 'Tipo de unidade inválido.' }],
    [{ ...minimo, tipo: 0 }, { tipo: 'Tipo de unidade inválido.' }],
    [{ ...minimo, endereco: { cep: '490100001' } }, { 'endereco.cep': 'CEP: no máximo 8 dígitos.' }],
    [{ ...minimo, telefoneprincipal: { ddd: 1000 } }, { 'telefoneprincipal.ddd': 'O DDD deve estar entre 0 e 999.' }],
    [{ ...minimo, telefonesecundario: { ddd: -1 } }, { 'telefonesecundario.ddd': 'O DDD deve estar entre 0 e 999.' }],
    [{ ...minimo, telefoneprincipal: { numero: '32114567890' } }, { 'telefoneprincipal.numero': 'Telefone principal: no máximo 10 dígitos.' }],
    [{ ...minimo, telefonesecundario: { numero: 'abc' } }, { 'telefonesecundario.numero': 'Telefone secundário: informe apenas números.' }],
  ])('refuses %j', (v, esperado) => {
    expect(erros(v)).toEqual(esperado);
  });

  it.each([
    [{ ...setor, sigla: 'ABCDEFGH' }, { 'setores.0.sigla': 'A sigla deve ter no máximo 7 caracteres.' }],
    [{ ...setor, sigla: '   ' }, { 'setores.0.sigla': 'Informe a sigla do setor.' }],
    [{ ...setor, nome: '' }, { 'setores.0.nome': 'Informe o nome do setor.' }],
    [{ ...setor, capacidade: 0 }, { 'setores.0.capacidade': 'A capacidade deve estar entre 1 e 999.' }],
    [{ ...setor, capacidade: 1000 }, { 'setores.0.capacidade': 'A capacidade deve estar entre 1 e 999.' }],
    [{ ...setor, capacidade: 2.5 }, { 'setores.0.capacidade': 'A capacidade deve estar entre 1 e 999.' }],
    [{ ...setor, capacidade: null }, { 'setores.0.capacidade': 'A capacidade deve estar entre 1 e 999.' }],
    [{ ...setor, responsavel: { id: 0 } }, { 'setores.0.responsavel.id': 'Responsável inválido.' }],
  ])('refuses the sector %j', (s, esperado) => {
    expect(erros({ ...minimo, setores: [s] })).toEqual(esperado);
  });

  it('accepts a 7-character sigla and capacities 1 and 999 (the limits themselves)', () => {
    expect(setorInputSchema.parse({ ...setor, sigla: 'abcdefg', capacidade: 1 }).sigla).toBe('ABCDEFG');
    expect(setorInputSchema.parse({ ...setor, capacidade: 999 }).capacidade).toBe(999);
  });

  it('refuses one sigla twice in a body, naming it, even typed in another case', () => {
    expect(erros({ ...minimo, setores: [setor, { ...setor, nome: 'Outra' }, { ...setor, sigla: ' Ger' }] })).toEqual({
      'setores.1.sigla': 'A sigla GER aparece mais de uma vez nos setores.',
      'setores.2.sigla': 'A sigla GER aparece mais de uma vez nos setores.',
    });
  });
});

describe('sector helpers', () => {
  it('normalises the sigla and labels the building types', () => {
    expect(normalizarSigla(' dpe ')).toBe('DPE');
    expect([1, 2, 3, 4, null].map(tipoPredioLabel)).toEqual(['Defensoria', 'Administrativo', 'Recepção', '', '']);
  });
});
