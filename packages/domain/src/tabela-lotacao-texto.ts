import { formatData } from './datas.js';
import { layoutTabelaLabel, type LayoutTabela } from './tabela-lotacao.js';
import type { EntradaTabelaLotacao, EventoDoDia } from './tabela-lotacao-entrada.js';
import type { FiltrosTabela } from './tabela-lotacao-filtros.js';

/** The texts the screen and the PDF both print, so the two read the same. */

/** 'Ana Souza [T]'; a type without a mark prints the name alone. */
export const textoDoDefensor = (l: { nome: string; marca: string }) => (l.marca ? `${l.nome} ${l.marca}` : l.nome);

/** 'Férias de 10/03/2026 a 19/03/2026 — substituto(a): Bia Lima'; one day 'em'; nobody: 'sem substituto(a)'. */
export function textoDoEvento(e: EventoDoDia): string {
  const quando = e.inicio === e.fim ? `em ${formatData(e.inicio)}` : `de ${formatData(e.inicio)} a ${formatData(e.fim)}`;
  const quem = e.substituto ? `substituto(a): ${e.substituto}` : 'sem substituto(a)';
  return `${e.label} ${quando} — ${quem}${e.motivo ? ` (${e.motivo})` : ''}`;
}

/** The PDF's title: 'Tabela de Lotação — Defensores por comarca e área de atuação'. */
export const tituloDaTabela = (layout: LayoutTabela) => `Tabela de Lotação — ${layoutTabelaLabel(layout)}`;

/**
 * The PDF's subtitle (issue 16: the date and the filters applied):
 * 'Data: 10/03/2026 · Comarcas: Aracaju · Defensorias: todas · Defensores: todos'.
 */
export function subtituloDaTabela(e: EntradaTabelaLotacao, data: string, f: FiltrosTabela = {}): string {
  const nomes = (lista: { id: number; nome: string }[], ids: number[] | null | undefined, todos: string) =>
    ids == null ? todos : lista.filter((x) => ids.includes(x.id)).map((x) => x.nome).join(', ') || 'nenhuma seleção';
  const partes = [`Data: ${formatData(data)}`];
  if (f.comarcas != null || f.defensorias != null || f.defensores != null) {
    partes.push(
      `Comarcas: ${nomes(e.comarcas, f.comarcas, 'todas')}`,
      `Defensorias: ${nomes(e.defensorias, f.defensorias, 'todas')}`,
      `Defensores: ${nomes(e.defensores, f.defensores, 'todos')}`,
    );
  }
  return partes.join(' · ');
}
