import type { InstituicaoInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

export interface Instituicao {
  id: number;
  ordem: number;
  /** 14 normalized characters; shown with formatCnpj */
  cnpj: string;
  razao_social: string;
  representante_cargo: string | null;
  representante_nome: string | null;
  endereco: {
    cep: string | null;
    cidade: string | null;
    bairro: string | null;
    logradouro: string | null;
    complemento: string | null;
    numero: string | null;
  };
  telefone: { ddd: number | null; numero: string | null };
}

export interface InstituicaoDetalhe extends Instituicao {
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

const chave = ['instituicao'] as const;

export const instituicoesQuery = (q: { skip: number; take: number; razao_social?: string }) =>
  queryOptions({
    queryKey: [...chave, 'lista', q],
    queryFn: () => api<[Instituicao[], number]>('instituicao', { query: { ...q } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar instituições.' },
  });

export const instituicaoQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () => api<InstituicaoDetalhe>(`instituicao/${id}`),
    meta: { erro: 'Falha ao buscar a instituição.' },
  });

export const useSalvarInstituicao = (id: number | null) =>
  useSalvarRegistro<InstituicaoInput, InstituicaoDetalhe, InstituicaoDetalhe>(
    {
      recurso: 'instituicao',
      erros: { criar: 'Falha ao cadastrar a instituição.', atualizar: 'Falha ao atualizar a instituição.', remover: 'Falha ao remover a instituição.' },
    },
    id,
  );
