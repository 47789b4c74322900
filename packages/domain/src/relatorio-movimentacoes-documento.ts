import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import {
  ABAS_RELATORIO_MOVIMENTACOES,
  descricaoDoPeriodo,
  ehAbaResumo,
  ordenarPorValor,
  relatorioPorDefensor,
  relatorioPorLocal,
  resumoPorDefensor,
  resumoPorLocal,
  resumoPorTipo,
  rotuloDoMes,
  tendenciaMensal,
  totaisDe,
  type AbaRelatorioMovimentacoes,
  type GrupoDoRelatorio,
  type RelatorioDeMovimentacoes,
  type ResumoDoRelatorio,
} from './relatorio-movimentacoes.js';

/**
 * The movement report's documents (issue 17, ADR 080): the flat table of each tab (the Excel sheets and PDF Simples),
 * each tab's PDF as on screen (PDF Automático: groups in blocks of 20, summary rows in blocks of 35 — §9 — with the
 * chart drawn as SVG) and PDF Completo (every tab in one document).
 */

/** §9: movement PDFs put 20 registros (a detail tab's groups) and 35 rows (a summary tab's) in a block. */
export const RELATORIO_MOVIMENTACOES_BLOCOS = { registros: 20, linhas: 35 } as const;

export const CORES_CATEGORIAS = { civel: '#1c7ed6', criminal: '#e8590c', outro: '#868e96' } as const;

export const tituloDaAba = (aba: AbaRelatorioMovimentacoes) => ABAS_RELATORIO_MOVIMENTACOES.find((a) => a.value === aba)!.label;

export interface OpcoesDaAba {
  /** 'Ordenar por valor' of the summary tabs */
  porValor?: boolean;
}

/** A tab as a flat table: the header, the rows with numbers as numbers, and how many trailing columns are numbers. */
export interface TabelaPlana {
  aba: AbaRelatorioMovimentacoes;
  titulo: string;
  cabecalho: string[];
  linhas: (string | number)[][];
  /** the trailing columns holding numbers (Cível, Criminal, Outro, Total) */
  numericas: number;
}

const NUMEROS = ['Cível', 'Criminal', 'Outro', 'Total'];
const numeros = (t: { civel: number; criminal: number; outro: number; total: number }) => [t.civel, t.criminal, t.outro, t.total];

/** The summary rows of a summary tab, in the order the screen shows them. */
export function resumoDaAba(r: RelatorioDeMovimentacoes, aba: 'tipo' | 'porDefensor' | 'porDefensoria', o: OpcoesDaAba = {}): ResumoDoRelatorio[] {
  const linhas = aba === 'tipo' ? resumoPorTipo(r.linhas) : aba === 'porDefensor' ? resumoPorDefensor(r.linhas) : resumoPorLocal(r.linhas);
  return ordenarPorValor(linhas, o.porValor ?? false);
}

/** The groups of a detail tab. */
export const gruposDaAba = (r: RelatorioDeMovimentacoes, aba: 'defensor' | 'defensoria'): GrupoDoRelatorio[] =>
  aba === 'defensor' ? relatorioPorDefensor(r.linhas) : relatorioPorLocal(r.linhas);

const NOME_DA_COLUNA: Record<'tipo' | 'porDefensor' | 'porDefensoria', string> = { tipo: 'Tipo', porDefensor: 'Defensor', porDefensoria: 'Defensoria / Núcleo' };

/** Each tab as one flat table (the Excel sheet; PDF Simples): a detail tab repeats its group on every line. */
export function tabelaPlana(r: RelatorioDeMovimentacoes, aba: AbaRelatorioMovimentacoes, o: OpcoesDaAba = {}): TabelaPlana {
  const titulo = tituloDaAba(aba);
  if (aba === 'defensor' || aba === 'defensoria') {
    const grupo = aba === 'defensor' ? 'Defensor' : 'Defensoria / Núcleo';
    const outros = aba === 'defensor' ? 'Locais' : 'Defensores';
    const linhas = gruposDaAba(r, aba).flatMap((g) => g.linhas.map((l) => [g.nome, g.outros.join('; '), l.tipo, ...numeros(l)]));
    return { aba, titulo, cabecalho: [grupo, outros, 'Tipo', ...NUMEROS], linhas, numericas: 4 };
  }
  const linhas = resumoDaAba(r, aba, o).map((l) => [l.nome, ...numeros(l)]);
  return { aba, titulo, cabecalho: [NOME_DA_COLUNA[aba], ...NUMEROS], linhas, numericas: 4 };
}

// ---- Charts as SVG (pdfmake draws them; the screen uses @mantine/charts with the same figures) ----

