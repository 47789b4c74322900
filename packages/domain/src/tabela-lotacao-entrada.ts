import { tipoAcaoLabel, tipoAcaoNoRelatorio, type TipoAcao } from './acao.js';
import { TIPO_VINCULO, vigente } from './lotacao.js';
import { compararPtBr } from './texto.js';

/**
 * The plain rows the assignment tables are built from (cadastros-relatorios §3 "Assignment report data", Local).
 * The API fetches them in one query set for the whole state and the builders do the rest; dates are 'yyyy-MM-dd'.
 */
export interface ComarcaDaEntrada { id: number; nome: string; prefixo?: string | null }
export interface PredioDaEntrada { id: number; nome: string; comarca_id: number }
export interface AtuacaoDaEntrada { id: number; nome: string; ordem: number }
export interface DefensoriaDaEntrada {
  id: number;
  nome: string;
  ordem?: number;
  /** the comarca registered on the office ("Agrupar pelo cadastro da comarca") */
  comarca_id: number;
  predio_id: number | null;
  atuacao_id: number | null;
  vara_id: number | null;
  substituta1_id: number | null;
  substituta2_id: number | null;
  maximo_estagiarios: number;
}
export interface NucleoDaEntrada { id: number; nome: string; maximo_estagiarios: number }
export interface SetorDaEntrada { id: number; sigla: string; nome: string; predio_id: number }
export interface DefensorDaEntrada { id: number; nome: string; titulo?: string | null }
export interface EstagioDaEntrada { id: number; nome: string }
export interface LotacaoDaEntrada {
  defensoria_id: number | null;
  nucleo_id?: number | null;
  setor_id?: number | null;
  defensor_id: number | null;
  estagio_id: number | null;
  tipo: number;
  data_inicial: string | null;
  data_final: string | null;
  ativo: boolean;
  anotacao1?: string | null;
  anotacao2?: string | null;
  diretor?: boolean;
}
export interface AcaoDaEntrada {
  defensor_id: number;
  /** stored 0-based (ADR 060) */
  tipo: TipoAcao;
  data_inicial: string;
  data_final: string;
  motivo?: string | null;
  exibiranotacao?: boolean;
  /** false keeps the action off the report (§3 Periodo) */
  ativorelatorio?: boolean;
  substituicoes: { defensoria_id: number; substituto_id: number | null }[];
}
export interface EntradaTabelaLotacao {
  comarcas: ComarcaDaEntrada[];
  predios: PredioDaEntrada[];
  atuacoes: AtuacaoDaEntrada[];
  defensorias: DefensoriaDaEntrada[];
  nucleos: NucleoDaEntrada[];
  /** only layout 5 reads them */
  setores?: SetorDaEntrada[];
  defensores: DefensorDaEntrada[];
  estagios: EstagioDaEntrada[];
  lotacoes: LotacaoDaEntrada[];
  acoes: AcaoDaEntrada[];
}

/** An event of the day beside a defender: the action's type label and dates and who substitutes in this office. */
export interface EventoDoDia {
  /** stored 0-based (ADR 060) */
  tipo: TipoAcao;
  /** the assignment report's 1-based reading (§3: 1 Férias .. 6 Licença (Outros)) */
  tipoNoRelatorio: number;
  label: string;
  inicio: string;
  fim: string;
  /** the substitute's name for this office, null when nobody substitutes (uncovered) */
  substituto: string | null;
  /** shown only when the action says exibiranotacao */
  motivo: string | null;
}

/** A placement in force on the day: active and vigente (§4). */
export const lotacaoNoDia = (l: LotacaoDaEntrada, data: string) => l.ativo && vigente(l, data);

/** Mark order inside an office: titular, substitute, accumulation, designations, the rest. */
const ORDEM_DO_TIPO: Record<number, number> = {
  [TIPO_VINCULO.Titularidade]: 0,
  [TIPO_VINCULO.Substituicao]: 1,
  [TIPO_VINCULO.Acumulacao]: 2,
  [TIPO_VINCULO.Designacao]: 3,
  [TIPO_VINCULO.DesignacaoEspecial]: 3,
  [TIPO_VINCULO.Lotacao]: 4,
};
export const ordemDoTipoNaTabela = (tipo: number) => ORDEM_DO_TIPO[tipo] ?? 9;

/** Sorts rows by their name as a pt-BR reader expects. */
export const porNomePtBr = (a: { nome: string }, b: { nome: string }) => compararPtBr(a.nome, b.nome);

/** Indexes built once per table, so each office costs a lookup, not a scan. */
export function indicesDaTabela(e: EntradaTabelaLotacao, data: string) {
  const defensor = new Map(e.defensores.map((d) => [d.id, d]));
  const estagio = new Map(e.estagios.map((s) => [s.id, s]));
  const nomeDaDefensoria = new Map(e.defensorias.map((d) => [d.id, d.nome]));
  const noDia = e.lotacoes.filter((l) => lotacaoNoDia(l, data));
  const porDefensoria = new Map<number, LotacaoDaEntrada[]>();
  for (const l of noDia) {
    if (l.defensoria_id == null) continue;
    const lista = porDefensoria.get(l.defensoria_id) ?? [];
    lista.push(l);
    porDefensoria.set(l.defensoria_id, lista);
  }
  const acoesDoDia = new Map<number, AcaoDaEntrada[]>();
  for (const a of e.acoes) {
    if (a.ativorelatorio === false || a.data_inicial > data || a.data_final < data) continue;
    acoesDoDia.set(a.defensor_id, [...(acoesDoDia.get(a.defensor_id) ?? []), a]);
  }
  const eventos = (defensorId: number, defensoriaId: number | null): EventoDoDia[] =>
    (acoesDoDia.get(defensorId) ?? []).map((a) => {
      // In an office: who substitutes there. Outside one (layout 2): everyone who substitutes, once each.
      const subs = a.substituicoes.filter((s) => defensoriaId == null || s.defensoria_id === defensoriaId);
      const nomes = [...new Set(subs.map((s) => (s.substituto_id == null ? null : defensor.get(s.substituto_id)?.nome)).filter((n) => n != null))];
      const substituto = nomes.length > 0 ? nomes.join(', ') : null;
      return {
        tipo: a.tipo,
        tipoNoRelatorio: tipoAcaoNoRelatorio(a.tipo),
        label: tipoAcaoLabel(a.tipo),
        inicio: a.data_inicial,
        fim: a.data_final,
        substituto,
        motivo: a.exibiranotacao ? a.motivo?.trim() || null : null,
      };
    });
  return { defensor, estagio, nomeDaDefensoria, porDefensoria, noDia, eventos };
}
export type IndicesDaTabela = ReturnType<typeof indicesDaTabela>;
