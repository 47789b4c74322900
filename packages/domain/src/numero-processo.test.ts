import { describe, expect, it } from 'vitest';
import {
  digitoVerificadorCnj,
  formatarNumeroCnj,
  formatarNumeroProcesso,
  isNumeroCnjValido,
  mascaraNumeroProcesso,
  MENSAGEM_PROCESSO_CNJ_DIGITO,
  MENSAGEM_PROCESSO_NAO_NUMERO,
  MENSAGEM_PROCESSO_REPETIDO,
  MENSAGEM_PROCESSO_TAMANHO,
  normalizarNumeroProcesso,
  processosDoTexto,
  processosEmTexto,
  validarNumeroProcesso,
} from './numero-processo.js';

// Check digits computed apart (Python: 98 - int(N + AAAA + J + TR + OOOO + '00') % 97), so the test does not
// repeat the code's arithmetic; each number then satisfies ISO 7064: the digits N AAAA J TR OOOO DD mod 97 = 1.
const VALIDOS = [
  '0058967-77.2016.8.19.0000', // published as valid (Business::BR::CNJ's documentation), from a court (OOOO 0000)
  '0000001-72.2024.8.25.0001', // state court (J 8) of Sergipe (TR 25)
  '0001234-47.2019.8.26.0100',
  '5001682-49.2024.8.13.0672',
  '0801234-13.2023.4.05.8500', // federal court (J 4), 5th region
  '1000123-63.2021.5.20.0001', // labour court (J 5)
  '0000012-04.2024.8.25.0001', // DD below 10 keeps its leading zero
  '0000051-98.2024.8.25.0001', // remainder 0: DD 98, the largest
  '0000064-97.2024.8.25.0001',
] as const;

const digitos = (n: string) => n.replace(/\D/g, '');
const semDigito = (n: string) => digitos(n).slice(0, 7) + digitos(n).slice(9);

describe('digitoVerificadorCnj (Resolução CNJ 65/2008, ISO 7064 mod 97-10)', () => {
  it.each(VALIDOS)('%s', (numero) => {
    expect(digitoVerificadorCnj(semDigito(numero))).toBe(digitos(numero).slice(7, 9));
    expect(isNumeroCnjValido(digitos(numero))).toBe(true);
    // The ISO 7064 check over the reordered number.
    const reordenado = semDigito(numero) + digitos(numero).slice(7, 9);
    expect(BigInt(reordenado) % 97n).toBe(1n);
  });

  it.each(['', '1'.repeat(17), '1'.repeat(19), '0000001x2024825000'])('refuses %j: it needs the 18 other digits', (v) => {
    expect(() => digitoVerificadorCnj(v)).toThrow(RangeError);
  });

  it('tells a wrong check digit, a swapped digit and a wrong length', () => {
    expect(isNumeroCnjValido('00000017320248250001')).toBe(false); // DD 73 for 72
    expect(isNumeroCnjValido('00000107220248250001')).toBe(false); // 0000010 for 0000001
    expect(isNumeroCnjValido('0000001722024825000')).toBe(false);
    expect(isNumeroCnjValido('0000001-72.2024.8.25.0001')).toBe(false); // digits only
  });
});

