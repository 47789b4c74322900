import { ESTAGIARIO_REGRAS, estagiarioInputSchema, formatCpf, onlyDigits, type EstagiarioInput, type TelefoneJson } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { EstagiarioDetalhe } from './api';

/** A phone in the form: the DDD as the number input holds it ('' when blank), the number's digits. */
export interface TelefoneValores {
  ddd: number | string;
  numero: string;
}

/** The form's own shape: the CPF as typed (formatted once valid), dates 'yyyy-MM-dd' or null, the estado civil select's value as a string. */
export interface EstagiarioValores {
  cpf: string;
  nome: string;
  data_nascimento: string | null;
  estadocivil: string | null;
  ativo: boolean;
  anotacao: string;
  email: string;
  telefone: TelefoneValores;
  celular: TelefoneValores;
}

const telefoneInicial = (t: TelefoneJson | undefined): TelefoneValores => ({
  // DDD 79 by default (cadastros-relatorios §9).
  ddd: t?.ddd ?? ESTAGIARIO_REGRAS.dddPadrao,
  numero: t?.numero ?? '',
});

export function valoresIniciais(e: EstagiarioDetalhe | null): EstagiarioValores {
  return {
    cpf: e?.cpf ? formatCpf(e.cpf) : '',
    nome: e?.nome ?? '',
    data_nascimento: e?.data_nascimento ?? null,
    estadocivil: e?.estadocivil === null || e?.estadocivil === undefined ? null : String(e.estadocivil),
    ativo: e?.ativo ?? true,
    anotacao: e?.anotacao ?? '',
    email: e?.email ?? '',
    telefone: telefoneInicial(e?.telefone),
    celular: telefoneInicial(e?.celular),
  };
}

const telefoneEnvio = (t: TelefoneValores) => ({ ddd: t.ddd === '' ? null : Number(t.ddd), numero: t.numero });

/** The POST/PUT body before validation; the CPF goes as digits (cadastros-relatorios §5). */
export function paraEnvio(v: EstagiarioValores) {
  return {
    cpf: onlyDigits(v.cpf),
    nome: v.nome,
    data_nascimento: v.data_nascimento ?? '',
    email: v.email,
    estadocivil: v.estadocivil === null ? null : Number(v.estadocivil),
    anotacao: v.anotacao,
    ativo: v.ativo,
    telefone: telefoneEnvio(v.telefone),
    celular: telefoneEnvio(v.celular),
  };
}

/** The server's own schema, so the form shows the same messages as a 400 would. */
export const validarEstagiario = (v: EstagiarioValores) => schemaErrors(estagiarioInputSchema, paraEnvio(v));

export const inputDoEstagiario = (v: EstagiarioValores): EstagiarioInput => estagiarioInputSchema.parse(paraEnvio(v));
