import { normalizarSigla, PREDIO, predioInputSchema, setorInputSchema, type PredioInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { Ref } from '../../lib/opcoes';
import type { PredioDetalhe } from './api';

/** One sector as the form holds it; `id` is known for saved sectors (their history). */
export interface SetorValores {
  id?: number;
  sigla: string;
  nome: string;
  capacidade: number | string;
  responsavel: Ref | null;
}

/** The form's own shape: selects hold the id as a string (or null), NumberInputs a number or '' while cleared. */
export interface PredioValores {
  ordem: number | string;
  comarca: string | null;
  nome: string;
  tipo: string | null;
  /** cep as digits; the field shows it formatted */
  endereco: { cep: string; cidade: string; bairro: string; logradouro: string; complemento: string; numero: string };
  telefoneprincipal: { ddd: number | string; numero: string };
  telefonesecundario: { ddd: number | string; numero: string };
  setores: SetorValores[];
}

const telefone = (t: { ddd: number | null; numero: string | null } | undefined) => ({
  ddd: t ? (t.ddd ?? '') : PREDIO.dddPadrao,
  numero: t?.numero ?? '',
});

export function valoresIniciais(p: PredioDetalhe | null): PredioValores {
  const e = p?.endereco;
  return {
    ordem: p?.ordem ?? 0,
    comarca: p ? String(p.comarca.id) : null,
    nome: p?.nome ?? '',
    tipo: p?.tipo ? String(p.tipo) : null,
    endereco: {
      cep: e?.cep ?? '',
      cidade: e?.cidade ?? '',
      bairro: e?.bairro ?? '',
      logradouro: e?.logradouro ?? '',
      complemento: e?.complemento ?? '',
      numero: e?.numero ?? '',
    },
    telefoneprincipal: telefone(p?.telefoneprincipal),
    telefonesecundario: telefone(p?.telefonesecundario),
    setores: (p?.setores ?? []).map((s) => ({ ...s })),
  };
}

// A cleared NumberInput holds '': sent as null, so the schema's default applies (or its message, for capacidade).
const numeroOuNulo = (v: number | string) => (typeof v === 'number' ? v : null);

export const setorParaEnvio = (s: SetorValores) => ({
  sigla: s.sigla,
  nome: s.nome,
  capacidade: numeroOuNulo(s.capacidade),
  responsavel: s.responsavel ? { id: s.responsavel.id } : null,
});

/** The POST/PUT body before validation: the API's shape ({id} references, nested endereco and phones). */
export const paraEnvio = (v: PredioValores) => ({
  ordem: numeroOuNulo(v.ordem),
  comarca: v.comarca ? { id: Number(v.comarca) } : null,
  nome: v.nome,
  tipo: v.tipo ? Number(v.tipo) : null,
  endereco: v.endereco,
  telefoneprincipal: { ddd: numeroOuNulo(v.telefoneprincipal.ddd), numero: v.telefoneprincipal.numero },
  telefonesecundario: { ddd: numeroOuNulo(v.telefonesecundario.ddd), numero: v.telefonesecundario.numero },
  setores: v.setores.map(setorParaEnvio),
});

/** Errors on the comarca's {id} belong to its select; sector errors keep their 'setores.N.campo' path. */
const CAMPOS = { comarca: 'comarca' };

/** The same zod schema the server uses. */
export const validarPredio = (v: PredioValores) => schemaErrors(predioInputSchema, paraEnvio(v), CAMPOS);

export const inputDoPredio = (v: PredioValores): PredioInput => predioInputSchema.parse(paraEnvio(v));

export const validarSetor = (s: SetorValores) => schemaErrors(setorInputSchema, setorParaEnvio(s), { responsavel: 'responsavel' });

/**
 * The sector rule of the form (cadastros-relatorios §4): a sigla already in the list updates that row (it keeps
 * its place and id), any other is appended. `atualizado` tells which happened.
 */
export function incluirSetor(setores: SetorValores[], novo: SetorValores): { setores: SetorValores[]; atualizado: boolean } {
  const sigla = normalizarSigla(novo.sigla);
  const i = setores.findIndex((s) => normalizarSigla(s.sigla) === sigla);
  const linha = { ...novo, sigla, nome: novo.nome.trim() };
  if (i < 0) return { setores: [...setores, linha], atualizado: false };
  return { setores: setores.map((s, j) => (j === i ? { ...linha, id: s.id } : s)), atualizado: true };
}
