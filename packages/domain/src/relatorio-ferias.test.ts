import { describe, expect, it } from 'vitest';
import { relatorioDeFerias, inicioSemHistorico, type AcaoDoRelatorioDeFerias } from './relatorio-ferias.js';

const acao = (p: Partial<AcaoDoRelatorioDeFerias>): AcaoDoRelatorioDeFerias => ({
  id: 1, tipo: 0, data_inicial: '2026-01-05', data_final: '2026-01-19', data_aquisitiva: null, motivo: null, exibiranotacao: false,
  defensor_id: 1, defensor_nome: 'Ana', data_admissao: '2010-02-10', data_referencia: null, ...p,
});
const HOJE = '2026-11-26';
const ACOES = [
  acao({ id: 1, data_aquisitiva: '2024-02-10' }),
  acao({ id: 2, data_inicial: '2025-11-01', data_final: '2025-11-05', data_aquisitiva: '2024-02-10' }),
  acao({ id: 3, tipo: 4, data_inicial: '2026-09-01', data_final: '2026-09-30', data_aquisitiva: '2015-02-10' }),
  acao({ id: 4, tipo: 1, defensor_id: 2, defensor_nome: 'Álvaro', data_inicial: '2024-05-20', data_final: '2024-05-20' }),
  // The reference date counts instead of the admission: its period starts on 1 March.
  acao({ id: 5, defensor_id: 3, defensor_nome: 'Bea', data_referencia: '2020-03-01', data_inicial: '2026-04-01', data_final: '2026-04-30', data_aquisitiva: '2024-03-01' }),
  // A period that does not start on an anniversary of the base date: no end.
  acao({ id: 6, defensor_id: 3, defensor_nome: 'Bea', data_referencia: '2020-03-01', data_inicial: '2026-06-01', data_final: '2026-06-02', data_aquisitiva: '2024-05-05' }),
];

describe('relatorioDeFerias', () => {
  it('the whole history by pt-BR name: days per action, and per acquisition period the days used and left', () => {
    const r = relatorioDeFerias(ACOES, { todoperiodo: true, somenteferias: false, hoje: HOJE });
    expect(r.map((d) => d.nome)).toEqual(['Álvaro', 'Ana', 'Bea']);
    const ana = r[1]!;
    expect(ana.periodos.map((p) => [p.id, p.dias])).toEqual([[2, 5], [1, 15], [3, 30]]);
    expect(ana.aquisitivos).toEqual([
      { tipo: 0, inicio: '2024-02-10', fim: '2025-02-09', limite: 60, usados: 20, restantes: 40 },
      { tipo: 4, inicio: '2015-02-10', fim: '2020-02-09', limite: 90, usados: 30, restantes: 60 },
    ]);
    expect(r[2]!.aquisitivos.map((a) => [a.inicio, a.fim, a.usados])).toEqual([['2024-03-01', '2025-02-28', 30], ['2024-05-05', null, 2]]);
    expect(r[0]!.aquisitivos).toEqual([]);
  });

  it.each([
    [{ todoperiodo: false, somenteferias: false }, { Ana: [1, 3], Bea: [5, 6] }],
    [{ todoperiodo: true, somenteferias: true }, { Ana: [2, 1], Bea: [5, 6] }],
    [{ todoperiodo: false, somenteferias: true }, { Ana: [1], Bea: [5, 6] }],
  ])('%o shows %o, the balance still from every action of the period', (o, esperado) => {
    const r = relatorioDeFerias(ACOES, { ...o, hoje: HOJE });
    expect(Object.fromEntries(r.map((d) => [d.nome, d.periodos.map((p) => p.id)]))).toEqual(esperado);
    expect(r.find((d) => d.nome === 'Ana')!.aquisitivos.find((a) => a.tipo === 0)!.usados).toBe(20);
  });

  it('the window without history starts on 1 January of the year', () => {
    expect(inicioSemHistorico('2026-11-26')).toBe('2026-01-01');
  });
});
