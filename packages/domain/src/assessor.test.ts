import { describe, expect, it } from 'vitest';
import { assessorInputSchema, MENSAGEM_SAIDA_ANTES_DA_ENTRADA } from './assessor.js';

const base = (over: Record<string, unknown> = {}) => ({ cpf: '529.982.247-25', ...over });
const erros = (input: unknown) => {
  const r = assessorInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('assessorInputSchema', () => {
  it('normalizes CPF, e-mails and phone; empty values become null; ativo defaults to true', () => {
    expect(
      assessorInputSchema.parse(
        base({ nome: '  Ana Souza ', email: ' Ana@Exemplo.com ', email_institucional: '', telefone: '(79) 99999-1234', data_entrada: '2024-02-01', data_sessao: '' }),
      ),
    ).toEqual({
      cpf: '52998224725',
      nome: 'Ana Souza',
      ativo: true,
      telefone: '79999991234',
      email: 'ana@exemplo.com',
      email_institucional: null,
      data_entrada: '2024-02-01',
      data_sessao: null,
      data_saida: null,
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['CPF absent', { cpf: undefined }, 'cpf', 'CPF é obrigatório.'],
    ['CPF blank', { cpf: '   ' }, 'cpf', 'CPF é obrigatório.'],
    ['CPF with wrong check digits', { cpf: '529.982.247-24' }, 'cpf', 'CPF inválido.'],
    ['CPF too long', { cpf: '529.982.247-2500' }, 'cpf', 'CPF inválido.'],
    ['e-mail without @', { email: 'ana.exemplo.com' }, 'email', 'E-mail pessoal inválido.'],
    ['institutional e-mail over 50', { email_institucional: `${'a'.repeat(40)}@exemplo.gov.br` }, 'email_institucional', 'E-mail institucional: no máximo 50 caracteres.'],
    ['name over 100', { nome: 'x'.repeat(101) }, 'nome', 'Nome: no máximo 100 caracteres.'],
    ['phone with letters', { telefone: '79 9999-abcd' }, 'telefone', 'Telefone: informe de 8 a 11 dígitos.'],
    ['phone too short', { telefone: '9999-123' }, 'telefone', 'Telefone: informe de 8 a 11 dígitos.'],
    ['impossible date', { data_entrada: '2024-02-30' }, 'data_entrada', 'Formato de data inválido'],
    ['Brazilian date format', { data_sessao: '01/02/2024' }, 'data_sessao', 'Formato de data inválido'],
    ['exit before entry', { data_entrada: '2024-05-10', data_saida: '2024-05-09' }, 'data_saida', MENSAGEM_SAIDA_ANTES_DA_ENTRADA],
  ])('refuses %s', (_caso, over, campo, mensagem) => {
    expect(erros(base(over))).toEqual({ [campo]: mensagem });
  });

  it('accepts exit on the entry day, and exit without entry', () => {
    expect(erros(base({ data_entrada: '2024-05-10', data_saida: '2024-05-10' }))).toEqual({});
    expect(erros(base({ data_saida: '2024-05-10' }))).toEqual({});
  });
});
