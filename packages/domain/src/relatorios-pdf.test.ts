import { describe, expect, it } from 'vitest';
import { caber, LINHAS_POR_PAGINA_DEFENSORES, linhasDoDocumentoDeDefensores, documentoDeDefensores } from './relatorios-pdf.js';
import type { DefensorDoRelatorio } from './relatorios-api.js';

const defensor = (p: Partial<DefensorDoRelatorio>): DefensorDoRelatorio => ({
  id: 1, nome: 'Ana', ativo: true, data_admissao: '2010-02-10', data_referencia: null, data_exoneracao: null, lotacoes: [], ...p,
});

describe('the defenders document', () => {
  it('fits 24 rows in the 600-point band: (600 − 40 − 24) / 22', () => {
    expect(LINHAS_POR_PAGINA_DEFENSORES).toBe(24);
  });

  it('prints one row per current placement, the name and dates on the first; none is one row with a dash', () => {
    const l = (local: string, marca: string) => ({ tipo: 2, marca, local, nucleo: false, data_inicial: '2015-01-01', data_final: null });
    expect(linhasDoDocumentoDeDefensores([
      defensor({ lotacoes: [l('1ª Cível', '[T]'), l('Núcleo', '')] }),
      defensor({ id: 2, nome: 'Bia', ativo: false, data_exoneracao: '2025-12-31' }),
    ])).toEqual([
      ['Ana', '10/02/2010', '', '', '1ª Cível [T]', '01/01/2015'],
      ['', '', '', '', 'Núcleo', '01/01/2015'],
      ['Bia (inativo)', '10/02/2010', '', '31/12/2025', '—', ''],
    ]);
  });

  it('cuts a long text to one line with an ellipsis', () => {
    expect(caber('Defensoria', 20)).toBe('Defensoria');
    expect(caber('1ª Defensoria Pública Especializada', 12)).toBe('1ª Defensor…');
  });

  it('breaks the pages itself: 49 rows are three pages, the later ones with the continuation heading', () => {
    const doc = documentoDeDefensores(Array.from({ length: 49 }, (_, i) => defensor({ id: i, nome: `D${i}` })), '2026-03-10') as { content: unknown[] };
    const paginas = doc.content.filter((c) => typeof c === 'object' && c !== null && 'stack' in c) as { pageBreak?: string; stack: unknown[] }[];
    expect(paginas.map((p) => p.pageBreak ?? null)).toEqual([null, 'before', 'before']);
    expect(JSON.stringify(paginas[1]!.stack[0])).toContain('Relatório de Defensores (continuação)');
  });
});
