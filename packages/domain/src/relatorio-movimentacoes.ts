import './zod-pt-br.js';
import { z } from 'zod';
import { formatData } from './datas.js';
import { formatarReferencia, mesesDoPeriodo } from './movimentacao-prazo.js';
import { compararPtBr, textoSchema } from './texto.js';

/**
 * The movement report (cadastros-relatorios §2.18 'Relatório de Movimentações', §3 movement report, §7
 * RELATORIO/movimentacoes/{inicio}/{fim}/{ref}; issue 17; ADR 080). The server answers the quantities grouped by
 * defender, place, type, category and month in one SQL statement; the five tabs, their totals and charts are built
 * here from those rows, so the screen, the PDFs and the Excel file read the same figures and always agree.
 */

/** §2.18: the categories of a movement. Cível or Criminal when it has only that flag; Outro with both or neither. */
export const CATEGORIAS_MOVIMENTO = [
  { value: 'civel', label: 'Cível' },
  { value: 'criminal', label: 'Criminal' },
  { value: 'outro', label: 'Outro' },
] as const;
export type CategoriaMovimento = (typeof CATEGORIAS_MOVIMENTO)[number]['value'];
export const categoriaDoMovimento = (m: { civel: boolean; criminal: boolean }): CategoriaMovimento =>
  m.civel && !m.criminal ? 'civel' : m.criminal && !m.civel ? 'criminal' : 'outro';

/** One grouped row of the answer: the quantity of a type a defender delivered for a place in a category. */
export const linhaDoRelatorioSchema = z.object({
  defensor_id: z.number(),
  defensor_nome: z.string(),
  /** 'd{id}' for a defensoria, 'n{id}' for a núcleo */
  local_chave: z.string(),
  local_nome: z.string(),
  local_nucleo: z.boolean(),
  tipo_id: z.number(),
  tipo_descricao: z.string(),
  tipo_inicial: z.boolean(),
  categoria: z.enum(['civel', 'criminal', 'outro']),
  quantidade: z.number(),
});
export type LinhaDoRelatorio = z.infer<typeof linhaDoRelatorioSchema>;

/** GET relatorio/movimentacoes/{inicio}/{fim}/{ref}: the filters as read and the grouped rows. */
export const relatorioDeMovimentacoesSchema = z.object({
  inicio: z.string(),
  fim: z.string(),
  porReferencia: z.boolean(),
  /** the period's months, oldest first: the trend line's axis */
  meses: z.array(z.string()),
  linhas: z.array(linhaDoRelatorioSchema),
  /** the total of each month with movements: by reference month ('Por data de referência') or by receipt's month */
  porMes: z.array(z.object({ mes: z.string(), quantidade: z.number() })),
  geradoEm: z.string(),
});
export type RelatorioDeMovimentacoes = z.infer<typeof relatorioDeMovimentacoesSchema>;

/** The report covers at most five years at once (a bounded answer; the annual report asks for one). */
export const RELATORIO_MOVIMENTACOES_DIAS_MAX = 366 * 5;

export const ABAS_RELATORIO_MOVIMENTACOES = [
  { value: 'defensor', label: 'Relatório (Defensor)' },
  { value: 'defensoria', label: 'Relatório (Defensoria)' },
  { value: 'tipo', label: 'Agrupado por Tipo' },
  { value: 'porDefensor', label: 'Agrupado por Defensor' },
  { value: 'porDefensoria', label: 'Agrupado por Defensoria' },
] as const;
export type AbaRelatorioMovimentacoes = (typeof ABAS_RELATORIO_MOVIMENTACOES)[number]['value'];
export const ehAbaResumo = (aba: AbaRelatorioMovimentacoes) => aba === 'tipo' || aba === 'porDefensor' || aba === 'porDefensoria';

/** Quantities by category and their total. */
export interface Totais {
  civel: number;
  criminal: number;
  outro: number;
  total: number;
}
const zerados = (): Totais => ({ civel: 0, criminal: 0, outro: 0, total: 0 });
function somar(t: Totais, l: Pick<LinhaDoRelatorio, 'categoria' | 'quantidade'>) {
  t[l.categoria] += l.quantidade;
  t.total += l.quantidade;
}

/** A line of a detail tab: a type under a group (a defender or a place). */
export interface LinhaDoGrupo extends Totais {
  tipo: string;
}
/** A detail tab's group: the defender (or place), its places (or defenders), its types with totals. */
export interface GrupoDoRelatorio {
  chave: string;
  nome: string;
  /** the defender's places, or the place's defenders */
  outros: string[];
  linhas: LinhaDoGrupo[];
  totais: Totais;
}
/** A summary tab's row: a type, a defender or a place with its totals. */
export interface ResumoDoRelatorio extends Totais {
  chave: string;
  nome: string;
}

const porNome = <T extends { nome: string; chave: string }>(a: T, b: T) => compararPtBr(a.nome, b.nome) || a.chave.localeCompare(b.chave);

function agrupar(linhas: readonly LinhaDoRelatorio[], chave: (l: LinhaDoRelatorio) => string, nome: (l: LinhaDoRelatorio) => string, outro: (l: LinhaDoRelatorio) => string): GrupoDoRelatorio[] {
  const grupos = new Map<string, { nome: string; outros: Set<string>; tipos: Map<string, LinhaDoGrupo>; totais: Totais }>();
  for (const l of linhas) {
    const k = chave(l);
    const g = grupos.get(k) ?? grupos.set(k, { nome: nome(l), outros: new Set(), tipos: new Map(), totais: zerados() }).get(k)!;
    g.outros.add(outro(l));
    const t = g.tipos.get(l.tipo_descricao) ?? g.tipos.set(l.tipo_descricao, { tipo: l.tipo_descricao, ...zerados() }).get(l.tipo_descricao)!;
    somar(t, l);
    somar(g.totais, l);
  }
  return [...grupos.entries()]
    .map(([k, g]) => ({
      chave: k,
      nome: g.nome,
      outros: [...g.outros].sort((a, b) => compararPtBr(a, b)),
      linhas: [...g.tipos.values()].sort((a, b) => compararPtBr(a.tipo, b.tipo)),
      totais: g.totais,
    }))
    .sort(porNome);
}

