import { describe, expect, it } from 'vitest';
import {
  feriadoEm,
  feriadoInputSchema,
  feriadosNacionais,
  feriadosNacionaisInputSchema,
  pascoa,
  periodoFeriado,
  type FeriadoVigencia,
} from './feriado.js';

describe('pascoa', () => {
  // Checked against python-dateutil's easter() (another implementation) and published calendars.
  it.each([
    [1818, '1818-03-22'], // earliest possible date
    [1943, '1943-04-25'], // latest possible date
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2030, '2030-04-21'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (ano, esperado) => {
    expect(pascoa(ano)).toBe(esperado);
  });

  it.each([1582, 10000, 2024.5, Number.NaN])('refuses the year %s', (ano) => {
    expect(() => pascoa(ano)).toThrow('Ano inválido: informe um ano entre 1583 e 9999.');
  });
});

const fixos = (ano: number, consciencia: boolean) => [
  ['Confraternização Universal', `${ano}-01-01`],
  ['Tiradentes', `${ano}-04-21`],
  ['Dia do Trabalho', `${ano}-05-01`],
  ['Independência do Brasil', `${ano}-09-07`],
  ['Nossa Senhora Aparecida', `${ano}-10-12`],
  ['Finados', `${ano}-11-02`],
  ['Proclamação da República', `${ano}-11-15`],
  ...(consciencia ? [['Dia Nacional de Zumbi e da Consciência Negra', `${ano}-11-20`]] : []),
  ['Natal', `${ano}-12-25`],
];

describe('feriadosNacionais', () => {
  it.each([
    // ano, Carnaval (Mon..Tue), Sexta-feira Santa, Corpus Christi, Consciência Negra is national
    [2023, ['2023-02-20', '2023-02-21'], '2023-04-07', '2023-06-08', false],
    [2024, ['2024-02-12', '2024-02-13'], '2024-03-29', '2024-05-30', true],
    [2025, ['2025-03-03', '2025-03-04'], '2025-04-18', '2025-06-19', true],
    [2026, ['2026-02-16', '2026-02-17'], '2026-04-03', '2026-06-04', true],
    [2038, ['2038-03-08', '2038-03-09'], '2038-04-23', '2038-06-24', true],
  ] as const)('%i', (ano, carnaval, sexta, corpus, consciencia) => {
    const lista = feriadosNacionais(ano);
    const esperados = [
      ...fixos(ano, consciencia).map(([nome, d]) => ({ nome, inicio: d, fim: d })),
      { nome: 'Carnaval', inicio: carnaval[0], fim: carnaval[1] },
      { nome: 'Sexta-feira Santa', inicio: sexta, fim: sexta },
      { nome: 'Corpus Christi', inicio: corpus, fim: corpus },
    ];
    expect(lista).toHaveLength(consciencia ? 12 : 11);
    expect(lista).toEqual(expect.arrayContaining(esperados));
    const inicios = lista.map((f) => f.inicio);
    expect(inicios).toEqual([...inicios].sort());
  });

  it('lists 2025 in calendar order, Carnaval as one Monday..Tuesday entry', () => {
    expect(feriadosNacionais(2025).map((f) => `${f.inicio}..${f.fim} ${f.nome}`)).toEqual([
      '2025-01-01..2025-01-01 Confraternização Universal',
      '2025-03-03..2025-03-04 Carnaval',
      '2025-04-18..2025-04-18 Sexta-feira Santa',
      '2025-04-21..2025-04-21 Tiradentes',
      '2025-05-01..2025-05-01 Dia do Trabalho',
      '2025-06-19..2025-06-19 Corpus Christi',
      '2025-09-07..2025-09-07 Independência do Brasil',
      '2025-10-12..2025-10-12 Nossa Senhora Aparecida',
      '2025-11-02..2025-11-02 Finados',
      '2025-11-15..2025-11-15 Proclamação da República',
      '2025-11-20..2025-11-20 Dia Nacional de Zumbi e da Consciência Negra',
      '2025-12-25..2025-12-25 Natal',
    ]);
  });

  it('keeps both names when Sexta-feira Santa falls on Tiradentes (2000)', () => {
    expect(feriadosNacionais(2000).filter((f) => f.inicio === '2000-04-21').map((f) => f.nome)).toEqual([
      'Sexta-feira Santa',
      'Tiradentes',
    ]);
  });

  it('places a leap-year Carnaval across February 29 correctly (2028: Easter April 16)', () => {
    expect(feriadosNacionais(2028).find((f) => f.nome === 'Carnaval')).toEqual({ nome: 'Carnaval', inicio: '2028-02-28', fim: '2028-02-29' });
  });
});

/** Every issue as [path, message], so a second message on the same field is not hidden. */
const erros = (v: unknown) => {
  const r = feriadoInputSchema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('feriadoInputSchema', () => {
  const valido = { nome: ' Recesso forense ', inicio: '2025-12-20', fim: '2026-01-06', defensorias: [{ id: 3 }, { id: 1 }, { id: 3 }] };

  it('trims the name, defaults geral off and counts a repeated defensoria once', () => {
    expect(feriadoInputSchema.parse(valido)).toEqual({
      nome: 'Recesso forense',
      inicio: '2025-12-20',
      fim: '2026-01-06',
      geral: false,
      defensorias: [{ id: 3 }, { id: 1 }],
    });
  });

  it('a general holiday needs no defensoria and stores none', () => {
    expect(feriadoInputSchema.parse({ ...valido, geral: true, id: 9 })).toEqual({
      nome: 'Recesso forense',
      inicio: '2025-12-20',
      fim: '2026-01-06',
      geral: true,
      defensorias: [],
    });
    expect(erros({ nome: 'Natal', inicio: '2025-12-25', fim: '2025-12-25', geral: true })).toBeNull();
  });

  it('accepts a one-day holiday (fim equal to inicio)', () => {
    expect(erros({ ...valido, fim: '2025-12-20' })).toBeNull();
  });

  it.each([
    [{ ...valido, nome: '  ' }, { nome: 'Informe o nome do feriado.' }],
    [{ ...valido, nome: undefined }, { nome: 'Informe o nome do feriado.' }],
    [{ ...valido, nome: 'n'.repeat(101) }, { nome: 'Nome: no máximo 100 caracteres.' }],
    [{ ...valido, inicio: '' }, { inicio: 'Data de início é obrigatória.' }],
    [{ ...valido, inicio: undefined }, { inicio: 'Data de início é obrigatória.' }],
    [{ ...valido, fim: null }, { fim: 'Data de fim é obrigatória.' }],
    [{ ...valido, fim: '2026-02-30' }, { fim: 'Formato de data inválido' }],
    [{ ...valido, fim: '06/01/2026' }, { fim: 'Formato de data inválido' }],
    [{ ...valido, fim: '2025-12-19' }, { fim: 'A data final não pode ser menor que a inicial.' }],
    [{ ...valido, defensorias: [] }, { defensorias: 'Selecione ao menos uma defensoria ou marque "Aplicar para todos."' }],
    [{ ...valido, defensorias: undefined }, { defensorias: 'Selecione ao menos uma defensoria ou marque "Aplicar para todos."' }],
    [{ ...valido, defensorias: [{ id: 0 }] }, { 'defensorias.0.id': 'Defensoria inválida.' }],
    [{ ...valido, defensorias: [7] }, { 'defensorias.0': 'Defensoria inválida.' }],
    [{ ...valido, geral: 'sim' }, { geral: 'Aplicar para todos. Marque ou desmarque.' }],
    [{ ...valido, geral: 'sim', defensorias: [] }, { geral: 'Aplicar para todos. Marque ou desmarque.' }],
    [{ ...valido, defensorias: 'todas' }, { defensorias: 'Defensorias inválidas.' }],
  ])('%o → %o', (entrada, esperado) => {
    expect(erros(entrada)).toEqual(Object.entries(esperado));
  });

  it('says everything missing at once: the defensorias too when a date is blank (the whole form at once)', () => {
    expect(erros({ nome: '', inicio: '', fim: undefined, defensorias: [] })).toEqual([
      ['nome', 'Informe o nome do feriado.'],
      ['inicio', 'Data de início é obrigatória.'],
      ['fim', 'Data de fim é obrigatória.'],
      ['defensorias', 'Selecione ao menos uma defensoria ou marque "Aplicar para todos."'],
    ]);
    expect(erros({ ...valido, inicio: '', fim: '2020-01-01' })).toEqual([['inicio', 'Data de início é obrigatória.']]);
    expect(erros({ ...valido, inicio: '2026-13-01', fim: '2020-01-01' })).toEqual([['inicio', 'Formato de data inválido']]);
    expect(erros(null)).toHaveLength(1);
  });

  // An array is an object to typeof: the form-wide rules once read its missing fields and threw (a 500).
  it.each([[[]], [[valido]], ['texto'], [12], [null]])('a body of another JSON type (%j) is one type error, not a crash', (corpo) => {
    expect(erros(corpo)).toEqual([['', expect.any(String)]]);
  });
});

describe('feriadoEm', () => {
  const natal: FeriadoVigencia & { id: number } = { id: 1, nome: 'Natal', inicio: '2025-12-25', fim: '2025-12-25', geral: true, defensorias: [] };
  const inspecao = { id: 2, nome: 'Inspeção na 2ª Vara', inicio: '2025-03-10', fim: '2025-03-10', geral: false, defensorias: [2] };
  const mudanca = { id: 3, nome: 'Mudança de sede', inicio: '2025-06-02', fim: '2025-06-06', geral: false, defensorias: [1, 4] };
  const feriados = [natal, inspecao, mudanca];

  it('a general holiday covers every defensoria, and a placement in a núcleo (no defensoria)', () => {
    expect(feriadoEm(feriados, 1, '2025-12-25')).toBe(natal);
    expect(feriadoEm(feriados, 99, '2025-12-25')?.nome).toBe('Natal');
    expect(feriadoEm(feriados, null, '2025-12-25')?.nome).toBe('Natal');
  });

  it("another defensoria's blocked day does not count", () => {
    expect(feriadoEm(feriados, 2, '2025-03-10')?.nome).toBe('Inspeção na 2ª Vara');
    expect(feriadoEm(feriados, 1, '2025-03-10')).toBeNull();
    expect(feriadoEm(feriados, null, '2025-03-10')).toBeNull();
  });

  it('a multi-day block covers both ends and the days between, not the days around', () => {
    expect(feriadoEm(feriados, 4, '2025-06-02')?.id).toBe(3);
    expect(feriadoEm(feriados, 4, '2025-06-04')?.id).toBe(3);
    expect(feriadoEm(feriados, 1, '2025-06-06')?.id).toBe(3);
    expect(feriadoEm(feriados, 4, '2025-06-01')).toBeNull();
    expect(feriadoEm(feriados, 4, '2025-06-07')).toBeNull();
  });

  it('answers the first match in the given order', () => {
    const ponte = { id: 4, nome: 'Ponte de Natal', inicio: '2025-12-24', fim: '2025-12-26', geral: false, defensorias: [1] };
    expect(feriadoEm([ponte, natal], 1, '2025-12-25')?.id).toBe(4);
    expect(feriadoEm([natal, ponte], 1, '2025-12-25')?.id).toBe(1);
  });

  it('a day outside every holiday, or no holidays at all, is null', () => {
    expect(feriadoEm(feriados, 1, '2025-12-26')).toBeNull();
    expect(feriadoEm([], 1, '2025-12-25')).toBeNull();
  });
});

describe('feriadosNacionaisInputSchema', () => {
  it.each([[1583], [2026], [9999]])('accepts the year %i', (ano) => {
    expect(feriadosNacionaisInputSchema.parse({ ano })).toEqual({ ano });
  });

  it.each([
    [{ ano: 1582 }, 'ano'],
    [{ ano: 10000 }, 'ano'],
    [{ ano: 2026.5 }, 'ano'],
    [{ ano: '2026' }, 'ano'],
    [{ ano: null }, 'ano'],
    [{}, 'ano'],
    [null, ''],
  ])('%o → 400 message on %s', (entrada, campo) => {
    const r = feriadosNacionaisInputSchema.safeParse(entrada);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[campo, 'Ano inválido: informe um ano entre 1583 e 9999.']]);
  });
});

describe('periodoFeriado', () => {
  it.each([
    ['2025-12-25', '2025-12-25', '25/12/2025'],
    ['2026-02-16', '2026-02-17', '16/02/2026 a 17/02/2026'],
    ['2025-12-20', '2026-01-06', '20/12/2025 a 06/01/2026'],
  ])('%s..%s → %s', (inicio, fim, esperado) => {
    expect(periodoFeriado(inicio, fim)).toBe(esperado);
  });
});
