import type { PessoaDetalhe, PessoaInput, PessoaResumo } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

/** The tabs of the list (cadastros-relatorios §2.9) and the API flag each one sends. */
export type AbaPessoas = 'todos' | 'usuario' | 'defensor' | 'estagiario';

export interface ListarPessoas {
  skip: number;
  take: number;
  nome?: string;
  cpf?: string;
  aba: AbaPessoas;
  inativos: boolean;
}

/** The answers' shapes are the domain's (the API validates its replies with the same schemas). */
export type { PessoaResumo, PessoaDetalhe } from '@sgi/domain';

const chave = ['pessoa'] as const;

export const pessoasQuery = ({ aba, inativos, ...q }: ListarPessoas) =>
  queryOptions({
    queryKey: [...chave, 'lista', { aba, inativos, ...q }],
    queryFn: () =>
      api<[PessoaResumo[], number]>('pessoa', {
        query: {
          ...q,
          orderBy: 'nome',
          // The cards show the intern badge too.
          comEstagiario: true,
          isUsuario: aba === 'usuario' || undefined,
          isDefensor: aba === 'defensor' || undefined,
          isEstagiario: aba === 'estagiario' || undefined,
          inativos: inativos || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao listar pessoas.' },
  });

export const pessoaQuery = (id: number) =>
  queryOptions({
    queryKey: [...chave, 'detalhe', id],
    queryFn: () =>
      api<PessoaDetalhe>(`pessoa/${id}`, {
        query: { comTelefone: true, comEndereco: true, comUsuario: true, comDefensor: true, comEstagiario: true },
      }),
    meta: { erro: 'Falha ao buscar a pessoa.' },
  });

/** A pessoa is also a user, a defender or an intern: those lists change with it. */
export const useSalvarPessoa = (id: number | null) =>
  useSalvarRegistro<PessoaInput, { id: number; message: string }, { message: string; versao: number }>(
    {
      recurso: 'pessoa',
      erros: { criar: 'Falha ao cadastrar a pessoa.', atualizar: 'Falha ao atualizar a pessoa.', remover: 'Falha ao remover a pessoa.' },
      invalidar: [['usuario'], ['defensor'], ['estagiario']],
    },
    id,
  );
