import { describe, expect, it } from 'vitest';
import { formatTelefone, formatTelefoneDdd, isValidTelefone } from './telefone.js';

describe('formatTelefone', () => {
  it.each([
    ['32180000', '3218-0000'],
    ['999887766', '99988-7766'],
    ['7932180000', '(79) 3218-0000'],
    ['79999887766', '(79) 99988-7766'],
    // Already masked or oddly masked inputs are reformatted from their digits.
    ['(79) 99988-7766', '(79) 99988-7766'],
    ['79 9 9988 7766', '(79) 99988-7766'],
    ['3218.0000', '3218-0000'],
    // Outside 8..11 digits: unchanged.
    ['3218000', '3218000'],
    ['079999887766', '079999887766'],
    ['+55 79 99988-7766', '+55 79 99988-7766'],
    ['ramal 2233', 'ramal 2233'],
    ['3218-000a', '3218-000a'],
    ['', ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(formatTelefone(entrada)).toBe(esperado);
  });
});

describe('isValidTelefone', () => {
  it.each([
    ['32180000', true],
    ['99988-7766', true],
    ['(79) 3218-0000', true],
    ['(79) 99988-7766', true],
    ['3218000', false],
    ['079999887766', false],
    ['3218-000a', false],
    ['+5579999887766', false],
    ['', false],
  ])('%j -> %j', (entrada, esperado) => {
    expect(isValidTelefone(entrada)).toBe(esperado);
  });
});

describe('formatTelefoneDdd', () => {
  it.each<[number | null, string | null, string]>([
    [79, '999887766', '(79) 99988-7766'],
    [79, '32180000', '(79) 3218-0000'],
    [11, '99988-7766', '(11) 99988-7766'],
    [null, '999887766', '99988-7766'],
    [null, '32180000', '3218-0000'],
    // Number that already has a DDD wins over the separate one.
    [79, '11999887766', '(11) 99988-7766'],
    [null, '7932180000', '(79) 3218-0000'],
    // Invalid DDD is ignored rather than shown.
    [7, '999887766', '99988-7766'],
    [100, '999887766', '99988-7766'],
    [79.5, '999887766', '99988-7766'],
    // Unformattable number is kept as typed, still with the DDD.
    [79, '12345', '(79) 12345'],
    // No number: nothing to show.
    [79, null, ''],
    [79, '', ''],
    [79, '   ', ''],
    [null, null, ''],
  ])('(%j, %j) -> %j', (ddd, numero, esperado) => {
    expect(formatTelefoneDdd(ddd, numero)).toBe(esperado);
  });
});
