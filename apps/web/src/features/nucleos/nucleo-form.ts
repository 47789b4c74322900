import { NUCLEO, nucleoInputSchema, type NucleoInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { NucleoDetalhe } from './api';

/** The form's own shape: selects hold the id as a string (or null), NumberInputs a number or '' while cleared. */
export interface NucleoValores {
  ordem: number | string;
  nome: string;
  maximoIntegrantes: number | string;
  substituto1: string | null;
  substituto2: string | null;
  comarca: string | null;
  predio: string | null;
  /** the phone's digits; the field shows them formatted */
  telefone: { ddd: number | string; numero: string };
}

const idTexto = (r: { id: number } | null | undefined) => (r ? String(r.id) : null);

export function valoresIniciais(n: NucleoDetalhe | null): NucleoValores {
  return {
    ordem: n?.ordem ?? NUCLEO.ordemPadrao,
    nome: n?.nome ?? '',
    maximoIntegrantes: n?.maximoIntegrantes ?? 0,
    substituto1: idTexto(n?.substituto1),
    substituto2: idTexto(n?.substituto2),
    comarca: idTexto(n?.comarca),
    predio: idTexto(n?.predio),
    telefone: { ddd: n ? (n.telefone.ddd ?? '') : NUCLEO.dddPadrao, numero: n?.telefone.numero ?? '' },
  };
}

// A cleared NumberInput holds '': sent as null, so the schema's default applies (ordem 0, DDD 79).
const numeroOuNulo = (v: number | string) => (typeof v === 'number' ? v : null);
const ref = (id: string | null) => (id ? { id: Number(id) } : null);

/** The POST/PUT body before validation: the API's shape ({id} references, nested telefone). */
export const paraEnvio = (v: NucleoValores) => ({
  ordem: numeroOuNulo(v.ordem),
  nome: v.nome,
  comarca: ref(v.comarca),
  predio: ref(v.predio),
  substituto1: ref(v.substituto1),
  substituto2: ref(v.substituto2),
  maximoIntegrantes: numeroOuNulo(v.maximoIntegrantes),
  telefone: { ddd: numeroOuNulo(v.telefone.ddd), numero: v.telefone.numero },
});

/** Errors on {id} references ('comarca.id') belong to the select holding them ('comarca'). */
export const CAMPOS_NUCLEO = { comarca: 'comarca', predio: 'predio', substituto1: 'substituto1', substituto2: 'substituto2' };

/** The same zod schema the server uses. */
export const validarNucleo = (v: NucleoValores) => schemaErrors(nucleoInputSchema, paraEnvio(v), CAMPOS_NUCLEO);

export const inputDoNucleo = (v: NucleoValores): NucleoInput => nucleoInputSchema.parse(paraEnvio(v));
