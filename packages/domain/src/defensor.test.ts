import { describe, expect, it } from 'vitest';
import { defensorInputSchema, listaDefensoresSchema } from './defensor.js';

const base = { cpf: '52998224725', nome: 'Carlos Andrade', data_nascimento: '1975-03-02' };

describe('defensorInputSchema', () => {
  it('maps the form: digits-only CPF, DDD 79 by default, optional dates as null', () => {
    const d = defensorInputSchema.parse({ ...base, cpf: '529.982.247-25', telefone: { numero: '(79) 3211-4567' }, data_admissao: '' });
    expect(d).toMatchObject({ cpf: '52998224725', ativo: true, data_admissao: null, data_referencia: null, data_exoneracao: null, email: null, email_pessoal: null });
    expect(d.telefone).toEqual({ ddd: 79, numero: '7932114567' });
  });

  it.each([
    ['no CPF', { cpf: '' }, 'cpf', 'CPF é obrigatório.'],
    ['an invalid CPF', { cpf: '123.456.789-00' }, 'cpf', 'CPF inválido.'],
    ['no name', { nome: undefined }, 'nome', 'Nome é obrigatório.'],
    ['no birth date', { data_nascimento: null }, 'data_nascimento', 'Data de Nascimento é obrigatória.'],
    ['a 9-digit CEP', { endereco: { cep: '123456789' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    ['an 11-digit phone', { telefone: { ddd: 79, numero: '99999999999' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    ['DDD 100', { telefone: { ddd: 100, numero: '32114567' } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    ['DDD -1', { telefone: { ddd: -1 } }, 'telefone.ddd', 'O DDD deve estar entre 0 e 99.'],
    ['a bad personal e-mail', { email_pessoal: 'x@' }, 'email_pessoal', 'E-mail pessoal inválido.'],
    ['exoneration before admission', { data_admissao: '2010-02-01', data_exoneracao: '2010-01-31' }, 'data_exoneracao', 'A data de exoneração não pode ser anterior à data de admissão.'],
  ])('refuses %s', (_, over, campo, mensagem) => {
    const r = defensorInputSchema.safeParse({ ...base, ...over });
    expect(r.success).toBe(false);
    expect({ campo: r.error!.issues[0]!.path.join('.'), mensagem: r.error!.issues[0]!.message }).toEqual({ campo, mensagem });
  });

  it('accepts DDD 0 and an exoneration on the admission day', () => {
    expect(defensorInputSchema.safeParse({ ...base, telefone: { ddd: 0 }, data_admissao: '2010-02-01', data_exoneracao: '2010-02-01' }).success).toBe(true);
  });
});

describe('listaDefensoresSchema', () => {
  it('defaults to nome ascending and reads orderbyasc from the query string', () => {
    expect(listaDefensoresSchema.parse({})).toEqual({ orderBy: 'nome', orderbyasc: true });
    expect(listaDefensoresSchema.parse({ orderBy: 'data_admissao', orderbyasc: 'false' })).toMatchObject({ orderBy: 'data_admissao', orderbyasc: false });
  });

  it.each([{ orderBy: 'cpf' }, { orderbyasc: 'sim' }, { cpf: '1234567890a' }, { nome: 'x'.repeat(61) }])('refuses %j', (q) => {
    expect(listaDefensoresSchema.safeParse(q).success).toBe(false);
  });
});
