import { describe, expect, it } from 'vitest';
import {
  CNPJ_MAX_LENGTH,
  cnpjOpcionalSchema,
  cnpjSchema,
  formatCnpj,
  isValidCnpj,
  normalizeCnpj,
} from './cnpj.js';

// Check digits computed independently (value = ASCII code - 48, modulo-11 weights).
const VALIDOS: [string][] = [
  ['11.222.333/0001-81'],
  ['11222333000181'],
  ['11.444.777/0001-61'],
  ['00.000.000/0001-91'],
  ['12.ABC.345/01DE-35'],
  ['12ABC34501DE35'],
  ['12.abc.345/01de-35'],
  ['12 ABC 345 01DE 35'],
  ['AB.CDE.FGH/IJKL-80'],
  ['AB.1CD.2EF/3G00-12'],
  ['12.ABC.345/SS01-10'],
];

const INVALIDOS: [string, string][] = [
  ['11.222.333/0001-82', 'second check digit wrong'],
  ['11.222.333/0001-71', 'first check digit wrong'],
  ['12.ABC.345/01DE-36', 'alphanumeric, wrong check digit'],
  ['12.ABD.345/01DE-35', 'alphanumeric, base changed'],
  ['12.ABC.345/01DE-3A', 'letter in check digit'],
  ['00.000.000/0000-00', 'all zeros (arithmetically valid)'],
  ['11.111.111/1111-11', 'all ones'],
  ['11.222.333/0001-8', 'too short'],
  ['112223330001810', '15 characters'],
  ['11.222.333/0001-810', 'longer than 18 characters'],
  ['11..222.333/0001-81', 'extra punctuation beyond 18 characters'],
  ['12.ABÇ.345/01DE-35', 'non-ASCII letter'],
  ['12_ABC_345_01DE_35', 'unexpected separator'],
  ['12.ABC.345/ß01-10', "'ß' would uppercase to 'SS' (12ABC345SS0110 is valid)"],
  ['', 'empty'],
];

describe('normalizeCnpj', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 12 ABC 345 01DE 35 ', '12ABC34501DE35'],
    ['', ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(normalizeCnpj(entrada)).toBe(esperado);
  });
});

describe('isValidCnpj', () => {
  it.each(VALIDOS)('accepts %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each(INVALIDOS)('rejects %j (%s)', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('max length constant matches the formatted size', () => {
    expect(CNPJ_MAX_LENGTH).toBe('XX.XXX.XXX/XXXX-XX'.length);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['AB1CD2EF3G0012', 'AB.1CD.2EF/3G00-12'],
    // Invalid inputs come back untouched.
    ['11222333000182', '11222333000182'],
    ['12abc34501de36', '12abc34501de36'],
    ['00000000000000', '00000000000000'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(formatCnpj(entrada)).toBe(esperado);
  });
});

describe('cnpjSchema', () => {
  it.each([
    ['11.222.333/0001-81', '11222333000181'],
    ['  12.abc.345/01de-35 ', '12ABC34501DE35'],
    ['AB.CDE.FGH/IJKL-80', 'ABCDEFGHIJKL80'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(cnpjSchema.parse(entrada)).toBe(esperado);
  });

  it.each([
    ['11.222.333/0001-82'],
    ['00.000.000/0000-00'],
    ['11.222.333/0001-810'],
    [''],
    [11222333000181],
    [null],
  ])('rejects %j with a single "CNPJ inválido."', (entrada) => {
    const r = cnpjSchema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['CNPJ inválido.']);
  });
});

describe('cnpjOpcionalSchema', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(cnpjOpcionalSchema.parse(entrada)).toBe(esperado);
  });

  it.each([['12.ABC.345/01DE-36'], ['x']])('rejects %j', (entrada) => {
    const r = cnpjOpcionalSchema.safeParse(entrada);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['CNPJ inválido.']);
  });
});
