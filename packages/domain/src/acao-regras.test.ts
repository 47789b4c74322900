import { describe, expect, it } from 'vitest';
import { TIPO_ACAO } from './acao.js';
import {
  acaoSobreposta,
  REGRA_ACAO,
  REGRAS_ACAO,
  regraDentroDoExercicio,
  regraFeriasAdquiridas,
  regraFeriasLimite,
  regraFolgaNoMesDoAniversario,
  regraInputSchema,
  regraLicencaPremioAdquirida,
  regraLicencaPremioLimite,
  regraLimiteDeSubstituicoes,
  regraSemSobreposicao,
  regraSubstitutoEmExercicio,
  regraSubstitutoPresente,
  regraUmaFolgaPorAno,
  SUBSTITUICOES_SIMULTANEAS_MAX,
  validarAcao,
  type AcaoComSubstituicoes,
  type AcaoNasRegras,
  type ContextoDasRegras,
  type DefensorNasRegras,
  type SubstituicaoNasRegras,
  type SubstitutoNasRegras,
} from './acao-regras.js';

const { Ferias, FolgaNatalicia, AbonoTrabalhado, AbonoEspecial, LicencaPremio } = TIPO_ACAO;

const acao = (tipo: number, data_inicial: string, data_final: string, extra: Partial<AcaoNasRegras> = {}): AcaoNasRegras => ({
  tipo,
  data_inicial,
  data_final,
  ...extra,
});

const defensor: DefensorNasRegras = {
  id: 7,
  data_nascimento: '1980-03-14',
  data_admissao: '2020-03-10',
  data_referencia: null,
  data_exoneracao: null,
};

