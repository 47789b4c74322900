import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DIAS_SEMANA,
  MENSAGEM_DATA_INVALIDA,
  MENSAGEM_FORMATO_DATA_INVALIDO,
  dataIsoLocal,
  erroDataBr,
  formatData,
  formatDataHora,
  formatMesAno,
  idadeRelativa,
  isValidDataIso,
  nomeDiaSemana,
  parseDataBr,
} from './datas.js';
import { dataIsoOpcionalSchema, dataIsoSchema } from './datas-schema.js';

// Run in a UTC-3 zone that had DST (until 2019): under UTC, new Date('2024-01-01') bugs and
// ms/86400000 day counts would go unnoticed. Set before the tables build their local Dates.
const TZ_ORIGINAL = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (TZ_ORIGINAL === undefined) delete process.env.TZ;
  else process.env.TZ = TZ_ORIGINAL;
});

/** Local time, months 1-based for readability. */
const local = (a: number, m: number, d: number, h = 0, min = 0): Date => new Date(a, m - 1, d, h, min);

it('runs under America/Sao_Paulo (UTC-3 in 2024)', () => {
  expect(local(2024, 1, 5).getTimezoneOffset()).toBe(180);
});

describe('formatData', () => {
  it.each<[string | Date | null | undefined, string]>([
    ['2024-01-05', '05/01/2024'],
    ['2024-01-01', '01/01/2024'],
    ['2024-12-31', '31/12/2024'],
    ['2024-02-29', '29/02/2024'],
    [' 2024-01-05 ', '05/01/2024'],
    ['0099-01-01', '01/01/0099'],
    [local(2024, 1, 5, 23, 59), '05/01/2024'],
    [local(2024, 1, 5, 0, 0), '05/01/2024'],
    ['2024-01-05T10:30:00', '05/01/2024'],
    ['2024-01-05 10:30', '05/01/2024'],
    ['2024-01-05T02:00:00Z', '04/01/2024'],
    ['2024-01-05T02:00:00.000-03:00', '05/01/2024'],
    ['2023-02-29', ''],
    ['2024-13-01', ''],
    ['2024-00-10', ''],
    ['2024-01-00', ''],
    ['2024-1-5', ''],
    ['2024-02-31T10:00:00', ''],
    ['2024-01-05T24:00:00', ''],
    ['05/01/2024', ''],
    ['abc', ''],
    ['', ''],
    [new Date(Number.NaN), ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(formatData(entrada)).toBe(esperado);
  });
});

describe('dataIsoLocal', () => {
  it.each([
    [new Date(2026, 0, 5, 0, 0), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    [new Date(824, 1, 29, 12), '0824-02-29'],
  ])('gives the local civil day of %s', (d, esperado) => {
    expect(dataIsoLocal(d)).toBe(esperado);
  });
});

describe('formatMesAno', () => {
  it('names the month as MM/yyyy', () => {
    expect([formatMesAno(2026, 3), formatMesAno(2026, 12), formatMesAno(2031, 1)]).toEqual(['03/2026', '12/2026', '01/2031']);
  });
});

describe('formatDataHora', () => {
  it.each<[string | Date | null | undefined, string]>([
    [local(2024, 1, 5, 9, 7), '05/01/2024 09:07'],
    [local(2024, 12, 31, 23, 59), '31/12/2024 23:59'],
    ['2024-01-05T10:30:45', '05/01/2024 10:30'],
    ['2024-01-05T02:00:00Z', '04/01/2024 23:00'],
    ['2024-01-05T10:30:00+02:00', '05/01/2024 05:30'],
    ['2024-01-05', '05/01/2024 00:00'],
    ['2024-02-30', ''],
    ['x', ''],
    [new Date(Number.NaN), ''],
    [null, ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(formatDataHora(entrada)).toBe(esperado);
  });
});

describe('parseDataBr', () => {
  it.each<[string, string | null]>([
    ['05/01/2024', '2024-01-05'],
    ['31/12/2024', '2024-12-31'],
    ['29/02/2024', '2024-02-29'],
    [' 05/01/2024 ', '2024-01-05'],
    ['29/02/2023', null],
    ['31/02/2024', null],
    ['31/04/2024', null],
    ['00/01/2024', null],
    ['01/00/2024', null],
    ['01/13/2024', null],
    ['01/01/0000', null],
    ['1/1/2024', null],
    ['05/01/24', null],
    ['05-01-2024', null],
    ['2024-01-05', null],
    ['', null],
  ])('%j -> %j', (entrada, esperado) => {
    expect(parseDataBr(entrada)).toBe(esperado);
  });
});

describe('isValidDataIso', () => {
  it.each<[string, boolean]>([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['0000-01-01', false],
    ['2024-01-05T00:00:00', false],
    [' 2024-01-05', false],
  ])('%j -> %j', (entrada, esperado) => {
    expect(isValidDataIso(entrada)).toBe(esperado);
  });
});

describe('idadeRelativa', () => {
  it.each<[Date | string, Date, string]>([
    // Days: calendar days, time of day ignored.
    ['2024-03-10', local(2024, 3, 10, 23, 59), 'hoje'],
    ['2024-03-11', local(2024, 3, 10), 'hoje'],
    ['2024-03-10', local(2024, 3, 11), '1 dia'],
    [local(2024, 3, 10, 23, 59), local(2024, 3, 11, 0, 1), '1 dia'],
    ['2024-03-10', local(2024, 3, 12), '2 dias'],
    ['2024-01-01', local(2024, 1, 31), '30 dias'],
    ['2024-01-01', local(2024, 2, 1), '31 dias'],
    ['2024-01-01', local(2024, 2, 2), '1 mês'],
    ['2023-12-31', local(2024, 2, 1), '1 mês'],
    // February: 31 days reach into March, 32 is the first month.
    ['2024-02-01', local(2024, 3, 3), '31 dias'],
    ['2024-02-01', local(2024, 3, 4), '1 mês'],
    ['2023-02-01', local(2023, 3, 4), '31 dias'],
    ['2023-02-01', local(2023, 3, 5), '1 mês'],
    // Months anchored on the start day, clamped at the month's end.
    ['2024-01-15', local(2024, 3, 14), '1 mês'],
    ['2024-01-15', local(2024, 3, 15), '2 meses'],
    ['2024-01-31', local(2024, 3, 30), '1 mês'],
    ['2024-01-31', local(2024, 3, 31), '2 meses'],
    ['2023-01-10', local(2023, 12, 10), '11 meses'],
    ['2023-05-10', local(2024, 5, 9), '11 meses'],
    ['2023-05-10', local(2024, 5, 10), '1 ano'],
    ['2022-05-10', local(2024, 5, 9), '1 ano'],
    ['2022-05-10', local(2024, 5, 10), '2 anos'],
    ['2014-06-01', local(2024, 6, 1), '10 anos'],
    // Leap years.
    ['2024-02-29', local(2025, 2, 27), '11 meses'],
    ['2024-02-29', local(2025, 2, 28), '1 ano'],
    ['2024-02-29', local(2028, 2, 28), '3 anos'],
    ['2024-02-29', local(2028, 2, 29), '4 anos'],
    ['2023-03-01', local(2024, 2, 29), '11 meses'],
    ['2023-03-01', local(2024, 3, 1), '1 ano'],
    // Timestamps count on their local day (20:30 on the 9th in São Paulo).
    ['2024-03-09T23:30:00Z', local(2024, 3, 10, 0, 10), '1 dia'],
    // DST start 2018-11-04 (midnight skipped): 31 calendar days, though 1 hour short of 31 * 24h.
    [local(2018, 10, 5), local(2018, 11, 5), '31 dias'],
    ['2018-11-03', local(2018, 11, 4), '1 dia'],
    // Invalid input.
    ['2024-02-30', local(2024, 3, 1), ''],
    ['abc', local(2024, 3, 1), ''],
    [new Date(Number.NaN), local(2024, 3, 1), ''],
    ['2024-03-01', new Date(Number.NaN), ''],
  ])('(%j, %j) -> %j', (desde, agora, esperado) => {
    expect(idadeRelativa(desde, agora)).toBe(esperado);
  });

  it('defaults agora to the current time', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(local(2024, 3, 10, 12));
      expect(idadeRelativa('2024-03-08')).toBe('2 dias');
      expect(idadeRelativa('2023-03-10')).toBe('1 ano');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('erroDataBr', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['05/01/2024', null],
    ['29/02/2024', null],
    ['31/02/2020', 'Entrada de data inválida'],
    ['99/99/9999', 'Entrada de data inválida'],
    ['00/01/2024', 'Entrada de data inválida'],
    ['5/1/20', 'Formato de data inválido'],
    ['05/01/24', 'Formato de data inválido'],
    ['2024-01-05', 'Formato de data inválido'],
    ['abc', 'Formato de data inválido'],
  ])('%j -> %j', (entrada, esperado) => {
    expect(erroDataBr(entrada)).toBe(esperado);
  });
});

describe('nomeDiaSemana', () => {
  it('DIAS_SEMANA starts on Sunday like Date.getDay()', () => {
    expect(DIAS_SEMANA).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sab']);
  });

  it.each<[Date | string, string]>([
    ['2024-03-10', 'Dom'],
    ['2024-03-11', 'Seg'],
    ['2024-03-12', 'Ter'],
    ['2024-03-13', 'Qua'],
    ['2024-03-14', 'Qui'],
    ['2024-03-15', 'Sex'],
    ['2024-03-16', 'Sab'],
    // Would read as Saturday if parsed as UTC midnight.
    ['2024-01-07', 'Dom'],
    [local(2024, 1, 1, 23, 59), 'Seg'],
    ['2024-02-30', ''],
    ['x', ''],
  ])('%j -> %j', (entrada, esperado) => {
    expect(nomeDiaSemana(entrada)).toBe(esperado);
  });
});

describe('dataIsoSchema', () => {
  it.each([
    ['2024-01-05', '2024-01-05'],
    [' 2024-02-29 ', '2024-02-29'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(dataIsoSchema.parse(entrada)).toBe(esperado);
  });

  it.each<[unknown, string]>([
    ['2024-02-30', MENSAGEM_FORMATO_DATA_INVALIDO],
    ['05/01/2024', MENSAGEM_FORMATO_DATA_INVALIDO],
    ['2024-1-5', MENSAGEM_FORMATO_DATA_INVALIDO],
    ['', MENSAGEM_FORMATO_DATA_INVALIDO],
    [20240105, MENSAGEM_DATA_INVALIDA],
    [null, MENSAGEM_DATA_INVALIDA],
  ])('rejects %j with %j', (entrada, mensagem) => {
    const r = dataIsoSchema.safeParse(entrada);
    expect(r.error?.issues.map((i) => i.message)).toEqual([mensagem]);
  });

  it('messages are the expected texts', () => {
    expect([MENSAGEM_DATA_INVALIDA, MENSAGEM_FORMATO_DATA_INVALIDO]).toEqual([
      'Entrada de data inválida',
      'Formato de data inválido',
    ]);
  });
});

describe('dataIsoOpcionalSchema', () => {
  it.each([
    ['', null],
    ['  ', null],
    [null, null],
    ['2024-02-29', '2024-02-29'],
  ])('parses %j -> %j', (entrada, esperado) => {
    expect(dataIsoOpcionalSchema.parse(entrada)).toBe(esperado);
  });

  it.each<[unknown, string]>([
    ['2023-02-29', MENSAGEM_FORMATO_DATA_INVALIDO],
    ['31/12/2024', MENSAGEM_FORMATO_DATA_INVALIDO],
    [undefined, MENSAGEM_DATA_INVALIDA],
  ])('rejects %j with %j', (entrada, mensagem) => {
    const r = dataIsoOpcionalSchema.safeParse(entrada);
    expect(r.error?.issues.map((i) => i.message)).toEqual([mensagem]);
  });

  it('.optional() lets a missing field stay undefined', () => {
    expect(dataIsoOpcionalSchema.optional().parse(undefined)).toBeUndefined();
  });
});