function resumir(linhas: readonly LinhaDoRelatorio[], chave: (l: LinhaDoRelatorio) => string, nome: (l: LinhaDoRelatorio) => string): ResumoDoRelatorio[] {
  const m = new Map<string, ResumoDoRelatorio>();
  for (const l of linhas) {
    const k = chave(l);
    const r = m.get(k) ?? m.set(k, { chave: k, nome: nome(l), ...zerados() }).get(k)!;
    somar(r, l);
  }
  return [...m.values()].sort(porNome);
}

/** Relatório (Defensor): each defender with their places and, per type, the quantities by category. */
export const relatorioPorDefensor = (linhas: readonly LinhaDoRelatorio[]) =>
  agrupar(linhas, (l) => String(l.defensor_id), (l) => l.defensor_nome, (l) => l.local_nome);
/** Relatório (Defensoria): each defensoria or núcleo with its defenders and, per type, the quantities by category. */
export const relatorioPorLocal = (linhas: readonly LinhaDoRelatorio[]) =>
  agrupar(linhas, (l) => l.local_chave, (l) => l.local_nome, (l) => l.defensor_nome);
/** Agrupado por Tipo / por Defensor / por Defensoria: one row each with the totals by category. */
export const resumoPorTipo = (linhas: readonly LinhaDoRelatorio[]) => resumir(linhas, (l) => String(l.tipo_id), (l) => l.tipo_descricao);
export const resumoPorDefensor = (linhas: readonly LinhaDoRelatorio[]) => resumir(linhas, (l) => String(l.defensor_id), (l) => l.defensor_nome);
export const resumoPorLocal = (linhas: readonly LinhaDoRelatorio[]) => resumir(linhas, (l) => l.local_chave, (l) => l.local_nome);

export function totaisDe(linhas: readonly Pick<LinhaDoRelatorio, 'categoria' | 'quantidade'>[]): Totais {
  const t = zerados();
  for (const l of linhas) somar(t, l);
  return t;
}

/** 'Ordenar por valor': the largest total first (ties by name); off, by name. */
export const ordenarPorValor = <T extends ResumoDoRelatorio>(linhas: readonly T[], porValor: boolean): T[] =>
  porValor ? [...linhas].sort((a, b) => b.total - a.total || porNome(a, b)) : [...linhas];

/** 'Dividir ao meio': the rows in two columns side by side, the first half on the left. */
export function dividirAoMeio<T>(linhas: readonly T[]): [T[], T[]] {
  const meio = Math.ceil(linhas.length / 2);
  return [linhas.slice(0, meio), linhas.slice(meio)];
}

/** The Defensor tab's trend line: the total of each month of the period (every month, zero when nothing came). */
export function tendenciaMensal(totais: RelatorioDeMovimentacoes['porMes'], meses: readonly string[]): { mes: string; total: number }[] {
  const porMes = new Map(meses.map((m) => [m, 0]));
  for (const t of totais) porMes.set(t.mes, (porMes.get(t.mes) ?? 0) + t.quantidade);
  return [...porMes.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([mes, total]) => ({ mes, total }));
}

/** The months the report covers, from its dates (the trend line's axis). */
export const mesesDoRelatorio = (inicio: string, fim: string) => mesesDoPeriodo(inicio.slice(0, 7), fim.slice(0, 7));

/** The period and how it was read, for titles and subtitles. */
export const descricaoDoPeriodo = (r: Pick<RelatorioDeMovimentacoes, 'inicio' | 'fim' | 'porReferencia'>) =>
  `${formatData(r.inicio)} a ${formatData(r.fim)} · ${r.porReferencia ? 'por mês de referência' : 'por data de recebimento'}`;

export const rotuloDoMes = formatarReferencia;

// ---- The filters (the Gerar Relatório modal, §2.18) ----

const MENSAGEM_DATA = 'Informe uma data válida (aaaa-mm-dd).';
const dataSchema = textoSchema({ error: MENSAGEM_DATA }).regex(/^\d{4}-\d{2}-\d{2}$/, MENSAGEM_DATA).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), MENSAGEM_DATA);

/** The route's path parameters: início and fim (required, fim not before início, at most five years) and ref. */
export const periodoDoRelatorioDeMovimentacoesSchema = z
  .object({
    inicio: dataSchema,
    fim: dataSchema,
    ref: textoSchema({ error: 'Por data de referência: use true ou false.' })
      .pipe(z.enum(['true', 'false'], { error: 'Por data de referência: use true ou false.' }))
      .transform((v) => v === 'true'),
  })
  .superRefine((p, ctx) => {
    if (p.fim < p.inicio) ctx.addIssue({ code: 'custom', path: ['fim'], message: 'A data final não pode ser anterior à inicial.' });
    else if ((Date.parse(p.fim) - Date.parse(p.inicio)) / 86400000 > RELATORIO_MOVIMENTACOES_DIAS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['fim'], message: 'O relatório cobre no máximo cinco anos.' });
    }
  });
