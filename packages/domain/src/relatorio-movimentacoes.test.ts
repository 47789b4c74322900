import { describe, expect, it } from 'vitest';
import { documentoDaAba, graficoDeBarrasSvg, RELATORIO_MOVIMENTACOES_BLOCOS, resumoDaAba, tabelaPlana } from './relatorio-movimentacoes-documento.js';
import {
  categoriaDoMovimento,
  dividirAoMeio,
  ordenarPorValor,
  relatorioPorDefensor,
  resumoPorTipo,
  tendenciaMensal,
  totaisDe,
  type LinhaDoRelatorio,
  type RelatorioDeMovimentacoes,
} from './relatorio-movimentacoes.js';

const linha = (o: Partial<LinhaDoRelatorio>): LinhaDoRelatorio => ({
  defensor_id: 1,
  defensor_nome: 'Ana',
  local_chave: 'd1',
  local_nome: 'Defensoria 1',
  local_nucleo: false,
  tipo_id: 1,
  tipo_descricao: 'Atendimento',
  tipo_inicial: false,
  categoria: 'civel',
  quantidade: 1,
  ...o,
});
const relatorio = (linhas: LinhaDoRelatorio[]): RelatorioDeMovimentacoes => ({ inicio: '2026-01-01', fim: '2026-01-31', porReferencia: true, meses: ['2026-01'], linhas, porMes: [], geradoEm: '2026-02-01T10:00:00Z' });
/** The page breaks of a PDF definition's content (each block after the first starts a page). */
const quebras = (d: Record<string, unknown>) => (d.content as { pageBreak?: string }[]).filter((c) => c.pageBreak === 'before').length;

describe('the movement report', () => {
  it('reads the category from the marks: one mark is its area, both or none is Outro', () => {
    expect([categoriaDoMovimento({ civel: true, criminal: false }), categoriaDoMovimento({ civel: false, criminal: true })]).toEqual(['civel', 'criminal']);
    expect([categoriaDoMovimento({ civel: true, criminal: true }), categoriaDoMovimento({ civel: false, criminal: false })]).toEqual(['outro', 'outro']);
  });

  it('adds the same total in every view, orders by value, splits in half and fills the months without movements', () => {
    const linhas = [linha({ quantidade: 3 }), linha({ tipo_id: 2, tipo_descricao: 'Audiência', categoria: 'criminal', quantidade: 9 }), linha({ defensor_id: 2, defensor_nome: 'Bia', categoria: 'outro', quantidade: 4 })];
    expect(totaisDe(linhas)).toEqual({ civel: 3, criminal: 9, outro: 4, total: 16 });
    expect(relatorioPorDefensor(linhas).map((g) => [g.nome, g.totais.total])).toEqual([['Ana', 12], ['Bia', 4]]);
    expect(resumoPorTipo(linhas).map((r) => r.nome)).toEqual(['Atendimento', 'Audiência']);
    expect(ordenarPorValor(resumoPorTipo(linhas), true).map((r) => [r.nome, r.total])).toEqual([['Audiência', 9], ['Atendimento', 7]]);
    expect(dividirAoMeio([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(tendenciaMensal([{ mes: '2026-03', quantidade: 5 }], ['2026-01', '2026-02', '2026-03'])).toEqual([
      { mes: '2026-01', total: 0 },
      { mes: '2026-02', total: 0 },
      { mes: '2026-03', total: 5 },
    ]);
  });

  it('prints §9 blocks: 20 groups per block in the detail tabs, 35 rows in the summary tabs and the simple table', () => {
    expect(RELATORIO_MOVIMENTACOES_BLOCOS).toEqual({ registros: 20, linhas: 35 });
    const defensores = Array.from({ length: 41 }, (_, i) => linha({ defensor_id: i + 1, defensor_nome: `Defensor ${String(i + 1).padStart(2, '0')}` }));
    // 41 groups: blocks of 20, 20 and 1 — two page breaks.
    expect(quebras(documentoDaAba(relatorio(defensores), 'defensor', 'automatico'))).toBe(2);
    // 41 rows of a summary: blocks of 35 and 6 — one page break; 35 rows fit one block.
    expect(quebras(documentoDaAba(relatorio(defensores), 'porDefensor', 'automatico'))).toBe(1);
    expect(quebras(documentoDaAba(relatorio(defensores.slice(0, 35)), 'porDefensor', 'automatico'))).toBe(0);
    expect(quebras(documentoDaAba(relatorio(defensores), 'defensor', 'simples'))).toBe(1);
  });

  it('draws the summary chart with one bar per row (at most 25), stacked by category', () => {
    const linhas = Array.from({ length: 30 }, (_, i) => linha({ tipo_id: i + 1, tipo_descricao: `Tipo <${i}>`, quantidade: i + 1 }));
    const svg = graficoDeBarrasSvg(resumoDaAba(relatorio(linhas), 'tipo', { porValor: true }));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // 25 bars and the legend's three squares; names escaped.
    expect(svg.match(/<rect /g)).toHaveLength(28);
    expect(svg).toContain('Tipo &lt;29&gt;');
    expect(tabelaPlana(relatorio(linhas), 'tipo').linhas[0]).toEqual(['Tipo <0>', 1, 0, 0, 1]);
  });
});
