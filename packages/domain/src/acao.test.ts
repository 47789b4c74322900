import { describe, expect, it } from 'vitest';
import {
  acaoInputSchema,
  dataBaseDoDefensor,
  dataDeAquisicao,
  diasDaAcao,
  isTipoAcao,
  periodoQueComecaEm,
  periodosAquisitivosDoTipo,
  periodosAquisitivosFerias,
  periodosAquisitivosLicencaPremio,
  saldoDosPeriodos,
  somaDias,
  TIPO_ACAO,
  TIPO_ACAO_OPCOES,
  tipoAcaoDoRelatorio,
  tipoAcaoLabel,
  tipoAcaoNoRelatorio,
} from './acao.js';

describe('action types', () => {
  it('numbers and labels the six types as the form lists them (ADR 060)', () => {
    expect(TIPO_ACAO_OPCOES.map((o) => `${o.value} ${o.label}`)).toEqual([
      '0 Férias',
      '1 Folga Natalícia',
      '2 Abono por Dia Trabalhado',
      '3 Abono Especial',
      '4 Licença Prêmio',
      '5 Licença Outros Motivos',
    ]);
    expect(tipoAcaoLabel(TIPO_ACAO.LicencaOutros)).toBe('Licença Outros Motivos');
    expect(tipoAcaoLabel(6)).toBe('');
    expect(tipoAcaoLabel(null)).toBe('');
  });

  it.each([
    [TIPO_ACAO.Ferias, 1],
    [TIPO_ACAO.FolgaNatalicia, 2],
    [TIPO_ACAO.AbonoTrabalhado, 3],
    [TIPO_ACAO.AbonoEspecial, 4],
    [TIPO_ACAO.LicencaPremio, 5],
    [TIPO_ACAO.LicencaOutros, 6],
  ] as const)('stored type %i is %i in the assignment report, and back', (tipo, relatorio) => {
    expect(tipoAcaoNoRelatorio(tipo)).toBe(relatorio);
    expect(tipoAcaoDoRelatorio(relatorio)).toBe(tipo);
  });

  it.each([0, 7, -1, 1.5])('report number %s is no action type (7 is Afastamento)', (n) => {
    expect(tipoAcaoDoRelatorio(n)).toBeNull();
  });

  it('groups the types as the Férias home counts them', () => {
    expect(TIPO_ACAO_OPCOES.map((o) => o.resumo)).toEqual(['ferias', 'folgas', 'abonos', 'abonos', 'licencas', 'licencas']);
    expect([0, 5, 6, '0', null].map(isTipoAcao)).toEqual([true, true, false, false, false]);
  });
});

describe('diasDaAcao (§9: end − start + 1)', () => {
  it.each([
    ['2025-07-01', '2025-07-01', 1],
    ['2025-07-01', '2025-07-30', 30],
    ['2025-01-01', '2025-03-01', 60],
    ['2025-01-01', '2025-03-02', 61],
    ['2024-02-28', '2024-03-01', 3], // leap year: 29 February counts
    ['2023-02-28', '2023-03-01', 2],
    ['2024-12-31', '2025-01-01', 2],
    ['2018-11-03', '2018-11-05', 3], // a Brazilian daylight-saving change in between
    ['2025-07-02', '2025-07-01', 0],
  ])('%s..%s → %i', (inicio, fim, dias) => {
    expect(diasDaAcao(inicio, fim)).toBe(dias);
  });

  it.each([['2025-02-29'], ['01/07/2025'], ['']])('refuses the date %j', (data) => {
    expect(() => diasDaAcao(data, '2025-07-01')).toThrow(RangeError);
    expect(() => somaDias(data, 1)).toThrow(RangeError);
  });
});

const texto = (periodos: { inicio: string; fim: string }[]) => periodos.map((p) => `${p.inicio}..${p.fim}`);

