import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PDF read back the way a person sees it (poppler-utils, installed by .ci/run): its text laid out by pdftotext, and
 * its page count. The file is kept under the OS temp folder with `nome`, so a failing test leaves it to look at.
 */
export function lerPdf(conteudo: Buffer, nome: string): { texto: string; paginas: number; arquivo: string } {
  const pasta = path.join(os.tmpdir(), 'sgi-pdfs-dos-testes');
  fs.mkdirSync(pasta, { recursive: true });
  const arquivo = path.join(pasta, nome);
  fs.writeFileSync(arquivo, conteudo);
  const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
  const paginas = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' }))![1]);
  return { texto, paginas, arquivo };
}
