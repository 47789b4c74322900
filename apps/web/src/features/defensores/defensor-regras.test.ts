import { describe, expect, it } from 'vitest';
import { filtroDefensor, mensagemExoneracao, pedeConfirmacaoExoneracao } from './defensor-regras';

describe('filtroDefensor', () => {
  it.each([
    ['52998224725', { cpf: '52998224725' }],
    ['529.982.247-25', { cpf: '52998224725' }],
    [' 529982 ', { cpf: '529982' }],
    ['Maria', { nome: 'Maria' }],
    ['Maria 2', { nome: 'Maria 2' }],
    ['-', { nome: '-' }],
    ['  ', {}],
    ['', {}],
  ])('%j -> %j', (texto, esperado) => {
    expect(filtroDefensor(texto)).toEqual(esperado);
  });
});

describe('pedeConfirmacaoExoneracao', () => {
  it.each([
    ['a saved defender without a date gets one', { data_exoneracao: null }, '2024-06-30', true],
    ['the date is only kept', { data_exoneracao: '2024-06-30' }, '2024-06-30', false],
    ['an existing date is changed', { data_exoneracao: '2024-06-30' }, '2024-07-31', false],
    ['no date is set', { data_exoneracao: null }, null, false],
    ['a new defender', null, '2024-06-30', false],
  ] as const)('%s -> %s', (_, anterior, nova, pede) => {
    expect(pedeConfirmacaoExoneracao(anterior, nova)).toBe(pede);
  });

  it('words the question with the date in dd/MM/yyyy', () => {
    expect(mensagemExoneracao('2024-06-30')).toBe('Confirmar a exoneração em 30/06/2024? As lotações posteriores a essa data serão encerradas nela.');
  });
});
