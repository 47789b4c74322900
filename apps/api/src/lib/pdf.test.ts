import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentoPdf, tabelaPdf } from '@sgi/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { gerarPdf } from './pdf.js';

// The PDF is read back the way a person would see it: its text with pdftotext, a page rendered with pdftoppm
// (poppler-utils, installed by .ci/run).
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-pdf-'));
afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

const TEXTO_PT = 'Conceição Araújo — São Cristóvão, º ª § à é í ó ú â ê ô ã õ ç Ç Ü';

async function emArquivo(nome: string, linhas: number) {
  const definicao = documentoPdf({
    titulo: 'Relatório de teste',
    subtitulo: TEXTO_PT,
    orientacao: 'landscape',
    geradoEm: new Date(2026, 10, 25, 9, 5),
    rodape: 'Código de verificação ABC-123',
    conteudo: [tabelaPdf(['Nome', 'Comarca', 'Início'], Array.from({ length: linhas }, (_, i) => [`Estagiária ${i + 1} — ação`, 'Itabaiana', '01/03/2026']))],
  });
  const arquivo = path.join(pasta, nome);
  fs.writeFileSync(arquivo, await gerarPdf(definicao));
  return arquivo;
}

describe('lib/pdf', () => {
  it('prints A4 with every pt-BR glyph, the header, the generation time and page numbers on every page', async () => {
    const arquivo = await emArquivo('doc.pdf', 120);
    expect(fs.readFileSync(arquivo).subarray(0, 5).toString()).toBe('%PDF-');
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Defensoria Pública do Estado');
    expect(texto).toContain('Sistema de Gestão Interna');
    expect(texto).toContain('Relatório de teste');
    expect(texto.replace(/\s+/g, ' ')).toContain(TEXTO_PT);
    expect(texto).toContain('Gerado em 25/11/2026 09:05');
    expect(texto).toContain('Código de verificação ABC-123');
    const paginas = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' }))![1]);
    expect(paginas).toBeGreaterThan(1);
    expect(texto).toContain(`Página 1 de ${paginas}`);
    expect(texto).toContain(`Página ${paginas} de ${paginas}`);
    // A4 landscape: 842 × 595 points.
    expect(execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' })).toMatch(/Page size:\s+841\.8\d* x 595\.2\d* pts \(A4\)/);
  });

  it('renders a page to an image (what a person sees), with ink on it', async () => {
    const arquivo = await emArquivo('render.pdf', 5);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', arquivo, path.join(pasta, 'pagina')]);
    const png = fs.readdirSync(pasta).find((f) => f.startsWith('pagina') && f.endsWith('.png'))!;
    const bytes = fs.readFileSync(path.join(pasta, png));
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(3000);
  });

  it('fetches nothing: an image by URL makes the document fail instead of reaching out', async () => {
    await expect(gerarPdf(documentoPdf({ titulo: 'X', conteudo: [{ image: 'http://127.0.0.1:1/imagem.png' }] }))).rejects.toThrow();
  });
});
