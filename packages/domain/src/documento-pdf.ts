import { formatDataHora } from './datas.js';

/**
 * The frame every printed document of SGI shares (DESIGN §8, issue 11 "Server PDFs"): A4, the office's header on
 * every page, the title and when it was generated, and 'Página X de Y' in the footer. A pure pdfmake document
 * definition, so the API's PDFs (sheets, assignment tables, reports) and the web's table exports look the same.
 *
 * A definition is plain data, with no function in it (ADR 107): the API prints in a thread of its own, and only data
 * crosses to it. Where pdfmake wants a function, the definition says it as data, and the printer adds the function:
 * the footer writes its page and page count as `{pagina}` and `{paginas}` (`paraPdfmake`), and a table names its
 * lines by one of `layoutsPdf`.
 */
export type DefinicaoPdf = Record<string, unknown>;

export const ORGAO_PADRAO = 'Defensoria Pública do Estado';

export interface MolduraPdf {
  titulo: string;
  /** a second line under the title (period, filters, the person the document is about) */
  subtitulo?: string | null;
  orientacao?: 'portrait' | 'landscape';
  /** the pdfmake content of the body */
  conteudo: unknown[];
  geradoEm?: Date;
  /** the office's name in the header of every page */
  orgao?: string;
  /** a line at the left of every footer (e.g. the verification code of a sheet) */
  rodape?: string | null;
}

const MARGEM = 28;

export function documentoPdf(m: MolduraPdf): DefinicaoPdf {
  const geradoEm = formatDataHora(m.geradoEm ?? new Date());
  const orgao = m.orgao ?? ORGAO_PADRAO;
  return {
    pageSize: 'A4',
    pageOrientation: m.orientacao ?? 'portrait',
    pageMargins: [MARGEM, 52, MARGEM, 40],
    info: { title: m.titulo, creator: 'SGI — Sistema de Gestão Interna', producer: 'SGI' },
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    header: {
      margin: [MARGEM, 18, MARGEM, 0],
      columns: [
        { text: orgao, bold: true, fontSize: 10 },
        { text: 'Sistema de Gestão Interna', alignment: 'right', fontSize: 8, color: '#555555' },
      ],
    },
    footer: {
      margin: [MARGEM, 12, MARGEM, 0],
      fontSize: 7,
      color: '#555555',
      columns: [
        { text: [m.rodape ? `${m.rodape} · ` : '', `Gerado em ${geradoEm}`].join('') },
        { text: 'Página {pagina} de {paginas}', alignment: 'right' },
      ],
    },
    content: [
      { text: m.titulo, fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
      ...(m.subtitulo ? [{ text: m.subtitulo, fontSize: 9, color: '#333333', margin: [0, 0, 0, 2] }] : []),
      { text: `Gerado em ${geradoEm}`, fontSize: 7, color: '#555555', margin: [0, 0, 0, 8] },
      ...m.conteudo,
    ],
  };
}

/** A data table in the documents' look: bold grey header repeated on every page, light lines. */
export function tabelaPdf(cabecalho: string[], linhas: (string | number | null)[][], larguras?: (string | number)[]): unknown {
  return {
    table: {
      headerRows: 1,
      widths: larguras ?? cabecalho.map(() => '*'),
      body: [
        cabecalho.map((h) => ({ text: h, bold: true, fillColor: '#eeeeee' })),
        ...linhas.map((l) => l.map((c) => (c === null ? '' : String(c)))),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * The definition as pdfmake takes it: a footer with `{pagina}` and `{paginas}` becomes the function pdfmake calls on
 * every page. It names nothing outside itself: the API's printing thread runs it from its source (ADR 107).
 */
export function paraPdfmake(definicao: DefinicaoPdf): DefinicaoPdf {
  if (definicao.footer === undefined || typeof definicao.footer === 'function') return definicao;
  const modelo = JSON.stringify(definicao.footer);
  return {
    ...definicao,
    footer: (pagina: number, total: number): unknown => JSON.parse(modelo.replaceAll('{pagina}', String(pagina)).replaceAll('{paginas}', String(total))),
  };
}

/**
 * The table lines a definition can name besides pdfmake's own (`layout: 'grade'`), for `addTableLayouts`. Like
 * `paraPdfmake`, it names nothing outside itself.
 */
export function layoutsPdf(): Record<string, Record<string, () => number | string>> {
  return {
    // Every cell boxed in thin grey lines, a little air above and below the text (the assignment tables).
    grade: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#bbbbbb',
      vLineColor: () => '#bbbbbb',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}
