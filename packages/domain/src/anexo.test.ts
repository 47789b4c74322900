import { describe, expect, it } from 'vitest';
import { ANEXO_NOME_MAXIMO, extensaoDe, formatTamanho, isExtensaoPermitida, sanitizarNomeArquivo } from './anexo.js';

describe('sanitizarNomeArquivo', () => {
  it.each<[string, string]>([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\Documentos\\Portaria nº 12.pdf', 'Portaria nº 12.pdf'],
    ['Declaração de Matrícula.docx', 'Declaração de Matrícula.docx'],
    // NFD input (macOS) is stored composed, so the same name always looks and compares the same
    ['Declarac\u0327a\u0303o.pdf', 'Declaração.pdf'],
    ['rel\u0000at\u001fório\u007f.pdf', 'relatório.pdf'],
    ['fatura\u202Efdp.exe', 'faturafdp.exe'],
    ['a<b>c:d"e|f?g*.png', 'a_b_c_d_e_f_g_.png'],
    ['  ...oculto.pdf. . ', 'oculto.pdf'],
    ['nome\tcom\n quebras.pdf', 'nome com quebras.pdf'],
    ['..', ''],
    ['pasta/', ''],
  ])('%j → %j', (entrada, esperado) => {
    expect(sanitizarNomeArquivo(entrada)).toBe(esperado);
  });

  it('cuts long names to 255 characters keeping the extension and whole characters', () => {
    const nome = sanitizarNomeArquivo(`${'ç'.repeat(300)}.xlsx`);
    expect(nome).toHaveLength(ANEXO_NOME_MAXIMO);
    expect(nome.endsWith('ç.xlsx')).toBe(true);
    const emoji = sanitizarNomeArquivo(`${'😀'.repeat(200)}.pdf`);
    expect([...emoji].length).toBeLessThanOrEqual(ANEXO_NOME_MAXIMO);
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('extensions', () => {
  it.each<[string, string, boolean]>([
    ['a.PDF', '.pdf', true],
    ['foto.jpeg', '.jpeg', true],
    ['foto.JPG', '.jpg', true],
    ['planilha.xls', '.xls', true],
    ['planilha.xlsx', '.xlsx', true],
    ['texto.doc', '.doc', true],
    ['texto.docx', '.docx', true],
    ['imagem.png', '.png', true],
    ['script.exe', '.exe', false],
    ['arquivo.pdf.exe', '.exe', false],
    ['semextensao', '', false],
    ['.pdf', '', false],
    ['arquivo.zip', '.zip', false],
  ])('%s', (nome, ext, permitida) => {
    expect(extensaoDe(nome)).toBe(ext);
    expect(isExtensaoPermitida(nome)).toBe(permitida);
  });
});

describe('formatTamanho', () => {
  it.each<[number, string]>([
    [0, '0 bytes'],
    [1, '1 byte'],
    [850, '850 bytes'],
    [1024, '1 KB'],
    [12_595, '12,3 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [4_718_592, '4,5 MB'],
  ])('%d → %s', (bytes, texto) => {
    expect(formatTamanho(bytes)).toBe(texto);
  });
});
