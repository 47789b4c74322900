import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cfb, docx, JPEG, PDF, PNG, xlsx, zip } from '../../test/arquivos.js';
import { contentDisposition, validarArquivo } from './files.js';
import { identificarTipo } from './files-tipo.js';

const TIPO_NAO_PERMITIDO = 'Tipo de arquivo não permitido. Envie PDF, imagem (JPG, PNG), Word ou Excel.';
const OOXML = '<?xml version="1.0"?><Types/>';

describe('identificarTipo (by content)', () => {
  it('recognizes the accepted kinds, including real Word and Excel files', async () => {
    expect(identificarTipo(PDF)).toBe('pdf');
    expect(identificarTipo(PNG)).toBe('png');
    expect(identificarTipo(JPEG)).toBe('jpeg');
    expect(identificarTipo(await docx())).toBe('docx');
    expect(identificarTipo(await xlsx())).toBe('xlsx');
    expect(identificarTipo(cfb(['WordDocument', '1Table', 'SummaryInformation']))).toBe('doc');
    expect(identificarTipo(cfb(['Workbook']))).toBe('xls');
    expect(identificarTipo(cfb(['Book']))).toBe('xls');
  });

  it('follows the directory chain of a compound file over several sectors', () => {
    // 'WordDocument' is the 7th entry: in the second directory sector, reached only through the FAT.
    expect(identificarTipo(cfb(['CompObj', 'ObjectPool', 'Data', '1Table', 'SummaryInformation', 'WordDocument']))).toBe('doc');
  });

  it.each<[string, Buffer]>([
    ['a plain zip', zip({ 'foto.jpg': 'x', 'leia-me.txt': 'y' })],
    ['a zip with word/ but no [Content_Types].xml', zip({ 'word/document.xml': '<w/>' })],
    ['a zip with both word/ and xl/', zip({ '[Content_Types].xml': OOXML, 'word/document.xml': '<w/>', 'xl/workbook.xml': '<x/>' })],
    ['a PowerPoint-like zip', zip({ '[Content_Types].xml': OOXML, 'ppt/presentation.xml': '<p/>' })],
    ['a truncated zip (no end record)', zip({ '[Content_Types].xml': OOXML, 'word/document.xml': '<w/>' }).subarray(0, 60)],
    ['an OLE2 file without Word or Excel streams (.msg, .ppt)', cfb(['__substg1.0_0037001F', 'PowerPoint Document'])],
    ['an OLE2 header alone', cfb(['WordDocument']).subarray(0, 300)],
    ['a Windows executable', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['PDF bytes after junk', Buffer.concat([Buffer.from('xx'), PDF])],
    ['an empty buffer', Buffer.alloc(0)],
  ])('refuses %s', (_caso, conteudo) => {
    expect(identificarTipo(conteudo)).toBeNull();
  });

  it('does not loop on a compound file whose directory chain points to itself', () => {
    const b = cfb(['Outro']);
    b.writeUInt32LE(1, 512 + 4); // FAT: sector 1 → sector 1
    expect(identificarTipo(b)).toBeNull();
  });
});

describe('validarArquivo', () => {
  it('keeps the sanitized name, the detected type, the size and the sha256', async () => {
    const conteudo = await docx();
    expect(validarArquivo(conteudo, '../../Plano de Atividades.DOCX')).toEqual({
      filename: 'Plano de Atividades.DOCX',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      tamanho: conteudo.length,
      sha256: createHash('sha256').update(conteudo).digest('hex'),
      conteudo,
    });
    expect(validarArquivo(JPEG, 'foto.jpeg').contentType).toBe('image/jpeg');
    expect(validarArquivo(JPEG, 'foto.JPG').contentType).toBe('image/jpeg');
  });

  it.each<[string, Buffer, string, number, string]>([
    ['a PNG renamed .pdf', PNG, 'documento.pdf', 415, TIPO_NAO_PERMITIDO],
    ['a PDF renamed .png', PDF, 'foto.png', 415, TIPO_NAO_PERMITIDO],
    ['a PDF with a forbidden extension', PDF, 'documento.html', 415, TIPO_NAO_PERMITIDO],
    ['a .doc that is an Excel workbook', cfb(['Workbook']), 'texto.doc', 415, TIPO_NAO_PERMITIDO],
    ['an empty file', Buffer.alloc(0), 'vazio.pdf', 400, 'O arquivo enviado está vazio.'],
    ['a name with nothing usable', PDF, '../..', 400, 'Nome de arquivo inválido.'],
    ['more than 10 MB', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'grande.pdf', 413, 'O arquivo enviado é grande demais (máximo de 10 MB).'],
  ])('refuses %s', (_caso, conteudo, nome, status, message) => {
    expect(() => validarArquivo(conteudo, nome)).toThrow(expect.objectContaining({ statusCode: status, message }));
  });

  it('tells a .docx from a .xlsx', async () => {
    expect(() => validarArquivo(zip({ 'foto.jpg': 'x' }), 'contrato.docx')).toThrow(TIPO_NAO_PERMITIDO);
    const [planilha, documento] = [await xlsx(), await docx()];
    expect(() => validarArquivo(planilha, 'contrato.docx')).toThrow(TIPO_NAO_PERMITIDO);
    expect(() => validarArquivo(documento, 'planilha.xlsx')).toThrow(TIPO_NAO_PERMITIDO);
  });
});

describe('contentDisposition', () => {
  it('always attachment, with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Declaração de matrícula.pdf')).toBe(
      `attachment; filename="Declaracao de matricula.pdf"; filename*=UTF-8''Declara%C3%A7%C3%A3o%20de%20matr%C3%ADcula.pdf`,
    );
  });

  it('no name can end the quoted string or add a header', () => {
    const valor = contentDisposition('a"; filename="x.html\\\r\nSet-Cookie: y=1 (1)*\'.pdf');
    expect(valor).not.toMatch(/[\r\n]/);
    const [, fallback] = /filename="([^"]*)"/.exec(valor)!;
    expect(fallback).toBe('a_; filename=_x.html___Set-Cookie: y=1 (1)*\'.pdf');
    expect(valor.endsWith(`filename*=UTF-8''a%22%3B%20filename%3D%22x.html%5C%0D%0ASet-Cookie%3A%20y%3D1%20%281%29%2A%27.pdf`)).toBe(true);
  });
});
