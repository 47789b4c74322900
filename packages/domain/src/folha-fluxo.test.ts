import { describe, expect, it } from 'vitest';
import {
  avisoDaSemana,
  contadoresDaFolha,
  formatMinutos,
  isFolhaEditavel,
  isFolhaNotificavel,
  semanasDaFolha,
  transicaoDaFolha,
  type AtorDaFolha,
  type DiaDaFolha,
} from './folha-fluxo.js';
import type { StatusFolha } from './folha.js';

const ninguem: AtorDaFolha = { dono: false, responsavel: false, podeCriarFolhas: false, servidor: false };
const estagiario = { ...ninguem, dono: true };
const responsavelPorLink = { ...ninguem, responsavel: true };
const responsavelServidor = { ...ninguem, responsavel: true, servidor: true };
const servidor = { ...ninguem, servidor: true };
const folhaCreate = { ...ninguem, servidor: true, podeCriarFolhas: true };

const QUEM_ENVIA = 'Só o estagiário da folha ou quem tem permissão para criar folhas pode enviá-la para assinatura.';
const QUEM_ASSINA = 'Só o responsável pela folha ou quem tem permissão para criar folhas pode assiná-la como supervisor.';
const QUEM_REVISA = 'Só um servidor pode revisar a folha.';
const SO_ENVIAR = 'Uma folha em preenchimento ou a corrigir só pode ser enviada para assinatura.';
const CONCLUIDA = 'A folha está concluída: nenhuma ação é possível.';

describe('transicaoDaFolha: allowed', () => {
  it.each([
    // [status, aprovar, actor, new status, signature profile, notification]
    [1, true, estagiario, 2, 1, 2],
    [1, true, folhaCreate, 2, 1, 2],
    [5, true, estagiario, 2, 1, 2],
    [5, true, folhaCreate, 2, 1, 2],
    [2, true, responsavelPorLink, 3, 2, null],
    [2, true, responsavelServidor, 3, 2, null],
    [2, true, folhaCreate, 3, 2, null],
    [2, false, responsavelPorLink, 5, null, 3],
    [2, false, folhaCreate, 5, null, 3],
    [3, true, servidor, 4, 3, 4],
    [3, true, responsavelServidor, 4, 3, 4],
    [3, true, folhaCreate, 4, 3, 4],
    [3, false, servidor, 5, null, 3],
  ] as const)('status %s, aprovar %s, %o → %s (perfil %s, notificação %s)', (status, aprovar, ator, novo, perfil, notificacao) => {
    expect(transicaoDaFolha(status, aprovar, ator)).toEqual({ ok: true, status: novo, perfil, notificacao });
  });
});

describe('transicaoDaFolha: refused', () => {
  it.each([
    [1, false, estagiario, SO_ENVIAR, 'status'],
    [5, false, folhaCreate, SO_ENVIAR, 'status'],
    [1, true, responsavelServidor, QUEM_ENVIA, 'ator'],
    [1, true, servidor, QUEM_ENVIA, 'ator'],
    [5, true, ninguem, QUEM_ENVIA, 'ator'],
    [2, true, estagiario, QUEM_ASSINA, 'ator'],
    [2, false, estagiario, QUEM_ASSINA, 'ator'],
    [2, true, servidor, QUEM_ASSINA, 'ator'],
    [3, true, estagiario, QUEM_REVISA, 'ator'],
    [3, true, responsavelPorLink, QUEM_REVISA, 'ator'],
    [3, false, responsavelPorLink, QUEM_REVISA, 'ator'],
    [4, true, folhaCreate, CONCLUIDA, 'status'],
    [4, false, servidor, CONCLUIDA, 'status'],
    [4, true, estagiario, CONCLUIDA, 'status'],
  ] as const)('status %s, aprovar %s, %o', (status, aprovar, ator, mensagem, motivo) => {
    expect(transicaoDaFolha(status, aprovar, ator)).toEqual({ ok: false, mensagem, motivo });
  });

  it.each([1, 5] as StatusFolha[])('refuses sending from status %s with unfilled working days', (status) => {
    expect(transicaoDaFolha(status, true, estagiario, 3)).toEqual({ ok: false, mensagem: 'Ficaram 3 dia(s) sem preencher.', motivo: 'dias' });
    expect(transicaoDaFolha(status, true, folhaCreate, 1)).toEqual({ ok: false, mensagem: 'Ficaram 1 dia(s) sem preencher.', motivo: 'dias' });
  });

  it('says who may act before counting days: a stranger does not learn how many are left', () => {
    expect(transicaoDaFolha(1, true, servidor, 3)).toMatchObject({ motivo: 'ator' });
  });

  it('lets days be changed and notifications sent only em preenchimento or a corrigir', () => {
    expect([1, 2, 3, 4, 5].map(isFolhaEditavel)).toEqual([true, false, false, false, true]);
    expect([1, 2, 3, 4, 5].map(isFolhaNotificavel)).toEqual([true, false, false, false, true]);
  });
});

