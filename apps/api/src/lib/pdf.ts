import { createRequire } from 'node:module';
import path from 'node:path';
import type { DefinicaoPdf } from '@sgi/domain';
import { revezamento, UM_POR_NUCLEO_ATE_DOIS, type QuemEspera } from './revezamento.js';

/**
 * The one PDF maker of the API (DESIGN §8): pdfmake 0.3 on the server with the Roboto fonts it ships (every pt-BR
 * glyph). Documents are pure definitions (`documentoPdf` of the domain gives the frame); this only prints them.
 * pdfmake 0.3 is CommonJS, so it is loaded with createRequire, once.
 */
interface PdfMakeServidor {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(fn: (url: string) => boolean): void;
  setLocalAccessPolicy(fn: (caminho: string) => boolean): void;
  createPdf(definicao: DefinicaoPdf): { getBuffer(): Promise<Buffer> };
}

let instancia: PdfMakeServidor | null = null;

function pdfmake(): PdfMakeServidor {
  if (instancia) return instancia;
  const require = createRequire(import.meta.url);
  const pdf = require('pdfmake') as PdfMakeServidor;
  const fontes = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const fonte = (nome: string) => path.join(fontes, `Roboto-${nome}.ttf`);
  pdf.setFonts({ Roboto: { normal: fonte('Regular'), bold: fonte('Medium'), italics: fonte('Italic'), bolditalics: fonte('MediumItalic') } });
  // A document never fetches anything: no URL at all, and on disk only the fonts.
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((caminho) => path.resolve(caminho).startsWith(fontes + path.sep));
  instancia = pdf;
  return pdf;
}

/**
 * At most this many documents are laid out at once; the others wait their turn (ADR 058). Laying out is CPU work, so
 * more at once than the machine's cores only finishes them later together, and each holds its fonts and layout in
 * memory: 16 concurrent sheet PDFs took the server to 300 MiB.
 */
export const PDFS_SIMULTANEOS = UM_POR_NUCLEO_ATE_DOIS;

const naVez = revezamento(PDFS_SIMULTANEOS);

/** The PDF bytes of a document definition; `quem` asked for it (not laid out if they have gone by its turn, ADR 102). */
export async function gerarPdf(definicao: DefinicaoPdf, quem?: QuemEspera): Promise<Buffer> {
  return naVez(() => pdfmake().createPdf(definicao).getBuffer(), quem);
}
