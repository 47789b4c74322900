import { DEFENSOR, defensorInputSchema, formatCpf, type DefensorInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { DefensorDetalhe } from './api';

/** The form's own shape: text inputs hold strings, dates 'yyyy-MM-dd' or null, the DDD a number or ''. */
export interface DefensorValores {
  cpf: string;
  titulo: string;
  nome: string;
  ativo: boolean;
  data_nascimento: string | null;
  email_pessoal: string;
  email: string;
  endereco: { cep: string; cidade: string; bairro: string; logradouro: string; complemento: string; numero: string };
  telefone: { ddd: number | string; numero: string };
  numero_oab: string;
  matricula_defensoria: string;
  data_admissao: string | null;
  data_referencia: string | null;
  anotacao: string;
  data_exoneracao: string | null;
}

export function valoresIniciais(d: DefensorDetalhe | null): DefensorValores {
  const e = d?.endereco;
  return {
    cpf: d?.cpf ? formatCpf(d.cpf) : '',
    titulo: d?.titulo ?? '',
    nome: d?.nome ?? '',
    ativo: d?.ativo ?? true,
    data_nascimento: d?.data_nascimento ?? null,
    email_pessoal: d?.email_pessoal ?? '',
    email: d?.email ?? '',
    endereco: { cep: e?.cep ?? '', cidade: e?.cidade ?? '', bairro: e?.bairro ?? '', logradouro: e?.logradouro ?? '', complemento: e?.complemento ?? '', numero: e?.numero ?? '' },
    // DDD 79 by default (cadastros-relatorios §5).
    telefone: { ddd: d ? (d.telefone?.ddd ?? '') : DEFENSOR.dddPadrao, numero: d?.telefone?.numero ?? '' },
    numero_oab: d?.numero_oab ?? '',
    matricula_defensoria: d?.matricula_defensoria ?? '',
    data_admissao: d?.data_admissao ?? null,
    data_referencia: d?.data_referencia ?? null,
    anotacao: d?.anotacao ?? '',
    data_exoneracao: d?.data_exoneracao ?? null,
  };
}

/** The POST/PUT body before validation: a blank DDD takes the default on the server. */
export const paraEnvio = (v: DefensorValores) => ({
  ...v,
  data_nascimento: v.data_nascimento ?? '',
  telefone: { ddd: v.telefone.ddd === '' ? null : Number(v.telefone.ddd), numero: v.telefone.numero },
});

export const validarDefensor = (v: DefensorValores) => schemaErrors(defensorInputSchema, paraEnvio(v));

export const inputDoDefensor = (v: DefensorValores): DefensorInput => defensorInputSchema.parse(paraEnvio(v));
