import { describe, expect, it } from 'vitest';
import { mascaraCep, mascaraHora, mascaraNumeroTelefone, mascaraTelefone } from './mascaras.js';

describe('mascaraCep', () => {
  it.each([
    ['', ''],
    ['4901', '4901'],
    ['49010', '49010'],
    ['490100', '49010-0'],
    ['49010000', '49010-000'],
    ['49010-000', '49010-000'],
    ['49.010-000x9', '49010-000'],
  ])('%j -> %j', (texto, esperado) => expect(mascaraCep(texto)).toBe(esperado));
});

describe('mascaraNumeroTelefone', () => {
  it.each([
    ['', ''],
    ['3211', '3211'],
    ['32114', '3211-4'],
    ['32114567', '3211-4567'],
    ['991946600', '99194-6600'],
    // Ten digits stay a number: the DDD has its own field and is never drawn inside this one.
    ['7932114567', '793211-4567'],
    ['79321145678', '793211-4567'],
    ['(79) 3211-4567', '793211-4567'],
  ])('%j -> %j', (texto, esperado) => expect(mascaraNumeroTelefone(texto)).toBe(esperado));
});

describe('mascaraTelefone', () => {
  it.each([
    ['', ''],
    ['7999', '7999'],
    ['79991', '7999-1'],
    ['32114567', '3211-4567'],
    ['991946600', '99194-6600'],
    ['7932114567', '(79) 3211-4567'],
    ['79991234567', '(79) 99123-4567'],
    ['799912345678', '(79) 99123-4567'],
  ])('%j -> %j', (texto, esperado) => expect(mascaraTelefone(texto)).toBe(esperado));
});

describe('mascaraHora', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['13', '13'],
    ['130', '13:0'],
    ['1300', '13:00'],
    ['13:00', '13:00'],
    ['1:00 PM', '10:0'],
    ['130045', '13:00'],
  ])('%j -> %j', (texto, esperado) => expect(mascaraHora(texto)).toBe(esperado));
});
