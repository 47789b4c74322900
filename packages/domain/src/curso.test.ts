import { describe, expect, it } from 'vitest';
import { cursoInputSchema } from './curso.js';

const erro = (v: unknown) => {
  const r = cursoInputSchema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('cursoInputSchema', () => {
  it('trims the name', () => {
    expect(cursoInputSchema.parse({ nome: '  Direito  ' })).toEqual({ nome: 'Direito' });
  });

  it.each([
    [{}, 'nome: Informe o nome do curso.'],
    [{ nome: null }, 'nome: Informe o nome do curso.'],
    [{ nome: '   ' }, 'nome: Informe o nome do curso.'],
    [{ nome: 'x'.repeat(101) }, 'nome: O nome do curso aceita no máximo 100 caracteres.'],
  ])('refuses %j', (input, mensagem) => {
    expect(erro(input)).toEqual([mensagem]);
  });

  it('accepts exactly 100 characters', () => {
    expect(erro({ nome: 'x'.repeat(100) })).toBeNull();
  });
});
