import ExcelJS from 'exceljs';
import { relatorioDeMovimentacoesSchema, relatorioPorDefensor, relatorioPorLocal, resumoPorDefensor, resumoPorLocal, resumoPorTipo, totaisDe, type RelatorioDeMovimentacoes } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defensorNoBanco } from '../../../test/acoes.js';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { nucleoNoBanco, tipoNoBanco } from '../../../test/movimentacoes.js';
import { lerPdf } from '../../../test/pdf.js';
import { movimentacao, registroMovimentacao } from '../movimentacoes/table.js';

const t = await testApp();
const db = t.database.db;
const ids: Record<string, number> = {};
let token: string;

async function entregar(m: { defensor: number; referencia: string; recebimento: string; civel: boolean; criminal: boolean; defensoria?: number; nucleo?: number }, linhas: [number, number][]) {
  const [r] = await db
    .insert(movimentacao)
    .values({ defensorId: m.defensor, referencia: m.referencia, dataRecebimento: m.recebimento, civel: m.civel, criminal: m.criminal, defensoriaId: m.defensoria ?? null, nucleoId: m.nucleo ?? null })
    .returning({ id: movimentacao.id });
  for (const [tipo, quantidade] of linhas) await db.insert(registroMovimentacao).values({ movimentacaoId: r!.id, tipoId: tipo, quantidade });
}

// A fixed dataset in 2019, a year no other test writes: Ana delivers for the Defensoria A in March (cível) and April
// (criminal); Bia for the Núcleo B in March (both marks: Outro) and for the Defensoria A in February (no mark: Outro).
beforeAll(async () => {
  token = await t.tokenWith(['MOVIMENTACAO_ENUMERATE']);
  ids.ana = (await defensorNoBanco(db, { nome: 'Ana Relatório' })).id;
  ids.bia = (await defensorNoBanco(db, { nome: 'Bia Relatório' })).id;
  ids.d1 = (await defensoriaNoBanco(db, { nome: 'Defensoria A do Relatório' })).id;
  ids.n1 = await nucleoNoBanco(db, 'Núcleo B do Relatório');
  ids.atendimento = await tipoNoBanco(db, 'Atendimento (relatório)');
  ids.peticao = await tipoNoBanco(db, 'Petição (relatório)', { inicial: true });
  ids.mediacao = await tipoNoBanco(db, 'Mediação (relatório)', { nucleo: true });
  await entregar({ defensor: ids.ana, defensoria: ids.d1, referencia: '2019-03', recebimento: '2019-04-05', civel: true, criminal: false }, [[ids.atendimento, 10], [ids.peticao, 2]]);
  await entregar({ defensor: ids.ana, defensoria: ids.d1, referencia: '2019-04', recebimento: '2019-05-02', civel: false, criminal: true }, [[ids.atendimento, 5]]);
  await entregar({ defensor: ids.bia, nucleo: ids.n1, referencia: '2019-03', recebimento: '2019-03-30', civel: true, criminal: true }, [[ids.mediacao, 7]]);
  await entregar({ defensor: ids.bia, defensoria: ids.d1, referencia: '2019-02', recebimento: '2019-04-10', civel: false, criminal: false }, [[ids.atendimento, 1]]);
});

const pedir = async (caminho: string, tk = token) => {
  const res = await t.req({ method: 'GET', url: `/api/relatorio/movimentacoes/${caminho}`, token: tk });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<RelatorioDeMovimentacoes>();
};
const porNome = (linhas: { nome: string; total: number; civel: number; criminal: number; outro: number }[]) => Object.fromEntries(linhas.map((l) => [l.nome, [l.civel, l.criminal, l.outro, l.total]]));

