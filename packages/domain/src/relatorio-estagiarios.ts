import { lotacaoNoDia, type EntradaTabelaLotacao } from './tabela-lotacao-entrada.js';
import { tabelaEstagiariosPorDefensoria } from './tabela-lotacao-modelo.js';
import { textoDoDefensor } from './tabela-lotacao-texto.js';

/**
 * The interns report's rows (cadastros-relatorios §3 "Intern report rows", GET lotacoes-estagiario): comarca → prédio
 * → defensoria with its maximum, defenders, interns padded to the maximum (null a blank line), substitutas 1 and 2
 * and the sectors its people are placed in that day. Built from layout 4, so the report and the table agree.
 */
export interface DefensoriaDoRelatorioDeEstagiarios {
  defensoria_nome: string;
  defensoria_maximo_estagiarios: number;
  defensores: string[];
  estagiarios: (string | null)[];
  substituta1_nome: string | null;
  substituta2_nome: string | null;
  setores: string[];
}
export interface LinhaDoRelatorioDeEstagiarios {
  comarca_nome: string;
  predios: { predio_nome: string; defensorias: DefensoriaDoRelatorioDeEstagiarios[] }[];
}

export function relatorioDeEstagiarios(e: EntradaTabelaLotacao, data: string): LinhaDoRelatorioDeEstagiarios[] {
  const setor = new Map((e.setores ?? []).map((s) => [s.id, s.sigla]));
  const setoresDa = new Map<number, Set<string>>();
  for (const l of e.lotacoes) {
    const sigla = l.setor_id == null ? undefined : setor.get(l.setor_id);
    if (l.defensoria_id == null || !sigla || !lotacaoNoDia(l, data)) continue;
    setoresDa.set(l.defensoria_id, (setoresDa.get(l.defensoria_id) ?? new Set()).add(sigla));
  }
  return tabelaEstagiariosPorDefensoria(e, data).comarcas.map((c) => ({
    comarca_nome: c.nome,
    predios: c.grupos.map((g) => ({
      predio_nome: g.titulo ?? '',
      defensorias: g.defensorias.map((d) => ({
        defensoria_nome: d.nome,
        defensoria_maximo_estagiarios: d.maximoEstagiarios,
        defensores: d.defensores.map(textoDoDefensor),
        estagiarios: (d.estagiarios ?? []).map((x) => x.nome),
        substituta1_nome: d.substituta1,
        substituta2_nome: d.substituta2,
        setores: [...(setoresDa.get(d.defensoriaId) ?? [])].sort(),
      })),
    })),
  }));
}
