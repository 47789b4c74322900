import { estagioInputSchema, type EstagioInput } from '@sgi/domain';
import { schemaErrors } from '../../components/form-errors';
import type { Estagio } from './api';

/** The modal's own shape: selects hold ids as strings, dates 'yyyy-MM-dd' or null, colação 'yyyy-MM' or null. */
export interface EstagioValores {
  tipo_estagio: string | null;
  instituicaoId: string | null;
  cursoId: string | null;
  data_inicio_estagio: string | null;
  data_fim_estagio: string | null;
  desligamento: string | null;
  data_colacao_grau: string | null;
  email: string;
  fim_semana: boolean;
}

/** Schema paths that the form holds under another name. */
export const CAMPOS_ESTAGIO = { instituicao_ensino: 'instituicaoId', curso: 'cursoId' };

export function valoresDoEstagio(e: Estagio | null, emailPadrao = ''): EstagioValores {
  return {
    tipo_estagio: e ? String(e.tipo_estagio) : null,
    instituicaoId: e ? String(e.instituicao_ensino.id) : null,
    cursoId: e ? String(e.curso.id) : null,
    data_inicio_estagio: e?.data_inicio_estagio ?? null,
    data_fim_estagio: e?.data_fim_estagio ?? null,
    desligamento: e?.desligamento ?? null,
    data_colacao_grau: e?.data_colacao_grau ?? null,
    email: e?.email ?? emailPadrao,
    fim_semana: e?.fim_semana ?? false,
  };
}

/** The POST/PUT body before validation: empty dates go as null (cadastros-relatorios §5). */
export function paraEnvio(v: EstagioValores, estagiarioId: number) {
  return {
    estagiario: { id: estagiarioId },
    tipo_estagio: v.tipo_estagio ? Number(v.tipo_estagio) : null,
    instituicao_ensino: v.instituicaoId ? { id: Number(v.instituicaoId) } : null,
    curso: v.cursoId ? { id: Number(v.cursoId) } : null,
    data_inicio_estagio: v.data_inicio_estagio ?? '',
    data_fim_estagio: v.data_fim_estagio || null,
    desligamento: v.desligamento || null,
    data_colacao_grau: v.data_colacao_grau ?? '',
    email: v.email,
    fim_semana: v.fim_semana,
  };
}

/** The server's own schema: the same messages in the modal as in a 400. */
export const validarEstagio = (v: EstagioValores, estagiarioId: number) => schemaErrors(estagioInputSchema, paraEnvio(v, estagiarioId), CAMPOS_ESTAGIO);

export const inputDoEstagio = (v: EstagioValores, estagiarioId: number): EstagioInput => estagioInputSchema.parse(paraEnvio(v, estagiarioId));
