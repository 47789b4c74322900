import { describe, expect, it } from 'vitest';
import {
  acaoDoStatus,
  calendarioDaFolha,
  cliqueNoDia,
  diaGravadoNoCalendario,
  diasNoMesDaFolha,
  isDiaSemPreencher,
  minutosTrabalhados,
  motivoDiaSemTrabalho,
  preencherDia,
  STATUS_DIA,
  STATUS_DIA_OPCOES,
  STATUS_FOLHA_OPCOES,
  statusDiaLabel,
  statusFolhaLabel,
  statusInicialDoDia,
  perfilAssinanteLabel,
  periodoFolhaSchema,
  tipoNotificacaoLabel,
  validarHorarios,
  type DiaDoCalendario,
  type EstagioDoCalendario,
} from './folha.js';
import type { FeriadoVigencia } from './feriado.js';

// September 2025: the 1st is a Monday; the 6th and 7th a weekend (the 7th also Independência do Brasil).
const FERIADOS: FeriadoVigencia[] = [
  { nome: 'Aniversário da Cidade', inicio: '2025-09-03', fim: '2025-09-03', geral: true, defensorias: [] },
  { nome: 'Independência do Brasil', inicio: '2025-09-07', fim: '2025-09-07', geral: true, defensorias: [] },
  { nome: 'Mudança da sede', inicio: '2025-09-10', fim: '2025-09-11', geral: false, defensorias: [7] },
];
const REGULAR: EstagioDoCalendario = { inicio: '2025-01-01', fim: null, fimSemana: false };
const FIM_SEMANA: EstagioDoCalendario = { ...REGULAR, fimSemana: true };
const diaDe = (cal: DiaDoCalendario[], n: number) => cal.find((d) => d.dia === n)!;

