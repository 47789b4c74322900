import { describe, expect, it } from 'vitest';
import { instituicaoInputSchema } from './instituicao.js';

const minima = { cnpj: '11.222.333/0001-81', razao_social: 'Faculdade Exemplo' };

const erros = (v: unknown) => {
  const r = instituicaoInputSchema.safeParse(v);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('instituicaoInputSchema', () => {
  it('fills the defaults: ordem 0, DDD 79, empty address', () => {
    expect(instituicaoInputSchema.parse(minima)).toEqual({
      ordem: 0,
      cnpj: '11222333000181',
      razao_social: 'Faculdade Exemplo',
      representante_cargo: null,
      representante_nome: null,
      endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
      telefone: { ddd: 79, numero: null },
    });
  });

  it('normalizes an alphanumeric CNPJ typed in lowercase and strips the masks of CEP and phone', () => {
    const r = instituicaoInputSchema.parse({
      ...minima,
      ordem: 3,
      cnpj: '12.abc.345/01de-35',
      representante_cargo: ' Reitor ',
      representante_nome: '',
      endereco: { cep: '49000-000', cidade: 'Aracaju', numero: 's/n' },
      telefone: { ddd: null, numero: '3211-4567' },
    });
    expect(r.cnpj).toBe('12ABC34501DE35');
    expect(r.ordem).toBe(3);
    expect(r.representante_cargo).toBe('Reitor');
    expect(r.representante_nome).toBeNull();
    expect(r.endereco).toMatchObject({ cep: '49000000', cidade: 'Aracaju', numero: 's/n', bairro: null });
    expect(r.telefone).toEqual({ ddd: 79, numero: '32114567' });
  });

  it.each([
    [{ razao_social: 'X' }, { cnpj: 'Informe o CNPJ.' }],
    [{ ...minima, cnpj: '  ' }, { cnpj: 'Informe o CNPJ.' }],
    [{ ...minima, cnpj: '11.222.333/0001-82' }, { cnpj: 'CNPJ inválido.' }],
    [{ ...minima, cnpj: '12.ABC.345/01DE-36' }, { cnpj: 'CNPJ inválido.' }],
    [{ ...minima, cnpj: '11.222.333/0001-8100' }, { cnpj: 'CNPJ inválido.' }],
    [{ cnpj: minima.cnpj, razao_social: ' ' }, { razao_social: 'Informe a razão social.' }],
    [{ ...minima, razao_social: 'r'.repeat(151) }, { razao_social: 'Razão social: no máximo 150 caracteres.' }],
    [{ ...minima, ordem: -1 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minima, ordem: 1.5 }, { ordem: 'A ordem deve ser um número inteiro maior ou igual a 0.' }],
    [{ ...minima, representante_nome: 'n'.repeat(101) }, { representante_nome: 'Nome do representante: no máximo 100 caracteres.' }],
    [{ ...minima, endereco: { cep: '490000001' } }, { 'endereco.cep': 'CEP: no máximo 8 dígitos.' }],
    [{ ...minima, endereco: { cep: '49O00-000' } }, { 'endereco.cep': 'CEP: informe apenas números.' }],
    [{ ...minima, telefone: { ddd: 100 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minima, telefone: { ddd: -1 } }, { 'telefone.ddd': 'O DDD deve estar entre 0 e 99.' }],
    [{ ...minima, telefone: { numero: '(79) 3211-45678' } }, { 'telefone.numero': 'Telefone: no máximo 10 dígitos.' }],
  ])('refuses %j', (input, esperado) => {
    expect(erros(input)).toEqual(esperado);
  });

  it('accepts the limits: DDD 0 and 99, 10-digit phone, 8-digit CEP', () => {
    expect(erros({ ...minima, telefone: { ddd: 0, numero: '7932114567' }, endereco: { cep: '49000000' } })).toBeNull();
    expect(erros({ ...minima, telefone: { ddd: 99 } })).toBeNull();
  });
});
