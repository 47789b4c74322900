import { describe, expect, it } from 'vitest';
import { digitosOpcionaisSchema, textoOpcionalSchema } from './campos.js';

const mensagens = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('digitosOpcionaisSchema', () => {
  const cep = digitosOpcionaisSchema(8, 'CEP');

  it.each([
    ['49000-000', '49000000'],
    [' 49.000 000 ', '49000000'],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (entrada, saida) => {
    expect(cep.parse(entrada)).toBe(saida);
  });

  it('refuses a letter and more digits than allowed, naming the field', () => {
    expect(mensagens(cep.safeParse('49000-00a'))).toEqual(['CEP: informe apenas números.']);
    expect(mensagens(cep.safeParse('49000-0000'))).toEqual(['CEP: no máximo 8 dígitos.']);
  });
});

describe('textoOpcionalSchema', () => {
  it("a value that is not text says the register's own message when given", () => {
    expect(mensagens(textoOpcionalSchema(5, 'Prefixo', { error: 'Prefixo inválido.' }).safeParse(3))).toEqual(['Prefixo inválido.']);
  });

  it('trims, turns blanks into null and refuses more than max', () => {
    const s = textoOpcionalSchema(5, 'Prefixo');
    expect(s.parse('  ab ')).toBe('ab');
    expect(s.parse('   ')).toBeNull();
    expect(mensagens(s.safeParse('abcdef'))).toEqual(['Prefixo: no máximo 5 caracteres.']);
  });
});
