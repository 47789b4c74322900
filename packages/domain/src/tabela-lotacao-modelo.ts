import { marcaTipoVinculo, TIPO_VINCULO, tipoVinculoLabel } from './lotacao.js';
import { opcoesDoLayout, TEXTO_VAGO, type LayoutTabela, type OpcoesTabela } from './tabela-lotacao.js';
import {
  indicesDaTabela,
  ordemDoTipoNaTabela,
  porNomePtBr,
  type DefensoriaDaEntrada,
  type EntradaTabelaLotacao,
  type EventoDoDia,
  type IndicesDaTabela,
  type LotacaoDaEntrada,
} from './tabela-lotacao-entrada.js';
import { aplicarFiltrosNaEntrada, type FiltrosTabela } from './tabela-lotacao-filtros.js';
import { compararPtBr } from './texto.js';

/** A defender's line in an office: the placement's type and mark ([T] [S] [A] [C]) and, with Exibir Eventos, the day's events. */
export interface LinhaDefensor {
  defensorId: number;
  nome: string;
  tipo: number;
  marca: string;
  diretor: boolean;
  anotacoes: string[];
  eventos: EventoDoDia[];
}
/** An intern's line; nome null is a blank line padding the office up to its maximum. */
export interface LinhaEstagiario { estagioId: number | null; nome: string | null }
export interface DefensoriaNaTabela {
  defensoriaId: number;
  nome: string;
  /** no defender placed that day: the table prints '(VAGO)' */
  vaga: boolean;
  vago: string | null;
  defensores: LinhaDefensor[];
  maximoEstagiarios: number;
  /** null when the layout does not show interns */
  estagiarios: LinhaEstagiario[] | null;
  substituta1: string | null;
  substituta2: string | null;
}
/** An atuação or a prédio inside a comarca; titulo null when the layout does not group. */
export interface GrupoNaTabela { id: number | null; titulo: string | null; defensorias: DefensoriaNaTabela[] }
export interface ComarcaNaTabela { id: number; nome: string; grupos: GrupoNaTabela[] }
export interface TabelaLotacao { layout: LayoutTabela; data: string; opcoes: OpcoesTabela; comarcas: ComarcaNaTabela[] }

export const SEM_ATUACAO = 'Sem área de atuação';
export const SEM_PREDIO = 'Sem prédio';

/** Interns padded to the office's maximum with blank lines, at least one line; over the maximum all are shown (§9). */
export function linhasDeEstagiarios(nomes: { estagioId: number; nome: string }[], maximo: number): LinhaEstagiario[] {
  const linhas: LinhaEstagiario[] = [...nomes].sort(porNomePtBr);
  while (linhas.length < Math.max(maximo, 1)) linhas.push({ estagioId: null, nome: null });
  return linhas;
}

const anotacoes = (l: LotacaoDaEntrada) => [l.anotacao1, l.anotacao2].map((a) => a?.trim() ?? '').filter(Boolean);

/** The defenders' lines of a place from its placements of the day, titular first. */
export function linhasDeDefensores(ix: IndicesDaTabela, lotacoes: LotacaoDaEntrada[], defensoriaId: number | null, comEventos: boolean): LinhaDefensor[] {
  return lotacoes
    .filter((l) => l.defensor_id != null && ix.defensor.has(l.defensor_id))
    .map((l) => ({
      defensorId: l.defensor_id!,
      nome: ix.defensor.get(l.defensor_id!)!.nome,
      tipo: l.tipo,
      marca: marcaTipoVinculo(l.tipo),
      diretor: l.diretor ?? false,
      anotacoes: anotacoes(l),
      eventos: comEventos ? ix.eventos(l.defensor_id!, defensoriaId) : [],
    }))
    .sort((a, b) => ordemDoTipoNaTabela(a.tipo) - ordemDoTipoNaTabela(b.tipo) || porNomePtBr(a, b));
}

