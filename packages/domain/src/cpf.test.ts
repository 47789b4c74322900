import { describe, expect, it } from 'vitest';
import {
  CPF_MAX_LENGTH,
  cpfOpcionalSchema,
  cpfSchema,
  formatCpf,
  isValidCpf,
  maskCpf,
  onlyDigits,
} from './cpf.js';

// Check digits computed independently with the modulo-11 algorithm.
const VALIDOS: [string][] = [
  ['529.982.247-25'],
  ['52998224725'],
  ['111.444.777-35'],
  ['123.456.789-09'],
  ['000.000.001-91'],
  ['390.533.447-05'],
  ['987.654.321-00'],
  ['012.345.678-90'],
  ['529 982 247 25'],
];

const INVALIDOS: [string, string][] = [
  ['529.982.247-24', 'second check digit wrong'],
  ['529.982.247-15', 'first check digit wrong'],
  ['52998224752', 'check digits swapped'],
  ['000.000.000-00', 'all zeros'],
  ['111.111.111-11', 'all ones'],
  ['99999999999', 'all nines'],
  ['529.982.247-2', 'too short'],
  ['5299822472', '10 digits'],
  ['529982247250', '12 digits'],
  ['529..982.247-25', 'longer than 14 characters'],
  ['0529.982.247-25', 'leading zero makes 12 digits'],
  ['529.982.247-2A', 'letter instead of digit'],
  ['5a29.982.247-25', 'letter among 11 digits'],
  ['529/982/247-25', 'unexpected separator'],
  ['', 'empty'],
  ['   ', 'blank'],
];

describe('onlyDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['(79) 3218-0000', '7932180000'],
    ['abc', ''],
    ['', ''],
    ['1a2b3', '123'],
  ])('%j -> %j', (entrada, esperado) => {
    expect(onlyDigits(entrada)).toBe(esperado);
  });
});

describe('isValidCpf', () => {
  it.each(VALIDOS)('accepts %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(INVALIDOS)('rejects %j (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('max length constant matches the formatted size', () => {
    expect(CPF_MAX_LENGTH).toBe('000.000.000-00'.length);
  });
});

describe('formatCpf', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['529 982 247 25', '529.982.247-25'],
    ['00000000191', '000.000.001-91'],
    ['11144477735', '111.444.777-35'],
    // Invalid inputs come back untouched.
    ['52998224724', '52998224724'],
    ['11111111111', '11111111111'],
    ['5299822472', '5299822472'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(formatCpf(entrada)).toBe(esperado);
  });
});

describe('maskCpf', () => {
  it.each([
    ['12345678909', '123.***.***-09'],
    ['123.456.789-09', '123.***.***-09'],
    ['529.982.247-25', '529.***.***-25'],
    // Wrong check digit is still masked, never echoed.
    ['529.982.247-24', '529.***.***-24'],
    ['5299822472', '***.***.***-**'],
    ['529982247250', '***.***.***-**'],
    ['', '***.***.***-**'],
  ])('%j -> %j', (entrada, esperado) => {
    expect(maskCpf(entrada)).toBe(esperado);
  });
});

describe('cpfSchema', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    ['  529.982.247-25  ', '52998224725'],
    ['000.000.001-91', '00000000191'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(cpfSchema.parse(entrada)).toBe(esperado);
  });

  it.each([
    ['529.982.247-24'],
    ['111.111.111-11'],
    ['529..982.247-25'],
    ['529.982.247-2A'],
    [''],
    [12345678909],
    [null],
    [undefined],
  ])('rejects %j with a single "CPF inválido."', (entrada) => {
    const r = cpfSchema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['CPF inválido.']);
  });
});

describe('cpfOpcionalSchema', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['529.982.247-25', '52998224725'],
    [' 11144477735 ', '11144477735'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(cpfOpcionalSchema.parse(entrada)).toBe(esperado);
  });

  it.each([['529.982.247-24'], ['000.000.000-00'], ['abc'], [123]])('rejects %j', (entrada) => {
    const r = cpfOpcionalSchema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['CPF inválido.']);
  });
});
