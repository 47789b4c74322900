import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { layoutsPdf, paraPdfmake, type DefinicaoPdf } from '@sgi/domain';
import { revezamento, UM_POR_NUCLEO_ATE_DOIS, type QuemEspera } from './revezamento.js';

/**
 * The one PDF maker of the API (DESIGN §8): pdfmake 0.3 on the server with the Roboto fonts it ships (every pt-BR
 * glyph). Documents are pure definitions (`documentoPdf` of the domain gives the frame); this only prints them.
 *
 * It prints in a thread of its own, the printer (ADR 107). Laying out a document is seconds of CPU for a long report,
 * and in the server's own thread every other request waited behind it; pdfmake, its fonts and its libraries also
 * stayed in the server's memory for good after the first PDF (14 MiB of RSS). The printer starts at the first
 * document, and ends when it has printed nothing for `impressora.ociosaMs`, giving its heap back. It costs memory
 * while it prints: a Node and a V8 of its own (ADR 107 has the figures).
 */
interface PdfMakeServidor {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(fn: (url: string) => boolean): void;
  setLocalAccessPolicy(fn: (caminho: string) => boolean): void;
  addTableLayouts(layouts: Record<string, unknown>): void;
  createPdf(definicao: DefinicaoPdf): { getBuffer(): Promise<Buffer> };
}

type Pedido = { id: number; definicao: DefinicaoPdf };
type Resposta = { id: number; bytes?: Uint8Array; erro?: string };

/**
 * The printer thread's whole code. The thread runs it from its source, with the domain's two functions also from
 * theirs, so it names nothing outside itself but its arguments (the test prints through it). pdfmake 0.3 is CommonJS,
 * loaded with `require` from the package folder the server resolved; its Roboto fonts are in that folder.
 */
function impressoraPdf(
  { parentPort, workerData }: typeof import('node:worker_threads'),
  requerer: NodeJS.Require,
  preparar: typeof paraPdfmake,
  layouts: typeof layoutsPdf,
) {
  const caminhos = requerer('node:path') as typeof import('node:path');
  const { pdfmake } = workerData as { pdfmake: string };
  const pdf = requerer(pdfmake) as PdfMakeServidor;
  const fontes = caminhos.join(pdfmake, 'fonts', 'Roboto');
  const fonte = (nome: string) => caminhos.join(fontes, `Roboto-${nome}.ttf`);
  pdf.setFonts({ Roboto: { normal: fonte('Regular'), bold: fonte('Medium'), italics: fonte('Italic'), bolditalics: fonte('MediumItalic') } });
  // A document never fetches anything: no URL at all, and on disk only the fonts.
  pdf.setUrlAccessPolicy(() => false);
  pdf.setLocalAccessPolicy((caminho) => caminhos.resolve(caminho).startsWith(fontes + caminhos.sep));
  pdf.addTableLayouts(layouts());
  parentPort!.on('message', ({ id, definicao }: Pedido) => {
    let impresso: Promise<Buffer>;
    try {
      impresso = pdf.createPdf(preparar(definicao)).getBuffer();
    } catch (e) {
      impresso = Promise.reject(e as Error);
    }
    impresso.then(
      // The bytes move to the server's thread without a copy when the buffer is theirs alone.
      (bytes) => parentPort!.postMessage({ id, bytes } satisfies Resposta, bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : []),
      (e: unknown) => parentPort!.postMessage({ id, erro: e instanceof Error ? e.message : String(e) } satisfies Resposta),
    );
  });
}

interface Impressora {
  worker: Worker;
  pendentes: Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>;
  relogio: NodeJS.Timeout | null;
}

let aberta: Impressora | null = null;
let proximoId = 0;

/**
 * How long the printer waits for another document before it ends; whether it is running; and ending it now, failing
 * what it still had (the tests use the last two).
 */
export const impressora = {
  ociosaMs: 5_000,
  get aberta() {
    return aberta !== null;
  },
  async encerrar() {
    await aberta?.worker.terminate();
  },
};

function abrir(): Impressora {
  const pdfmake = path.dirname(createRequire(import.meta.url).resolve('pdfmake/package.json'));
  const codigo = `(${impressoraPdf.toString()})(require('node:worker_threads'), require, ${paraPdfmake.toString()}, ${layoutsPdf.toString()});`;
  const worker = new Worker(codigo, { eval: true, workerData: { pdfmake } });
  const esta: Impressora = { worker, pendentes: new Map(), relogio: null };
  worker.on('message', ({ id, bytes, erro }: Resposta) => {
    const pendente = esta.pendentes.get(id);
    esta.pendentes.delete(id);
    if (erro !== undefined || !bytes) pendente?.reject(new Error(erro ?? 'PDF vazio'));
    else pendente?.resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (esta.pendentes.size === 0) descansar(esta);
  });
  // A printer that fails or ends fails what it still had; the next document starts another.
  const encerrar = (motivo: Error) => {
    if (aberta === esta) aberta = null;
    if (esta.relogio) clearTimeout(esta.relogio);
    for (const { reject } of esta.pendentes.values()) reject(motivo);
    esta.pendentes.clear();
  };
  worker.on('error', encerrar);
  worker.on('exit', (codigoDeSaida) => encerrar(new Error(`A impressora de PDF terminou (código ${codigoDeSaida}).`)));
  return esta;
}

/** Nothing left to print: the thread no longer holds the process open, and ends after `ociosaMs` of the same. */
function descansar(esta: Impressora) {
  esta.worker.unref();
  if (esta.relogio) clearTimeout(esta.relogio);
  esta.relogio = setTimeout(() => {
    if (esta.pendentes.size === 0) {
      if (aberta === esta) aberta = null;
      void esta.worker.terminate();
    }
  }, impressora.ociosaMs);
  esta.relogio.unref();
}

function imprimir(definicao: DefinicaoPdf): Promise<Buffer> {
  aberta ??= abrir();
  const esta = aberta;
  if (esta.relogio) clearTimeout(esta.relogio);
  esta.relogio = null;
  esta.worker.ref();
  const id = ++proximoId;
  return new Promise<Buffer>((resolve, reject) => {
    esta.pendentes.set(id, { resolve, reject });
    try {
      esta.worker.postMessage({ id, definicao } satisfies Pedido);
    } catch (e) {
      // A definition that is not plain data (a function in it) never reaches the printer.
      esta.pendentes.delete(id);
      if (esta.pendentes.size === 0) descansar(esta);
      reject(e as Error);
    }
  });
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
  return naVez(() => imprimir(definicao), quem);
}