describe('periodosAquisitivosFerias (12 months each)', () => {
  it.each([
    ['2020-03-10', '2020-03-09', []],
    ['2020-03-10', '2020-03-10', ['2020-03-10..2021-03-09']],
    ['2020-03-10', '2022-03-09', ['2020-03-10..2021-03-09', '2021-03-10..2022-03-09']],
    ['2020-03-10', '2022-03-10', ['2020-03-10..2021-03-09', '2021-03-10..2022-03-09', '2022-03-10..2023-03-09']],
    ['2019-12-31', '2021-01-01', ['2019-12-31..2020-12-30', '2020-12-31..2021-12-30']],
    ['2023-03-01', '2024-03-01', ['2023-03-01..2024-02-29', '2024-03-01..2025-02-28']],
  ])('from %s up to %s', (base, ate, esperado) => {
    expect(texto(periodosAquisitivosFerias(base, ate))).toEqual(esperado);
  });

  it('an admission on 29 February: a common year runs to 28 February, the leap years keep the 29th', () => {
    expect(texto(periodosAquisitivosFerias('2024-02-29', '2028-02-29'))).toEqual([
      '2024-02-29..2025-02-28',
      '2025-03-01..2026-02-28',
      '2026-03-01..2027-02-28',
      '2027-03-01..2028-02-28',
      '2028-02-29..2029-02-28',
    ]);
    expect(texto(periodosAquisitivosFerias('2024-02-29', '2028-02-28')).at(-1)).toBe('2027-03-01..2028-02-28');
  });

  it.each(['2024-02-29', '2023-01-31', '2020-12-31', '2000-02-29', '1999-03-01'])(
    'periods from %s follow one another without gap or overlap, each 365 or 366 days',
    (base) => {
      const periodos = periodosAquisitivosFerias(base, '2040-12-31');
      expect(periodos[0]!.inicio).toBe(base);
      periodos.slice(1).forEach((p, i) => expect(p.inicio).toBe(somaDias(periodos[i]!.fim, 1)));
      periodos.forEach((p) => expect([365, 366]).toContain(diasDaAcao(p.inicio, p.fim)));
    },
  );

  it('refuses an impossible date', () => {
    expect(() => periodosAquisitivosFerias('2023-02-29', '2025-01-01')).toThrow(RangeError);
    expect(() => periodosAquisitivosFerias('2023-02-28', '2025-13-01')).toThrow(RangeError);
  });

  it('stops at the last year a date can hold', () => {
    expect(periodosAquisitivosFerias('9998-01-01', '9999-12-31')).toHaveLength(2);
  });
});

describe('periodosAquisitivosLicencaPremio (5 years each)', () => {
  it.each([
    ['2015-08-03', '2020-08-02', ['2015-08-03..2020-08-02']],
    ['2015-08-03', '2020-08-03', ['2015-08-03..2020-08-02', '2020-08-03..2025-08-02']],
    ['2024-02-29', '2034-02-28', ['2024-02-29..2029-02-28', '2029-03-01..2034-02-28']],
    ['2024-02-29', '2034-03-01', ['2024-02-29..2029-02-28', '2029-03-01..2034-02-28', '2034-03-01..2039-02-28']],
    ['2000-02-29', '2020-02-29', ['2000-02-29..2005-02-28', '2005-03-01..2010-02-28', '2010-03-01..2015-02-28', '2015-03-01..2020-02-28', '2020-02-29..2025-02-28']],
  ])('from %s up to %s', (base, ate, esperado) => {
    expect(texto(periodosAquisitivosLicencaPremio(base, ate))).toEqual(esperado);
  });
});

describe('dataDeAquisicao, periodosAquisitivosDoTipo, periodoQueComecaEm, dataBaseDoDefensor', () => {
  it('periodosAquisitivosDoTipo picks the length of the type', () => {
    expect(periodosAquisitivosDoTipo(TIPO_ACAO.Ferias, '2015-08-03', '2020-08-03')).toEqual(periodosAquisitivosFerias('2015-08-03', '2020-08-03'));
    expect(periodosAquisitivosDoTipo(TIPO_ACAO.LicencaPremio, '2015-08-03', '2020-08-03')).toEqual(periodosAquisitivosLicencaPremio('2015-08-03', '2020-08-03'));
    expect(periodosAquisitivosDoTipo(TIPO_ACAO.LicencaPremio, '2015-08-03', '2020-08-03')).toHaveLength(2);
  });


  it('a period is acquired the day after it ends', () => {
    expect(dataDeAquisicao({ inicio: '2024-02-29', fim: '2025-02-28' })).toBe('2025-03-01');
    expect(dataDeAquisicao({ inicio: '2023-12-31', fim: '2024-12-30' })).toBe('2024-12-31');
  });

  it.each([
    [TIPO_ACAO.Ferias, '2024-02-29', '2027-03-01', '2027-03-01..2028-02-28'],
    [TIPO_ACAO.Ferias, '2024-02-29', '2028-02-29', '2028-02-29..2029-02-28'],
    [TIPO_ACAO.Ferias, '2024-02-29', '2024-02-29', '2024-02-29..2025-02-28'],
    [TIPO_ACAO.Ferias, '2024-02-29', '2027-02-28', null],
    [TIPO_ACAO.Ferias, '2024-02-29', '2024-02-28', null],
    [TIPO_ACAO.LicencaPremio, '2015-08-03', '2020-08-03', '2020-08-03..2025-08-02'],
    [TIPO_ACAO.LicencaPremio, '2015-08-03', '2016-08-03', null],
  ] as const)('type %i from %s: the period beginning on %s', (tipo, base, inicio, esperado) => {
    const p = periodoQueComecaEm(tipo, base, inicio);
    expect(p && `${p.inicio}..${p.fim}`).toBe(esperado);
  });

  it.each([
    [{ data_admissao: '2010-05-03', data_referencia: null }, '2010-05-03'],
    [{ data_admissao: '2010-05-03', data_referencia: '2008-01-15' }, '2008-01-15'],
    [{ data_admissao: null, data_referencia: '2012-02-29' }, '2012-02-29'],
    [{ data_admissao: null, data_referencia: null }, null],
  ])('counts from data_referencia when filled, else the admission: %j', (defensor, esperado) => {
    expect(dataBaseDoDefensor(defensor)).toBe(esperado);
  });
});

