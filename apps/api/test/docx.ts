import { inflateRawSync } from 'node:zlib';

/** A tiny zip reader: the central directory gives each entry's name and offset; entries are stored or deflated. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const fim = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const total = zip.readUInt16LE(fim + 10);
  let p = zip.readUInt32LE(fim + 16);
  const arquivos = new Map<string, Buffer>();
  for (let i = 0; i < total; i++) {
    const metodo = zip.readUInt16LE(p + 10);
    const tamanho = zip.readUInt32LE(p + 20);
    const [nomeLen, extraLen, comentarioLen] = [zip.readUInt16LE(p + 28), zip.readUInt16LE(p + 30), zip.readUInt16LE(p + 32)];
    const local = zip.readUInt32LE(p + 42);
    const nome = zip.toString('utf8', p + 46, p + 46 + nomeLen);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const dados = zip.subarray(inicio, inicio + tamanho);
    arquivos.set(nome, metodo === 8 ? inflateRawSync(dados) : Buffer.from(dados));
    p += 46 + nomeLen + extraLen + comentarioLen;
  }
  return arquivos;
}

/** The document's text: the contents of every w:t run, joined, with XML entities decoded. */
export const textoDo = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((m) => m[1]!)
    .join('')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'");

/** The text of a .docx: its word/document.xml, as textoDo reads it. */
export function textoDoDocx(docx: Buffer): string {
  const xml = unzip(docx).get('word/document.xml');
  if (!xml) throw new Error('o arquivo não tem word/document.xml: não é um .docx');
  return textoDo(xml.toString('utf8'));
}
