import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  relatorioDeDefensoresSchema,
  relatorioDeEstagiariosSchema,
  relatorioDeFeriasSchema,
  relatorioDeNucleosSchema,
  type DefensorDoRelatorio,
  type DefensorNoRelatorioDeFerias,
  type LinhaDoRelatorioDeEstagiarios,
  type NucleoDoRelatorio,
} from '@sgi/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defensoriaNoBanco } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { ANO, DIA, estagioNoBanco, montarDados } from '../../../test/relatorios.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../../lib/contagem-consultas.js';
import { defensorNoBanco, lotar } from '../../../test/acoes.js';
import { lotacao } from '../lotacoes/table.js';

/** The PDFs and their pages as images, kept for a person to look at (test-results/ is ignored by git). */
const SAIDA = path.resolve(import.meta.dirname, '../../../../../test-results/relatorios');
fs.mkdirSync(SAIDA, { recursive: true });
function lerPdf(nome: string, bytes: Buffer) {
  const arquivo = path.join(SAIDA, `${nome}.pdf`);
  fs.writeFileSync(arquivo, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '2', arquivo, path.join(SAIDA, nome)]);
  const info = execFileSync('pdfinfo', [arquivo], { encoding: 'utf8' });
  return { info, paginas: Number(/Pages:\s+(\d+)/.exec(info)![1]), texto: execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' }) };
}
async function lerXlsx(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}

