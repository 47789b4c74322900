import {
  dataBaseDoDefensor,
  diasDaAcao,
  PERIODO_AQUISITIVO,
  periodoQueComecaEm,
  TIPO_ACAO,
  temPeriodoAquisitivo,
  tipoAcaoLabel,
} from './acao.js';
import { formatData } from './datas.js';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import type { AquisitivoDoRelatorio, DefensorNoRelatorioDeFerias, ModeloPdfFerias, PeriodoDoRelatorio } from './relatorios-api.js';
import { compararPtBr } from './texto.js';

/**
 * The leave report (cadastros-relatorios §2.18 'Relatório', §3 "Vacation report", §7 GET relatorio/defensores; ADR 087):
 * each defender's actions with their days, and the days used and left in each acquisition period they name.
 */

/** An action as the API reads it for the report, with its defender's base dates. */
export interface AcaoDoRelatorioDeFerias {
  id: number;
  tipo: number;
  data_inicial: string;
  data_final: string;
  data_aquisitiva: string | null;
  motivo: string | null;
  exibiranotacao: boolean;
  defensor_id: number;
  defensor_nome: string;
  data_admissao: string | null;
  data_referencia: string | null;
}

export interface OpcoesDoRelatorioDeFerias {
  /** 'Histórico Completo' (default on): every action; off, those ending on or after 1 January of `hoje`'s year */
  todoperiodo: boolean;
  /** 'Somente de Férias': only the férias (type 0) */
  somenteferias: boolean;
  hoje: string;
}

/** The first day of the report's window when the history is not complete (ADR 087). */
export const inicioSemHistorico = (hoje: string) => `${hoje.slice(0, 4)}-01-01`;

const chaveDoPeriodo = (tipo: number, inicio: string) => `${tipo}:${inicio}`;

function aquisitivos(acoes: readonly AcaoDoRelatorioDeFerias[], mostradas: readonly AcaoDoRelatorioDeFerias[]): AquisitivoDoRelatorio[] {
  const somas = new Map<string, number>();
  for (const a of acoes) {
    if (!temPeriodoAquisitivo(a.tipo) || !a.data_aquisitiva) continue;
    const chave = chaveDoPeriodo(a.tipo, a.data_aquisitiva);
    somas.set(chave, (somas.get(chave) ?? 0) + diasDaAcao(a.data_inicial, a.data_final));
  }
  const vistos = new Map<string, AquisitivoDoRelatorio>();
  for (const a of mostradas) {
    if (!temPeriodoAquisitivo(a.tipo) || !a.data_aquisitiva) continue;
    const chave = chaveDoPeriodo(a.tipo, a.data_aquisitiva);
    if (vistos.has(chave)) continue;
    const base = dataBaseDoDefensor(a);
    const limite = PERIODO_AQUISITIVO[a.tipo].dias;
    const usados = somas.get(chave) ?? 0;
    vistos.set(chave, {
      tipo: a.tipo,
      inicio: a.data_aquisitiva,
      fim: base ? (periodoQueComecaEm(a.tipo, base, a.data_aquisitiva)?.fim ?? null) : null,
      limite,
      usados,
      restantes: Math.max(0, limite - usados),
    });
  }
  return [...vistos.values()].sort((x, y) => x.tipo - y.tipo || x.inicio.localeCompare(y.inicio));
}

/**
 * The report from the defenders' actions (already without those taken off the report, `ativorelatorio` false): by
 * defender name, each action in date order with its days; a period's days count every action naming it, also those
 * before the window when the history is not complete, so the balance is the period's, not the page's.
 */
export function relatorioDeFerias(acoes: readonly AcaoDoRelatorioDeFerias[], o: OpcoesDoRelatorioDeFerias): DefensorNoRelatorioDeFerias[] {
  const doTipo = o.somenteferias ? acoes.filter((a) => a.tipo === TIPO_ACAO.Ferias) : acoes;
  const desde = inicioSemHistorico(o.hoje);
  const porDefensor = new Map<number, AcaoDoRelatorioDeFerias[]>();
  for (const a of doTipo) porDefensor.set(a.defensor_id, [...(porDefensor.get(a.defensor_id) ?? []), a]);
  const linhas: DefensorNoRelatorioDeFerias[] = [];
  for (const [id, todas] of porDefensor) {
    const mostradas = todas
      .filter((a) => o.todoperiodo || a.data_final >= desde)
      .sort((x, y) => x.data_inicial.localeCompare(y.data_inicial) || x.id - y.id);
    if (mostradas.length === 0) continue;
    const periodos: PeriodoDoRelatorio[] = mostradas.map((a) => ({
      id: a.id,
      tipo: a.tipo,
      data_inicial: a.data_inicial,
      data_final: a.data_final,
      data_aquisitiva: a.data_aquisitiva,
      motivo: a.motivo,
      exibiranotacao: a.exibiranotacao,
      dias: diasDaAcao(a.data_inicial, a.data_final),
    }));
    linhas.push({ id, nome: todas[0]!.defensor_nome, periodos, aquisitivos: aquisitivos(todas, mostradas) });
  }
  return linhas.sort((a, b) => compararPtBr(a.nome, b.nome) || a.id - b.id);
}