const escapar = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const curto = (t: string, n: number) => (t.length > n ? `${t.slice(0, n - 1)}…` : t);

/** Horizontal bars stacked by category, one per row (at most `max`, the largest when ordered by value). */
export function graficoDeBarrasSvg(linhas: readonly ResumoDoRelatorio[], largura = 760, max = 25): string {
  const mostradas = linhas.slice(0, max);
  const rotulo = 190;
  const barra = 14;
  const passo = 20;
  const altura = mostradas.length * passo + 34;
  const maior = Math.max(1, ...mostradas.map((l) => l.total));
  const area = largura - rotulo - 50;
  const partes = mostradas.map((l, i) => {
    const y = i * passo + 4;
    let x = rotulo;
    const segmentos = (['civel', 'criminal', 'outro'] as const).map((c) => {
      const w = (l[c] / maior) * area;
      const s = w > 0 ? `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${barra}" fill="${CORES_CATEGORIAS[c]}"/>` : '';
      x += w;
      return s;
    });
    return `<text x="${rotulo - 6}" y="${y + 11}" font-size="9" text-anchor="end">${escapar(curto(l.nome, 34))}</text>${segmentos.join('')}<text x="${(x + 4).toFixed(1)}" y="${y + 11}" font-size="9">${l.total}</text>`;
  });
  const legenda = (['civel', 'criminal', 'outro'] as const)
    .map((c, i) => `<rect x="${rotulo + i * 90}" y="${altura - 16}" width="10" height="10" fill="${CORES_CATEGORIAS[c]}"/><text x="${rotulo + i * 90 + 14}" y="${altura - 7}" font-size="9">${['Cível', 'Criminal', 'Outro'][i]}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 ${largura} ${altura}">${partes.join('')}${legenda}</svg>`;
}

/** The monthly trend of the Defensor tab as a line. */
export function graficoDeLinhaSvg(pontos: readonly { mes: string; total: number }[], largura = 760, altura = 150): string {
  if (pontos.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="20"></svg>`;
  const maior = Math.max(1, ...pontos.map((p) => p.total));
  const esquerda = 40;
  const baixo = altura - 20;
  const passo = pontos.length > 1 ? (largura - esquerda - 20) / (pontos.length - 1) : 0;
  const xy = pontos.map((p, i) => [esquerda + i * passo, 10 + (1 - p.total / maior) * (baixo - 10)] as const);
  const linha = xy.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  const marcas = pontos
    .map((p, i) => `<circle cx="${xy[i]![0].toFixed(1)}" cy="${xy[i]![1].toFixed(1)}" r="2.5" fill="#1c7ed6"/><text x="${xy[i]![0].toFixed(1)}" y="${altura - 6}" font-size="8" text-anchor="middle">${rotuloDoMes(p.mes)}</text><text x="${xy[i]![0].toFixed(1)}" y="${(xy[i]![1] - 5).toFixed(1)}" font-size="8" text-anchor="middle">${p.total}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}" viewBox="0 0 ${largura} ${altura}"><line x1="${esquerda}" y1="${baixo}" x2="${largura - 10}" y2="${baixo}" stroke="#bbbbbb"/><path d="${linha}" fill="none" stroke="#1c7ed6" stroke-width="1.5"/>${marcas}</svg>`;
}

// ---- PDFs ----

const emBlocos = <T>(itens: readonly T[], tamanho: number): T[][] =>
  itens.length === 0 ? [] : Array.from({ length: Math.ceil(itens.length / tamanho) }, (_, i) => itens.slice(i * tamanho, (i + 1) * tamanho));
/** Each block after the first starts a page (§9 block sizes). */
const quebrando = (blocos: unknown[][]) => blocos.flatMap((b, i) => (i === 0 ? b : [{ text: '', pageBreak: 'before' }, ...b]));
const NENHUM = { text: 'Nenhuma movimentação para os filtros escolhidos.', italics: true };
const LARGURAS_NUMEROS = [48, 48, 48, 52];

function totalGeral(r: RelatorioDeMovimentacoes) {
  const t = totaisDe(r.linhas);
  return { text: `Total geral: ${t.total} (Cível ${t.civel} · Criminal ${t.criminal} · Outro ${t.outro})`, bold: true, margin: [0, 8, 0, 0] };
}

function conteudoDetalhe(r: RelatorioDeMovimentacoes, aba: 'defensor' | 'defensoria'): unknown[] {
  const grupos = gruposDaAba(r, aba);
  if (grupos.length === 0) return [NENHUM];
  const blocos = emBlocos(grupos, RELATORIO_MOVIMENTACOES_BLOCOS.registros).map((bloco) =>
    bloco.flatMap((g) => [
      { text: g.nome, bold: true, fontSize: 10, margin: [0, 8, 0, 1] },
      { text: `${aba === 'defensor' ? 'Locais' : 'Defensores'}: ${g.outros.join('; ')}`, fontSize: 8, color: '#444444', margin: [0, 0, 0, 3] },
      tabelaPdf(['Tipo', ...NUMEROS], [...g.linhas.map((l) => [l.tipo, ...numeros(l)]), ['Total', ...numeros(g.totais)]], ['*', ...LARGURAS_NUMEROS]),
    ]),
  );
  const conteudo = quebrando(blocos);
  if (aba === 'defensor' && r.meses.length > 1) {
    conteudo.unshift({ text: 'Total por mês', bold: true, margin: [0, 0, 0, 2] }, { svg: graficoDeLinhaSvg(tendenciaMensal(r.porMes, r.meses)), width: 520 });
  }
  return [...conteudo, totalGeral(r)];
}

function conteudoResumo(r: RelatorioDeMovimentacoes, aba: 'tipo' | 'porDefensor' | 'porDefensoria', o: OpcoesDaAba, comGrafico: boolean): unknown[] {
  const linhas = resumoDaAba(r, aba, o);
  if (linhas.length === 0) return [NENHUM];
  const blocos = emBlocos(linhas, RELATORIO_MOVIMENTACOES_BLOCOS.linhas).map((b) => [
    tabelaPdf([NOME_DA_COLUNA[aba], ...NUMEROS], b.map((l) => [l.nome, ...numeros(l)]), ['*', ...LARGURAS_NUMEROS]),
  ]);
  const grafico = comGrafico ? [{ svg: graficoDeBarrasSvg(ordenarPorValor(linhas, true)), width: 520, margin: [0, 0, 0, 8] }] : [];
  return [...grafico, ...quebrando(blocos), totalGeral(r)];
}

/** The content of one tab: as on screen (automático) or as its flat table (simples). */
function conteudoDaAba(r: RelatorioDeMovimentacoes, aba: AbaRelatorioMovimentacoes, modo: 'automatico' | 'simples', o: OpcoesDaAba): unknown[] {
  if (modo === 'simples') {
    const t = tabelaPlana(r, aba, o);
    if (t.linhas.length === 0) return [NENHUM];
    const larguras = [...t.cabecalho.slice(0, -t.numericas).map(() => '*'), ...LARGURAS_NUMEROS];
    return [...quebrando(emBlocos(t.linhas, RELATORIO_MOVIMENTACOES_BLOCOS.linhas).map((b) => [tabelaPdf(t.cabecalho, b, larguras)])), totalGeral(r)];
  }
  return ehAbaResumo(aba) ? conteudoResumo(r, aba as 'tipo', o, true) : conteudoDetalhe(r, aba as 'defensor');
}

/** Subtitle: the period and how it was read, and the filters by name. */
export interface FiltrosImpressos {
  nomes?: string[];
}
const subtitulo = (r: RelatorioDeMovimentacoes, f: FiltrosImpressos) => [descricaoDoPeriodo(r), ...(f.nomes ?? [])].join(' · ');

/** PDF Automático / PDF Simples of one tab. */
export function documentoDaAba(r: RelatorioDeMovimentacoes, aba: AbaRelatorioMovimentacoes, modo: 'automatico' | 'simples', o: OpcoesDaAba = {}, f: FiltrosImpressos = {}, geradoEm?: Date): DefinicaoPdf {
  return documentoPdf({
    titulo: `Relatório de Movimentações — ${tituloDaAba(aba)}`,
    subtitulo: subtitulo(r, f),
    orientacao: modo === 'simples' && !ehAbaResumo(aba) ? 'landscape' : 'portrait',
    conteudo: conteudoDaAba(r, aba, modo, o),
    ...(geradoEm && { geradoEm }),
  });
}

/** PDF Completo: every tab, each starting a page. */
export function documentoCompleto(r: RelatorioDeMovimentacoes, o: OpcoesDaAba = {}, f: FiltrosImpressos = {}, geradoEm?: Date): DefinicaoPdf {
  const conteudo = ABAS_RELATORIO_MOVIMENTACOES.flatMap((a, i) => [
    { text: a.label, fontSize: 12, bold: true, margin: [0, 0, 0, 6], ...(i > 0 && { pageBreak: 'before' }) },
    ...conteudoDaAba(r, a.value, 'automatico', o),
  ]);
  return documentoPdf({ titulo: 'Relatório de Movimentações', subtitulo: subtitulo(r, f), conteudo, ...(geradoEm && { geradoEm }) });
}
