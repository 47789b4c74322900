import { formatData, type LinhaDoRelatorioDeEstagiarios, type NucleoDoRelatorio } from '@sgi/domain';
import ExcelJS from 'exceljs';

/**
 * The Excel files of the interns and núcleos reports (issue 16, ADR 086): real .xlsx — numbers as numbers, the day and
 * the generation time as dates, the header frozen with a filter, and a totals row whose sums are formulas (with their
 * value cached, so a reader that does not compute still shows them).
 */

type Valor = string | number | null;
interface Coluna { titulo: string; largura: number; numero?: boolean }

/** A 'yyyy-MM-dd' day as the spreadsheet's date (exceljs writes dates as UTC). */
const dia = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
const letra = (n: number) => String.fromCharCode(64 + n);
const LINHA_DO_CABECALHO = 3;

async function planilha(titulo: string, data: string, geradoEm: Date, colunas: Coluna[], linhas: Valor[][], somar: number[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SGI — Sistema de Gestão Interna';
  wb.created = geradoEm;
  const ws = wb.addWorksheet(titulo.slice(0, 31), { views: [{ state: 'frozen', ySplit: LINHA_DO_CABECALHO }] });
  ws.getCell('A1').value = `${titulo} — lotações em ${formatData(data)}`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Data de referência';
  ws.getCell('B2').value = dia(data);
  ws.getCell('B2').numFmt = 'dd/mm/yyyy';
  ws.getCell('C2').value = 'Gerado em';
  // Local wall-clock time written as UTC, so the cell reads as the office's time.
  ws.getCell('D2').value = new Date(geradoEm.getTime() - geradoEm.getTimezoneOffset() * 60_000);
  ws.getCell('D2').numFmt = 'dd/mm/yyyy hh:mm';
  colunas.forEach((c, i) => {
    const coluna = ws.getColumn(i + 1);
    coluna.width = c.largura;
    if (c.numero) coluna.numFmt = '0';
  });
  const cabecalho = ws.getRow(LINHA_DO_CABECALHO);
  cabecalho.values = colunas.map((c) => c.titulo);
  cabecalho.font = { bold: true };
  cabecalho.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } }));
  for (const l of linhas) {
    const row = ws.addRow(l);
    row.alignment = { vertical: 'top', wrapText: true };
  }
  const primeira = LINHA_DO_CABECALHO + 1;
  const ultima = LINHA_DO_CABECALHO + linhas.length;
  const total = ws.addRow(colunas.map((_, i) => (i === 0 ? 'Total' : null)));
  total.font = { bold: true };
  for (const n of somar) {
    const soma = linhas.reduce((s, l) => s + Number(l[n - 1] ?? 0), 0);
    total.getCell(n).value = linhas.length ? { formula: `SUM(${letra(n)}${primeira}:${letra(n)}${ultima})`, result: soma } : 0;
  }
  ws.autoFilter = { from: { row: LINHA_DO_CABECALHO, column: 1 }, to: { row: LINHA_DO_CABECALHO, column: colunas.length } };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const juntar = (nomes: readonly (string | null)[]) => nomes.filter((n): n is string => n !== null).join('\n');
const lotados = (nomes: readonly (string | null)[]) => nomes.filter((n) => n !== null).length;

export const COLUNAS_PLANILHA_ESTAGIARIOS: Coluna[] = [
  { titulo: 'Comarca', largura: 22 },
  { titulo: 'Prédio', largura: 24 },
  { titulo: 'Defensoria', largura: 32 },
  { titulo: 'Máx. estagiários', largura: 10, numero: true },
  { titulo: 'Estagiários lotados', largura: 10, numero: true },
  { titulo: 'Vagas', largura: 8, numero: true },
  { titulo: 'Defensores', largura: 32 },
  { titulo: 'Estagiários', largura: 32 },
  { titulo: 'Substituta 1', largura: 28 },
  { titulo: 'Substituta 2', largura: 28 },
  { titulo: 'Setores', largura: 14 },
];

/** GET lotacoes-estagiario/xlsx: one row per defensoria, the counts and vacancies summed at the bottom. */
export function planilhaDeEstagiarios(linhas: readonly LinhaDoRelatorioDeEstagiarios[], data: string, geradoEm: Date): Promise<Buffer> {
  const valores = linhas.flatMap((c) =>
    c.predios.flatMap((p) =>
      p.defensorias.map((d): Valor[] => {
        const n = lotados(d.estagiarios);
        return [
          c.comarca_nome,
          p.predio_nome,
          d.defensoria_nome,
          d.defensoria_maximo_estagiarios,
          n,
          Math.max(0, d.defensoria_maximo_estagiarios - n),
          d.defensores.join('\n'),
          juntar(d.estagiarios),
          d.substituta1_nome,
          d.substituta2_nome,
          d.setores.join(', '),
        ];
      }),
    ),
  );
  return planilha('Relatório de Estagiários', data, geradoEm, COLUNAS_PLANILHA_ESTAGIARIOS, valores, [4, 5, 6]);
}

export const COLUNAS_PLANILHA_NUCLEOS: Coluna[] = [
  { titulo: 'Comarca', largura: 22 },
  { titulo: 'Prédio', largura: 24 },
  { titulo: 'Núcleo', largura: 32 },
  { titulo: 'Máx. integrantes', largura: 10, numero: true },
  { titulo: 'Estagiários lotados', largura: 10, numero: true },
  { titulo: 'Vagas', largura: 8, numero: true },
  { titulo: 'Defensores', largura: 32 },
  { titulo: 'Assessores', largura: 28 },
  { titulo: 'Estagiários', largura: 32 },
  { titulo: 'Substituto 1', largura: 28 },
  { titulo: 'Substituto 2', largura: 28 },
];

/** GET relatorio/nucleos/xlsx: one row per núcleo, the counts and vacancies summed at the bottom. */
export function planilhaDeNucleos(nucleos: readonly NucleoDoRelatorio[], data: string, geradoEm: Date): Promise<Buffer> {
  const valores = nucleos.map((n): Valor[] => {
    const lot = lotados(n.estagiarios);
    return [
      n.comarca_nome,
      n.predio_nome,
      n.nucleo_nome,
      n.maximo_integrantes,
      lot,
      Math.max(0, n.maximo_integrantes - lot),
      n.vago ?? n.defensores.join('\n'),
      n.assessores.join('\n'),
      juntar(n.estagiarios),
      n.substituto1_nome,
      n.substituto2_nome,
    ];
  });
  return planilha('Relatório de Núcleos', data, geradoEm, COLUNAS_PLANILHA_NUCLEOS, valores, [4, 5, 6]);
}