describe('enumerations', () => {
  it('labels every status, profile and notification type as the spec numbers them', () => {
    expect(STATUS_FOLHA_OPCOES.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(STATUS_DIA_OPCOES.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([statusFolhaLabel(1), statusFolhaLabel(3), statusFolhaLabel(4), statusFolhaLabel(5)]).toEqual([
      'Em Preenchimento',
      'Aguardando Revisão',
      'Concluída',
      'A Corrigir',
    ]);
    expect([statusDiaLabel(4), statusDiaLabel(6), statusDiaLabel(7)]).toEqual(['Falta Não Justificada', 'Recesso', 'Não Preenchido']);
    expect([1, 2, 3].map(perfilAssinanteLabel)).toEqual(['Estagiário', 'Supervisor', 'Setor de Estágio']);
    expect([1, 2, 3, 4].map(tipoNotificacaoLabel)).toEqual(['Folha criada', 'Assinatura pendente', 'Folha a corrigir', 'Folha concluída']);
    expect(statusFolhaLabel(9)).toBe('');
  });
});

describe('periodoFolhaSchema', () => {
  it.each([
    [{ ano: 2025, mes: 9 }, null],
    [{ ano: 2025, mes: 12 }, null],
    [{ ano: 2025, mes: 0 }, 'Mês inválido: informe um mês de 1 a 12.'],
    [{ ano: 2025, mes: 13 }, 'Mês inválido: informe um mês de 1 a 12.'],
    [{ ano: 2025, mes: 1.5 }, 'Mês inválido: informe um mês de 1 a 12.'],
    [{ ano: 1500, mes: 1 }, 'Ano inválido: informe um ano entre 1583 e 9999.'],
    [{ ano: 2025 }, 'Mês inválido: informe um mês de 1 a 12.'],
  ])('%o', (periodo, mensagem) => {
    const r = periodoFolhaSchema.safeParse(periodo);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(mensagem);
  });
});

describe('calendarioDaFolha', () => {
  it('has one day per day of the month, leap years included', () => {
    expect([diasNoMesDaFolha(2025, 9), diasNoMesDaFolha(2024, 2), diasNoMesDaFolha(2025, 2), diasNoMesDaFolha(2025, 12)]).toEqual([30, 29, 28, 31]);
    expect(calendarioDaFolha(2024, 2, REGULAR, [], null)).toHaveLength(29);
  });

  const regularNaDefensoria7 = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, 7);
  const fimSemanaNaDefensoria7 = calendarioDaFolha(2025, 9, FIM_SEMANA, FERIADOS, 7);
  const regularEmOutraDefensoria = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, 8);
  const regularNoNucleo = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, null);

  it.each([
    // [case, calendar, day, util, feriado, nomeFeriado]
    ['regular, Monday', regularNaDefensoria7, 1, true, false, null],
    ['regular, Friday', regularNaDefensoria7, 5, true, false, null],
    ['regular, Saturday', regularNaDefensoria7, 6, false, false, null],
    ['regular, holiday on a Wednesday', regularNaDefensoria7, 3, false, true, 'Aniversário da Cidade'],
    ['regular, holiday on a Sunday', regularNaDefensoria7, 7, false, true, 'Independência do Brasil'],
    ["regular, its defensoria's blocked day", regularNaDefensoria7, 10, false, true, 'Mudança da sede'],
    ["regular, the block's last day", regularNaDefensoria7, 11, false, true, 'Mudança da sede'],
    ["regular, another defensoria's blocked day", regularEmOutraDefensoria, 10, true, false, null],
    ['regular in a núcleo: general holidays only', regularNoNucleo, 3, false, true, 'Aniversário da Cidade'],
    ['regular in a núcleo: no defensoria block', regularNoNucleo, 10, true, false, null],
    ['weekend intern, Monday', fimSemanaNaDefensoria7, 1, false, false, null],
    ['weekend intern, Saturday', fimSemanaNaDefensoria7, 6, true, false, null],
    ['weekend intern, holiday on a Sunday', fimSemanaNaDefensoria7, 7, true, true, 'Independência do Brasil'],
    ['weekend intern, holiday on a Wednesday', fimSemanaNaDefensoria7, 3, true, true, 'Aniversário da Cidade'],
    ['weekend intern, blocked day', fimSemanaNaDefensoria7, 10, true, true, 'Mudança da sede'],
  ])('%s', (_caso, cal, dia, util, feriado, nomeFeriado) => {
    expect(diaDe(cal, dia)).toMatchObject({ util, feriado, nomeFeriado });
  });

  it('knows the weekday of each date without a timezone', () => {
    expect(regularNaDefensoria7.slice(0, 7).map((d) => [d.data, d.diaSemana])).toEqual([
      ['2025-09-01', 1],
      ['2025-09-02', 2],
      ['2025-09-03', 3],
      ['2025-09-04', 4],
      ['2025-09-05', 5],
      ['2025-09-06', 6],
      ['2025-09-07', 0],
    ]);
  });

  it.each([
    // [case, internship, days inside]
    ['starts on the 15th', { inicio: '2025-09-15', fim: null }, [15, 30]],
    ['ends on the 12th', { inicio: '2025-01-01', fim: '2025-09-12' }, [1, 12]],
    ['terminated (desligamento) on the 9th, before its end', { inicio: '2025-01-01', fim: '2025-12-31', desligamento: '2025-09-09' }, [1, 9]],
    ['starts and ends inside the month', { inicio: '2025-09-08', fim: '2025-09-19' }, [8, 19]],
  ])('days outside the internship are not working days: %s', (_caso, periodo, [primeiro, ultimo]) => {
    for (const fimSemana of [false, true]) {
      const cal = calendarioDaFolha(2025, 9, { ...periodo, fimSemana }, [], null);
      expect(cal.filter((d) => d.noEstagio).map((d) => d.dia)).toEqual(cal.map((d) => d.dia).filter((d) => d >= primeiro! && d <= ultimo!));
      expect(cal.filter((d) => d.util && !d.noEstagio)).toEqual([]);
    }
  });
});

describe('diaGravadoNoCalendario', () => {
  it.each([
    ['regular', REGULAR],
    ['weekend intern', FIM_SEMANA],
    ['short internship', { inicio: '2025-09-08', fim: '2025-09-19', fimSemana: false }],
  ])('gives back the calendar day from what the sheet stores: %s', (_caso, estagio) => {
    const cal = calendarioDaFolha(2025, 9, estagio, FERIADOS, 7);
    const folha = { ano: 2025, mes: 9, dataInicioEstagio: estagio.inicio, dataFimEstagio: estagio.fim };
    expect(cal.map(({ dia, util, feriado, nomeFeriado }) => diaGravadoNoCalendario(folha, { dia, util, feriado, nomeFeriado }))).toEqual(cal);
  });
});

