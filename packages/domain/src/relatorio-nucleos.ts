import type { NucleoDoRelatorio } from './relatorios-api.js';
import { porNomePtBr, type EntradaTabelaLotacao } from './tabela-lotacao-entrada.js';
import { tabelaPorNucleo } from './tabela-lotacao-nucleo-setor.js';
import { textoDoDefensor } from './tabela-lotacao-texto.js';
import { compararPtBr } from './texto.js';

/** A núcleo's register fields the report prints beside its members (§2.6, §3 Nucleo). */
export interface NucleoDoCadastro {
  id: number;
  nome: string;
  comarca_nome: string;
  predio_nome: string | null;
  maximoIntegrantes: number;
  substituto1_nome: string | null;
  substituto2_nome: string | null;
}

/**
 * GET relatorio/nucleos (issue 16, ADR 084): every núcleo by comarca and name with its members of the day — the
 * defenders with their marks ('(VAGO)' when none, as layout 3), the advisors, and the interns padded to the maximum
 * (at least one line, as layout 6) — its maximum and its substitutes. Built from layouts 3 and 6, so the report and
 * the assignment tables agree.
 */
export function relatorioDeNucleos(
  e: Omit<EntradaTabelaLotacao, 'nucleos'>,
  nucleos: readonly NucleoDoCadastro[],
  assessores: readonly { nucleo_id: number; nome: string }[],
  data: string,
): NucleoDoRelatorio[] {
  const entrada = { ...e, nucleos: nucleos.map((n) => ({ id: n.id, nome: n.nome, maximo_estagiarios: n.maximoIntegrantes })) };
  const defensores = new Map(tabelaPorNucleo(entrada, data, 3).nucleos.map((n) => [n.nucleoId, n]));
  const estagiarios = new Map(tabelaPorNucleo(entrada, data, 6).nucleos.map((n) => [n.nucleoId, n.estagiarios ?? []]));
  const comarca = (n: NucleoDoCadastro) => ({ nome: n.comarca_nome });
  const assessoresDo = new Map<number, string[]>();
  for (const a of assessores) assessoresDo.set(a.nucleo_id, [...(assessoresDo.get(a.nucleo_id) ?? []), a.nome]);
  return [...nucleos]
    .sort((a, b) => porNomePtBr(comarca(a), comarca(b)) || porNomePtBr(a, b))
    .map((n) => {
      const d = defensores.get(n.id);
      return {
        nucleo_id: n.id,
        nucleo_nome: n.nome,
        comarca_nome: n.comarca_nome,
        predio_nome: n.predio_nome,
        maximo_integrantes: n.maximoIntegrantes,
        substituto1_nome: n.substituto1_nome,
        substituto2_nome: n.substituto2_nome,
        vago: d?.vago ?? null,
        defensores: (d?.defensores ?? []).map(textoDoDefensor),
        assessores: [...(assessoresDo.get(n.id) ?? [])].sort((x, y) => compararPtBr(x, y)),
        estagiarios: (estagiarios.get(n.id) ?? []).map((x) => x.nome),
      };
    });
}
