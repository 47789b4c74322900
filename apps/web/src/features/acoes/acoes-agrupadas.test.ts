import type { PeriodoLinha } from '@sgi/domain';
import { describe, expect, it } from 'vitest';
import { gruposPorAno, gruposPorPeriodo, gruposVisiveis } from './acoes-agrupadas';

const acao = (id: number, tipo: number, data_inicial: string, data_final: string, dias: number, data_aquisitiva: string | null = null): PeriodoLinha => ({
  id,
  tipo,
  defensor: { id: 5, nome: 'Ana Lima' },
  data_inicial,
  data_final,
  data_aquisitiva,
  motivo: null,
  exibiranotacao: false,
  ativorelatorio: true,
  pontuar: false,
  dias,
  substituicoes: 0,
  versao: 1,
});

const PERIODOS = ['2021', '2022', '2023', '2024', '2025', '2026'].map((a) => ({ inicio: `${a}-03-01`, fim: `${Number(a) + 1}-02-28` }));

describe('grupos das ações', () => {
  it('groups a type by period, newest first, with days used and left; an action of an unknown period comes last', () => {
    const grupos = gruposPorPeriodo(0, PERIODOS, [
      acao(1, 0, '2022-07-04', '2022-08-02', 30, '2021-03-01'),
      acao(2, 0, '2022-12-19', '2023-01-17', 30, '2021-03-01'),
      acao(3, 0, '2019-01-07', '2019-01-16', 10, '2018-03-01'),
      acao(4, 5, '2022-07-04', '2022-07-05', 2),
    ]);
    expect(grupos.map((g) => [g.chave, g.usados, g.restantes, g.acoes.map((a) => a.id)])).toEqual([
      ['2026-03-01', 0, 60, []],
      ['2025-03-01', 0, 60, []],
      ['2024-03-01', 0, 60, []],
      ['2023-03-01', 0, 60, []],
      ['2022-03-01', 0, 60, []],
      ['2021-03-01', 60, 0, [1, 2]],
      ['sem-periodo', 10, null, [3]],
    ]);
  });

  it('groups the other types by the year they begin', () => {
    const grupos = gruposPorAno(1, [acao(1, 1, '2024-05-10', '2024-05-10', 1), acao(2, 1, '2025-05-09', '2025-05-09', 1), acao(3, 2, '2025-01-02', '2025-01-02', 1)]);
    expect(grupos.map((g) => [g.ano, g.acoes.map((a) => a.id)])).toEqual([
      [2025, [2]],
      [2024, [1]],
    ]);
  });

  it.each([
    // today inside the 2025 period: the 2026 one has not begun; shown are 2025, 2024 and the one with actions
    ['2025-11-26', ['2025-03-01', '2024-03-01', '2021-03-01', 'sem-periodo']],
    // once the 2026 period begins it is the newest shown
    ['2026-03-01', ['2026-03-01', '2025-03-01', '2021-03-01', 'sem-periodo']],
  ])('shows at first the two newest periods begun by %s, those with actions and those without period', (hoje, chaves) => {
    const grupos = gruposPorPeriodo(0, PERIODOS, [acao(1, 0, '2022-07-04', '2022-08-02', 30, '2021-03-01'), acao(3, 0, '2019-01-07', '2019-01-16', 10, '2018-03-01')]);
    expect(gruposVisiveis(grupos, false, hoje).map((g) => g.chave)).toEqual(chaves);
    expect(gruposVisiveis(grupos, true, hoje)).toHaveLength(grupos.length);
  });
});
