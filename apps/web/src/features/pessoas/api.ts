import type { PessoaInput } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSalvarRegistro } from '../../lib/use-salvar-registro';

interface PerfilResumo {
  id: number;
  ativo: boolean;
}

export interface PessoaResumo {
  id: number;
  nome: string;
  sobrenome: string | null;
  cpf: string | null;
  dataNascimento: string | null;
  email: string | null;
  defensor: PerfilResumo | null;
  usuario: (PerfilResumo & { username: string }) | null;
  estagiario?: PerfilResumo | null;
}

export interface TelefoneDetalhe {
  ddd: number | null;
  numero: string | null;
}

export interface PessoaDetalhe {
  id: number;
  nome: string;
  sobrenome: string | null;
  cpf: string | null;
  dataNascimento: string | null;
  estadocivil: number | null;
  email: string | null;
  emailInstitucional: string | null;
  telefone: TelefoneDetalhe;
  celular: TelefoneDetalhe;
  endereco: { cep: string | null; cidade: string | null; bairro: string | null; logradouro: string | null; complemento: string | null; numero: string | null };
  usuario: {
    id: number;
    ativo: boolean;
    username: string;
    papel: { id: number; nome: string };
    funcao: string | null;
    recebenotificacaoes: boolean;
    corfundotabela: string;
    corletratabela: string;
  } | null;
  defensor: {
    id: number;
    ativo: boolean;
    titulo: string | null;
    numero_oab: string | null;
    matricula_defensoria: string | null;
    anotacao: string | null;
    data_admissao: string | null;
    data_referencia: string | null;
    data_exoneracao: string | null;
  } | null;
  estagiario: { id: number; ativo: boolean; anotacao: string | null } | null;
  criadoEm: string;
  editadoEm: string;
  criadoPor: { username: string } | null;
  editadoPor: { username: string } | null;
  versao: number;
}

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