/** The note printed with an action: only when the action says so (exibiranotacao, §3 Periodo). */
export const anotacaoVisivel = (p: Pick<PeriodoDoRelatorio, 'motivo' | 'exibiranotacao'>) => (p.exibiranotacao ? p.motivo?.trim() || '' : '');

/** 'Férias 01/06/2025 a 20/06/2025 (20 dias)'. */
export const textoDoPeriodo = (p: PeriodoDoRelatorio) =>
  `${tipoAcaoLabel(p.tipo)} ${formatData(p.data_inicial)} a ${formatData(p.data_final)} (${p.dias} ${p.dias === 1 ? 'dia' : 'dias'})`;

/** 'Férias — 10/02/2024 a 09/02/2025: 30 de 60 dias, restam 30'. */
export const textoDoAquisitivo = (a: AquisitivoDoRelatorio) =>
  `${tipoAcaoLabel(a.tipo)} — período aquisitivo ${formatData(a.inicio)}${a.fim ? ` a ${formatData(a.fim)}` : ''}: ${a.usados} de ${a.limite} dias, restam ${a.restantes}`;

/** The filters of the screen, as the documents print them. */
export const subtituloDoRelatorioDeFerias = (o: Omit<OpcoesDoRelatorioDeFerias, 'hoje'> & { hoje: string }) =>
  [
    o.todoperiodo ? 'Histórico completo' : `Desde ${formatData(inicioSemHistorico(o.hoje))}`,
    o.somenteferias ? 'somente férias' : 'todos os tipos',
  ].join('; ');

export const COLUNAS_FERIAS_EM_TABELA = ['Defensor', 'Tipo', 'Início', 'Fim', 'Dias', 'Período aquisitivo', 'Anotações'] as const;

const TITULO_MODELO: Record<ModeloPdfFerias, string> = {
  simples: 'Relatório de Férias e Afastamentos',
  tabela: 'Relatório de Férias e Afastamentos — Tabela',
  completo: 'Relatório de Férias e Afastamentos — Completo',
};

function conteudoSimples(linhas: readonly DefensorNoRelatorioDeFerias[]): unknown[] {
  return linhas.map((d) => ({
    unbreakable: d.periodos.length <= 12,
    margin: [0, 0, 0, 6],
    stack: [{ text: d.nome, bold: true }, { ul: d.periodos.map(textoDoPeriodo), margin: [8, 1, 0, 0] }],
  }));
}

function conteudoEmTabela(linhas: readonly DefensorNoRelatorioDeFerias[]): unknown[] {
  const corpo = linhas.flatMap((d) =>
    d.periodos.map((p) => [d.nome, tipoAcaoLabel(p.tipo), formatData(p.data_inicial), formatData(p.data_final), p.dias, formatData(p.data_aquisitiva), anotacaoVisivel(p)]),
  );
  return [tabelaPdf([...COLUNAS_FERIAS_EM_TABELA], corpo, [170, 120, 58, 58, 34, 90, '*'])];
}

function conteudoCompleto(linhas: readonly DefensorNoRelatorioDeFerias[]): unknown[] {
  return linhas.map((d) => {
    const total = d.periodos.reduce((s, p) => s + p.dias, 0);
    return {
      margin: [0, 0, 0, 10],
      stack: [
        { text: `${d.nome} — ${d.periodos.length} ${d.periodos.length === 1 ? 'ação' : 'ações'}, ${total} ${total === 1 ? 'dia' : 'dias'}`, bold: true, fontSize: 10, margin: [0, 0, 0, 2] },
        tabelaPdf(
          ['Tipo', 'Início', 'Fim', 'Dias', 'Período aquisitivo', 'Anotações'],
          d.periodos.map((p) => [tipoAcaoLabel(p.tipo), formatData(p.data_inicial), formatData(p.data_final), p.dias, formatData(p.data_aquisitiva), anotacaoVisivel(p)]),
          [120, 55, 55, 30, 75, '*'],
        ),
        ...(d.aquisitivos.length ? [{ ul: d.aquisitivos.map(textoDoAquisitivo), fontSize: 8, margin: [0, 3, 0, 0] }] : []),
      ],
    };
  });
}

/** The three prints of the menu (§2.18): a list per defender, one table, and per defender with the periods' balance. */
export function documentoDeFerias(
  linhas: readonly DefensorNoRelatorioDeFerias[],
  modelo: ModeloPdfFerias,
  o: Omit<OpcoesDoRelatorioDeFerias, 'hoje'> & { hoje: string },
  geradoEm?: Date,
): DefinicaoPdf {
  const conteudo = linhas.length === 0 ? [{ text: 'Nenhum registro encontrado', italics: true }] : modelo === 'simples' ? conteudoSimples(linhas) : modelo === 'tabela' ? conteudoEmTabela(linhas) : conteudoCompleto(linhas);
  // The table's seven columns need the page's width.
  const orientacao = modelo === 'tabela' ? 'landscape' : 'portrait';
  return documentoPdf({ titulo: TITULO_MODELO[modelo], subtitulo: subtituloDoRelatorioDeFerias(o), orientacao, conteudo, ...(geradoEm ? { geradoEm } : {}) });
}
