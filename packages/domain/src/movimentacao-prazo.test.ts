import { describe, expect, it } from 'vitest';
import {
  dataPrazo,
  formatarReferencia,
  isMesReferencia,
  mesesDoPeriodo,
  primeiroDiaDaReferencia,
  situacaoDaEntrega,
  situacaoDasEntregas,
  situacaoEntregaLabel,
  somaMesesReferencia,
} from './movimentacao-prazo.js';

describe('mês de referência', () => {
  it.each([
    ['2025-01', true],
    ['2025-12', true],
    ['1900-01', true],
    ['9998-12', true],
    ['1899-12', false],
    ['9999-01', false], // its deadline would fall in the year 10000
    ['2025-00', false],
    ['2025-13', false],
    ['2025-1', false],
    ['2025-01-01', false],
    ['01/2025', false],
    ['', false],
  ])('%j → %s', (texto, valido) => {
    expect(isMesReferencia(texto)).toBe(valido);
  });

  it('steps months across the year end and lists a period', () => {
    expect(somaMesesReferencia('2025-12', 1)).toBe('2026-01');
    expect(somaMesesReferencia('2025-01', -1)).toBe('2024-12');
    expect(somaMesesReferencia('2025-03', 12)).toBe('2026-03');
    expect(mesesDoPeriodo('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(mesesDoPeriodo('2025-05', '2025-05')).toEqual(['2025-05']);
    expect(mesesDoPeriodo('2025-05', '2025-04')).toEqual([]);
    expect(primeiroDiaDaReferencia('2025-07')).toBe('2025-07-01');
    expect(formatarReferencia('2025-07')).toBe('07/2025');
  });

  it.each(['2025-13', '', '2025-07-01'])('refuses %j', (ref) => {
    expect(() => dataPrazo(ref)).toThrow(RangeError);
    expect(() => somaMesesReferencia(ref, 1)).toThrow(RangeError);
  });
});

describe('dataPrazo (ADR 069): the 10th of the next month, a weekend moves it to Monday', () => {
  it.each([
    ['2025-09', '2025-10-10'], // Friday
    ['2024-12', '2025-01-10'], // across the year end, a Friday
    ['2025-12', '2026-01-12'], // across the year end, a Saturday → Monday 12
    ['2026-12', '2027-01-11'], // across the year end, a Sunday → Monday 11
    ['2025-04', '2025-05-12'], // Saturday
    ['2025-07', '2025-08-11'], // Sunday
    ['2024-01', '2024-02-12'], // Saturday of a leap February
    ['2024-02', '2024-03-11'], // Sunday
  ])('%s → %s', (referencia, prazo) => {
    expect(dataPrazo(referencia)).toBe(prazo);
  });
});

describe('situacaoDaEntrega', () => {
  // July 2025: deadline Monday 2025-08-11 (the 10th is a Sunday).
  it.each([
    [null, '2025-07-20', 'pendente'], // the month is still running
    [null, '2025-08-10', 'pendente'], // the 10th, a Sunday: not yet due
    [null, '2025-08-11', 'pendente'], // the deadline itself
    [null, '2025-08-12', 'pendente_vencida'],
    [null, '2026-01-05', 'pendente_vencida'],
    ['2025-07-31', '2025-08-20', 'entregue'],
    ['2025-08-11', '2025-08-20', 'entregue'], // on the deadline
    ['2025-08-12', '2025-08-20', 'atrasada'],
    ['2025-08-12', '2025-08-12', 'atrasada'],
  ] as const)('received %j, today %s → %s', (recebidoEm, hoje, situacao) => {
    expect(situacaoDaEntrega('2025-07', recebidoEm, hoje)).toBe(situacao);
  });

  it('counts the first of several deliveries', () => {
    expect(situacaoDasEntregas('2025-07', ['2025-09-01', '2025-08-05'], '2025-09-10')).toBe('entregue');
    expect(situacaoDasEntregas('2025-07', ['2025-09-01', '2025-08-20'], '2025-09-10')).toBe('atrasada');
    expect(situacaoDasEntregas('2025-07', [], '2025-09-10')).toBe('pendente_vencida');
    expect(situacaoDasEntregas('2025-12', [], '2026-01-12')).toBe('pendente'); // deadline Monday 2026-01-12
    expect(situacaoDasEntregas('2025-12', [], '2026-01-13')).toBe('pendente_vencida');
  });

  it('labels each situation for the home', () => {
    expect((['pendente', 'pendente_vencida', 'entregue', 'atrasada'] as const).map(situacaoEntregaLabel)).toEqual([
      'Pendente',
      'Pendente, prazo vencido',
      'Entregue',
      'Entregue com atraso',
    ]);
  });
});
