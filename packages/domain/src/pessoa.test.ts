import { describe, expect, it } from 'vitest';
import { buscaPessoaSchema, listaPtBr, mensagemPessoaComPerfis, pessoaInputSchema } from './pessoa.js';

const base = { nome: 'Maria', cpf: '529.982.247-25', dataNascimento: '1990-05-10' };
const primeiraMensagem = (v: unknown) => {
  const r = pessoaInputSchema.safeParse(v);
  return r.success ? null : { campo: r.error.issues[0]!.path.join('.'), mensagem: r.error.issues[0]!.message };
};

describe('pessoaInputSchema', () => {
  it('sends the CPF as digits, lower-cases e-mails and strips masks from phone and CEP', () => {
    const p = pessoaInputSchema.parse({
      ...base,
      sobrenome: '  ',
      email: 'Maria@Exemplo.COM',
      telefone: { ddd: 79, numero: '3211-4567' },
      endereco: { cep: '49000-000', cidade: 'Aracaju' },
    });
    expect(p).toMatchObject({ cpf: '52998224725', sobrenome: null, email: 'maria@exemplo.com', emailInstitucional: null });
    expect(p.telefone).toEqual({ ddd: 79, numero: '32114567' });
    expect(p.endereco).toEqual({ cep: '49000000', cidade: 'Aracaju', bairro: null, logradouro: null, complemento: null, numero: null });
    // Absent profiles stay absent: the server leaves the stored ones untouched.
    expect(p.usuario).toBeUndefined();
    expect(p.defensor).toBeUndefined();
  });

  it.each([
    ['no CPF', { cpf: undefined }, 'cpf', 'CPF é obrigatório.'],
    ['a blank CPF', { cpf: '  ' }, 'cpf', 'CPF é obrigatório.'],
    ['a CPF with wrong check digits', { cpf: '529.982.247-24' }, 'cpf', 'CPF inválido.'],
    ['repeated digits', { cpf: '111.111.111-11' }, 'cpf', 'CPF inválido.'],
    ['no name', { nome: ' ' }, 'nome', 'Nome é obrigatório.'],
    ['no birth date', { dataNascimento: '' }, 'dataNascimento', 'Data de Nascimento é obrigatória.'],
    ['an impossible birth date', { dataNascimento: '1990-02-30' }, 'dataNascimento', 'Formato de data inválido'],
    ['DDD 0', { telefone: { ddd: 0, numero: '32114567' } }, 'telefone.ddd', 'O DDD deve estar entre 1 e 99.'],
    ['DDD 100', { celular: { ddd: 100, numero: '999887766' } }, 'celular.ddd', 'O DDD deve estar entre 1 e 99.'],
    ['an 11-digit phone', { telefone: { ddd: 79, numero: '99988-776655' } }, 'telefone.numero', 'Telefone: no máximo 10 dígitos.'],
    ['letters in the cell phone', { celular: { ddd: 79, numero: '9999-abcd' } }, 'celular.numero', 'Celular: informe apenas números.'],
    ['a 9-digit CEP', { endereco: { cep: '490000001' } }, 'endereco.cep', 'CEP: no máximo 8 dígitos.'],
    ['a 51-character e-mail', { email: `${'a'.repeat(39)}@exemplo.com` }, 'email', 'E-mail: no máximo 50 caracteres.'],
    ['a bad institutional e-mail', { emailInstitucional: 'maria@' }, 'emailInstitucional', 'E-mail institucional inválido.'],
    ['exoneration before admission', { defensor: { data_admissao: '2020-01-10', data_exoneracao: '2019-12-31' } }, 'defensor.data_exoneracao', 'A data de exoneração não pode ser anterior à data de admissão.'],
    ['a user profile with a short login', { usuario: { username: 'ab', papel: { id: 1 } } }, 'usuario.username', 'O login deve ter ao menos 3 caracteres.'],
  ])('refuses %s', (_, over, campo, mensagem) => {
    expect(primeiraMensagem({ ...base, ...over })).toEqual({ campo, mensagem });
  });

  it('keeps profile defaults: active, no dates, default table colours', () => {
    const p = pessoaInputSchema.parse({ ...base, defensor: {}, estagiario: { anotacao: '' }, usuario: { username: 'maria', papel: { id: 2 } } });
    expect(p.defensor).toMatchObject({ ativo: true, data_admissao: null, data_exoneracao: null, titulo: null });
    expect(p.estagiario).toEqual({ ativo: true, anotacao: null });
    expect(p.usuario).toMatchObject({ ativo: true, senha: null, corfundotabela: '#e5e5e5', corletratabela: '#000000' });
  });
});

describe('buscaPessoaSchema', () => {
  it.each([
    [{ nome: 'a'.repeat(60), cpf: '12345678901' }, true],
    [{ nome: 'a'.repeat(61) }, false],
    [{ cpf: '123456789012' }, false],
    [{ cpf: '123.456' }, false],
  ])('%j valid: %s', (q, ok) => {
    expect(buscaPessoaSchema.safeParse(q).success).toBe(ok);
  });
});

describe('messages', () => {
  it.each([
    [['defensor'], 'A pessoa tem cadastro de defensor; remova-o antes.'],
    [['defensor', 'usuario'], 'A pessoa tem cadastro de defensor e usuário; remova-os antes.'],
    [['defensor', 'estagiario', 'usuario'], 'A pessoa tem cadastro de defensor, estagiário e usuário; remova-os antes.'],
  ] as const)('%j', (perfis, texto) => {
    expect(mensagemPessoaComPerfis([...perfis])).toBe(texto);
  });

  it('joins lists the Portuguese way', () => {
    expect(listaPtBr([])).toBe('');
    expect(listaPtBr(['a'])).toBe('a');
    expect(listaPtBr(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
