import { describe, expect, it } from 'vitest';
import { cellText, type DataTableColumn } from './data-table';
import { buildPdfDocument, buildPrintHtml, buildWorkbook, exportFileName, type ExportTable } from './data-table-export';

const tabela: ExportTable = {
  title: 'Usuários',
  header: ['Login', 'Nome', 'Total'],
  rows: [
    ['ana', 'Ana <b>Souza</b>', 3],
    ['bruno', 'Bruno & Cia', 0],
  ],
};
const agora = new Date(2025, 8, 26, 14, 5);

describe('table export', () => {
  it('names files from the title without accents, with the date', () => {
    expect(exportFileName('Usuários', agora)).toBe('usuarios-2025-09-26');
    expect(exportFileName('Log de alterações / Registro de uso', agora)).toBe('log-de-alteracoes-registro-de-uso-2025-09-26');
    expect(exportFileName('***', agora)).toBe('tabela-2025-09-26');
  });

  it('takes the cell text from exportValue, else from the accessor path', () => {
    type R = { nome: string; papel: { nome: string } | null; ativo: boolean; n: number };
    const r: R = { nome: 'Ana', papel: { nome: 'Gestor' }, ativo: false, n: 7 };
    const col = (c: Partial<DataTableColumn<R>>): DataTableColumn<R> => ({ accessor: 'nome', title: 'x', ...c });
    expect(cellText(col({ accessor: 'papel.nome' }), r)).toBe('Gestor');
    expect(cellText(col({ accessor: 'papel.nome' }), { ...r, papel: null })).toBe('');
    expect(cellText(col({ accessor: 'ativo' }), r)).toBe('Não');
    expect(cellText(col({ accessor: 'n' }), r)).toBe(7);
    expect(cellText(col({ exportValue: (x) => `${x.nome} (inativo)` }), r)).toBe('Ana (inativo)');
  });

  it('builds an A4 landscape PDF with the header row repeated', () => {
    const doc = buildPdfDocument(tabela, agora) as {
      pageSize: string;
      pageOrientation: string;
      content: [{ text: string }, { text: string }, { table: { headerRows: number; body: unknown[][] } }];
      header: { columns: { text: string }[] };
      footer: (pagina: number, total: number) => { columns: { text: string }[] };
    };
    // The same frame as the documents the API prints (domain documentoPdf): the office on top, pages below.
    expect(doc.header.columns.map((c) => c.text)).toEqual(['Defensoria Pública do Estado', 'Sistema de Gestão Interna']);
    expect(doc.footer(2, 5).columns[1]!.text).toBe('Página 2 de 5');
    expect(doc.pageSize).toBe('A4');
    expect(doc.pageOrientation).toBe('landscape');
    expect(doc.content[0].text).toBe('Usuários');
    expect(doc.content[1].text).toBe('Gerado em 26/09/2025 14:05');
    expect(doc.content[2].table.headerRows).toBe(1);
    expect(doc.content[2].table.body).toHaveLength(3);
    expect(doc.content[2].table.body[0]).toEqual([
      expect.objectContaining({ text: 'Login', bold: true }),
      expect.objectContaining({ text: 'Nome' }),
      expect.objectContaining({ text: 'Total' }),
    ]);
    expect(doc.content[2].table.body[1]).toEqual(['ana', 'Ana <b>Souza</b>', '3']);
  });

  it('prints escaped text on A4 landscape', () => {
    const html = buildPrintHtml(tabela, agora);
    expect(html).toContain('size: A4 landscape');
    expect(html).toContain('<th>Login</th><th>Nome</th><th>Total</th>');
    expect(html).toContain('<td>Ana &lt;b&gt;Souza&lt;/b&gt;</td>');
    expect(html).toContain('<td>Bruno &amp; Cia</td>');
    expect(html).not.toContain('<b>Souza</b>');
    expect(html).toContain('Impresso em 26/09/2025 14:05');
  });

  it('writes an .xlsx that reads back with the same cells', async () => {
    const bytes = await buildWorkbook(tabela);
    const { Workbook } = await import('exceljs');
    const wb = new Workbook();
    await wb.xlsx.load(bytes);
    const ws = wb.getWorksheet('Usuários')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Login', 'Nome', 'Total']);
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.getRow(2).values).toEqual([undefined, 'ana', 'Ana <b>Souza</b>', 3]);
    expect(ws.getRow(3).values).toEqual([undefined, 'bruno', 'Bruno & Cia', 0]);
    expect(ws.rowCount).toBe(3);
  });
});
