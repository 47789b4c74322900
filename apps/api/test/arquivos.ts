import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';

/** Small files of each accepted kind, and look-alikes, for the attachment tests. */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
// A 1x1 transparent PNG.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(32, 0), Buffer.from([0xff, 0xd9])]);

/** A real Word document, made by the same library the term uses. */
export async function docx(texto = 'Declaração de matrícula'): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(texto)] }] }));
}

/** A real Excel workbook. */
export async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Frequência').addRow(['Nome', 'Horas']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A zip of stored (uncompressed) entries: enough for the central directory the type check reads. */
export function zip(entradas: Record<string, string>): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let offset = 0;
  for (const [nome, conteudo] of Object.entries(entradas)) {
    const n = Buffer.from(nome);
    const dados = Buffer.from(conteudo);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(dados.length, 18);
    local.writeUInt32LE(dados.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(dados.length, 20);
    central.writeUInt32LE(dados.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locais.push(local, n, dados);
    centrais.push(central, n);
    offset += 30 + n.length + dados.length;
  }
  const cd = Buffer.concat(centrais);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Object.keys(entradas).length, 8);
  eocd.writeUInt16LE(Object.keys(entradas).length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locais, cd, eocd]);
}

const FIM = 0xfffffffe;
const LIVRE = 0xffffffff;

/**
 * An OLE2 compound file (MS-CFB v3, 512-byte sectors) whose directory holds these stream names: 'WordDocument'
 * makes a .doc, 'Workbook' a .xls. More than three names spread the directory over chained sectors.
 */
export function cfb(nomes: string[]): Buffer {
  const entradas = ['Root Entry', ...nomes];
  const setoresDir = Math.ceil(entradas.length / 4);
  const b = Buffer.alloc(512 * (2 + setoresDir), 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  b.writeUInt16LE(0x3e, 0x18);
  b.writeUInt16LE(3, 0x1a);
  b.writeUInt16LE(0xfffe, 0x1c);
  b.writeUInt16LE(9, 0x1e);
  b.writeUInt16LE(6, 0x20);
  b.writeUInt32LE(1, 0x2c); // one FAT sector
  b.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  b.writeUInt32LE(4096, 0x38);
  b.writeUInt32LE(FIM, 0x3c);
  b.writeUInt32LE(FIM, 0x44);
  for (let i = 0; i < 109; i++) b.writeUInt32LE(i === 0 ? 0 : LIVRE, 0x4c + i * 4);
  // FAT (sector 0 at offset 512): sector 0 is the FAT itself, then the directory chain 1 → 2 → ... → end.
  const fat = 512;
  for (let i = 0; i < 128; i++) b.writeUInt32LE(LIVRE, fat + i * 4);
  b.writeUInt32LE(0xfffffffd, fat);
  for (let s = 1; s <= setoresDir; s++) b.writeUInt32LE(s === setoresDir ? FIM : s + 1, fat + s * 4);
  entradas.forEach((nome, i) => {
    const e = 1024 + i * 128;
    const n = Buffer.from(`${nome}\0`, 'utf16le');
    n.copy(b, e);
    b.writeUInt16LE(n.length, e + 0x40);
    b.writeUInt8(i === 0 ? 5 : 2, e + 0x42);
  });
  return b;
}

export interface Parte {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(partes: Parte[]) {
  const boundary = `----sgi${Math.random().toString(16).slice(2)}`;
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    const disp = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const tipo = p.contentType ?? (p.filename === undefined ? undefined : 'application/octet-stream');
    pedacos.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n${tipo ? `Content-Type: ${tipo}\r\n` : ''}\r\n`));
    pedacos.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    pedacos.push(Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pedacos), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
