import type { DefensorInput, DefensorOrdem } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface DefensorResumo {
  id: number;
  nome: string;
  cpf: string;
  titulo: string | null;
  ativo: boolean;
  data_admissao: string | null;
  data_referencia: string | null;
  data_exoneracao: string | null;
}

/** cadastros-relatorios §3 Defensor, plus the pessoa's id (for its history) and audit info. */
export interface DefensorDetalhe extends DefensorResumo {
  pessoaId: number;
  data_nascimento: string | null;
  email_pessoal: string | null;
  email: string | null;
  endereco: { cep: string | null; cidade: string | null; bairro: string | null; logradouro: string | null; complemento: string | null; numero: string | null };
  telefone: { ddd: number | null; numero: string | null };
  numero_oab: string | null;
  matricula_defensoria: string | null;
  anotacao: string | null;
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  /** the pessoa's version: every form that writes the pessoa sends it back (ADR 022) */
  versao: number;
}

export interface ListarDefensores {
  skip: number;
  take: number;
  orderBy: DefensorOrdem;
  orderbyasc: boolean;
  inativos: boolean;
  nome?: string;
  cpf?: string;
}

const chave = ['defensor'] as const;

export const defensoresQuery = ({ inativos, ...q }: ListarDefensores) =>
  queryOptions({
    queryKey: [...chave, 'lista', { inativos, ...q }],
    queryFn: () => api<[DefensorResumo[], number]>('defensor', { query: { ...q, inativos: inativos || undefined } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar defensores.' },
  });

export const defensorQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<DefensorDetalhe>(`defensor/${id}`, { query: { telefone: true, endereco: true } }),
    meta: { erro: 'Falha ao buscar o defensor.' },
  });

/** A defender is a pessoa too: the pessoa list changes with it. */
export const useSalvarDefensor = (id: number | null) =>
  useSalvarRegistro<DefensorInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'defensor',
      erros: { criar: 'Falha ao cadastrar o defensor.', atualizar: 'Falha ao atualizar o defensor.', remover: 'Falha ao remover o defensor.' },
      invalidar: [['pessoa']],
    },
    id,
  );
