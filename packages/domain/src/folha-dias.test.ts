import { describe, expect, it } from 'vitest';
import { aplicarEntradas, entradasDiasSchema, type DiaGravado, type EntradaDia, type FolhaDosDias } from './folha-dias.js';
import { calendarioDaFolha, statusInicialDoDia } from './folha.js';

// September 2025 of a regular intern: Monday the 1st, the 3rd a holiday, the 6th a Saturday; a 300-minute shift.
const FOLHA: FolhaDosDias = { ano: 2025, mes: 9, dataInicioEstagio: '2025-01-01', dataFimEstagio: null, fimSemana: false };
const GRAVADOS: DiaGravado[] = calendarioDaFolha(2025, 9, { inicio: '2025-01-01', fim: null, fimSemana: false }, [
  { nome: 'Aniversário da Cidade', inicio: '2025-09-03', fim: '2025-09-03', geral: true, defensorias: [] },
], null).map((d) => ({ dia: d.dia, status: statusInicialDoDia(d), util: d.util, feriado: d.feriado, nomeFeriado: d.nomeFeriado, horarioEntrada: null, horarioSaida: null, justificativa: null }));
const comDia2Presente = GRAVADOS.map((d) => (d.dia === 2 ? { ...d, status: 2, horarioEntrada: '13:00:00', horarioSaida: '17:00:00' } : d));
const todos = (gravados: DiaGravado[]): EntradaDia[] => gravados.map(({ dia, status, horarioEntrada, horarioSaida, justificativa }) => ({ dia, status, horarioEntrada, horarioSaida, justificativa }));
const trocar = (entradas: EntradaDia[], dia: number, mudanca: Partial<EntradaDia>) => entradas.map((e) => (e.dia === dia ? { ...e, ...mudanca } : e));

describe('aplicarEntradas', () => {
  it('treats the whole month sent back unchanged as no change, holidays and weekends included', () => {
    expect(aplicarEntradas(FOLHA, comDia2Presente, todos(comDia2Presente))).toEqual({ ok: true, alteracoes: [] });
  });

  it('answers only the days that change, with the rules applied', () => {
    const entradas = trocar(trocar(todos(comDia2Presente), 1, { status: 2, horarioEntrada: '13:00', horarioSaida: '18:00' }), 4, { status: 4, justificativa: ' atestado ', horarioEntrada: '13:00' });
    expect(aplicarEntradas(FOLHA, comDia2Presente, entradas)).toEqual({
      ok: true,
      alteracoes: [
        { dia: 1, valores: { status: 2, horarioEntrada: '13:00', horarioSaida: '18:00', justificativa: null, comAnexo: false } },
        { dia: 4, valores: { status: 3, horarioEntrada: null, horarioSaida: null, justificativa: 'atestado', comAnexo: true } },
      ],
    });
  });

  it('clears a day (status null or 1) back to its initial status', () => {
    expect(aplicarEntradas(FOLHA, comDia2Presente, [{ dia: 2, status: null }])).toEqual({
      ok: true,
      alteracoes: [{ dia: 2, valores: { status: 1, horarioEntrada: null, horarioSaida: null, justificativa: null, comAnexo: false } }],
    });
  });

  it.each([
    ['over 300 minutes', { dia: 1, status: 2, horarioEntrada: '08:00', horarioSaida: '13:01' }, 1, 'Carga horária diária ultrapassada!'],
    ['presence without times', { dia: 1, status: 2 }, 1, 'Por favor, preencha ambos os horários'],
    ['exit before entry', { dia: 1, status: 2, horarioEntrada: '17:00', horarioSaida: '13:00' }, 1, 'O horário de saída deve ser após o horário de entrada'],
    ['presence on a Saturday', { dia: 6, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }, 6, 'O dia 6, Sab, não é dia útil.'],
    ['absence on a holiday', { dia: 3, status: 4 }, 3, 'Aniversário da Cidade não é dia de trabalho.'],
    ['a holiday status set by hand', { dia: 1, status: 5 }, 1, 'Situação do dia inválida.'],
    ['a day the month does not have', { dia: 31, status: 2, horarioEntrada: '08:00', horarioSaida: '12:00' }, 31, 'Dia inválido.'],
  ] as const)('refuses %s with its day', (_caso, entrada, dia, mensagem) => {
    expect(aplicarEntradas(FOLHA, comDia2Presente, [entrada])).toEqual({ ok: false, dia, mensagem });
  });
});

describe('entradasDiasSchema', () => {
  it.each([
    [[{ dia: 1, status: 2, horarioEntrada: '13:00', horarioSaida: '17:00', justificativa: null }], null],
    [[{ dia: 0, status: 2 }], 'Dia inválido.'],
    [[{ dia: 1, status: 8 }], 'Situação do dia inválida.'],
    [[{ dia: 1 }], 'Situação do dia inválida.'],
    [[{ dia: 1, status: 4, justificativa: 'x'.repeat(501) }], 'Justificativa: no máximo 500 caracteres.'],
    [[{ dia: 1, status: 2, horarioEntrada: '13:00\u0000' }], 'Caracteres de controle não são permitidos.'],
    [[{ dia: 2, status: 2 }, { dia: 2, status: 4 }], 'Dia 2 informado mais de uma vez.'],
    [{ dia: 1, status: 2 }, 'Informe a lista de dias.'],
  ])('%o', (corpo, mensagem) => {
    const r = entradasDiasSchema.safeParse(corpo);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(mensagem);
  });
});