const presente = (dia: number, horarioEntrada: string, horarioSaida: string): DiaDaFolha => ({ dia, status: 2, util: true, feriado: false, horarioEntrada, horarioSaida });

describe('weekly hours (Lei 11.788/2008, the term’s 20 hours)', () => {
  // September 2025: Monday the 1st; weeks Sun–Sat: 1–6, 7–13, 14–20, 21–27, 28–30.
  it('splits the month Sunday to Saturday and sums the present days', () => {
    const dias = [presente(1, '08:00', '12:00'), presente(2, '08:00', '12:00'), presente(8, '13:00', '17:30'), { ...presente(9, '08:00', '12:00'), status: 4 }];
    expect(semanasDaFolha(2025, 9, dias)).toEqual([
      { inicio: 1, fim: 6, minutos: 480, excede: false },
      { inicio: 7, fim: 13, minutos: 270, excede: false },
      { inicio: 14, fim: 20, minutos: 0, excede: false },
      { inicio: 21, fim: 27, minutos: 0, excede: false },
      { inicio: 28, fim: 30, minutos: 0, excede: false },
    ]);
  });

  it.each([
    ['20 hours exactly', ['12:00', '12:00', '12:00', '12:00', '12:00'], 1200, false],
    ['20 hours and 1 minute', ['12:00', '12:00', '12:00', '12:00', '12:01'], 1201, true],
    ['five days of 5 hours', ['13:00', '13:00', '13:00', '13:00', '13:00'], 1500, true],
  ])('warns past the week limit: %s', (_caso, saidas, minutos, excede) => {
    const dias = saidas.map((s, i) => presente(8 + i, '08:00', s));
    expect(semanasDaFolha(2025, 9, dias)[1]).toEqual({ inicio: 7, fim: 13, minutos, excede });
  });

  it('writes the warning with the week and its hours', () => {
    expect(avisoDaSemana(9, { inicio: 7, fim: 13, minutos: 1350, excede: true })).toBe(
      'Semana de 07/09 a 13/09: 22h30, acima das 20 horas semanais do termo de compromisso (Lei 11.788/2008).',
    );
    expect([formatMinutos(0), formatMinutos(1200), formatMinutos(61)]).toEqual(['0h', '20h', '1h01']);
  });

  it('counts the sheet', () => {
    const dias: DiaDaFolha[] = [
      presente(1, '08:00', '12:00'),
      { dia: 2, status: 3, util: true, feriado: false, horarioEntrada: null, horarioSaida: null },
      { dia: 3, status: 5, util: false, feriado: true, horarioEntrada: null, horarioSaida: null },
      { dia: 4, status: 4, util: true, feriado: false, horarioEntrada: null, horarioSaida: null },
      { dia: 5, status: 6, util: true, feriado: false, horarioEntrada: null, horarioSaida: null },
      { dia: 6, status: 7, util: false, feriado: false, horarioEntrada: null, horarioSaida: null },
      { dia: 8, status: 1, util: true, feriado: false, horarioEntrada: null, horarioSaida: null },
    ];
    expect(contadoresDaFolha(dias)).toEqual({ presentes: 1, faltasJustificadas: 1, faltasNaoJustificadas: 1, recesso: 1, feriados: 1, semPreencher: 1, minutos: 240 });
  });
});