describe('validarNumeroProcesso (§5, ADR 068)', () => {
  it.each([
    ['123456789012', null], // the spec's 12 digits
    ['000000000000', null], // §5: the field takes 0 to 999999999999, with its 12 characters
    ['999999999999', null],
    ['  123456789012 ', null],
    ...VALIDOS.map((n) => [n, null] as const), // formatted as typed
    ...VALIDOS.map((n) => [digitos(n), null] as const), // or bare
    ['0000001 72 2024 8 25 0001', null], // pasted with spaces
    ['12345678901', MENSAGEM_PROCESSO_TAMANHO], // 11
    ['1234567890123', MENSAGEM_PROCESSO_TAMANHO], // 13
    ['0000001-72.2024.8.25.000', MENSAGEM_PROCESSO_TAMANHO], // 19: not a CNJ number either
    ['0000001-72.2024.8.25.00011', MENSAGEM_PROCESSO_TAMANHO], // 21
    ['0000001-73.2024.8.25.0001', MENSAGEM_PROCESSO_CNJ_DIGITO], // one check digit wrong
    ['00000017320248250001', MENSAGEM_PROCESSO_CNJ_DIGITO],
    ['0000002-72.2024.8.25.0001', MENSAGEM_PROCESSO_CNJ_DIGITO], // a typo in the sequence
    ['12345678901a', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['abc', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['1234,56789012', MENSAGEM_PROCESSO_NAO_NUMERO], // the comma separates the stored numbers
    ['123456/789012', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['1e11', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['   ', MENSAGEM_PROCESSO_NAO_NUMERO],
    ['-.-', MENSAGEM_PROCESSO_NAO_NUMERO],
    [`123456789012${'.'.repeat(20)}`, MENSAGEM_PROCESSO_TAMANHO], // 32 characters: more than anyone types
  ] as const)('%j → %j', (texto, mensagem) => {
    expect(validarNumeroProcesso(texto)).toBe(mensagem);
  });

  it('refuses a number already in the line, compared on its digits', () => {
    const linha = ['0000001-72.2024.8.25.0001', '123456789012'];
    expect(validarNumeroProcesso('00000017220248250001', linha)).toBe(MENSAGEM_PROCESSO_REPETIDO);
    expect(validarNumeroProcesso('0000001 72 2024 8 25 0001', ['00000017220248250001'])).toBe(MENSAGEM_PROCESSO_REPETIDO);
    expect(validarNumeroProcesso(' 123456789012', linha)).toBe(MENSAGEM_PROCESSO_REPETIDO);
    expect(validarNumeroProcesso('0001234-47.2019.8.26.0100', linha)).toBeNull();
    expect(validarNumeroProcesso('123456789013', linha)).toBeNull();
  });

  it('says what is wrong before saying it is repeated', () => {
    expect(validarNumeroProcesso('12345678901', ['12345678901'])).toBe(MENSAGEM_PROCESSO_TAMANHO);
  });
});

describe('normalizarNumeroProcesso', () => {
  it.each([
    ['0000001-72.2024.8.25.0001', '00000017220248250001'],
    ['00000017220248250001', '00000017220248250001'],
    [' 123456789012 ', '123456789012'],
    ['000000000001', '000000000001'], // leading zeros are part of the number
    ['0000001-73.2024.8.25.0001', null],
    ['12345678901', null],
    ['12345678901a', null],
  ])('%j → %j', (texto, esperado) => {
    expect(normalizarNumeroProcesso(texto)).toBe(esperado);
  });
});

describe('formatarNumeroCnj: the mask as digits arrive', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['0000001', '0000001'],
    ['00000017', '0000001-7'],
    ['000000172', '0000001-72'],
    ['0000001722', '0000001-72.2'],
    ['0000001722024', '0000001-72.2024'],
    ['00000017220248', '0000001-72.2024.8'],
    ['000000172202482', '0000001-72.2024.8.2'],
    ['0000001722024825', '0000001-72.2024.8.25'],
    ['00000017220248250', '0000001-72.2024.8.25.0'],
    ['00000017220248250001', '0000001-72.2024.8.25.0001'],
    ['000000172202482500019', '0000001-72.2024.8.25.0001'], // a 21st digit is not taken
    ['0000001-72.2024.8.25.0001', '0000001-72.2024.8.25.0001'], // already formatted
    ['0000001-', '0000001'], // erasing the 8th digit leaves no dangling dash
  ])('%j → %j', (texto, esperado) => {
    expect(formatarNumeroCnj(texto)).toBe(esperado);
  });
});

describe('mascaraNumeroProcesso: the field that takes both numbers', () => {
  it.each([
    ['123456', '123456'],
    ['123456789012', '123456789012'], // 12 digits: the spec's number, bare
    ['1234567890123', '1234567-89.0123'], // the 13th digit makes it a CNJ number
    ['0000001-', '0000001'], // a typed dash says CNJ, shown when the next digit arrives
    ['0000001-7', '0000001-7'],
    ['0000001.72', '0000001-72'],
    ['00000017220248250001', '0000001-72.2024.8.25.0001'],
    ['12a', '12a'], // left as typed, for the message
  ])('%j → %j', (texto, esperado) => {
    expect(mascaraNumeroProcesso(texto)).toBe(esperado);
  });
});

describe('stored numbers', () => {
  it('shows a CNJ number formatted and a 12-digit one as it is', () => {
    expect(formatarNumeroProcesso('00000017220248250001')).toBe('0000001-72.2024.8.25.0001');
    expect(formatarNumeroProcesso('123456789012')).toBe('123456789012');
  });

  it('reads and writes the comma-separated column (§3)', () => {
    expect(processosDoTexto('123456789012, 00000017220248250001,,')).toEqual(['123456789012', '00000017220248250001']);
    expect(processosDoTexto('')).toEqual([]);
    expect(processosDoTexto(null)).toEqual([]);
    expect(processosEmTexto(['123456789012', '00000017220248250001'])).toBe('123456789012,00000017220248250001');
    expect(processosEmTexto([])).toBe('');
  });
});