describe('saldoDosPeriodos', () => {
  const periodos = periodosAquisitivosFerias('2020-03-10', '2022-03-10');
  const ferias = (id: number, data_inicial: string, data_final: string, data_aquisitiva: string | null) => ({
    id,
    tipo: TIPO_ACAO.Ferias as number,
    data_inicial,
    data_final,
    data_aquisitiva,
  });
  const acoes = [
    ferias(1, '2022-01-10', '2022-02-08', '2020-03-10'), // 30 days
    ferias(2, '2021-07-01', '2021-07-30', '2020-03-10'), // 30 days: period full
    ferias(3, '2022-07-01', '2022-07-20', '2021-03-10'), // 20 days
    ferias(4, '2019-07-01', '2019-07-10', '2019-03-10'), // names no listed period
    { id: 5, tipo: TIPO_ACAO.LicencaPremio as number, data_inicial: '2022-08-01', data_final: '2022-08-30', data_aquisitiva: '2021-03-10' },
  ];

  it('sums each period’s actions of the type, in date order, and the days left', () => {
    expect(saldoDosPeriodos(TIPO_ACAO.Ferias, periodos, acoes).map((s) => [s.inicio, s.acoes.map((a) => a.id), s.usados, s.restantes])).toEqual([
      ['2020-03-10', [2, 1], 60, 0],
      ['2021-03-10', [3], 20, 40],
      ['2022-03-10', [], 0, 60],
    ]);
  });

  it('licença-prêmio counts 90 days per period; an excess never shows as negative days left', () => {
    const lp = periodosAquisitivosLicencaPremio('2015-08-03', '2021-01-01');
    const longas = [
      { tipo: TIPO_ACAO.LicencaPremio as number, data_inicial: '2021-01-04', data_final: '2021-03-04', data_aquisitiva: '2015-08-03' }, // 60
      { tipo: TIPO_ACAO.LicencaPremio as number, data_inicial: '2021-06-01', data_final: '2021-07-15', data_aquisitiva: '2015-08-03' }, // 45
    ];
    expect(saldoDosPeriodos(TIPO_ACAO.LicencaPremio, lp, longas).map((s) => [s.usados, s.restantes])).toEqual([
      [105, 0],
      [0, 90],
    ]);
  });
});