describe('the movement report', () => {
  it('by reference month: each tab adds up by hand, by category, and every view agrees with the raw movements', async () => {
    const r = await pedir('2019-03-01/2019-04-30/true');
    // The answer is PostgreSQL's JSON text: it must still be exactly the route's schema.
    expect(relatorioDeMovimentacoesSchema.strict().parse(r)).toBeTruthy();
    expect(r.meses).toEqual(['2019-03', '2019-04']);
    expect(r.porMes).toEqual([{ mes: '2019-03', quantidade: 19 }, { mes: '2019-04', quantidade: 5 }]);
    expect(totaisDe(r.linhas)).toEqual({ civel: 12, criminal: 5, outro: 7, total: 24 });
    expect(porNome(resumoPorDefensor(r.linhas))).toEqual({ 'Ana Relatório': [12, 5, 0, 17], 'Bia Relatório': [0, 0, 7, 7] });
    expect(porNome(resumoPorTipo(r.linhas))).toEqual({ 'Atendimento (relatório)': [10, 5, 0, 15], 'Mediação (relatório)': [0, 0, 7, 7], 'Petição (relatório)': [2, 0, 0, 2] });
    expect(porNome(resumoPorLocal(r.linhas))).toEqual({ 'Defensoria A do Relatório': [12, 5, 0, 17], 'Núcleo B do Relatório': [0, 0, 7, 7] });
    const [ana] = relatorioPorDefensor(r.linhas);
    expect(ana).toMatchObject({ nome: 'Ana Relatório', outros: ['Defensoria A do Relatório'], totais: { total: 17 } });
    expect(ana!.linhas.map((l) => [l.tipo, l.civel, l.criminal, l.total])).toEqual([['Atendimento (relatório)', 10, 5, 15], ['Petição (relatório)', 2, 0, 2]]);
    // Every tab's total is the sum of the raw lines, read straight from the tables.
    const consulta = sql`select sum(r.quantidade)::int as bruto from registro_movimentacao r join movimentacao m on m.id = r.movimentacao_id where m.referencia between '2019-03' and '2019-04'`;
    const { bruto } = ((await db.execute(consulta)) as unknown as { rows: { bruto: number }[] }).rows[0]!;
    const soma = (xs: { total: number }[]) => xs.reduce((s, x) => s + x.total, 0);
    for (const total of [soma(resumoPorDefensor(r.linhas)), soma(resumoPorTipo(r.linhas)), soma(resumoPorLocal(r.linhas)), soma(relatorioPorDefensor(r.linhas).map((g) => g.totais)), soma(relatorioPorLocal(r.linhas).map((g) => g.totais))]) {
      expect(total).toBe(bruto);
    }
  });

  it('by receipt date, and narrowed by category, types, defender and place', async () => {
    const porRecebimento = await pedir('2019-04-01/2019-04-30/false');
    expect(totaisDe(porRecebimento.linhas)).toEqual({ civel: 12, criminal: 0, outro: 1, total: 13 });
    expect(porRecebimento.porMes).toEqual([{ mes: '2019-04', quantidade: 13 }]);
    // Cível alone keeps the movements marked cível (Bia's, marked both, too); Criminal alone the criminal ones.
    expect(totaisDe((await pedir('2019-03-01/2019-04-30/true?criminal=false')).linhas)).toEqual({ civel: 12, criminal: 0, outro: 7, total: 19 });
    expect(totaisDe((await pedir('2019-03-01/2019-04-30/true?civel=false')).linhas)).toEqual({ civel: 0, criminal: 5, outro: 7, total: 12 });
    expect(totaisDe((await pedir(`2019-03-01/2019-04-30/true?tipos=${ids.atendimento}`)).linhas).total).toBe(15);
    expect(totaisDe((await pedir(`2019-03-01/2019-04-30/true?tipos=${ids.atendimento}&tipos=${ids.mediacao}`)).linhas).total).toBe(22);
    expect(totaisDe((await pedir(`2019-03-01/2019-04-30/true?defensor=${ids.bia}`)).linhas).total).toBe(7);
    expect(totaisDe((await pedir(`2019-01-01/2019-04-30/true?defensoria=${ids.d1}`)).linhas).total).toBe(18);
    expect(totaisDe((await pedir(`2019-01-01/2019-12-31/true?nucleo=${ids.n1}`)).linhas).total).toBe(7);
  });

  it('refuses bad filters with pt-BR messages and needs MOVIMENTACAO_ENUMERATE', async () => {
    const msg = async (url: string) => (await t.req({ method: 'GET', url: `/api/relatorio/movimentacoes/${url}`, token })).json().message;
    expect(await msg('2019-03-01/2019-04-30/true?civel=false&criminal=false')).toBe('Marque Cível, Criminal ou os dois.');
    expect(await msg('2019-04-30/2019-03-01/true')).toBe('A data final não pode ser anterior à inicial.');
    expect(await msg('2019-02-30/2019-03-01/true')).toBe('Informe uma data válida (aaaa-mm-dd).');
    expect(await msg('2010-01-01/2019-03-01/true')).toBe('O relatório cobre no máximo cinco anos.');
    expect(await msg('2019-03-01/2019-04-30/talvez')).toBe('Por data de referência: use true ou false.');
    expect(await msg('2019-03-01/2019-04-30/true?tipos=x')).toBe('Tipos de Movimentos: informe ids de tipos.');
    const negado = await t.req({ method: 'GET', url: '/api/relatorio/movimentacoes/2019-03-01/2019-04-30/true', token: await t.tokenWith(['MOVIMENTACAO_READ']) });
    expect(negado.statusCode).toBe(403);
  });

  it('Excel: one sheet per tab, numbers as numbers, totals as formulas, the header frozen', async () => {
    const res = await t.req({ method: 'GET', url: '/api/relatorio/movimentacoes/2019-03-01/2019-04-30/true/xlsx?porValor=true', token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/relatorio-movimentacoes-2019-03-01-2019-04-30\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Relatório Defensor', 'Relatório Defensoria', 'Agrupado por Tipo', 'Agrupado por Defensor', 'Agrupado por Defensoria']);
    const tipo = wb.getWorksheet('Agrupado por Tipo')!;
    expect(tipo.getRow(3).values).toEqual([undefined, 'Tipo', 'Cível', 'Criminal', 'Outro', 'Total']);
    // Ordered by value: Atendimento 15, Mediação 7, Petição 2.
    expect(tipo.getRow(4).values).toEqual([undefined, 'Atendimento (relatório)', 10, 5, 0, 15]);
    expect(tipo.getCell('E6').value).toBe(2);
    expect(tipo.getCell('E7').value).toEqual({ formula: 'SUM(E4:E6)', result: 24 });
    expect(tipo.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    const defensor = wb.getWorksheet('Relatório Defensor')!;
    expect(defensor.getRow(4).values).toEqual([undefined, 'Ana Relatório', 'Defensoria A do Relatório', 'Atendimento (relatório)', 10, 5, 0, 15]);
    expect(defensor.getCell('G7').value).toEqual({ formula: 'SUM(G4:G6)', result: 24 });
  });

  it('PDFs: a tab as on screen with its chart, a simple table, and the complete report with every tab', async () => {
    const pdf = async (q: string, nome: string) => {
      const res = await t.req({ method: 'GET', url: `/api/relatorio/movimentacoes/2019-03-01/2019-04-30/true/pdf?${q}`, token });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return lerPdf(res.rawPayload, nome);
    };
    const tipo = await pdf('aba=tipo&porValor=true', 'relatorio-movimentacoes-tipo.pdf');
    expect(tipo.texto).toContain('Relatório de Movimentações — Agrupado por Tipo');
    expect(tipo.texto).toContain('01/03/2019 a 30/04/2019 · por mês de referência');
    expect(tipo.texto).toMatch(/Atendimento \(relatório\)\s+10\s+5\s+0\s+15/);
    expect(tipo.texto).toContain('Total geral: 24 (Cível 12 · Criminal 5 · Outro 7)');
    const simples = await pdf('aba=defensor&modo=simples', 'relatorio-movimentacoes-simples.pdf');
    expect(simples.texto).toMatch(/Ana Relatório\s+Defensoria A do Relatório\s+Atendimento \(relatório\)\s+10\s+5\s+0\s+15/);
    const completo = await pdf('modo=completo', 'relatorio-movimentacoes-completo.pdf');
    for (const aba of ['Relatório (Defensor)', 'Relatório (Defensoria)', 'Agrupado por Tipo', 'Agrupado por Defensor', 'Agrupado por Defensoria']) expect(completo.texto).toContain(aba);
    expect(completo.paginas).toBeGreaterThanOrEqual(5);
    expect((await t.req({ method: 'GET', url: '/api/relatorio/movimentacoes/2019-03-01/2019-04-30/true/pdf?aba=x', token })).json().message).toMatch(/^Aba: use /);
  });
});