describe('motivoDiaSemTrabalho', () => {
  const cal = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, 7);
  const calFds = calendarioDaFolha(2025, 9, FIM_SEMANA, FERIADOS, 7);
  const calCurto = calendarioDaFolha(2025, 9, { inicio: '2025-09-15', fim: null, fimSemana: false }, [], 7);

  it.each([
    ['regular, working day', cal, false, 2, null],
    ['regular, Saturday', cal, false, 6, 'O dia 6, Sab, não é dia útil.'],
    ['regular, holiday', cal, false, 3, 'Aniversário da Cidade não é dia de trabalho.'],
    ['regular, blocked day', cal, false, 10, 'Mudança da sede não é dia de trabalho.'],
    ['regular, holiday on a Sunday', cal, false, 7, 'Independência do Brasil não é dia de trabalho.'],
    ['weekend intern, Tuesday', calFds, true, 2, 'O dia 2, Ter, não é dia de trabalho (final de semana).'],
    ['weekend intern, Sunday', calFds, true, 14, null],
    ['weekend intern, holiday', calFds, true, 3, null],
    ['outside the internship', calCurto, false, 1, 'O dia 1, Seg, está fora do período do estágio.'],
  ])('%s', (_caso, c, fimSemana, dia, mensagem) => {
    expect(motivoDiaSemTrabalho(diaDe(c, dia), fimSemana)).toBe(mensagem);
  });

  it('starts working days to fill, holidays as feriado and the other days as not filled (ADR 044)', () => {
    expect([2, 3, 6, 7].map((n) => statusInicialDoDia(diaDe(cal, n)))).toEqual([STATUS_DIA.Indefinido, STATUS_DIA.Feriado, STATUS_DIA.NaoPreenchido, STATUS_DIA.Feriado]);
    expect([2, 3, 7].map((n) => statusInicialDoDia(diaDe(calFds, n)))).toEqual([STATUS_DIA.NaoPreenchido, STATUS_DIA.Indefinido, STATUS_DIA.Indefinido]);
  });
});

describe('validarHorarios', () => {
  it.each([
    ['08:00', '12:59', null], // 299 minutes
    ['08:00', '13:00', null], // 300 minutes: the limit itself
    ['08:00', '13:01', 'Carga horária diária ultrapassada!'], // 301 minutes
    ['08:00:00', '13:00:00', null], // as PostgreSQL answers a time
    ['13:00', '13:00', 'O horário de saída deve ser após o horário de entrada'],
    ['14:00', '13:00', 'O horário de saída deve ser após o horário de entrada'],
    ['', '13:00', 'Por favor, preencha ambos os horários'],
    ['08:00', null, 'Por favor, preencha ambos os horários'],
    [undefined, undefined, 'Por favor, preencha ambos os horários'],
    ['  ', '12:00', 'Por favor, preencha ambos os horários'],
    ['24:00', '25:00', 'Horário inválido: use HH:mm.'],
    ['8h', '12h', 'Horário inválido: use HH:mm.'],
  ])('%s to %s', (entrada, saida, mensagem) => {
    expect(validarHorarios(entrada, saida)).toBe(mensagem);
  });

  it('counts the minutes between entry and exit', () => {
    expect([minutosTrabalhados('08:00', '12:59'), minutosTrabalhados('08:00', '13:00'), minutosTrabalhados('08:00', '13:01')]).toEqual([299, 300, 301]);
    expect(minutosTrabalhados(null, '13:00')).toBeNull();
  });
});