/** Every issue as [path, message]. */
const erros = (v: unknown) => {
  const r = acaoInputSchema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('acaoInputSchema', () => {
  const valido = {
    tipo: TIPO_ACAO.Ferias,
    defensor: { id: 7 },
    data_inicial: '2025-07-01',
    data_final: '2025-07-30',
    data_aquisitiva: '2024-03-10',
    motivo: '  Férias regulamentares  ',
    substituicoes: [
      { defensoria: { id: 3 }, substituto: { id: 9 }, anotacao: ' manhãs ' },
      { defensoria: { id: 4 }, substituto: null },
    ],
  };

  it('trims the notes and fills the checkboxes’ defaults', () => {
    expect(acaoInputSchema.parse(valido)).toEqual({
      tipo: 0,
      defensor: { id: 7 },
      data_inicial: '2025-07-01',
      data_final: '2025-07-30',
      data_aquisitiva: '2024-03-10',
      motivo: 'Férias regulamentares',
      exibiranotacao: false,
      ativorelatorio: true,
      pontuar: false,
      substituicoes: [
        { defensoria: { id: 3 }, substituto: { id: 9 }, anotacao: 'manhãs' },
        { defensoria: { id: 4 }, substituto: null, anotacao: null },
      ],
    });
  });

  it('types without an acquisition period store none, and need no substitutions', () => {
    const abono = acaoInputSchema.parse({ tipo: TIPO_ACAO.AbonoEspecial, defensor: { id: 7 }, data_inicial: '2025-07-01', data_final: '2025-07-02', data_aquisitiva: '2024-03-10' });
    expect(abono.data_aquisitiva).toBeNull();
    expect(abono.substituicoes).toEqual([]);
    expect(abono.motivo).toBeNull();
  });

  it.each([
    [{ ...valido, fim: undefined, data_final: '2025-07-01' }, null],
    [{ ...valido, tipo: TIPO_ACAO.FolgaNatalicia, data_inicial: '2025-03-14', data_final: '2025-03-14' }, null],
    [{ ...valido, tipo: undefined }, [['tipo', 'Informe o tipo da ação.']]],
    [{ ...valido, tipo: null }, [['tipo', 'Informe o tipo da ação.']]],
    [{ ...valido, tipo: 6 }, [['tipo', 'Tipo de ação inválido.']]],
    [{ ...valido, tipo: '0' }, [['tipo', 'Tipo de ação inválido.']]],
    [{ ...valido, defensor: null }, [['defensor', 'Informe o defensor.']]],
    [{ ...valido, defensor: { id: 0 } }, [['defensor.id', 'Informe o defensor.']]],
    [{ ...valido, data_inicial: '' }, [['data_inicial', 'Data de início é obrigatória.']]],
    [{ ...valido, data_inicial: undefined }, [['data_inicial', 'Data de início é obrigatória.']]],
    [{ ...valido, data_final: null }, [['data_final', 'Data de fim é obrigatória.']]],
    [{ ...valido, data_final: '2025-06-31' }, [['data_final', 'Formato de data inválido']]],
    [{ ...valido, data_final: '2025-06-30' }, [['data_final', 'A data final não pode ser menor que a inicial.']]],
    [{ ...valido, tipo: TIPO_ACAO.FolgaNatalicia, data_final: '2025-07-02', data_inicial: '2025-07-01' }, [['data_final', 'A folga natalícia é de um dia: a data de fim deve ser igual à de início.']]],
    [{ ...valido, data_aquisitiva: '' }, [['data_aquisitiva', 'Informe o período aquisitivo.']]],
    [{ ...valido, tipo: TIPO_ACAO.LicencaPremio, data_aquisitiva: undefined }, [['data_aquisitiva', 'Informe o período aquisitivo.']]],
    [{ ...valido, data_aquisitiva: '2024-02-30' }, [['data_aquisitiva', 'Formato de data inválido']]],
    [{ ...valido, motivo: 'm'.repeat(501) }, [['motivo', 'Anotações: no máximo 500 caracteres.']]],
    [{ ...valido, motivo: 'linha 1\nlinha 2\u0000' }, [['motivo', 'Caracteres de controle não são permitidos.']]],
    [{ ...valido, pontuar: 'sim' }, [['pontuar', 'Pontuar: marque ou desmarque.']]],
    [{ ...valido, substituicoes: {} }, [['substituicoes', 'Substituições inválidas.']]],
    [{ ...valido, substituicoes: [{ substituto: { id: 9 } }] }, [['substituicoes.0.defensoria', 'Informe a defensoria da substituição.']]],
    [{ ...valido, substituicoes: [{ defensoria: { id: 3 }, substituto: { id: 'x' } }] }, [['substituicoes.0.substituto.id', 'Substituto inválido.']]],
    [{ ...valido, substituicoes: [{ defensoria: { id: 3 }, anotacao: 'a'.repeat(501) }] }, [['substituicoes.0.anotacao', 'Anotação da substituição: no máximo 500 caracteres.']]],
    [
      { ...valido, substituicoes: [{ defensoria: { id: 3 } }, { defensoria: { id: 4 } }, { defensoria: { id: 3 }, substituto: { id: 8 } }] },
      [['substituicoes.2.defensoria', 'Defensoria repetida nas substituições.']],
    ],
    [{ ...valido, substituicoes: [{ defensoria: { id: 3 }, substituto: { id: 7 } }] }, [['substituicoes.0.substituto', 'O(a) defensor(a) não pode substituir a si mesmo(a).']]],
    [{ ...valido, substituicoes: Array.from({ length: 51 }, (_, i) => ({ defensoria: { id: i + 1 } })) }, [['substituicoes', 'No máximo 50 substituições.']]],
  ])('%j → %j', (entrada, esperado) => {
    expect(erros(entrada)).toEqual(esperado);
  });

  it('says everything that is missing at once, without a second message on a bad date', () => {
    expect(erros({ tipo: TIPO_ACAO.Ferias, data_inicial: '2025-02-30', data_final: '2025-01-01' })).toEqual([
      ['defensor', 'Informe o defensor.'],
      ['data_inicial', 'Formato de data inválido'],
      ['data_aquisitiva', 'Informe o período aquisitivo.'],
    ]);
    expect(erros({})).toEqual([
      ['tipo', 'Informe o tipo da ação.'],
      ['defensor', 'Informe o defensor.'],
      ['data_inicial', 'Data de início é obrigatória.'],
      ['data_final', 'Data de fim é obrigatória.'],
    ]);
  });

  it.each([[[]], [[valido]], ['texto'], [12], [null]])('a body of another JSON type (%j) is one type error, not a crash', (corpo) => {
    expect(erros(corpo)).toEqual([['', expect.any(String)]]);
  });
});