describe('reports on placements and leave (issue 16)', async () => {
  const t = await testApp({ contarConsultas: true });
  const token = await t.tokenWith('todas');
  let dados: Awaited<ReturnType<typeof montarDados>>;
  beforeAll(async () => {
    dados = await montarDados(t.database.db);
  });
  const get = async <T>(url: string, tk = token) => {
    const res = await t.req({ method: 'GET', url, token: tk });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json<T>();
  };

  describe('GET lotacoes-estagiario', () => {
    it('answers comarca → prédio → defensoria with the maximum, defenders with marks, interns padded, substitutes and sectors', async () => {
      const linhas = await get<LinhaDoRelatorioDeEstagiarios[]>(`/api/lotacoes-estagiario?data=${DIA}`);
      relatorioDeEstagiariosSchema.parse(linhas);
      const aju = linhas.find((c) => c.comarca_nome === 'Aracaju')!;
      expect(aju.predios.map((p) => p.predio_nome)).toEqual(['Fórum Gumersindo Bessa']);
      expect(aju.predios[0]!.defensorias).toEqual([
        {
          defensoria_nome: '1ª Defensoria Cível',
          defensoria_maximo_estagiarios: 2,
          defensores: ['Ana Titular [T]'],
          estagiarios: ['Eva Estagiária', null],
          substituta1_nome: '2ª Defensoria Cível',
          substituta2_nome: '1ª Defensoria Criminal',
          setores: ['CIV'],
        },
        { defensoria_nome: '2ª Defensoria Cível', defensoria_maximo_estagiarios: 0, defensores: ['Bruno Substituto [S]'], estagiarios: [null], substituta1_nome: null, substituta2_nome: null, setores: [] },
        // Over the maximum: every intern, no blank line; the exonerated defender's placement ended.
        { defensoria_nome: '1ª Defensoria Criminal', defensoria_maximo_estagiarios: 1, defensores: ['Diego Acumula [A]'], estagiarios: ['Fábio Estagiário', 'Gabi Estagiária'], substituta1_nome: null, substituta2_nome: null, setores: [] },
      ]);
      expect(JSON.stringify(linhas)).not.toContain('Defensoria Fora do Relatório');
      // The day before, the intern who left is still there.
      const antes = await get<LinhaDoRelatorioDeEstagiarios[]>('/api/lotacoes-estagiario?data=2026-03-09');
      expect(antes.find((c) => c.comarca_nome === 'Aracaju')!.predios[0]!.defensorias[0]!.estagiarios).toEqual(['Eva Estagiária', 'Júlio Que Saiu']);
    });

    it('refuses a bad day with a pt-BR message (400)', async () => {
      const res = await t.req({ method: 'GET', url: '/api/lotacoes-estagiario?data=10/03/2026', token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Formato de data inválido' });
    });

    it('prints the PDF in landscape with the padded lines and the day', async () => {
      const res = await t.req({ method: 'GET', url: `/api/lotacoes-estagiario/pdf?data=${DIA}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/filename="relatorio-estagiarios-2026-03-10\.pdf"/);
      const pdf = lerPdf('estagiarios', res.rawPayload);
      expect(pdf.info).toMatch(/Page size:\s+841\.8\d* x 595\.2\d* pts \(A4\)/);
      for (const s of ['Relatório de Estagiários', 'Lotações em 10/03/2026', 'Aracaju', 'Fórum Gumersindo Bessa', '1ª Defensoria Cível', 'Máx. 2 estagiário(s)',
        'Ana Titular [T]', 'Eva Estagiária', '(vaga)', '1ª 2ª Defensoria Cível', 'Gabi Estagiária', 'CIV', 'Gerado em', 'Página 1 de']) {
        expect(pdf.texto).toContain(s);
      }
    });

    it('exports a real .xlsx: typed numbers and dates, frozen header, totals by formula', async () => {
      const res = await t.req({ method: 'GET', url: `/api/lotacoes-estagiario/xlsx?data=${DIA}`, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const ws = await lerXlsx(res.rawPayload);
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
      expect(ws.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 2, 10)));
      expect(ws.getRow(3).values).toEqual([undefined, 'Comarca', 'Prédio', 'Defensoria', 'Máx. estagiários', 'Estagiários lotados', 'Vagas', 'Defensores', 'Estagiários', 'Substituta 1', 'Substituta 2', 'Setores']);
      const linhas = ws.getRows(4, ws.rowCount - 4)!.map((r) => r.values as unknown[]);
      const civel = linhas.find((l) => l[3] === '1ª Defensoria Cível')!;
      expect(civel.slice(4, 9)).toEqual([2, 1, 1, 'Ana Titular [T]', 'Eva Estagiária']);
      const criminal = linhas.find((l) => l[3] === '1ª Defensoria Criminal')!;
      expect(criminal.slice(4, 7)).toEqual([1, 2, 0]);
      const total = ws.getRow(ws.rowCount);
      expect(total.getCell(1).value).toBe('Total');
      expect(total.getCell(4).value).toMatchObject({ formula: `SUM(D4:D${ws.rowCount - 1})` });
      expect((total.getCell(5).value as { result: number }).result).toBe(linhas.reduce((s, l) => s + Number(l[5] ?? 0), 0));
    });
  });

  describe('GET relatorio/nucleos', () => {
    it('answers each núcleo with its members of the day, maximum and substitutes; an empty one (VAGO) with one blank line', async () => {
      const nucleos = await get<NucleoDoRelatorio[]>(`/api/relatorio/nucleos?data=${DIA}`);
      relatorioDeNucleosSchema.parse(nucleos);
      const [nep, vazio] = nucleos.filter((n) => n.comarca_nome === 'Aracaju');
      expect(nep).toMatchObject({
        nucleo_nome: 'Núcleo de Execução Penal',
        predio_nome: 'Fórum Gumersindo Bessa',
        maximo_integrantes: 2,
        substituto1_nome: 'Ana Titular',
        substituto2_nome: 'Bruno Substituto',
        vago: null,
        defensores: ['Diego Acumula [T]'],
        assessores: ['Hugo Assessor'],
        estagiarios: ['Íris Estagiária', null],
      });
      expect(vazio).toMatchObject({ nucleo_nome: 'Núcleo Vazio', predio_nome: null, vago: '(VAGO)', defensores: [], assessores: [], estagiarios: [null], substituto1_nome: null });
    });

    it('prints the PDF and exports the .xlsx', async () => {
      const pdf = lerPdf('nucleos', (await t.req({ method: 'GET', url: `/api/relatorio/nucleos/pdf?data=${DIA}`, token })).rawPayload);
      for (const s of ['Relatório de Núcleos', 'Integrantes em 10/03/2026', 'Núcleo de Execução Penal', 'Aracaju · Fórum Gumersindo Bessa', 'Diego Acumula [T]', 'Hugo Assessor', 'Íris Estagiária', '(vaga)', '(VAGO)', '1ª Ana Titular', '2ª Bruno Substituto']) {
        expect(pdf.texto).toContain(s);
      }
      const res = await t.req({ method: 'GET', url: `/api/relatorio/nucleos/xlsx?data=${DIA}`, token });
      expect(res.headers['content-disposition']).toMatch(/relatorio-nucleos-2026-03-10\.xlsx/);
      const ws = await lerXlsx(res.rawPayload);
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
      const nep = ws.getRows(4, ws.rowCount - 3)!.map((r) => r.values as unknown[]).find((l) => l[3] === 'Núcleo de Execução Penal')!;
      expect(nep.slice(4, 12)).toEqual([2, 1, 1, 'Diego Acumula [T]', 'Hugo Assessor', 'Íris Estagiária', 'Ana Titular', 'Bruno Substituto']);
    });
  });

  describe('GET relatorio/defensores/lotacoes', () => {
    it('answers the active defenders with their dates and placements of the day; inativos adds the exonerated one', async () => {
      const ativos = await get<DefensorDoRelatorio[]>(`/api/relatorio/defensores/lotacoes?data=${DIA}`);
      relatorioDeDefensoresSchema.parse(ativos);
      const ana = ativos.find((d) => d.id === dados.ana.id)!;
      expect(ana).toEqual({
        id: dados.ana.id,
        nome: 'Ana Titular',
        ativo: true,
        data_admissao: '2010-02-10',
        data_referencia: null,
        data_exoneracao: null,
        lotacoes: [{ tipo: 2, marca: '[T]', local: '1ª Defensoria Cível', nucleo: false, data_inicial: '2015-01-01', data_final: null }],
      });
      const diego = ativos.find((d) => d.id === dados.diego.id)!;
      expect(diego.data_referencia).toBe('2016-01-01');
      expect(diego.lotacoes.map((l) => [l.marca, l.local, l.nucleo])).toEqual([['[T]', 'Núcleo de Execução Penal', true], ['[A]', '1ª Defensoria Criminal', false]]);
      expect(ativos.some((d) => d.id === dados.carla.id)).toBe(false);
      const todos = await get<DefensorDoRelatorio[]>(`/api/relatorio/defensores/lotacoes?data=${DIA}&inativos=true`);
      expect(todos.find((d) => d.id === dados.carla.id)).toMatchObject({ ativo: false, data_exoneracao: '2025-12-31', lotacoes: [] });
      const emDezembro = await get<DefensorDoRelatorio[]>('/api/relatorio/defensores/lotacoes?data=2025-12-31&inativos=1');
      expect(emDezembro.find((d) => d.id === dados.carla.id)!.lotacoes.map((l) => l.local)).toEqual(['1ª Defensoria Criminal']);
    });

    it('prints on the 600-point band: 24 rows a page, the header repeated, one row per placement', async () => {
      // Enough defenders for three pages.
      const x = await defensoriaNoBanco(t.database.db, { nome: 'Defensoria da Paginação' });
      // A long name and a long office are cut to one line, never wrapped (a row is 22 points).
      const longa = await defensoriaNoBanco(t.database.db, { nome: '12ª Defensoria Pública Especializada em Direitos Difusos e Coletivos' });
      await lotar(t.database.db, (await defensorNoBanco(t.database.db, { nome: 'Maria da Conceição Albuquerque Vasconcelos de Oliveira' })).id, longa.id);
      for (let i = 1; i <= 50; i++) await lotar(t.database.db, (await defensorNoBanco(t.database.db, { nome: `Zé Paginado ${String(i).padStart(2, '0')}` })).id, x.id);
      const res = await t.req({ method: 'GET', url: `/api/relatorio/defensores/lotacoes/pdf?data=${DIA}`, token });
      expect(res.headers['content-disposition']).toMatch(/relatorio-defensores-2026-03-10\.pdf/);
      const pdf = lerPdf('defensores', res.rawPayload);
      expect(pdf.info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
      const linhas = (await get<DefensorDoRelatorio[]>(`/api/relatorio/defensores/lotacoes?data=${DIA}`)).reduce((s, d) => s + Math.max(1, d.lotacoes.length), 0);
      expect(pdf.paginas).toBe(Math.ceil(linhas / 24));
      const paginas = pdf.texto.split('\f').filter((p) => p.trim());
      expect(paginas[1]).toContain('Relatório de Defensores (continuação)');
      for (const p of paginas) expect(p).toContain('Admissão');
      // Each full page holds exactly 24 rows: the Zé's on page 2 are 24 lines of the page.
      expect(paginas[1]!.match(/Zé Paginado \d\d|Ana Titular|Bruno Substituto|Diego Acumula/g)?.length).toBeLessThanOrEqual(24);
      for (const s of ['Relatório de Defensores', 'Ana Titular', '10/02/2010', '1ª Defensoria Cível [T]', 'Núcleo de Execução Penal [T]', '1ª Defensoria Criminal [A]']) {
        expect(pdf.texto).toContain(s);
      }
    });
  });

  describe('GET relatorio/defensores (leave)', () => {
    it('with the whole history: every action kept on the report, its days, and each acquisition period with days used and left', async () => {
      const linhas = await get<DefensorNoRelatorioDeFerias[]>('/api/relatorio/defensores?todoperiodo=true');
      relatorioDeFeriasSchema.parse(linhas);
      const ana = linhas.find((d) => d.id === dados.ana.id)!;
      expect(ana.periodos.map((p) => [p.tipo, p.data_inicial, p.dias])).toEqual([
        [0, `${ANO - 1}-03-01`, 30],
        [0, `${ANO - 1}-11-01`, 5],
        [0, `${ANO}-01-05`, 15],
        [0, `${ANO}-07-01`, 10],
        [4, `${ANO}-09-01`, 30],
      ]);
      expect(ana.aquisitivos).toEqual([
        { tipo: 0, inicio: `${ANO - 3}-02-10`, fim: `${ANO - 2}-02-09`, limite: 60, usados: 30, restantes: 30 },
        { tipo: 0, inicio: `${ANO - 2}-02-10`, fim: `${ANO - 1}-02-09`, limite: 60, usados: 30, restantes: 30 },
        { tipo: 4, inicio: '2015-02-10', fim: '2020-02-09', limite: 90, usados: 30, restantes: 60 },
      ]);
      const bruno = linhas.find((d) => d.id === dados.bruno.id)!;
      // The action taken off the report (ativorelatorio false) is not in it.
      expect(bruno.periodos.map((p) => [p.tipo, p.dias])).toEqual([[1, 1]]);
      expect(linhas.some((d) => d.id === dados.carla.id)).toBe(false);
    });

    it("without the history, from 1 January on, the balance still counting the period's earlier days; somenteferias keeps only férias", async () => {
      const linhas = await get<DefensorNoRelatorioDeFerias[]>('/api/relatorio/defensores?todoperiodo=false&somenteferias=true');
      const ana = linhas.find((d) => d.id === dados.ana.id)!;
      expect(ana.periodos.map((p) => p.data_inicial)).toEqual([`${ANO}-01-05`, `${ANO}-07-01`]);
      expect(ana.aquisitivos).toEqual([{ tipo: 0, inicio: `${ANO - 2}-02-10`, fim: `${ANO - 1}-02-09`, limite: 60, usados: 30, restantes: 30 }]);
      expect(linhas.some((d) => d.id === dados.bruno.id)).toBe(false);
    });

    it('prints the three models of the menu; the note shows only where the action says so; a bad model is a 400', async () => {
      const pdf = async (modelo: string) => lerPdf(`ferias-${modelo}`, (await t.req({ method: 'GET', url: `/api/relatorio/defensores/pdf?todoperiodo=true&modelo=${modelo}`, token })).rawPayload);
      const simples = await pdf('simples');
      expect(simples.texto).toContain('Relatório de Férias e Afastamentos');
      expect(simples.texto).toContain('Histórico completo; todos os tipos');
      expect(simples.texto).toContain(`Férias 05/01/${ANO} a 19/01/${ANO} (15 dias)`);
      expect(simples.texto).toContain(`Folga Natalícia 20/05/${ANO} a 20/05/${ANO} (1 dia)`);
      const tabela = await pdf('tabela');
      for (const s of ['Defensor', 'Período aquisitivo', 'Férias de janeiro', `10/02/${ANO - 2}`]) expect(tabela.texto).toContain(s);
      expect(tabela.texto).not.toContain('Anotação escondida');
      expect(tabela.texto).not.toContain('Fora do relatório');
      const completo = await pdf('completo');
      expect(completo.texto).toContain('Ana Titular — 5 ações, 90 dias');
      expect(completo.texto).toContain(`Férias — período aquisitivo 10/02/${ANO - 2} a 09/02/${ANO - 1}: 30 de 60 dias, restam 30`);
      expect(completo.texto).toContain('Licença Prêmio — período aquisitivo 10/02/2015 a 09/02/2020: 30 de 90 dias, restam 60');
      const ruim = await t.req({ method: 'GET', url: '/api/relatorio/defensores/pdf?modelo=bonito', token });
      expect(ruim.statusCode).toBe(400);
      expect(ruim.json()).toMatchObject({ message: 'Modelo de PDF inválido: use simples, tabela ou completo.' });
    });
  });

  describe('permissions (ADR 085)', () => {
    it('the placements reports need LOTACAO_ENUMERATE; defenders also DEFENSOR_ENUMERATE; leave also PERIODO_ENUMERATE', async () => {
      const lotacoes = await t.tokenWith(['LOTACAO_ENUMERATE']);
      const status = async (url: string, tk: string) => (await t.req({ method: 'GET', url, token: tk })).statusCode;
      expect(await status('/api/lotacoes-estagiario', lotacoes)).toBe(200);
      expect(await status('/api/relatorio/nucleos', lotacoes)).toBe(200);
      expect(await status('/api/relatorio/defensores/lotacoes', lotacoes)).toBe(403);
      expect(await status('/api/relatorio/defensores', lotacoes)).toBe(403);
      const outro = await t.tokenWith(['DEFENSOR_ENUMERATE', 'PERIODO_ENUMERATE']);
      expect(await status('/api/lotacoes-estagiario/xlsx', outro)).toBe(403);
      expect(await status('/api/relatorio/defensores/lotacoes', await t.tokenWith(['LOTACAO_ENUMERATE', 'DEFENSOR_ENUMERATE']))).toBe(200);
      expect(await status('/api/relatorio/defensores', await t.tokenWith(['LOTACAO_ENUMERATE', 'PERIODO_ENUMERATE']))).toBe(200);
      expect(await status('/api/relatorio/nucleos', '')).toBe(401);
    });
  });

  describe('a constant number of queries, however many offices', () => {
    it('each report costs the same queries before and after the state grows', async () => {
      const urls = [`/api/lotacoes-estagiario?data=${DIA}`, `/api/relatorio/nucleos?data=${DIA}`, `/api/relatorio/defensores/lotacoes?data=${DIA}`, '/api/relatorio/defensores?todoperiodo=true'];
      const contar = async () => {
        const n: number[] = [];
        // Past the kept interns report (ADR 106): what is counted is what building each report reads.
        for (const url of urls) n.push(Number((await t.req({ method: 'GET', url, token, headers: { ...PEDIR_CONTAGEM, 'cache-control': 'no-cache' } })).headers[CABECALHO_CONSULTAS]));
        return n;
      };
      await contar(); // the session into the cache
      const antes = await contar();
      expect(antes).toEqual([1, 5, 1, 1]);
      const db = t.database.db;
      for (let i = 0; i < 6; i++) {
        const d = await defensoriaNoBanco(db, { maximoEstagiarios: 2 });
        const quem = await defensorNoBanco(db);
        await lotar(db, quem.id, d.id);
        await db.insert(lotacao).values({ tipo: 4, estagioId: await estagioNoBanco(db, `Estagiária Escala ${i}`, dados.base), defensoriaId: d.id, dataInicial: '2025-01-01' });
      }
      expect(await contar()).toEqual(antes);
    });
  });
});
