import { DEFENSORIA, defensoriaInputSchema, type DefensoriaInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { DefensoriaDetalhe } from './api';

/** The form's own shape: selects hold the id as a string (or null), NumberInputs a number or '' while cleared. */
export interface DefensoriaValores {
  ordem: number | string;
  exibirrelatorio: boolean;
  codigo: string;
  nome: string;
  vara: string | null;
  defensoriasubstituta1: string | null;
  defensoriasubstituta2: string | null;
  comarca: string | null;
  predio: string | null;
  maximo_estagiarios: number | string;
  anotacao: string;
  /** the phone's digits; the field shows them formatted */
  telefone: { ddd: number | string; numero: string };
}

const idTexto = (r: { id: number } | null | undefined) => (r ? String(r.id) : null);

export function valoresIniciais(d: DefensoriaDetalhe | null): DefensoriaValores {
  return {
    ordem: d?.ordem ?? DEFENSORIA.ordemPadrao,
    exibirrelatorio: d?.exibirrelatorio ?? true,
    codigo: d?.codigo ?? '',
    nome: d?.nome ?? '',
    vara: idTexto(d?.vara),
    defensoriasubstituta1: idTexto(d?.defensoriasubstituta1),
    defensoriasubstituta2: idTexto(d?.defensoriasubstituta2),
    comarca: idTexto(d?.comarca),
    predio: idTexto(d?.predio),
    maximo_estagiarios: d?.maximo_estagiarios ?? 0,
    anotacao: d?.anotacao ?? '',
    telefone: { ddd: d ? (d.telefone.ddd ?? '') : DEFENSORIA.dddPadrao, numero: d?.telefone.numero ?? '' },
  };
}

// A cleared NumberInput holds '': sent as null, so the schema's default applies (ordem 0, DDD 79).
const numeroOuNulo = (v: number | string) => (typeof v === 'number' ? v : null);
const ref = (id: string | null) => (id ? { id: Number(id) } : null);

/** The POST/PUT body before validation: the API's shape ({id} references, nested telefone). */
export const paraEnvio = (v: DefensoriaValores) => ({
  ordem: numeroOuNulo(v.ordem),
  exibirrelatorio: v.exibirrelatorio,
  codigo: v.codigo,
  nome: v.nome,
  vara: ref(v.vara),
  defensoriasubstituta1: ref(v.defensoriasubstituta1),
  defensoriasubstituta2: ref(v.defensoriasubstituta2),
  comarca: ref(v.comarca),
  predio: ref(v.predio),
  maximo_estagiarios: numeroOuNulo(v.maximo_estagiarios),
  anotacao: v.anotacao,
  telefone: { ddd: numeroOuNulo(v.telefone.ddd), numero: v.telefone.numero },
});

/** Errors on {id} references ('comarca.id') belong to the select holding them ('comarca'). */
export const CAMPOS_DEFENSORIA = {
  vara: 'vara',
  comarca: 'comarca',
  predio: 'predio',
  defensoriasubstituta1: 'defensoriasubstituta1',
  defensoriasubstituta2: 'defensoriasubstituta2',
};

/** The same zod schema the server uses. */
export const validarDefensoria = (v: DefensoriaValores) => schemaErrors(defensoriaInputSchema, paraEnvio(v), CAMPOS_DEFENSORIA);

export const inputDaDefensoria = (v: DefensoriaValores): DefensoriaInput => defensoriaInputSchema.parse(paraEnvio(v));
