import { tipoAcaoLabel } from './acao.js';
import { TIPO_EVENTO, type EventoDaLinhaDoTempo } from './acao-api.js';
import { formatData } from './datas.js';
import { documentoPdf, tabelaPdf, type DefinicaoPdf } from './documento-pdf.js';
import { tipoVinculoLabel } from './lotacao.js';

/**
 * The defender timeline's filters and document (cadastros-relatorios §2.1, ADR 064), shared by the screen (the event
 * kind and year filters, Imprimir) and the API's PDF, so both show the same rows.
 */

export interface FiltroDaLinhaDoTempo {
  /** the event kinds kept (tipo_evento); all when absent or empty */
  tipos?: readonly number[] | undefined;
  /** the events touching this calendar year; all when absent */
  ano?: number | undefined;
}

/** The events of the kinds asked that touch the year asked (an open start or end reaches any year). */
export function filtrarEventos<T extends Pick<EventoDaLinhaDoTempo, 'tipo_evento' | 'inicio' | 'termino'>>(eventos: readonly T[], f: FiltroDaLinhaDoTempo): T[] {
  return eventos.filter((e) => {
    if (f.tipos?.length && !f.tipos.includes(e.tipo_evento)) return false;
    if (f.ano === undefined) return true;
    const [de, ate] = [`${f.ano}-01-01`, `${f.ano}-12-31`];
    return (e.inicio === null || e.inicio <= ate) && (e.termino === null || e.termino >= de);
  });
}

/** 'Ação: Férias', 'Substituição: Licença Prêmio', 'Lotação: Titularidade'. */
export function tipoDoEvento(e: Pick<EventoDaLinhaDoTempo, 'tipo_evento' | 'tipo'>): string {
  if (e.tipo_evento === TIPO_EVENTO.Lotacao) return `Lotação: ${tipoVinculoLabel(e.tipo)}`;
  return `${e.tipo_evento === TIPO_EVENTO.Acao ? 'Ação' : 'Substituição'}: ${tipoAcaoLabel(e.tipo)}`;
}

export const COLUNAS_DA_LINHA_DO_TEMPO = ['Tipo', 'Anotações', 'Início', 'Fim', 'Referência', 'Substituindo', 'Local'] as const;

/** A row of the document, as the columns above read it. */
export const linhaDoEvento = (e: EventoDaLinhaDoTempo): string[] => [
  tipoDoEvento(e),
  e.anotacoes ?? '',
  formatData(e.inicio),
  formatData(e.termino),
  formatData(e.referencia),
  e.substituindo ?? '',
  e.local ?? '',
];

/** The timeline's PDF (§2.1: landscape; Tipo, Anotações, Início, Fim, Referência, Substituindo, Local; generated-at footer). */
export function documentoDaLinhaDoTempo(defensor: string, eventos: readonly EventoDaLinhaDoTempo[], filtro: FiltroDaLinhaDoTempo = {}, geradoEm?: Date): DefinicaoPdf {
  const filtros = [
    filtro.ano !== undefined ? `ano de ${filtro.ano}` : null,
    filtro.tipos?.length ? `eventos: ${filtro.tipos.map((t) => ['Ações', 'Substituições', 'Lotações'][t]).join(', ')}` : null,
  ].filter((f): f is string => f !== null);
  const linhas = filtrarEventos(eventos, filtro).map(linhaDoEvento);
  return documentoPdf({
    titulo: `Linha do Tempo — ${defensor}`,
    subtitulo: filtros.length ? `Filtros: ${filtros.join('; ')}` : null,
    orientacao: 'landscape',
    conteudo: linhas.length
      ? [tabelaPdf([...COLUNAS_DA_LINHA_DO_TEMPO], linhas, [150, '*', 55, 55, 60, 110, 130])]
      : [{ text: 'Nenhum registro encontrado', italics: true }],
    ...(geradoEm && { geradoEm }),
  });
}
