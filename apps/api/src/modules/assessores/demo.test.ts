import { isValidCpf } from '@sgi/domain';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.js';
import { anexo } from '../anexos/table.js';
import { pdfSimples, seedAssessoresDemo } from './demo.js';
import { assessor } from './table.js';

const t = await testApp();
// A second fresh database: the seed must give the same data on every start.
const outro = await testApp();

describe('seedAssessoresDemo', () => {
  it('seeds valid, deterministic advisors, some inactive, some with a PDF attached', async () => {
    await seedAssessoresDemo(t.database.db);
    const rows = await t.database.db.select().from(assessor).orderBy(assessor.id);
    expect(rows).toHaveLength(48);
    expect(rows.every((a) => isValidCpf(a.cpf) && a.nome && a.emailInstitucional?.endsWith("@defensoria.exemplo.gov.br"))).toBe(true);
    expect(rows.filter((a) => !a.ativo)).toHaveLength(8);
    expect(rows.filter((a) => !a.ativo).every((a) => a.dataSaida && a.dataEntrada && a.dataSaida >= a.dataEntrada)).toBe(true);
    // the same data on every start (a seeded PRNG)
    await seedAssessoresDemo(outro.database.db, 3);
    const denovo = await outro.database.db.select({ cpf: assessor.cpf, nome: assessor.nome }).from(assessor).orderBy(assessor.id);
    expect(denovo).toEqual(rows.slice(0, 3).map((a) => ({ cpf: a.cpf, nome: a.nome })));
    const anexos = await t.database.db.select().from(anexo);
    expect(anexos).toHaveLength(10);
    expect(anexos.every((a) => a.contentType === 'application/pdf' && a.filename.startsWith('Portaria de nomeação'))).toBe(true);
  });

  it('writes PDFs whose cross-reference table points at each object', () => {
    const pdf = pdfSimples(['Portaria nº 1/2024', 'Ação (teste)']).toString('latin1');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref).startsWith('xref')).toBe(true);
    expect(pdf).toContain('(A\xe7\xe3o \\(teste\\)) Tj');
  });
});