describe('preencherDia', () => {
  const cal = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, 7);
  const segunda = diaDe(cal, 1);

  it.each([
    ['presence keeps the times and clears the justification', { acao: 'presente', horarioEntrada: '08:00:00', horarioSaida: '12:00', justificativa: 'médico' }, { status: 2, horarioEntrada: '08:00', horarioSaida: '12:00', justificativa: null, comAnexo: false }],
    ['absence with a justification is justified and clears the times', { acao: 'ausente', horarioEntrada: '08:00', horarioSaida: '12:00', justificativa: '  consulta médica ' }, { status: 3, horarioEntrada: null, horarioSaida: null, justificativa: 'consulta médica', comAnexo: true }],
    ['absence with a blank justification is not justified', { acao: 'ausente', justificativa: '   ' }, { status: 4, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo: true }],
    ['absence without a justification is not justified', { acao: 'ausente' }, { status: 4, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo: true }],
    ['recess clears everything else', { acao: 'recesso', horarioEntrada: '08:00', justificativa: 'x' }, { status: 6, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo: false }],
    ['clearing removes everything', { acao: 'limpar', horarioEntrada: '08:00', justificativa: 'x' }, { status: 1, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo: false }],
  ] as const)('%s', (_caso, entrada, valores) => {
    expect(preencherDia(segunda, false, entrada)).toEqual({ ok: true, valores });
  });

  it.each([
    ['presence over 300 minutes', 1, { acao: 'presente', horarioEntrada: '08:00', horarioSaida: '13:01' }, 'Carga horária diária ultrapassada!'],
    ['presence without the exit', 1, { acao: 'presente', horarioEntrada: '08:00' }, 'Por favor, preencha ambos os horários'],
    ['presence on a Saturday', 6, { acao: 'presente', horarioEntrada: '08:00', horarioSaida: '12:00' }, 'O dia 6, Sab, não é dia útil.'],
    ['absence on a holiday', 3, { acao: 'ausente', justificativa: 'x' }, 'Aniversário da Cidade não é dia de trabalho.'],
    ['recess on a blocked day', 10, { acao: 'recesso' }, 'Mudança da sede não é dia de trabalho.'],
  ] as const)('refuses %s', (_caso, dia, entrada, mensagem) => {
    expect(preencherDia(diaDe(cal, dia), false, entrada)).toEqual({ ok: false, mensagem });
  });

  it('clears a non-working day back to its initial status', () => {
    expect(preencherDia(diaDe(cal, 6), false, { acao: 'limpar' })).toMatchObject({ ok: true, valores: { status: STATUS_DIA.NaoPreenchido } });
    expect(preencherDia(diaDe(cal, 3), false, { acao: 'limpar' })).toMatchObject({ ok: true, valores: { status: STATUS_DIA.Feriado } });
  });

  it.each([
    [null, 'limpar'],
    [1, 'limpar'],
    [7, 'limpar'],
    [2, 'presente'],
    [3, 'ausente'],
    [4, 'ausente'],
    [6, 'recesso'],
    [5, null],
    [8, null],
  ])('status %s asks for %s', (status, acao) => {
    expect(acaoDoStatus(status)).toBe(acao);
  });
});

describe('cliqueNoDia', () => {
  const cal = calendarioDaFolha(2025, 9, REGULAR, FERIADOS, 7);
  const padrao = { entrada: '13:00:00', saida: '17:00:00' };

  it('marks an unfilled working day of the owner present with the placement times', () => {
    expect(cliqueNoDia(diaDe(cal, 1), false, { status: STATUS_DIA.Indefinido, dono: true }, padrao)).toEqual({
      ok: true,
      valores: { status: 2, horarioEntrada: '13:00', horarioSaida: '17:00', justificativa: null, comAnexo: false },
    });
  });

  it.each([
    ['not the owner', 1, STATUS_DIA.Indefinido, false, padrao],
    ['already filled', 1, STATUS_DIA.FaltaJustificada, true, padrao],
    ['not a working day', 6, STATUS_DIA.NaoPreenchido, true, padrao],
    ['no default times', 1, STATUS_DIA.Indefinido, true, { entrada: null, saida: '17:00' }],
  ])('opens the modal instead when %s', (_caso, dia, status, dono, p) => {
    expect(cliqueNoDia(diaDe(cal, dia), false, { status, dono }, p)).toBeNull();
  });

  it('refuses default times over the daily limit', () => {
    expect(cliqueNoDia(diaDe(cal, 1), false, { status: null, dono: true }, { entrada: '08:00', saida: '14:00' })).toEqual({ ok: false, mensagem: 'Carga horária diária ultrapassada!' });
  });

  it('counts as unfilled only working days still indefinido, empty or not filled', () => {
    expect([
      isDiaSemPreencher({ util: true, status: 1 }),
      isDiaSemPreencher({ util: true, status: null }),
      isDiaSemPreencher({ util: true, status: 7 }),
      isDiaSemPreencher({ util: true, status: 4 }),
      isDiaSemPreencher({ util: false, status: 1 }),
    ]).toEqual([true, true, true, false, false]);
  });
});