describe('the rule catalogue', () => {
  it('has stable ids 1..11, each with a unique code, a name and a description', () => {
    expect(REGRAS_ACAO.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(Object.values(REGRA_ACAO)).toEqual(REGRAS_ACAO.map((r) => r.id));
    expect(new Set(REGRAS_ACAO.map((r) => r.codigo)).size).toBe(11);
    REGRAS_ACAO.forEach((r) => {
      expect(r.nome.length).toBeGreaterThan(0);
      expect(r.descricao).toMatch(/\.$/);
    });
  });

  it('names the limits in the rules the screen shows', () => {
    expect(REGRAS_ACAO.find((r) => r.id === REGRA_ACAO.FeriasLimite)!.nome).toBe('Até 60 dias de férias por período');
    expect(REGRAS_ACAO.find((r) => r.id === REGRA_ACAO.LicencaPremioLimite)!.nome).toBe('Até 90 dias de licença-prêmio por quinquênio');
    expect(REGRAS_ACAO.find((r) => r.id === REGRA_ACAO.SubstitutoLimite)!.nome).toBe('Até 2 defensorias por substituto');
    expect(SUBSTITUICOES_SIMULTANEAS_MAX).toBe(2);
  });

  it.each([
    [{ ativa: true }, null],
    [{ ativa: false }, null],
    [{ ativa: 'sim' }, 'Ativa: marque ou desmarque.'],
    [{}, 'Ativa: marque ou desmarque.'],
    [null, 'Ativa: marque ou desmarque.'],
  ])('PUT rules/{id} body %j', (corpo, mensagem) => {
    const r = regraInputSchema.safeParse(corpo);
    expect(r.success ? null : r.error.issues[0]!.message).toBe(mensagem);
  });
});

describe('rule 1: no two actions of one defender overlap', () => {
  const existentes = [acao(Ferias, '2025-07-01', '2025-07-30', { id: 1 }), acao(AbonoEspecial, '2025-09-10', '2025-09-10', { id: 2 })];
  const ferias = 'Já existe ação do(a) defensor(a) nesse período: Férias de 01/07/2025 a 30/07/2025.';

  it.each([
    ['touching on its last day', acao(AbonoTrabalhado, '2025-07-30', '2025-08-05'), ferias],
    ['touching on its first day', acao(AbonoTrabalhado, '2025-06-20', '2025-07-01'), ferias],
    ['inside it', acao(AbonoTrabalhado, '2025-07-05', '2025-07-05'), ferias],
    ['covering both: the earliest is named', acao(LicencaPremio, '2025-06-01', '2025-09-30'), ferias],
    ['the day after it', acao(AbonoTrabalhado, '2025-07-31', '2025-08-05'), null],
    ['the day before it', acao(AbonoTrabalhado, '2025-06-20', '2025-06-30'), null],
    ['a one-day action on a one-day action', acao(FolgaNatalicia, '2025-09-10', '2025-09-10'), 'Já existe ação do(a) defensor(a) nesse período: Abono Especial em 10/09/2025.'],
    ['the edited action moved over its own days', acao(Ferias, '2025-07-05', '2025-08-03', { id: 1 }), null],
    ['the edited action moved onto another', acao(Ferias, '2025-09-01', '2025-09-15', { id: 1 }), 'Já existe ação do(a) defensor(a) nesse período: Abono Especial em 10/09/2025.'],
    ['a new action (id null)', acao(Ferias, '2025-07-05', '2025-07-06', { id: null }), ferias],
  ])('%s', (_caso, nova, mensagem) => {
    expect(regraSemSobreposicao(nova, existentes)).toBe(mensagem);
  });

  it('acaoSobreposta answers the record itself, or null with no actions', () => {
    expect(acaoSobreposta(acao(Ferias, '2025-09-10', '2025-09-11'), existentes)).toBe(existentes[1]);
    expect(acaoSobreposta(acao(Ferias, '2025-09-10', '2025-09-11'), [])).toBeNull();
  });
});

describe('rule 2: the action lies within the service', () => {
  const exonerado = { ...defensor, data_exoneracao: '2030-01-31' };
  it.each([
    [acao(Ferias, '2020-03-10', '2020-03-20'), exonerado, null],
    [acao(Ferias, '2020-03-09', '2020-03-20'), exonerado, 'A ação começa antes da admissão do(a) defensor(a), em 10/03/2020.'],
    [acao(Ferias, '2030-01-02', '2030-01-31'), exonerado, null],
    [acao(Ferias, '2030-01-02', '2030-02-01'), exonerado, 'A ação termina depois da exoneração do(a) defensor(a), em 31/01/2030.'],
    [acao(Ferias, '1999-01-01', '2099-01-01'), { ...defensor, data_admissao: null }, null],
    // data_referencia counts the periods, not the service: the admission still bounds the action.
    [acao(Ferias, '2019-01-01', '2019-01-10'), { ...defensor, data_referencia: '2018-06-01' }, 'A ação começa antes da admissão do(a) defensor(a), em 10/03/2020.'],
  ])('%j with %j', (a, d, mensagem) => {
    expect(regraDentroDoExercicio(a, d)).toBe(mensagem);
  });
});

describe('rules 3 and 5: leave of an acquired period only', () => {
  it.each([
    ['acquired exactly on its day', acao(Ferias, '2025-03-10', '2025-03-29', { data_aquisitiva: '2024-03-10' }), defensor, null],
    [
      'the day before',
      acao(Ferias, '2025-03-09', '2025-03-29', { data_aquisitiva: '2024-03-10' }),
      defensor,
      'As férias do período aquisitivo de 10/03/2024 a 09/03/2025 só podem começar a partir de 10/03/2025.',
    ],
    ['the first period, after 12 months', acao(Ferias, '2021-03-10', '2021-03-10', { data_aquisitiva: '2020-03-10' }), defensor, null],
    ['a day that begins no period', acao(Ferias, '2025-04-01', '2025-04-10', { data_aquisitiva: '2024-03-11' }), defensor, 'Período aquisitivo inválido: escolha um dos períodos do(a) defensor(a).'],
    ['a period before the admission', acao(Ferias, '2025-04-01', '2025-04-10', { data_aquisitiva: '2019-03-10' }), defensor, 'Período aquisitivo inválido: escolha um dos períodos do(a) defensor(a).'],
    ['no period named', acao(Ferias, '2025-04-01', '2025-04-10'), defensor, 'Informe o período aquisitivo.'],
    [
      'no admission nor reference date',
      acao(Ferias, '2025-04-01', '2025-04-10', { data_aquisitiva: '2024-03-10' }),
      { ...defensor, data_admissao: null },
      'O(a) defensor(a) não tem data de admissão nem de referência: não há período aquisitivo.',
    ],
    ['data_referencia, not the admission, begins the periods', acao(Ferias, '2025-06-01', '2025-06-10', { data_aquisitiva: '2024-06-01' }), { ...defensor, data_referencia: '2018-06-01' }, null],
    [
      'the admission no longer does when data_referencia is filled',
      acao(Ferias, '2025-04-01', '2025-04-10', { data_aquisitiva: '2024-03-10' }),
      { ...defensor, data_referencia: '2018-06-01' },
      'Período aquisitivo inválido: escolha um dos períodos do(a) defensor(a).',
    ],
    ['29 February admission: acquired on 29 February of the leap year', acao(Ferias, '2028-02-29', '2028-03-10', { data_aquisitiva: '2027-03-01' }), { ...defensor, data_admissao: '2024-02-29' }, null],
    [
      '29 February admission: not on the 28th',
      acao(Ferias, '2028-02-28', '2028-03-10', { data_aquisitiva: '2027-03-01' }),
      { ...defensor, data_admissao: '2024-02-29' },
      'As férias do período aquisitivo de 01/03/2027 a 28/02/2028 só podem começar a partir de 29/02/2028.',
    ],
    ['29 February admission: a common year acquires on 1 March', acao(Ferias, '2025-03-01', '2025-03-10', { data_aquisitiva: '2024-02-29' }), { ...defensor, data_admissao: '2024-02-29' }, null],
    [
      '29 February admission: not on 28 February of a common year',
      acao(Ferias, '2025-02-28', '2025-03-10', { data_aquisitiva: '2024-02-29' }),
      { ...defensor, data_admissao: '2024-02-29' },
      'As férias do período aquisitivo de 29/02/2024 a 28/02/2025 só podem começar a partir de 01/03/2025.',
    ],
    ['another type is not concerned', acao(AbonoEspecial, '2020-04-01', '2020-04-01'), defensor, null],
  ])('férias: %s', (_caso, a, d, mensagem) => {
    expect(regraFeriasAdquiridas(a, d)).toBe(mensagem);
  });

  it.each([
    ['after 5 years, on the day', acao(LicencaPremio, '2025-03-10', '2025-04-08', { data_aquisitiva: '2020-03-10' }), null],
    [
      'the day before',
      acao(LicencaPremio, '2025-03-09', '2025-04-08', { data_aquisitiva: '2020-03-10' }),
      'A licença-prêmio do período aquisitivo de 10/03/2020 a 09/03/2025 só pode começar a partir de 10/03/2025.',
    ],
    ['a férias period is no 5-year period', acao(LicencaPremio, '2026-03-10', '2026-04-08', { data_aquisitiva: '2021-03-10' }), 'Período aquisitivo inválido: escolha um dos períodos do(a) defensor(a).'],
    ['férias are not rule 5', acao(Ferias, '2020-03-10', '2020-03-10', { data_aquisitiva: '2020-03-10' }), null],
  ])('licença-prêmio: %s', (_caso, a, mensagem) => {
    expect(regraLicencaPremioAdquirida(a, defensor)).toBe(mensagem);
  });
});

describe('rules 4 and 6: days per acquisition period', () => {
  const p = { data_aquisitiva: '2024-03-10' };
  const existentes = [
    acao(Ferias, '2025-04-01', '2025-04-30', { id: 1, ...p }), // 30 days
    acao(Ferias, '2026-04-01', '2026-04-30', { id: 2, data_aquisitiva: '2025-03-10' }), // another period
    acao(LicencaPremio, '2026-06-01', '2026-06-30', { id: 3, ...p }), // another type
  ];

  it.each([
    ['30 + 30 = 60', acao(Ferias, '2025-07-01', '2025-07-30', p), existentes, null],
    [
      '30 + 31 = 61',
      acao(Ferias, '2025-07-01', '2025-07-31', p),
      existentes,
      'As férias passam de 60 dias no período aquisitivo iniciado em 10/03/2024: já há 30 dias lançados e esta ação tem 31 dias.',
    ],
    ['60 alone', acao(Ferias, '2025-07-01', '2025-08-29', p), [], null],
    ['61 alone', acao(Ferias, '2025-07-01', '2025-08-30', p), [], 'As férias passam de 60 dias no período aquisitivo iniciado em 10/03/2024: já há 0 dias lançados e esta ação tem 61 dias.'],
    ['the edited action is counted once, with its new days', acao(Ferias, '2025-04-01', '2025-05-30', { id: 1, ...p }), existentes, null],
    [
      'one day already, and 60 more',
      acao(Ferias, '2025-07-01', '2025-08-29', p),
      [acao(Ferias, '2025-04-01', '2025-04-01', { id: 9, ...p })],
      'As férias passam de 60 dias no período aquisitivo iniciado em 10/03/2024: já há 1 dia lançado e esta ação tem 60 dias.',
    ],
    ['no period named: rule 3 speaks', acao(Ferias, '2025-07-01', '2025-12-31'), existentes, null],
  ])('férias: %s', (_caso, a, lista, mensagem) => {
    expect(regraFeriasLimite(a, lista)).toBe(mensagem);
  });

  it.each([
    ['30 + 60 = 90', acao(LicencaPremio, '2026-07-01', '2026-08-29', p), null],
    [
      '30 + 61 = 91',
      acao(LicencaPremio, '2026-07-01', '2026-08-30', p),
      'A licença-prêmio passa de 90 dias no período aquisitivo iniciado em 10/03/2024: já há 30 dias lançados e esta ação tem 61 dias.',
    ],
    ['férias are not rule 6', acao(Ferias, '2026-07-01', '2026-12-31', p), null],
  ])('licença-prêmio: %s', (_caso, a, mensagem) => {
    expect(regraLicencaPremioLimite(a, existentes)).toBe(mensagem);
  });
});

describe('rules 7 and 8: folga natalícia', () => {
  it.each([
    [acao(FolgaNatalicia, '2025-03-01', '2025-03-01'), defensor, null],
    [acao(FolgaNatalicia, '2025-03-31', '2025-03-31'), defensor, null],
    [acao(FolgaNatalicia, '2025-04-01', '2025-04-01'), defensor, 'A folga natalícia deve ser no mês do aniversário do(a) defensor(a): março.'],
    [acao(FolgaNatalicia, '2025-02-28', '2025-02-28'), defensor, 'A folga natalícia deve ser no mês do aniversário do(a) defensor(a): março.'],
    [acao(FolgaNatalicia, '2025-03-31', '2026-03-01'), defensor, 'A folga natalícia deve ser no mês do aniversário do(a) defensor(a): março.'],
    [acao(FolgaNatalicia, '2025-12-05', '2025-12-05'), { ...defensor, data_nascimento: '1975-12-25' }, null],
    [acao(FolgaNatalicia, '2025-03-14', '2025-03-14'), { ...defensor, data_nascimento: null }, 'Informe a data de nascimento do(a) defensor(a) para lançar a folga natalícia.'],
    [acao(AbonoTrabalhado, '2025-04-01', '2025-04-01'), defensor, null],
  ])('in the birthday month: %j', (a, d, mensagem) => {
    expect(regraFolgaNoMesDoAniversario(a, d)).toBe(mensagem);
  });

  const existentes = [acao(FolgaNatalicia, '2025-03-14', '2025-03-14', { id: 5 }), acao(AbonoTrabalhado, '2026-03-02', '2026-03-02', { id: 6 })];
  it.each([
    [acao(FolgaNatalicia, '2025-03-20', '2025-03-20'), 'O(a) defensor(a) já tem folga natalícia em 2025: 14/03/2025.'],
    [acao(FolgaNatalicia, '2026-03-14', '2026-03-14'), null],
    [acao(FolgaNatalicia, '2024-03-14', '2024-03-14'), null],
    [acao(FolgaNatalicia, '2025-03-21', '2025-03-21', { id: 5 }), null],
    [acao(AbonoTrabalhado, '2025-03-20', '2025-03-20'), null],
  ])('once a year: %j', (a, mensagem) => {
    expect(regraUmaFolgaPorAno(a, existentes)).toBe(mensagem);
  });
});

const substituto = (id: number, nome: string, extra: Partial<SubstitutoNasRegras> = {}): SubstitutoNasRegras => ({
  id,
  nome,
  ativo: true,
  data_admissao: '2010-01-01',
  data_exoneracao: null,
  acoes: [],
  ...extra,
});
const comSubstitutos = (substituicoes: [defensoria: number, substituto: number | null][], extra: Partial<AcaoNasRegras> = {}): AcaoComSubstituicoes => ({
  ...acao(Ferias, '2025-07-01', '2025-07-30', { data_aquisitiva: '2024-03-10' }),
  ...extra,
  substituicoes: substituicoes.map(([d, s]) => ({ defensoria: { id: d }, substituto: s === null ? null : { id: s } })),
});
const substituicao = (periodoId: number, defensoriaId: number, substitutoId: number, data_inicial: string, data_final: string): SubstituicaoNasRegras => ({
  periodoId,
  defensoriaId,
  substitutoId,
  data_inicial,
  data_final,
});

describe('rule 9: the substitute is an active defender in service', () => {
  const substitutos = [
    substituto(9, 'Ana Souza'),
    substituto(10, 'Bruno Lima', { ativo: false }),
    substituto(11, 'Carla Dias', { data_admissao: '2025-07-02' }),
    substituto(12, 'Davi Rocha', { data_exoneracao: '2025-07-29' }),
    substituto(13, 'Eva Reis', { data_admissao: '2025-07-01', data_exoneracao: '2025-07-30' }),
  ];
  it.each([
    [[[3, 9], [4, null]], null],
    [[[3, 13]], null],
    [[[3, 9], [4, 10]], 'Bruno Lima não está em exercício em todos os dias da ação e não pode substituir.'],
    [[[3, 11]], 'Carla Dias não está em exercício em todos os dias da ação e não pode substituir.'],
    [[[3, 12]], 'Davi Rocha não está em exercício em todos os dias da ação e não pode substituir.'],
    [[[3, 99]], null], // an unknown id is the server's 400, not a rule
  ] as [[number, number | null][], string | null][])('%j', (lista, mensagem) => {
    expect(regraSubstitutoEmExercicio(comSubstitutos(lista), substitutos)).toBe(mensagem);
  });
});

describe('rule 10: the substitute is not away, and a substitute does not go away', () => {
  const substitutos = [
    substituto(9, 'Ana Souza', { acoes: [acao(AbonoTrabalhado, '2025-07-31', '2025-07-31', { id: 40 })] }),
    substituto(10, 'Bruno Lima', { acoes: [acao(AbonoTrabalhado, '2025-07-30', '2025-07-30', { id: 41 })] }),
    substituto(11, 'Carla Dias', { acoes: [acao(Ferias, '2025-06-01', '2025-06-30', { id: 42 })] }),
  ];
  it.each([
    ['away the day after the action', [[3, 9]], [], null],
    ['away the day before the action', [[3, 11]], [], null],
    ['away on its last day', [[3, 9], [4, 10]], [], 'Bruno Lima está afastado(a) no período (Abono por Dia Trabalhado em 30/07/2025) e não pode substituir.'],
    [
      'the defender substitutes someone on those days',
      [[3, 9]],
      [substituicao(50, 8, defensor.id, '2025-07-20', '2025-08-10')],
      'O(a) defensor(a) é substituto(a) em outra ação nesse período (de 20/07/2025 a 10/08/2025): troque antes o substituto dela.',
    ],
    ['the defender substitutes someone from the day after', [[3, 9]], [substituicao(50, 8, defensor.id, '2025-07-31', '2025-08-10')], null],
    ['another substitute’s substitution is not the defender’s', [[3, 9]], [substituicao(50, 8, 9, '2025-07-20', '2025-08-10')], null],
  ] as [string, [number, number | null][], SubstituicaoNasRegras[], string | null][])('%s', (_caso, lista, substituicoes, mensagem) => {
    expect(regraSubstitutoPresente(comSubstitutos(lista), defensor, substitutos, substituicoes)).toBe(mensagem);
  });
});

describe(`rule 11: at most ${SUBSTITUICOES_SIMULTANEAS_MAX} offices at once per substitute`, () => {
  const substitutos = [substituto(9, 'Ana Souza'), substituto(10, 'Bruno Lima')];
  it.each([
    ['two offices in this action', [[3, 9], [4, 9]], [], {}, null],
    ['three offices in this action', [[3, 9], [4, 9], [5, 9]], [], {}, 'Ana Souza passaria a substituir 3 defensorias em 01/07/2025: no máximo 2 ao mesmo tempo.'],
    ['a third office starting on the last day', [[3, 9], [4, 9]], [substituicao(60, 5, 9, '2025-07-30', '2025-08-10')], {}, 'Ana Souza passaria a substituir 3 defensorias em 30/07/2025: no máximo 2 ao mesmo tempo.'],
    ['a third office starting the day after', [[3, 9], [4, 9]], [substituicao(60, 5, 9, '2025-07-31', '2025-08-10')], {}, null],
    ['a third office that ended the day before', [[3, 9], [4, 9]], [substituicao(60, 5, 9, '2025-06-01', '2025-06-30')], {}, null],
    ['a third office under way when the action begins', [[3, 9], [4, 9]], [substituicao(60, 5, 9, '2025-06-15', '2025-07-01')], {}, 'Ana Souza passaria a substituir 3 defensorias em 01/07/2025: no máximo 2 ao mesmo tempo.'],
    ['the same office for another absent defender counts once', [[3, 9], [4, 9]], [substituicao(60, 3, 9, '2025-07-10', '2025-07-20')], {}, null],
    [
      'two others one after the other never make three',
      [[3, 9]],
      [substituicao(60, 5, 9, '2025-07-01', '2025-07-10'), substituicao(61, 6, 9, '2025-07-11', '2025-07-20')],
      {},
      null,
    ],
    [
      'two others sharing one day make three on that day',
      [[3, 9]],
      [substituicao(60, 5, 9, '2025-07-01', '2025-07-10'), substituicao(61, 6, 9, '2025-07-10', '2025-07-20')],
      {},
      'Ana Souza passaria a substituir 3 defensorias em 10/07/2025: no máximo 2 ao mesmo tempo.',
    ],
    ['another substitute’s offices do not count', [[3, 9], [4, 9]], [substituicao(60, 5, 10, '2025-07-01', '2025-07-30')], {}, null],
    ['the edited action’s stored substitutions are replaced, not added', [[3, 9], [4, 9]], [substituicao(70, 5, 9, '2025-07-01', '2025-07-30')], { id: 70 }, null],
    ['another action’s are added when editing', [[3, 9], [4, 9]], [substituicao(71, 5, 9, '2025-07-01', '2025-07-30')], { id: 70 }, 'Ana Souza passaria a substituir 3 defensorias em 01/07/2025: no máximo 2 ao mesmo tempo.'],
    ['an office left without substitute counts for nobody', [[3, null], [4, null], [5, null]], [], {}, null],
  ] as [string, [number, number | null][], SubstituicaoNasRegras[], Partial<AcaoNasRegras>, string | null][])('%s', (_caso, lista, substituicoes, extra, mensagem) => {
    expect(regraLimiteDeSubstituicoes(comSubstitutos(lista, extra), substitutos, substituicoes)).toBe(mensagem);
  });
});

describe('validarAcao', () => {
  const todas = new Set(REGRAS_ACAO.map((r) => r.id));
  const contexto: ContextoDasRegras = {
    defensor,
    acoes: [acao(Ferias, '2025-04-01', '2025-04-30', { id: 1, data_aquisitiva: '2024-03-10' })],
    substitutos: [substituto(9, 'Ana Souza')],
    substituicoes: [],
  };

  it('a valid action breaks no rule', () => {
    expect(validarAcao(comSubstitutos([[3, 9]]), contexto, todas)).toBeNull();
  });

  it('answers the first active rule broken, in id order; a rule switched off is skipped', () => {
    // Overlaps the stored férias (rule 1) and passes 60 days in the period (rule 4).
    const nova = comSubstitutos([[3, 9]], { data_inicial: '2025-04-30', data_final: '2025-05-30' });
    expect(validarAcao(nova, contexto, todas)).toEqual({
      regra: expect.objectContaining({ id: 1, codigo: 'SEM_SOBREPOSICAO' }),
      mensagem: 'Já existe ação do(a) defensor(a) nesse período: Férias de 01/04/2025 a 30/04/2025.',
    });
    const semSobreposicao = new Set([...todas].filter((id) => id !== REGRA_ACAO.SemSobreposicao));
    expect(validarAcao(nova, contexto, semSobreposicao)).toEqual({
      regra: expect.objectContaining({ id: 4, codigo: 'FERIAS_LIMITE_DO_PERIODO' }),
      mensagem: 'As férias passam de 60 dias no período aquisitivo iniciado em 10/03/2024: já há 30 dias lançados e esta ação tem 31 dias.',
    });
    expect(validarAcao(nova, contexto, new Set())).toBeNull();
  });

  it.each([
    [REGRA_ACAO.DentroDoExercicio, comSubstitutos([], { data_inicial: '2020-03-01', data_final: '2020-03-10' })],
    [REGRA_ACAO.FeriasAdquiridas, comSubstitutos([], { data_inicial: '2025-03-01', data_final: '2025-03-10' })],
    [REGRA_ACAO.LicencaPremioAdquirida, comSubstitutos([], { tipo: LicencaPremio, data_aquisitiva: '2020-03-10', data_inicial: '2025-03-01', data_final: '2025-03-10' })],
    [REGRA_ACAO.LicencaPremioLimite, comSubstitutos([], { tipo: LicencaPremio, data_aquisitiva: '2020-03-10', data_inicial: '2025-06-01', data_final: '2025-08-30' })],
    [REGRA_ACAO.FolgaNoMesDoAniversario, comSubstitutos([], { tipo: FolgaNatalicia, data_aquisitiva: null, data_inicial: '2025-05-14', data_final: '2025-05-14' })],
    [REGRA_ACAO.SubstitutoEmExercicio, comSubstitutos([[3, 9]], { data_inicial: '2025-07-01', data_final: '2025-07-30' })],
  ])('reaches rule %i through the context', (id, nova) => {
    const ctx = { ...contexto, substitutos: [substituto(9, 'Ana Souza', { ativo: false })] };
    expect(validarAcao(nova, ctx, new Set([id]))?.regra.id).toBe(id);
    expect(validarAcao(nova, ctx, new Set(REGRAS_ACAO.map((r) => r.id).filter((r) => r !== id)))?.regra.id).not.toBe(id);
  });
});
