/**
 * What a file really is, read from its bytes (issue 3: "the type is checked by content, not only by extension").
 * Each accepted kind has a signature; the two container formats are opened far enough to tell Word from Excel.
 */
export type TipoArquivo = 'pdf' | 'png' | 'jpeg' | 'doc' | 'xls' | 'docx' | 'xlsx';

/** The Content-Type stored and served for each kind: always ours, never the one the client claimed. */
export const CONTENT_TYPE: Record<TipoArquivo, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Which extensions each kind may carry: a PNG named .pdf is refused. */
export const EXTENSOES: Record<TipoArquivo, string[]> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  doc: ['.doc'],
  xls: ['.xls'],
  docx: ['.docx'],
  xlsx: ['.xlsx'],
};

const comeca = (b: Buffer, assinatura: number[]) => assinatura.every((byte, i) => b[i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The kind of `b`, or null for anything else (executables, HTML, plain zips, other Office formats). */
export function identificarTipo(b: Buffer): TipoArquivo | null {
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (comeca(b, PNG)) return 'png';
  if (comeca(b, JPEG)) return 'jpeg';
  if (comeca(b, OLE2)) return tipoOle2(b);
  if (comeca(b, ZIP)) return tipoOoxml(b);
  return null;
}

/**
 * Office Open XML is a zip: its central directory (found from the end-of-central-directory record) lists the
 * entries; a document has [Content_Types].xml and a word/ folder, a workbook an xl/ folder. A zip with neither
 * (or both) is not a document we accept.
 */
function tipoOoxml(b: Buffer): TipoArquivo | null {
  const nomes = entradasZip(b);
  if (!nomes?.includes('[Content_Types].xml')) return null;
  const word = nomes.some((n) => n.startsWith('word/'));
  const xl = nomes.some((n) => n.startsWith('xl/'));
  if (word === xl) return null;
  return word ? 'docx' : 'xlsx';
}

function entradasZip(b: Buffer): string[] | null {
  // The EOCD record (22 bytes + a comment of up to 65535) sits at the end; search backwards for its signature.
  const inicioBusca = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= inicioBusca; i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const total = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  const nomes: string[] = [];
  for (let n = 0; n < total; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return null;
    const tamNome = b.readUInt16LE(p + 28);
    const tamExtra = b.readUInt16LE(p + 30);
    const tamComentario = b.readUInt16LE(p + 32);
    if (p + 46 + tamNome > b.length) return null;
    nomes.push(b.toString('utf8', p + 46, p + 46 + tamNome));
    p += 46 + tamNome + tamExtra + tamComentario;
  }
  return nomes;
}

const FIM_DE_CADEIA = 0xfffffffa; // sector numbers at or above this end a chain or mark free/special sectors

/**
 * Legacy Office files are OLE2 compound files: a FAT-linked directory of named streams. A Word 97-2003 document
 * has a 'WordDocument' stream, an Excel 97-2003 workbook 'Workbook' (or 'Book' in Excel 5). Other OLE2 files
 * (PowerPoint, Outlook messages, installers) have neither and are refused.
 */
function tipoOle2(b: Buffer): TipoArquivo | null {
  if (b.length < 512) return null;
  const setor = 1 << b.readUInt16LE(0x1e);
  if (setor !== 512 && setor !== 4096) return null;
  const offset = (n: number) => (n + 1) * setor;
  const fat = setoresDaFat(b, setor, offset);
  const nomes = new Set<string>();
  const visitados = new Set<number>();
  for (let s = b.readUInt32LE(0x30); s < FIM_DE_CADEIA && !visitados.has(s); s = fat(s)) {
    visitados.add(s);
    const base = offset(s);
    if (base + setor > b.length) return null;
    for (let e = base; e < base + setor; e += 128) {
      const tamNome = b.readUInt16LE(e + 0x40);
      if (tamNome >= 2 && tamNome <= 64) nomes.add(b.toString('utf16le', e, e + tamNome - 2));
    }
  }
  if (nomes.has('WordDocument')) return 'doc';
  if (nomes.has('Workbook') || nomes.has('Book')) return 'xls';
  return null;
}

/** next(sector) from the FAT, whose sectors are listed in the header (109) and then in the DIFAT chain. */
function setoresDaFat(b: Buffer, setor: number, offset: (n: number) => number): (s: number) => number {
  const setoresFat: number[] = [];
  for (let i = 0; i < 109; i++) setoresFat.push(b.readUInt32LE(0x4c + i * 4));
  const porSetor = setor / 4;
  const visitados = new Set<number>();
  for (let d = b.readUInt32LE(0x44); d < FIM_DE_CADEIA && !visitados.has(d) && offset(d) + setor <= b.length; ) {
    visitados.add(d);
    for (let i = 0; i < porSetor - 1; i++) setoresFat.push(b.readUInt32LE(offset(d) + i * 4));
    d = b.readUInt32LE(offset(d) + (porSetor - 1) * 4);
  }
  return (s) => {
    const fatSetor = setoresFat[Math.floor(s / porSetor)];
    if (fatSetor === undefined || fatSetor >= FIM_DE_CADEIA) return FIM_DE_CADEIA;
    const pos = offset(fatSetor) + (s % porSetor) * 4;
    return pos + 4 <= b.length ? b.readUInt32LE(pos) : FIM_DE_CADEIA;
  };
}
