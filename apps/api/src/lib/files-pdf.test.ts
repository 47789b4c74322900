import { deflateSync } from 'node:zlib';
import { documentoPdf } from '@sgi/domain';
import { describe, expect, it } from 'vitest';
import { inspecionarPdf } from './files-pdf.js';
import { gerarPdf } from './pdf.js';

/**
 * Small PDFs built here, object by object, as a reader parses them: a catalog, a page and what each case adds
 * (ADR 027: what is and is not detected).
 */
function pdf(...extras: (string | Buffer)[]): Buffer {
  const partes = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
    ...extras,
    'trailer\n<< /Root 1 0 R /Size 9 >>\n%%EOF\n',
  ];
  return Buffer.concat(partes.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : p)));
}

/** A catalog that points at object 4, for the action or tree under test. */
const catalogoCom = (entrada: string) => `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${entrada} >>\nendobj\n`;

/** An object stream (PDF 1.5) holding `objetos`, compressed with FlateDecode unless told otherwise. */
function objStm(objetos: string, { dicionario = '/Filter /FlateDecode', dados }: { dicionario?: string; dados?: Buffer } = {}): Buffer {
  const corpo = dados ?? deflateSync(Buffer.from(`5 0 ${objetos}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(`9 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${corpo.length} ${dicionario} >>\nstream\n`, 'latin1'),
    corpo,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

describe('inspecionarPdf', () => {
  it('a plain PDF, and one this system generates, are inert', async () => {
    expect(inspecionarPdf(pdf())).toBe('inerte');
    const gerado = await gerarPdf(documentoPdf({ titulo: 'Declaração', geradoEm: new Date(2026, 0, 5), conteudo: [{ text: 'Conteúdo' }] }));
    expect(inspecionarPdf(gerado)).toBe('inerte');
  });

  it.each([
    ['a JavaScript open action', catalogoCom('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
    ['a document-level script tree', catalogoCom('/Names << /JavaScript 4 0 R >>')],
    ['a script alone under /JS', '4 0 obj\n<< /JS 5 0 R >>\nendobj\n'],
    ['a launch action', '4 0 obj\n<< /Type /Action /S /Launch /F (cmd.exe) >>\nendobj\n'],
    ['an embedded file', '4 0 obj\n<< /Type /EmbeddedFile /Length 3 >>\nstream\nabc\nendstream\nendobj\n'],
    ['the embedded-files tree', catalogoCom('/Names << /EmbeddedFiles 4 0 R >>')],
    ['a file specification with its file', '4 0 obj\n<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>\nendobj\n'],
    ['a file attachment annotation', '4 0 obj\n<< /Type /Annot /Subtype /FileAttachment /FS 5 0 R >>\nendobj\n'],
    ['additional actions on a page', '4 0 obj\n<< /Type /Page /Parent 2 0 R /AA << /O 5 0 R >> >>\nendobj\n'],
    ['rich media', '4 0 obj\n<< /Type /Annot /Subtype /RichMedia >>\nendobj\n'],
    ['an XFA form', catalogoCom('/AcroForm << /Fields [] /XFA 4 0 R >>')],
    ['a remote go-to (network path)', '4 0 obj\n<< /S /GoToR /F (\\\\\\\\servidor\\\\x.pdf) /D [0 /Fit] >>\nendobj\n'],
    ['an embedded go-to', '4 0 obj\n<< /S /GoToE /T << /R /C /N (a) >> >>\nendobj\n'],
    ['a form submission', '4 0 obj\n<< /S /SubmitForm /F (https://exemplo.com) >>\nendobj\n'],
    ['an open action that is a reference', catalogoCom('/OpenAction 4 0 R')],
    ['an open action that is a dictionary without a listed name', catalogoCom('/OpenAction << /S /URI /URI (https://exemplo.com) >>')],
    ['a hex-escaped /JavaScript', catalogoCom('/OpenAction << /S /J#61vaScript /#4A#53 (app.alert(1)) >>')],
    ['a hex-escaped /Launch', '4 0 obj\n<< /S /L#61#75nch /F (cmd.exe) >>\nendobj\n'],
    ['a hex-escaped /OpenAction', catalogoCom('/Op#65nAction 4 0 R')],
    ['a name with no space before it', '4 0 obj<</S/Launch/F(cmd.exe)>>endobj\n'],
    ['an incremental update after %%EOF', 'trailer\n<< /Root 1 0 R >>\n%%EOF\n4 0 obj\n<< /S /JavaScript /JS (x) >>\nendobj\n'],
  ])('%s is active', (_caso, extra) => {
    expect(inspecionarPdf(pdf(extra))).toBe('ativo');
  });

  it('an open action that only picks the first page and view (LaTeX, office suites) is inert', () => {
    expect(inspecionarPdf(pdf(catalogoCom('/OpenAction [3 0 R /Fit]')))).toBe('inerte');
    expect(inspecionarPdf(pdf(catalogoCom('/OpenAction\n[3 0 R /XYZ null null 0]')))).toBe('inerte');
  });

  it('a two-letter key inside stream data (an image, a font) is noise, outside it a key', () => {
    const imagem = (dados: string) => `4 0 obj\n<< /Type /XObject /Subtype /Image /Length ${dados.length} /Filter /DCTDecode >>\nstream\n${dados}\nendstream\nendobj\n`;
    expect(inspecionarPdf(pdf(imagem('\xff\xd8/JS /AA<\x00/EF(\xff\xd9')))).toBe('inerte');
    expect(inspecionarPdf(pdf(imagem('\xff\xd8\xff\xd9'), '5 0 obj\n<< /AA << /O 6 0 R >> >>\nendobj\n'))).toBe('ativo');
  });

  it('links and names that only contain a listed one are inert', () => {
    expect(inspecionarPdf(pdf('4 0 obj\n<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.defensoria.se.def.br) >> >>\nendobj\n'))).toBe('inerte');
    expect(inspecionarPdf(pdf('4 0 obj\n<< /Font << /JSans 5 0 R /AAB 6 0 R >> /JavaScriptX 1 >>\nendobj\n'))).toBe('inerte');
  });

  describe('inside compressed object streams', () => {
    it('finds a script, a launch action and an embedded file that only exist compressed', () => {
      for (const escondido of ['<< /S /JavaScript /JS (app.alert(1)) >>', '<< /S /Launch /F (cmd.exe) >>', '<< /Type /Filespec /EF << /F 7 0 R >> >>']) {
        const arquivo = pdf(objStm(escondido));
        expect(arquivo.toString('latin1')).not.toContain('/JavaScript'); // really hidden from a plain scan
        expect(inspecionarPdf(arquivo), escondido).toBe('ativo');
      }
    });

    it('reads an object stream whose /ObjStm is hex-escaped or absent (/First marks it), and a filter given as an array', () => {
      const escondido = '<< /S /JavaScript /JS (x) >>';
      const latin1 = (b: Buffer) => Buffer.from(b.toString('latin1').replace('/Type /ObjStm ', ''), 'latin1');
      expect(inspecionarPdf(pdf(Buffer.from(objStm(escondido).toString('latin1').replace('/ObjStm', '/Obj#53tm'), 'latin1')))).toBe('ativo');
      expect(inspecionarPdf(pdf(latin1(objStm(escondido))))).toBe('ativo');
      expect(inspecionarPdf(pdf(objStm(escondido, { dicionario: '/Filter [/FlateDecode]' })))).toBe('ativo');
    });

    it('a two-letter key in an object stream counts, compressed or not', () => {
      expect(inspecionarPdf(pdf(objStm('<< /AA << /O 6 0 R >> >>')))).toBe('ativo');
      expect(inspecionarPdf(pdf(objStm('', { dicionario: '', dados: Buffer.from('5 0 << /AA << /O 6 0 R >> >>') })))).toBe('ativo');
    });

    it('a string that unbalances the dictionary does not hide the object stream', () => {
      const confuso = objStm('<< /S /Launch >>', { dicionario: '/Filter /LZWDecode /X (<<)' });
      expect(inspecionarPdf(pdf(confuso))).toBe('nao-verificavel');
    });

    it('an object stream of inert objects, compressed or not, is inert', () => {
      expect(inspecionarPdf(pdf(objStm('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')))).toBe('inerte');
      expect(inspecionarPdf(pdf(objStm('<< /Type /Font >>', { dicionario: '', dados: Buffer.from('5 0 << /Type /Font >>') })))).toBe('inerte');
    });

    it.each([
      ['another filter (LZW)', objStm('<< >>', { dicionario: '/Filter /LZWDecode' })],
      ['a chain of filters', objStm('<< >>', { dicionario: '/Filter [/ASCII85Decode /FlateDecode]' })],
      ['predictor parameters', objStm('<< >>', { dicionario: '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>' })],
      ['bytes that do not inflate (an encrypted PDF)', objStm('<< >>', { dados: Buffer.from('dados cifrados que nao sao zlib') })],
      ['a stream that inflates beyond 64 MB', objStm('<< >>', { dados: deflateSync(Buffer.alloc(65 * 1024 * 1024, 0x20)) })],
    ])('an object stream with %s cannot be checked', (_caso, extra) => {
      expect(inspecionarPdf(pdf(extra))).toBe('nao-verificavel');
    });
  });

  // A file made to slow the search must not hold the server: each is 10 MB, the largest attachment.
  const DEZ_MB = 10 * 1024 * 1024;
  const repetido = (pedaco: string) => Buffer.from(pedaco.repeat(Math.ceil(DEZ_MB / pedaco.length)).slice(0, DEZ_MB), 'latin1');
  it.each<[string, Buffer, string]>([
    ['random bytes (a scanned page)', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: DEZ_MB }, (_, i) => (i * 2654435761) >>> 24))]), 'inerte'],
    ['slashes', pdf(repetido('/')), 'inerte'],
    ['names that almost match', pdf(repetido('/J/A/E/Op#65n')), 'inerte'],
    ['streams without end', pdf(repetido('>>stream\n')), 'inerte'],
    ['streams after unbalanced dictionaries', pdf(repetido('>>>>>>>>stream\nendstream\n')), 'nao-verificavel'],
    ['small streams', pdf(repetido('1 0 obj\n<< /Length 1 >>\nstream\nx\nendstream\nendobj\n')), 'inerte'],
  ])('reads 10 MB of %s in well under two seconds', (_caso, arquivo, esperado) => {
    const inicio = performance.now();
    expect(inspecionarPdf(arquivo)).toBe(esperado);
    expect(performance.now() - inicio).toBeLessThan(2000);
  });
});
