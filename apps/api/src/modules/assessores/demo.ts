import { assessorInputSchema, formatCpf } from '@sgi/domain';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { validarArquivo } from '../../lib/files.js';
import { createAnexo } from '../anexos/service.js';
import { cpfValido, dataEntre, NOMES_FEMININOS, NOMES_MASCULINOS, prng, semAcento, SOBRENOMES } from '../pessoas/demo.js';
import { createAssessor } from './service.js';

/**
 * A one-page PDF with these lines (Helvetica, WinAnsi: Latin-1 accents print), with a correct cross-reference
 * table so any viewer opens it. Demo attachments only.
 */
export function pdfSimples(linhas: string[]): Buffer {
  const texto = linhas.map((l, i) => `BT /F1 12 Tf 72 ${760 - i * 20} Td (${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`).join('\n');
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(texto, 'latin1')} >>\nstream\n${texto}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/**
 * Demo advisors (fictitious names, valid CPFs): enough for three pages with Paginar (20 per page), about one in
 * six inactive with an exit date, and an appointment act attached to some. Deterministic: same data every start.
 */
export async function seedAssessoresDemo(db: Db, quantidade = 48): Promise<void> {
  const r = prng(2207);
  const usados = new Set<string>();
  for (let i = 0; i < quantidade; i++) {
    const feminino = r.proximo() < 0.55;
    let nome: string;
    do nome = `${r.item(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS)} ${r.item(SOBRENOMES)} ${r.item(SOBRENOMES)}`;
    while (usados.has(nome));
    usados.add(nome);
    const [primeiro, ultimo] = [semAcento(nome.split(' ')[0]!), semAcento(nome.split(' ').at(-1)!)];
    const entrada = dataEntre(r, 2012, 2024);
    const inativo = i % 6 === 5;
    const input = assessorInputSchema.parse({
      cpf: cpfValido(r),
      nome,
      ativo: !inativo,
      telefone: `799${r.inteiro(8100, 9999)}${r.inteiro(1000, 9999)}`,
      email: `${primeiro}.${ultimo}${r.inteiro(1, 99)}@exemplo.com.br`,
      email_institucional: `${primeiro}.${ultimo}@defensoria.exemplo.gov.br`,
      data_entrada: entrada,
      data_sessao: i % 4 === 0 ? entrada : null,
      data_saida: inativo ? dataEntre(r, Number(entrada.slice(0, 4)) + 1, 2025) : null,
    });
    const assessor = await createAssessor(db, contextoDoSistema(), input);
    if (i % 5 === 0) {
      const portaria = pdfSimples([
        'DEFENSORIA PÚBLICA DO ESTADO (exemplo fictício)',
        `Portaria nº ${100 + i}/${entrada.slice(0, 4)}`,
        `Nomeia ${nome}, CPF ${formatCpf(input.cpf)}, para o cargo de Assessor(a).`,
      ]);
      await createAnexo(db, contextoDoSistema(), { tipo: 'assessor', id: assessor.id }, validarArquivo(portaria, `Portaria de nomeação ${100 + i}.pdf`));
    }
  }
}
