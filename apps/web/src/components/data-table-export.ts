import { documentoPdf, formatData, formatDataHora, layoutsPdf, paraPdfmake, slugDoTexto, tabelaPdf } from '@sgi/domain';
import { salvarNoNavegador } from '../lib/download';

/** A pdfmake document definition (pdfmake 0.3 has no types; see pdfmake.d.ts). */
export type PdfDocDefinition = Record<string, unknown>;

/** What the table shows, flattened to text: the visible columns and the current rows (DESIGN §8). */
export interface ExportTable {
  title: string;
  header: string[];
  rows: (string | number)[][];
}

/** A file name from the screen title: ASCII, lower case, dated ('usuarios-2025-09-26'). */
export function exportFileName(title: string, now = new Date()): string {
  const base = slugDoTexto(title);
  const dia = formatData(now).split('/').reverse().join('-');
  return `${base || 'tabela'}-${dia}`;
}

/** The .xlsx bytes: one sheet, bold header, frozen header row, widths from the longest text. */
export async function buildWorkbook(t: ExportTable): Promise<ArrayBuffer> {
  // exceljs is large: loaded only when someone exports. Its browser build is CommonJS, so the module
  // object arrives as the default export (bundler interop); the namespace is the fallback.
  const mod = await import('exceljs');
  const { Workbook } = mod.default ?? mod;
  const wb = new Workbook();
  wb.creator = 'SGI';
  const ws = wb.addWorksheet(t.title.slice(0, 31) || 'Tabela', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.addRow(t.header).font = { bold: true };
  for (const row of t.rows) ws.addRow(row);
  ws.columns.forEach((col, i) => {
    const maior = Math.max(t.header[i]?.length ?? 0, ...t.rows.map((r) => String(r[i] ?? '').length));
    col.width = Math.min(60, Math.max(8, maior + 2));
  });
  return (await wb.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function exportExcel(t: ExportTable) {
  const bytes = await buildWorkbook(t);
  const tipo = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  salvarNoNavegador(new Blob([bytes], { type: tipo }), `${exportFileName(t.title)}.xlsx`);
}

/**
 * pdfmake document in the look of every SGI document (domain `documentoPdf`): A4 landscape, the table with a repeated
 * header row, and the footer's page numbers as pdfmake takes them (`paraPdfmake`).
 */
export function buildPdfDocument(t: ExportTable, now = new Date()): PdfDocDefinition {
  return paraPdfmake(documentoPdf({ titulo: t.title, orientacao: 'landscape', geradoEm: now, conteudo: [tabelaPdf(t.header, t.rows)] }));
}

export async function exportPdf(t: ExportTable) {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  // The document has no images or links to fetch: refuse every URL (DESIGN §2, pdfmake access policies).
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.addTableLayouts(layoutsPdf());
  await pdfMake.createPdf(buildPdfDocument(t)).download(`${exportFileName(t.title)}.pdf`);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A standalone print page: A4 landscape, header repeated on every page, zebra rows. */
export function buildPrintHtml(t: ExportTable, now = new Date()): string {
  const head = t.header.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = t.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(String(c))}</td>`).join('')}</tr>`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title>
<style>
@page { size: A4 landscape; margin: 12mm; }
body { font-family: system-ui, Arial, sans-serif; font-size: 10pt; color: #000; }
h1 { font-size: 14pt; margin: 0 0 2px; }
p { font-size: 8pt; color: #555; margin: 0 0 8px; }
table { border-collapse: collapse; width: 100%; }
thead { display: table-header-group; }
th, td { border: 1px solid #999; padding: 3px 5px; text-align: left; vertical-align: top; }
th { background: #eee; }
tbody tr:nth-child(odd) td { background: #f4f4f4; }
tr { page-break-inside: avoid; }
</style></head><body><h1>${escapeHtml(t.title)}</h1><p>Impresso em ${formatDataHora(now)}</p>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></body></html>`;
}

/**
 * Prints through a hidden iframe: no pop-up for blockers to stop, and the page's own layout (menus,
 * buttons) never reaches the paper.
 */
export function printTable(t: ExportTable) {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;';
  frame.onload = () => {
    const win = frame.contentWindow;
    if (!win) return;
    win.addEventListener('afterprint', () => frame.remove());
    win.focus();
    win.print();
  };
  frame.srcdoc = buildPrintHtml(t);
  document.body.appendChild(frame);
}
