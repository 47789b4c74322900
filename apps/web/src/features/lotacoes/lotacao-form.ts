import { lotacaoInputSchema, TIPO_PESSOA, tiposPermitidos, type LotacaoInput, type TipoPessoa } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { LotacaoDetalhe } from './api';

export type Local = 'defensoria' | 'nucleo';

/** The form's own shape: selects hold the id as a string (or null), times 'HH:mm' or ''. */
export interface LotacaoValores {
  defensor: string | null;
  assessor: string | null;
  /** the intern only narrows the internship select; the placement points at the internship */
  estagiario: string | null;
  estagio: string | null;
  tipo: string | null;
  data_inicial: string | null;
  data_final: string | null;
  entrada: string;
  saida: string;
  ativo: boolean;
  pontuar: boolean;
  diretor: boolean;
  local: Local;
  defensoria: string | null;
  nucleo: string | null;
  /** the building only narrows the sector select: it is never sent (§5) */
  predio: string | null;
  setor: string | null;
  anotacao1: string;
  anotacao2: string;
}

/** Create routes per person kind (cadastros-relatorios §2.19). */
export const ROTA_CRIAR: Record<TipoPessoa, string> = {
  [TIPO_PESSOA.Defensor]: '/vinculos_defensor/criar',
  [TIPO_PESSOA.Assessor]: '/vinculos_assessor/criar',
  [TIPO_PESSOA.Estagiario]: '/vinculos_estagio/criar',
};

/** The person kind of a create route: its path names it. */
export function tipoPessoaDaRota(pathname: string): TipoPessoa {
  if (pathname.startsWith('/vinculos_assessor')) return TIPO_PESSOA.Assessor;
  if (pathname.startsWith('/vinculos_estagio')) return TIPO_PESSOA.Estagiario;
  return TIPO_PESSOA.Defensor;
}

/** The list's query parameter that filters by each person kind (§2.10). */
export const PARAMETRO_PESSOA: Record<TipoPessoa, 'defensorid' | 'assessorid' | 'estagiarioid'> = {
  [TIPO_PESSOA.Defensor]: 'defensorid',
  [TIPO_PESSOA.Assessor]: 'assessorid',
  [TIPO_PESSOA.Estagiario]: 'estagiarioid',
};

const idDaPessoa = (tipoPessoa: TipoPessoa, v: Pick<LotacaoValores, 'defensor' | 'assessor' | 'estagiario'>) =>
  tipoPessoa === TIPO_PESSOA.Defensor ? v.defensor : tipoPessoa === TIPO_PESSOA.Assessor ? v.assessor : v.estagiario;

/** The placement list of that person (where save and delete lead), or the whole list without one. */
export function listaDaPessoa(tipoPessoa: TipoPessoa, v: Pick<LotacaoValores, 'defensor' | 'assessor' | 'estagiario'>): string {
  const id = idDaPessoa(tipoPessoa, v);
  return id ? `/vinculos?${PARAMETRO_PESSOA[tipoPessoa]}=${id}` : '/vinculos';
}

const idTexto = (r: { id: number } | null | undefined) => (r ? String(r.id) : null);

/** Interns and advisors have one type only (§5): it comes chosen. */
function tipoPadrao(tipoPessoa: TipoPessoa): string | null {
  const tipos = tiposPermitidos(tipoPessoa);
  return tipos.length === 1 ? String(tipos[0]) : null;
}

/** From the loaded record, or for a new one from the route (the intern route names intern and internship). */
export function valoresIniciais(
  l: LotacaoDetalhe | null,
  tipoPessoa: TipoPessoa,
  daRota: { estagiario: string | null; estagio: string | null } = { estagiario: null, estagio: null },
): LotacaoValores {
  return {
    defensor: idTexto(l?.defensor),
    assessor: idTexto(l?.assessor),
    estagiario: l ? idTexto(l.estagio?.estagiario) : daRota.estagiario,
    estagio: l ? idTexto(l.estagio) : daRota.estagio,
    tipo: l ? String(l.tipo) : tipoPadrao(tipoPessoa),
    data_inicial: l?.data_inicial ?? null,
    data_final: l?.data_final ?? null,
    entrada: l?.entrada?.slice(0, 5) ?? '',
    saida: l?.saida?.slice(0, 5) ?? '',
    ativo: l?.ativo ?? true,
    pontuar: l?.pontuar ?? false,
    diretor: l?.diretor ?? false,
    local: l?.nucleo ? 'nucleo' : 'defensoria',
    defensoria: idTexto(l?.defensoria),
    nucleo: idTexto(l?.nucleo),
    predio: idTexto(l?.setor?.predio),
    setor: idTexto(l?.setor),
    anotacao1: l?.anotacao1 ?? '',
    anotacao2: l?.anotacao2 ?? '',
  };
}

const ref = (id: string | null) => (id ? { id: Number(id) } : null);

/**
 * The POST/PUT body before validation (§5): only the person of the form's kind; a núcleo placement drops the
 * defensoria and a defensoria placement the núcleo; the building is not sent; empty dates and times become null.
 */
export const paraEnvio = (v: LotacaoValores, tipoPessoa: TipoPessoa) => ({
  tipo: v.tipo === null ? null : Number(v.tipo),
  defensor: tipoPessoa === TIPO_PESSOA.Defensor ? ref(v.defensor) : null,
  assessor: tipoPessoa === TIPO_PESSOA.Assessor ? ref(v.assessor) : null,
  estagio: tipoPessoa === TIPO_PESSOA.Estagiario ? ref(v.estagio) : null,
  defensoria: v.local === 'defensoria' ? ref(v.defensoria) : null,
  nucleo: v.local === 'nucleo' ? ref(v.nucleo) : null,
  setor: ref(v.setor),
  data_inicial: v.data_inicial || null,
  data_final: v.data_final || null,
  entrada: v.entrada || null,
  saida: v.saida || null,
  ativo: v.ativo,
  pontuar: tipoPessoa === TIPO_PESSOA.Defensor && v.pontuar,
  diretor: tipoPessoa === TIPO_PESSOA.Defensor && v.diretor,
  anotacao1: v.anotacao1,
  anotacao2: v.anotacao2,
});

/** Errors on {id} references ('defensoria.id') belong to the select holding them ('defensoria'). */
export const CAMPOS_LOTACAO = {
  defensor: 'defensor',
  assessor: 'assessor',
  estagio: 'estagio',
  defensoria: 'defensoria',
  nucleo: 'nucleo',
  setor: 'setor',
};

/** The same zod schema the server uses; without an intern chosen, the missing-person message goes on its select. */
export const validarLotacao = (tipoPessoa: TipoPessoa) => (v: LotacaoValores) => {
  const corpo = paraEnvio(v, tipoPessoa);
  const erros = schemaErrors(lotacaoInputSchema, corpo, CAMPOS_LOTACAO);
  if (tipoPessoa === TIPO_PESSOA.Estagiario && !v.estagiario && erros.estagio) {
    erros.estagiario = erros.estagio;
    delete erros.estagio;
  }
  return erros;
};

export const inputDaLotacao = (v: LotacaoValores, tipoPessoa: TipoPessoa): LotacaoInput => lotacaoInputSchema.parse(paraEnvio(v, tipoPessoa));