/** The interns' lines of a place from its placements of the day, padded to its maximum. */
export function estagiariosDe(ix: IndicesDaTabela, lotacoes: LotacaoDaEntrada[], maximo: number) {
  const nomes = lotacoes
    .filter((l) => l.estagio_id != null && ix.estagio.has(l.estagio_id))
    .map((l) => ({ estagioId: l.estagio_id!, nome: ix.estagio.get(l.estagio_id!)!.nome }));
  return linhasDeEstagiarios(nomes, maximo);
}

function defensoriaNaTabela(ix: IndicesDaTabela, d: DefensoriaDaEntrada, eventos: boolean, estagiarios: boolean): DefensoriaNaTabela {
  const lotacoes = ix.porDefensoria.get(d.id) ?? [];
  const defensores = linhasDeDefensores(ix, lotacoes, d.id, eventos);
  const nomeDe = (id: number | null) => (id == null ? null : ix.nomeDaDefensoria.get(id) ?? null);
  return {
    defensoriaId: d.id,
    nome: d.nome,
    vaga: defensores.length === 0,
    vago: defensores.length === 0 ? TEXTO_VAGO : null,
    defensores,
    maximoEstagiarios: d.maximo_estagiarios,
    estagiarios: estagiarios ? estagiariosDe(ix, lotacoes, d.maximo_estagiarios) : null,
    substituta1: nomeDe(d.substituta1_id),
    substituta2: nomeDe(d.substituta2_id),
  };
}

type Agrupamento = 'atuacao' | 'predio' | null;

/** comarca → [atuação | prédio] → offices, each level in its order (atuação's ordem, then names; "sem" groups last). */
function montarComarcas(e: EntradaTabelaLotacao, ix: IndicesDaTabela, o: OpcoesTabela, agrupar: Agrupamento, estagiarios: boolean): ComarcaNaTabela[] {
  const predio = new Map(e.predios.map((p) => [p.id, p]));
  const atuacao = new Map(e.atuacoes.map((a) => [a.id, a]));
  const comarcaDe = (d: DefensoriaDaEntrada) =>
    o.agruparPeloCadastroDaComarca || d.predio_id == null ? d.comarca_id : predio.get(d.predio_id)?.comarca_id ?? d.comarca_id;
  const grupoDe = (d: DefensoriaDaEntrada): { id: number | null; titulo: string | null; ordem: number } => {
    if (agrupar === 'predio') {
      const p = d.predio_id == null ? undefined : predio.get(d.predio_id);
      return p ? { id: p.id, titulo: p.nome, ordem: 0 } : { id: null, titulo: SEM_PREDIO, ordem: 1 };
    }
    if (agrupar === 'atuacao') {
      const a = d.atuacao_id == null ? undefined : atuacao.get(d.atuacao_id);
      return a ? { id: a.id, titulo: a.nome, ordem: a.ordem } : { id: null, titulo: SEM_ATUACAO, ordem: Number.MAX_SAFE_INTEGER };
    }
    return { id: null, titulo: null, ordem: 0 };
  };
  const comarcas = [...e.comarcas].sort(porNomePtBr);
  return comarcas
    .map((c) => {
      const grupos = new Map<string, GrupoNaTabela & { ordem: number }>();
      const doLugar = e.defensorias
        .filter((d) => comarcaDe(d) === c.id)
        .sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || porNomePtBr(a, b));
      for (const d of doLugar) {
        const g = grupoDe(d);
        const chave = `${g.id}`;
        const grupo = grupos.get(chave) ?? { ...g, defensorias: [] };
        grupo.defensorias.push(defensoriaNaTabela(ix, d, o.exibirEventos, estagiarios));
        grupos.set(chave, grupo);
      }
      const ordenados = [...grupos.values()]
        .sort((a, b) => a.ordem - b.ordem || compararPtBr((a.titulo ?? ''), b.titulo ?? ''))
        .map(({ id, titulo, defensorias }) => ({ id, titulo, defensorias }));
      return { id: c.id, nome: c.nome, grupos: ordenados };
    })
    .filter((c) => c.grupos.length > 0);
}

/**
 * Layout 1 — defenders by comarca and area of action. "Agrupar por prédio" wins over "Agrupar por atuação" when both
 * are on (ADR 077). The filters (chosen comarcas, defensorias, defenders) are applied first.
 */
