import { assessorInputSchema, formatCpf, onlyDigits, type AssessorInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { AssessorDetalhe } from './api';

/** The form's own shape: text inputs hold strings (the phone its digits), dates 'yyyy-MM-dd' or null. */
export interface AssessorValores {
  cpf: string;
  nome: string;
  ativo: boolean;
  telefone: string;
  email: string;
  email_institucional: string;
  data_entrada: string | null;
  data_sessao: string | null;
  data_saida: string | null;
}

export function valoresIniciais(a: AssessorDetalhe | null): AssessorValores {
  return {
    cpf: a ? formatCpf(a.cpf) : '',
    nome: a?.nome ?? '',
    ativo: a?.ativo ?? true,
    telefone: a?.telefone ? onlyDigits(a.telefone) : '',
    email: a?.email ?? '',
    email_institucional: a?.email_institucional ?? '',
    data_entrada: a?.data_entrada ?? null,
    data_sessao: a?.data_sessao ?? null,
    data_saida: a?.data_saida ?? null,
  };
}

/** The same zod schema the server uses (pt-BR messages), first message per field. */
export const validarAssessor = (v: AssessorValores) => schemaErrors(assessorInputSchema, v);

export const inputDoAssessor = (v: AssessorValores): AssessorInput => assessorInputSchema.parse(v);
