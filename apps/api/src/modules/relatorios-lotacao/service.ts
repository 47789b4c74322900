import {
  comarcasOferecidas,
  filtrosCoerentes,
  mensagemDaTabelaVazia,
  opcoesDoLayout,
  OPCOES_TABELA_PADRAO,
  PERMISSAO_TABELA_INTERNA,
  subtituloDaTabela,
  tabelaDefensoresPorAtribuicao,
  tabelaDefensoresPorComarca,
  tabelaEstagiariosPorDefensoria,
  tabelaEstagiariosPorSetor,
  tabelaLotacaoPublica,
  tabelaPorNucleo,
  temPermissoes,
  tituloDaTabela,
  lotacaoNoDia,
  porNomePtBr,
  type EntradaTabelaLotacao,
  type FiltrosTabela,
  type LayoutTabela,
  type OpcaoTabela,
  type OpcoesDosFiltros,
  type OpcoesTabela,
  type RelatorioLotacoes,
  type TabelaLotacaoPublicaComHora,
  type TabelaMontada,
} from '@sgi/domain';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { forbidden } from '../../lib/errors.js';
import { gerarPdf } from '../../lib/pdf.js';
import { entradaDaTabela, type PartesDaEntrada } from './consultas.js';
import { documentoDaTabela } from './pdf.js';

/** What GET relatorio/lotacoes (and its PDF) was asked for, validated by the route. */
export interface PedidoValidado {
  data: string;
  layout: LayoutTabela;
  opcoes: Partial<OpcoesTabela>;
  filtros: FiltrosTabela;
}

export const MENSAGEM_SO_PADRAO =
  'Sem a permissão de editar lotações, só a tabela de defensores por comarca e área de atuação, com as opções padrão, está disponível.';

/**
 * ADR 076: without PERMISSAO_TABELA_INTERNA only layout 1 with the default toggles; the screen hides the rest, the API
 * refuses it (403). The layout-1 filters are for everyone (the Filtros button is not part of the internal check).
 */
export function exigirTabelaPermitida(ctx: Contexto, p: Pick<PedidoValidado, 'layout' | 'opcoes'>): void {
  if (temPermissoes(ctx.permissoes, [PERMISSAO_TABELA_INTERNA])) return;
  const foraDoPadrao = (Object.entries(p.opcoes) as [OpcaoTabela, boolean | undefined][]).some(([k, v]) => v !== undefined && v !== OPCOES_TABELA_PADRAO[k]);
  if (p.layout !== 1 || foraDoPadrao) throw forbidden(MENSAGEM_SO_PADRAO);
}

/** The built table of the layout asked, from the day's rows. */
export function montarTabela(e: EntradaTabelaLotacao, p: PedidoValidado): TabelaMontada {
  switch (p.layout) {
    case 1:
      return tabelaDefensoresPorComarca(e, p.data, p.opcoes, p.filtros);
    case 2:
      return tabelaDefensoresPorAtribuicao(e, p.data, p.opcoes);
    case 3:
    case 6:
      return tabelaPorNucleo(e, p.data, p.layout);
    case 4:
      return tabelaEstagiariosPorDefensoria(e, p.data, p.opcoes);
    case 5:
      return tabelaEstagiariosPorSetor(e, p.data);
  }
}

/** How many top-level rows the table has (comarcas, defenders or núcleos): 0 is an empty table. */
const linhasDaTabela = (t: TabelaMontada) => ('comarcas' in t ? t.comarcas.length : 'defensores' in t ? t.defensores.length : t.nucleos.length);

/** The Filtros modal's lists (§2.17): comarcas, offices with their comarca, defenders placed in an office that day. */
export function opcoesDosFiltros(e: EntradaTabelaLotacao, data: string): OpcoesDosFiltros {
  const naTabela = new Set(e.defensorias.map((d) => d.id));
  const lotacoes = e.lotacoes
    .filter((l) => l.defensor_id != null && l.defensoria_id != null && naTabela.has(l.defensoria_id) && lotacaoNoDia(l, data))
    .map((l) => ({ defensoria_id: l.defensoria_id!, defensor_id: l.defensor_id! }));
  const comLotacao = new Set(lotacoes.map((l) => l.defensor_id));
  return {
    comarcas: comarcasOferecidas(e),
    defensorias: e.defensorias.map(({ id, nome, comarca_id }) => ({ id, nome, comarca_id })).sort(porNomePtBr),
    defensores: e.defensores.filter((d) => comLotacao.has(d.id)).map(({ id, nome }) => ({ id, nome })).sort(porNomePtBr),
    lotacoes,
  };
}

