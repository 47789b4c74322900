import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { documentoPdf, tabelaPdf } from '@sgi/domain';
import { createRequire } from 'node:module';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { gerarPdf, impressora } from './pdf.js';
import { ate } from '../../test/ate.js';

// The PDF is read back the way a person would see it: its text with pdftotext, a page rendered with pdftoppm
// (poppler-utils, installed by .ci/run).
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-pdf-'));
afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

const TEXTO_PT = 'Conceição Araújo — São Cristóvão, º ª § à é í ó ú â ê ô ã õ ç Ç Ü';

const definicaoDeTeste = (linhas: number) =>
  documentoPdf({
    titulo: 'Relatório de teste',
    subtitulo: TEXTO_PT,
    orientacao: 'landscape',
    geradoEm: new Date(2026, 10, 25, 9, 5),
    rodape: 'Código de verificação ABC-123',
    conteudo: [tabelaPdf(['Nome', 'Comarca', 'Início'], Array.from({ length: linhas }, (_, i) => [`Estagiária ${i + 1} — ação`, 'Itabaiana', '01/03/2026']))],
  });

async function emArquivo(nome: string, linhas: number) {
  const arquivo = path.join(pasta, nome);
  fs.writeFileSync(arquivo, await gerarPdf(definicaoDeTeste(linhas)));
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

describe('lib/pdf: the printer, a thread of its own (ADR 107)', () => {
  const ociosa = impressora.ociosaMs;
  afterEach(() => {
    impressora.ociosaMs = ociosa;
  });

  it("keeps the server's thread answering while a long document is laid out", async () => {
    let maior = 0;
    let antes = performance.now();
    const relogio = setInterval(() => {
      const agora = performance.now();
      maior = Math.max(maior, agora - antes);
      antes = agora;
    }, 5);
    const inicio = performance.now();
    const bytes = await gerarPdf(definicaoDeTeste(2500));
    const fim = performance.now();
    clearInterval(relogio);
    // The wait since the last tick counts too: a thread held to the end never ticked at all.
    maior = Math.max(maior, fim - antes);
    const duracao = fim - inicio;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // Laid out in this thread, the document held it for nearly all of its time; in the printer, the timer keeps ticking.
    expect(duracao).toBeGreaterThan(300);
    expect(maior).toBeLessThan(duracao / 3);
  });

  it("never loads pdfmake into the server's thread", async () => {
    await gerarPdf(definicaoDeTeste(3));
    expect(Object.keys(createRequire(import.meta.url).cache).filter((m) => m.includes(`${path.sep}pdfmake${path.sep}`))).toEqual([]);
  });

  it('ends when idle, and the next document starts another', async () => {
    impressora.ociosaMs = 50;
    await gerarPdf(definicaoDeTeste(3));
    expect(impressora.aberta).toBe(true);
    await ate(() => !impressora.aberta, { mensagem: 'a impressora não terminou' });
    expect((await gerarPdf(definicaoDeTeste(3))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a printer that ends mid-document fails it, and the next document is printed by a new one', async () => {
    const longo = gerarPdf(definicaoDeTeste(2500));
    await ate(() => impressora.aberta, { mensagem: 'a impressora não abriu' });
    await impressora.encerrar();
    await expect(longo).rejects.toThrow('A impressora de PDF terminou');
    expect((await gerarPdf(definicaoDeTeste(3))).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a definition that is not plain data, and keeps printing', async () => {
    await expect(gerarPdf({ content: ['x'], footer: () => 'rodapé' })).rejects.toThrow();
    expect((await gerarPdf(definicaoDeTeste(3))).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
