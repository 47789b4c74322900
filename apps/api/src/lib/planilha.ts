import type ExcelJS from 'exceljs';

/**
 * SGI's Excel files (issues 16 and 17; ADR 086, 080): real .xlsx — numbers as numbers, dates as dates, each sheet
 * with its title, a line of facts (the day, the period, when it was generated), the header frozen with a filter, and a
 * totals row whose sums are formulas (with their value cached, so a reader that does not compute still shows them).
 */

export type ValorDaPlanilha = string | number | null;
export interface ColunaDaPlanilha {
  titulo: string;
  largura: number;
  numero?: boolean;
}
export interface AbaDaPlanilha {
  /** the sheet's name (at most 31 characters, as Excel allows) and its title line */
  nome: string;
  titulo: string;
  /** the second line: label and value pairs (a Date is written as a date, with its format) */
  fatos: [string, string | number | Date, string?][];
  colunas: ColunaDaPlanilha[];
  linhas: ValorDaPlanilha[][];
  /** the 1-based columns the totals row sums */
  somar: number[];
}

/** A 'yyyy-MM-dd' day as the spreadsheet's date (exceljs writes dates as UTC). */
export const diaDaPlanilha = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))));
/** Local wall-clock time written as UTC, so the cell reads as the office's time. */
export const horaDaPlanilha = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000);

const letra = (n: number) => (n <= 26 ? String.fromCharCode(64 + n) : `${String.fromCharCode(64 + Math.floor((n - 1) / 26))}${String.fromCharCode(65 + ((n - 1) % 26))}`);
const LINHA_DO_CABECALHO = 3;

function escreverAba(wb: ExcelJS.Workbook, a: AbaDaPlanilha) {
  const ws = wb.addWorksheet(a.nome.slice(0, 31), { views: [{ state: 'frozen', ySplit: LINHA_DO_CABECALHO }] });
  ws.getCell('A1').value = a.titulo;
  ws.getCell('A1').font = { bold: true, size: 13 };
  a.fatos.forEach(([rotulo, valor, formato], i) => {
    ws.getCell(2, i * 2 + 1).value = rotulo;
    const c = ws.getCell(2, i * 2 + 2);
    c.value = valor;
    if (formato) c.numFmt = formato;
  });
  a.colunas.forEach((c, i) => {
    const coluna = ws.getColumn(i + 1);
    coluna.width = c.largura;
    if (c.numero) coluna.numFmt = '0';
  });
  const cabecalho = ws.getRow(LINHA_DO_CABECALHO);
  cabecalho.values = a.colunas.map((c) => c.titulo);
  cabecalho.font = { bold: true };
  cabecalho.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } }));
  for (const l of a.linhas) ws.addRow(l).alignment = { vertical: 'top', wrapText: true };
  const primeira = LINHA_DO_CABECALHO + 1;
  const ultima = LINHA_DO_CABECALHO + a.linhas.length;
  const total = ws.addRow(a.colunas.map((_, i) => (i === 0 ? 'Total' : null)));
  total.font = { bold: true };
  for (const n of a.somar) {
    const soma = a.linhas.reduce((s, l) => s + Number(l[n - 1] ?? 0), 0);
    total.getCell(n).value = a.linhas.length ? { formula: `SUM(${letra(n)}${primeira}:${letra(n)}${ultima})`, result: soma } : 0;
  }
  ws.autoFilter = { from: { row: LINHA_DO_CABECALHO, column: 1 }, to: { row: LINHA_DO_CABECALHO, column: a.colunas.length } };
}

/** A workbook of one or more sheets. exceljs (about 20 MiB once loaded) comes with the first one, not at start-up (ADR 058). */
export async function planilha(abas: readonly AbaDaPlanilha[], geradoEm: Date): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const wb = new excel.Workbook();
  wb.creator = 'SGI — Sistema de Gestão Interna';
  wb.created = geradoEm;
  for (const a of abas) escreverAba(wb, a);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