/** What of the day's rows the table asked reads (consultas.ts); a toggle its layout does not show is off (opcoesDoLayout). */
export function partesDoPedido(p: Pick<PedidoValidado, 'layout' | 'opcoes'>): PartesDaEntrada {
  const opcoes = opcoesDoLayout(p.layout, p.opcoes);
  return {
    estagiarios: p.layout >= 4 || opcoes.exibirEstagiarios,
    eventos: opcoes.exibirEventos,
    nucleos: p.layout === 3 || p.layout === 6,
    setores: p.layout === 5,
  };
}

async function montar(db: Leitura, ctx: Contexto, pedido: PedidoValidado) {
  exigirTabelaPermitida(ctx, pedido);
  const e = await entradaDaTabela(db, pedido.data, partesDoPedido(pedido));
  // Filters restored from a browser may name what no longer exists or is no longer offered (ADR 077).
  const aplicados = pedido.layout === 1 ? filtrosCoerentes(e, pedido.filtros, pedido.data) : {};
  const tabela = montarTabela(e, { ...pedido, filtros: aplicados });
  return { e, tabela, aplicados };
}

/** GET relatorio/lotacoes: the table, its empty message, the filter lists and the filters as applied (layout 1). */
export async function relatorioDeLotacoes(db: Leitura, ctx: Contexto, pedido: PedidoValidado): Promise<RelatorioLotacoes> {
  const { e, tabela, aplicados } = await montar(db, ctx, pedido);
  const vazio = linhasDaTabela(tabela) > 0 ? null : pedido.layout === 1 ? mensagemDaTabelaVazia(e, aplicados, 0) : mensagemDaTabelaVazia(e, {}, 0);
  return {
    data: pedido.data,
    layout: pedido.layout,
    titulo: tituloDaTabela(pedido.layout),
    geradoEm: ctx.agora.toISOString(),
    vazio,
    tabela,
    filtros: pedido.layout === 1 ? opcoesDosFiltros(e, pedido.data) : null,
    aplicados: pedido.layout === 1 ? { comarcas: aplicados.comarcas ?? null, defensorias: aplicados.defensorias ?? null, defensores: aplicados.defensores ?? null } : null,
  };
}

/** GET relatorio/lotacoes/pdf: the same table printed (ADR 076, 078). */
export async function pdfDeLotacoes(db: Leitura, ctx: Contexto, pedido: PedidoValidado) {
  const { e, tabela, aplicados } = await montar(db, ctx, pedido);
  const definicao = documentoDaTabela(tabela, {
    titulo: tituloDaTabela(pedido.layout),
    subtitulo: subtituloDaTabela(e, pedido.data, aplicados),
    geradoEm: ctx.agora,
    vazio: linhasDaTabela(tabela) > 0 ? null : mensagemDaTabelaVazia(e, aplicados, 0),
  });
  const arquivo = await gerarPdf(definicao, ctx);
  return { filename: `tabela-de-lotacao-${pedido.data}-layout-${pedido.layout}.pdf`, contentType: 'application/pdf', arquivo };
}

/** GET publico/relatorio/lotacoes: layout 1 of the day with the default toggles, reduced to what is public (ADR 075). */
export async function tabelaPublica(db: Leitura, dia: string, agora: Date): Promise<TabelaLotacaoPublicaComHora> {
  // The public table is layout 1 with the default toggles: no intern (ADR 075), no event.
  const e = await entradaDaTabela(db, dia, partesDoPedido({ layout: 1, opcoes: {} }));
  const publica = tabelaLotacaoPublica(tabelaDefensoresPorComarca(e, dia, opcoesDoLayout(1)));
  return { data: publica.data, geradoEm: agora.toISOString(), comarcas: publica.comarcas };
}
