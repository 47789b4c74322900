import { describe, expect, it } from 'vitest';
import {
  estagiarioInputSchema,
  estagioInputSchema,
  formatMoeda,
  mesesCompletos,
  recessoDias,
  tipoEstagioLabel,
  estadoCivilLabel,
} from './estagiario.js';

const estagiario = (over: Record<string, unknown> = {}) => ({
  cpf: '529.982.247-25',
  nome: ' Maria da Silva ',
  data_nascimento: '2001-04-09',
  email: 'Maria@Exemplo.com',
  ...over,
});

const primeiraMensagem = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('estagiarioInputSchema', () => {
  it('normalizes CPF, e-mail and phones, defaults ativo and the DDD', () => {
    const v = estagiarioInputSchema.parse(
      estagiario({ telefone: { ddd: null, numero: '3218-0000' }, celular: { ddd: 11, numero: '99988-7766' }, anotacao: '  ' }),
    );
    expect(v).toEqual({
      cpf: '52998224725',
      nome: 'Maria da Silva',
      data_nascimento: '2001-04-09',
      email: 'maria@exemplo.com',
      estadocivil: null,
      anotacao: null,
      ativo: true,
      telefone: { ddd: 79, numero: '32180000' },
      celular: { ddd: 11, numero: '999887766' },
    });
  });

  it('stores no phone (and no DDD) when the number is empty', () => {
    const v = estagiarioInputSchema.parse(estagiario({ telefone: { ddd: 79, numero: '' }, celular: null }));
    expect(v.telefone).toEqual({ ddd: null, numero: null });
    expect(v.celular).toEqual({ ddd: null, numero: null });
  });

  it.each([
    [{ cpf: '' }, 'CPF é obrigatório.'],
    [{ cpf: undefined }, 'CPF é obrigatório.'],
    [{ cpf: '111.111.111-11' }, 'CPF inválido.'],
    [{ nome: '   ' }, 'Nome é obrigatório'],
    [{ nome: 'x'.repeat(101) }, 'Nome: no máximo 100 caracteres.'],
    [{ data_nascimento: '' }, 'Data de Nascimento é obrigatória.'],
    [{ data_nascimento: null }, 'Data de Nascimento é obrigatória.'],
    [{ data_nascimento: '2001-02-30' }, 'Formato de data inválido'],
    [{ email: '' }, 'E-mail é obrigatório.'],
    [{ email: 'maria@' }, 'E-mail inválido.'],
    [{ email: `${'a'.repeat(45)}@x.com` }, 'E-mail: no máximo 50 caracteres.'],
    [{ estadocivil: 5 }, 'Estado civil inválido.'],
    [{ telefone: { ddd: 0, numero: '32180000' } }, 'O DDD deve estar entre 1 e 99.'],
    [{ telefone: { ddd: 100, numero: '32180000' } }, 'O DDD deve estar entre 1 e 99.'],
    [{ telefone: { ddd: 79, numero: '12345678901' } }, 'Telefone: no máximo 10 dígitos.'],
    [{ celular: { ddd: 79, numero: '9999-abcd' } }, 'Celular: informe apenas números.'],
  ])('%j → %s', (over, mensagem) => {
    expect(primeiraMensagem(estagiarioInputSchema.safeParse(estagiario(over)))).toBe(mensagem);
  });
});

const estagio = (over: Record<string, unknown> = {}) => ({
  estagiario: { id: 1 },
  tipo_estagio: 6,
  instituicao_ensino: { id: 2 },
  curso: { id: 3 },
  data_inicio_estagio: '2025-02-01',
  data_fim_estagio: '',
  desligamento: null,
  data_colacao_grau: '2027-12',
  email: 'maria@ufs.br',
  ...over,
});

describe('estagioInputSchema', () => {
  it('turns empty and absent dates into null and defaults fim_semana', () => {
    const { desligamento: _, ...semDesligamento } = estagio();
    expect(estagioInputSchema.parse(semDesligamento)).toMatchObject({ data_fim_estagio: null, desligamento: null, fim_semana: false });
  });

  it.each([
    [{ tipo_estagio: null }, 'Tipo de estágio é obrigatório.'],
    [{ tipo_estagio: 4 }, 'Tipo de estágio inválido.'],
    [{ instituicao_ensino: null }, 'Instituição de ensino é obrigatória.'],
    [{ instituicao_ensino: { id: 0 } }, 'Instituição de ensino é obrigatória.'],
    [{ curso: undefined }, 'Curso é obrigatório.'],
    [{ data_inicio_estagio: '' }, 'Data de início é obrigatória.'],
    [{ data_colacao_grau: '' }, 'Colação de grau é obrigatória.'],
    [{ data_colacao_grau: '2027-13' }, 'Colação de grau: informe mês e ano (aaaa-MM).'],
    [{ email: null }, 'E-mail é obrigatório.'],
    [{ data_fim_estagio: '2025-01-31' }, 'A data final não pode ser menor que a inicial.'],
    [{ desligamento: '2025-01-01' }, 'O desligamento não pode ser anterior ao início do estágio.'],
  ])('%j → %s', (over, mensagem) => {
    expect(primeiraMensagem(estagioInputSchema.safeParse(estagio(over)))).toBe(mensagem);
  });

  it('accepts an end on the start day', () => {
    expect(estagioInputSchema.safeParse(estagio({ data_fim_estagio: '2025-02-01' })).success).toBe(true);
  });
});

describe('term rules', () => {
  it.each([
    ['2025-03-01', '2025-08-31', 6],
    ['2025-03-10', '2026-03-09', 12],
    ['2025-03-10', '2026-03-08', 11],
    // Jan 31 + 1 month is clamped to Feb 28: the month ends on Feb 27.
    ['2025-01-31', '2025-02-26', 0],
    ['2025-01-31', '2025-02-27', 1],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-05-01', '2025-05-01', 0],
    ['2025-05-02', '2025-05-01', 0],
  ])('%s..%s has %i whole months', (inicio, fim, meses) => {
    expect(mesesCompletos(inicio, fim)).toBe(meses);
  });

  it.each([
    ['2025-03-01', '2025-08-31', 15],
    ['2025-03-01', '2025-07-31', 12],
    ['2025-03-01', '2026-02-28', 30],
    ['2025-03-01', '2027-02-28', 30],
    ['2025-03-01', '2025-03-20', 0],
    ['2025-03-01', null, null],
  ])('recess %s..%s → %s days', (inicio, fim, dias) => {
    expect(recessoDias(inicio, fim)).toBe(dias);
  });

  it('formats money and labels', () => {
    expect(formatMoeda(700)).toBe('R$ 700,00');
    expect(formatMoeda(1234.5)).toBe('R$ 1.234,50');
    expect(tipoEstagioLabel(7)).toBe('Não Obrigatório');
    expect(estadoCivilLabel(4)).toBe('Viúvo');
    expect(estadoCivilLabel(null)).toBe('');
  });
});
