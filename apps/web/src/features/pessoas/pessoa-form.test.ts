import { describe, expect, it } from 'vitest';
import type { PessoaDetalhe } from './api';
import { abaDoCampo, inputDaPessoa, paraEnvio, validarPessoa, valoresIniciais, type PerfisEditaveis } from './pessoa-form';

const todos: PerfisEditaveis = { defensor: true, estagiario: true, usuario: true };

const base = () => {
  const v = valoresIniciais(null);
  return { ...v, nome: 'Maria', cpf: '529.982.247-25', dataNascimento: '1990-05-10' };
};

const salva: PessoaDetalhe = {
  id: 3,
  nome: 'Maria',
  sobrenome: null,
  cpf: '52998224725',
  dataNascimento: '1990-05-10',
  estadocivil: null,
  email: null,
  emailInstitucional: null,
  telefone: { ddd: 79, numero: '32114567' },
  celular: { ddd: null, numero: null },
  endereco: { cep: null, cidade: null, bairro: null, logradouro: null, complemento: null, numero: null },
  usuario: null,
  defensor: { id: 8, ativo: true, titulo: 'Dra.', numero_oab: null, matricula_defensoria: null, anotacao: null, data_admissao: '2010-01-01', data_referencia: null, data_exoneracao: null },
  estagiario: null,
  criadoEm: '2025-01-01T00:00:00Z',
  editadoEm: '2025-01-01T00:00:00Z',
  criadoPor: null,
  editadoPor: null,
  versao: 1,
};

describe('paraEnvio', () => {
  it('drops every profile that was never enabled nor saved', () => {
    const corpo = paraEnvio(base(), todos);
    expect(corpo.defensor).toBeUndefined();
    expect(corpo.estagiario).toBeUndefined();
    expect(corpo.usuario).toBeUndefined();
    // What goes over the wire: JSON has no key for an undefined profile.
    const enviado = JSON.parse(JSON.stringify(inputDaPessoa(base(), todos)));
    for (const perfil of ['defensor', 'estagiario', 'usuario']) expect(enviado).not.toHaveProperty(perfil);
  });

  it('sends an enabled new profile, and a disabled one without id is dropped again', () => {
    const v = base();
    v.estagiario = { id: null, ativo: true, anotacao: 'Turno da tarde' };
    expect(paraEnvio(v, todos).estagiario).toEqual({ ativo: true, anotacao: 'Turno da tarde', id: undefined });
    v.estagiario.ativo = false;
    expect(paraEnvio(v, todos).estagiario).toBeUndefined();
  });

  it('sends a saved profile unticked as inactive, keeping its data', () => {
    const v = valoresIniciais(salva);
    v.defensor.ativo = false;
    expect(inputDaPessoa(v, todos).defensor).toMatchObject({ ativo: false, titulo: 'Dra.', data_admissao: '2010-01-01' });
  });

  it('leaves out the profiles this user may not write', () => {
    const v = valoresIniciais(salva);
    expect(paraEnvio(v, { ...todos, defensor: false }).defensor).toBeUndefined();
  });

  it('turns the form strings into the API shape: CPF digits, DDD number, phone digits', () => {
    const v = valoresIniciais(salva);
    expect(v.cpf).toBe('529.982.247-25');
    const input = inputDaPessoa({ ...v, celular: { ddd: '', numero: '' } }, todos);
    expect(input).toMatchObject({ cpf: '52998224725', telefone: { ddd: 79, numero: '32114567' }, celular: { ddd: null, numero: null } });
  });
});

describe('validarPessoa', () => {
  it('gives the required fields in Portuguese', () => {
    expect(validarPessoa(valoresIniciais(null), todos)).toEqual({
      nome: 'Nome é obrigatório.',
      cpf: 'CPF é obrigatório.',
      dataNascimento: 'Data de Nascimento é obrigatória.',
    });
  });

  it('asks for a password and a papel only for an enabled new user profile', () => {
    const v = base();
    v.usuario = { ...v.usuario, ativo: true, username: 'maria' };
    expect(validarPessoa(v, todos)).toEqual({ 'usuario.papelId': 'Selecione o papel.', 'usuario.senha': 'Informe a senha.' });
    v.usuario.ativo = false;
    expect(validarPessoa(v, todos)).toEqual({});
  });

  it('names the tab of each field', () => {
    expect(['cpf', 'endereco.cep', 'telefone.numero', 'email', 'defensor.data_exoneracao', 'usuario.papelId'].map(abaDoCampo)).toEqual([
      'dados', 'endereco', 'contatos', 'contatos', 'defensor', 'usuario',
    ]);
  });
});