export function tabelaDefensoresPorComarca(e: EntradaTabelaLotacao, data: string, escolhidas: Partial<OpcoesTabela> = {}, filtros: FiltrosTabela = {}): TabelaLotacao {
  const opcoes = opcoesDoLayout(1, escolhidas);
  const filtrada = aplicarFiltrosNaEntrada(e, filtros, data);
  // The indexes over every row: a substituta filtered out of the table still has its name.
  const ix = indicesDaTabela(e, data);
  const agrupar: Agrupamento = opcoes.agruparPorPredio ? 'predio' : opcoes.agruparPorAtuacao ? 'atuacao' : null;
  return { layout: 1, data, opcoes, comarcas: montarComarcas(filtrada, ix, opcoes, agrupar, opcoes.exibirEstagiarios) };
}

/** Layout 4 — interns by defensoria: comarca → prédio → office with its maximum, defenders, interns padded and substitutas. */
export function tabelaEstagiariosPorDefensoria(e: EntradaTabelaLotacao, data: string, escolhidas: Partial<OpcoesTabela> = {}): TabelaLotacao {
  const opcoes = opcoesDoLayout(4, escolhidas);
  return { layout: 4, data, opcoes, comarcas: montarComarcas(e, indicesDaTabela(e, data), opcoes, 'predio', true) };
}

/** A defender's placement on layout 2. */
export interface AtribuicaoNaTabela { defensoriaId: number; defensoria: string; tipo: number; label: string; marca: string }
export interface DefensorPorAtribuicao {
  defensorId: number;
  nome: string;
  atribuicoes: AtribuicaoNaTabela[];
  /** with "Agrupar Defensorias em substituições" the substitutions' offices in one line, else [] */
  substituicoes: string[];
  eventos: EventoDoDia[];
}
export interface TabelaPorAtribuicao { layout: 2; data: string; opcoes: OpcoesTabela; defensores: DefensorPorAtribuicao[] }

/**
 * Layout 2 — defenders by assignment: one row per defender with their placements that day. "Agrupar Defensorias em
 * substituições" gathers the Substituição offices into one line; "Exibir Tudo" also lists defenders with none (ADR 077).
 */
export function tabelaDefensoresPorAtribuicao(e: EntradaTabelaLotacao, data: string, escolhidas: Partial<OpcoesTabela> = {}): TabelaPorAtribuicao {
  const opcoes = opcoesDoLayout(2, escolhidas);
  const ix = indicesDaTabela(e, data);
  const defensoria = new Map(e.defensorias.map((d) => [d.id, d]));
  const defensores = [...e.defensores].sort(porNomePtBr).map((d) => {
    const lotacoes = ix.noDia
      .filter((l) => l.defensor_id === d.id && l.defensoria_id != null && defensoria.has(l.defensoria_id))
      .sort((a, b) => ordemDoTipoNaTabela(a.tipo) - ordemDoTipoNaTabela(b.tipo) || porNomePtBr(defensoria.get(a.defensoria_id!)!, defensoria.get(b.defensoria_id!)!));
    const juntar = opcoes.agruparDefensoriasEmSubstituicoes;
    const eSub = (l: LotacaoDaEntrada) => juntar && l.tipo === TIPO_VINCULO.Substituicao;
    return {
      defensorId: d.id,
      nome: d.nome,
      atribuicoes: lotacoes.filter((l) => !eSub(l)).map((l) => ({
        defensoriaId: l.defensoria_id!,
        defensoria: defensoria.get(l.defensoria_id!)!.nome,
        tipo: l.tipo,
        label: tipoVinculoLabel(l.tipo),
        marca: marcaTipoVinculo(l.tipo),
      })),
      substituicoes: lotacoes.filter(eSub).map((l) => defensoria.get(l.defensoria_id!)!.nome),
      eventos: opcoes.exibirEventos ? ix.eventos(d.id, null) : [],
    };
  });
  return { layout: 2, data, opcoes, defensores: opcoes.exibirTudo ? defensores : defensores.filter((d) => d.atribuicoes.length + d.substituicoes.length > 0) };
}
