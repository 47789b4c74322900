import { opcoesDoLayout, TEXTO_VAGO, type OpcoesTabela } from './tabela-lotacao.js';
import { indicesDaTabela, porNomePtBr, type EntradaTabelaLotacao, type LotacaoDaEntrada } from './tabela-lotacao-entrada.js';
import { estagiariosDe, linhasDeDefensores, type LinhaDefensor, type LinhaEstagiario } from './tabela-lotacao-modelo.js';

/** A núcleo on layouts 3 (its defenders) and 6 (its interns, padded to its maximum). */
export interface NucleoNaTabela {
  nucleoId: number;
  nome: string;
  vaga: boolean;
  vago: string | null;
  defensores: LinhaDefensor[];
  maximoEstagiarios: number;
  estagiarios: LinhaEstagiario[] | null;
}
export interface TabelaPorNucleo { layout: 3 | 6; data: string; opcoes: OpcoesTabela; nucleos: NucleoNaTabela[] }

function porNucleo(e: EntradaTabelaLotacao, data: string) {
  const ix = indicesDaTabela(e, data);
  const lotacoes = new Map<number, LotacaoDaEntrada[]>();
  for (const l of ix.noDia) if (l.nucleo_id != null) lotacoes.set(l.nucleo_id, [...(lotacoes.get(l.nucleo_id) ?? []), l]);
  return { ix, lotacoes };
}

/**
 * Layouts 3 (defenders by núcleo) and 6 (interns by núcleo): every núcleo by name with its placements of the day;
 * on 3 a núcleo without a defender shows '(VAGO)', on 6 its interns are padded to its maximum (at least one line).
 */
export function tabelaPorNucleo(e: EntradaTabelaLotacao, data: string, layout: 3 | 6): TabelaPorNucleo {
  const { ix, lotacoes } = porNucleo(e, data);
  const nucleos = [...e.nucleos].sort(porNomePtBr).map((n) => {
    const doNucleo = lotacoes.get(n.id) ?? [];
    const defensores = layout === 3 ? linhasDeDefensores(ix, doNucleo, null, false) : [];
    const vaga = layout === 3 && defensores.length === 0;
    return {
      nucleoId: n.id,
      nome: n.nome,
      vaga,
      vago: vaga ? TEXTO_VAGO : null,
      defensores,
      maximoEstagiarios: n.maximo_estagiarios,
      estagiarios: layout === 6 ? estagiariosDe(ix, doNucleo, n.maximo_estagiarios) : null,
    };
  });
  return { layout, data, opcoes: opcoesDoLayout(layout), nucleos };
}

/** A sector on layout 5 with its interns of the day (a sector has a capacity, not a maximum: no padding). */
export interface SetorNaTabela { setorId: number; sigla: string; nome: string; estagiarios: LinhaEstagiario[] }
export interface TabelaPorSetor {
  layout: 5;
  data: string;
  opcoes: OpcoesTabela;
  comarcas: { id: number; nome: string; predios: { id: number; nome: string; setores: SetorNaTabela[] }[] }[];
}

/** Layout 5 — interns by sector: comarca → prédio → sector (each by name) with the interns placed there that day. */
export function tabelaEstagiariosPorSetor(e: EntradaTabelaLotacao, data: string): TabelaPorSetor {
  const ix = indicesDaTabela(e, data);
  const setores = e.setores ?? [];
  const estagiarios = (setorId: number): LinhaEstagiario[] =>
    ix.noDia
      .filter((l) => l.setor_id === setorId && l.estagio_id != null && ix.estagio.has(l.estagio_id))
      .map((l) => ({ estagioId: l.estagio_id!, nome: ix.estagio.get(l.estagio_id!)!.nome }))
      .sort(porNomePtBr);
  const comarcas = [...e.comarcas].sort(porNomePtBr).map((c) => ({
    id: c.id,
    nome: c.nome,
    predios: e.predios
      .filter((p) => p.comarca_id === c.id)
      .sort(porNomePtBr)
      .map((p) => ({
        id: p.id,
        nome: p.nome,
        setores: setores
          .filter((s) => s.predio_id === p.id)
          .sort(porNomePtBr)
          .map((s) => ({ setorId: s.id, sigla: s.sigla, nome: s.nome, estagiarios: estagiarios(s.id) })),
      }))
      .filter((p) => p.setores.length > 0),
  }));
  return { layout: 5, data, opcoes: opcoesDoLayout(5), comarcas: comarcas.filter((c) => c.predios.length > 0) };
}
