import { tipoAcaoLabel } from './acao.js';
import { TIPO_EVENTO, type EventoDaLinhaDoTempo, type TipoEvento } from './acao-api.js';
import { formatData } from './datas.js';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import { tipoVinculoLabel } from './lotacao.js';

/**
 * The defender timeline (cadastros-relatorios §2.1, §3 Timeline event): what the screen and its PDF show of each
 * event, and the filters by kind and year they share, so the paper says what the screen said.
 */

/** The PDF's columns, in the spec's order (§2.1). */
export const COLUNAS_LINHA_DO_TEMPO = ['Tipo', 'Anotações', 'Início', 'Fim', 'Referência', 'Substituindo', 'Local'] as const;

/** 'Férias' (an action), 'Substituição (Férias)' (the absent defender's action), 'Lotação (Titularidade)'. */
export function tipoDoEvento(e: Pick<EventoDaLinhaDoTempo, 'tipo_evento' | 'tipo'>): string {
  if (e.tipo_evento === TIPO_EVENTO.Acao) return tipoAcaoLabel(e.tipo);
  if (e.tipo_evento === TIPO_EVENTO.Substituicao) return `Substituição (${tipoAcaoLabel(e.tipo)})`;
  return `Lotação (${tipoVinculoLabel(e.tipo)})`;
}

export interface FiltroDaLinhaDoTempo {
  /** the kinds shown; empty or omitted: all */
  tipos?: readonly TipoEvento[];
  /** a calendar year the event touches; null or omitted: every year */
  ano?: number | null;
}

/**
 * Whether the event touches the year: its days meet 1 January..31 December. An open start reaches back forever and an
 * open end (a placement still current) forward.
 */
export function eventoNoAno(e: Pick<EventoDaLinhaDoTempo, 'inicio' | 'termino'>, ano: number): boolean {
  const inicioDoAno = `${String(ano).padStart(4, '0')}-01-01`;
  const fimDoAno = `${String(ano).padStart(4, '0')}-12-31`;
  return (e.inicio === null || e.inicio <= fimDoAno) && (e.termino === null || e.termino >= inicioDoAno);
}

export function filtrarLinhaDoTempo<T extends EventoDaLinhaDoTempo>(eventos: readonly T[], f: FiltroDaLinhaDoTempo): T[] {
  return eventos.filter((e) => (!f.tipos?.length || f.tipos.includes(e.tipo_evento)) && (f.ano == null || eventoNoAno(e, f.ano)));
}

/** The years the events touch, newest first (the year filter's choices); an open end counts up to `anoAtual`. */
export function anosDaLinhaDoTempo(eventos: readonly EventoDaLinhaDoTempo[], anoAtual: number): number[] {
  const anos = new Set<number>();
  for (const e of eventos) {
    const de = e.inicio ? Number(e.inicio.slice(0, 4)) : e.termino ? Number(e.termino.slice(0, 4)) : anoAtual;
    const ate = e.termino ? Number(e.termino.slice(0, 4)) : Math.max(de, anoAtual);
    for (let a = de; a <= ate; a++) anos.add(a);
  }
  return [...anos].sort((a, b) => b - a);
}

/** One event as a row of the PDF and of the printed page (COLUNAS_LINHA_DO_TEMPO). */
export const linhaDoEvento = (e: EventoDaLinhaDoTempo): string[] => [
  tipoDoEvento(e),
  e.anotacoes ?? '',
  formatData(e.inicio),
  formatData(e.termino),
  formatData(e.referencia),
  e.substituindo ?? '',
  e.local ?? '',
];

const NOMES_DOS_TIPOS: Record<TipoEvento, string> = { 0: 'ações', 1: 'substituições', 2: 'lotações' };

/** 'Ações e lotações de 2025': what the filters kept, for the PDF's subtitle. */
export function descricaoDoFiltro(f: FiltroDaLinhaDoTempo): string {
  const tipos = f.tipos?.length && f.tipos.length < 3 ? [...f.tipos].sort().map((t) => NOMES_DOS_TIPOS[t]) : ['ações', 'substituições', 'lotações'];
  const texto = tipos.length === 1 ? tipos[0]! : `${tipos.slice(0, -1).join(', ')} e ${tipos.at(-1)!}`;
  const frase = `${texto[0]!.toUpperCase()}${texto.slice(1)}`;
  return f.ano == null ? `${frase}, todos os anos` : `${frase} de ${f.ano}`;
}

/**
 * The timeline's PDF (§2.1): A4 landscape, the columns Tipo, Anotações, Início, Fim, Referência, Substituindo, Local
 * in date order, and the generated-at line of every SGI document (documentoPdf) in its footer.
 */
export function documentoDaLinhaDoTempo(
  defensor: { nome: string },
  eventos: readonly EventoDaLinhaDoTempo[],
  filtro: FiltroDaLinhaDoTempo,
  geradoEm: Date,
): DefinicaoPdf {
  const linhas = filtrarLinhaDoTempo(eventos, filtro).map(linhaDoEvento);
  const conteudo = linhas.length
    ? [tabelaPdf([...COLUNAS_LINHA_DO_TEMPO], linhas, [150, '*', 58, 58, 58, 120, 150])]
    : [{ text: 'Nenhum registro encontrado', italics: true, color: '#555555' }];
  return documentoPdf({
    titulo: `Linha do Tempo — ${defensor.nome}`,
    subtitulo: descricaoDoFiltro(filtro),
    orientacao: 'landscape',
    geradoEm,
    conteudo,
  });
}
