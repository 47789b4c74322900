import type { Acesso } from '@sgi/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '../../components/history-button';
import { api } from '../../lib/api-client';
import { comoOpcoes, opcoesQuery } from '../../lib/opcoes';

export interface FiltroPeriodo {
  data_inicial: string;
  data_final: string;
}

export const alteracoesQuery = (f: FiltroPeriodo & { skip: number; take: number; tabela?: string; criadopor?: number }) =>
  queryOptions({
    queryKey: ['historico', 'log', f],
    queryFn: () => api<[HistoryEntry[], number]>('historico', { query: { ...f, orderBy: 'desc' } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar histórico.' },
  });

export type { Acesso } from '@sgi/domain';

export const acessosQuery = (f: FiltroPeriodo & { skip: number; take: number; tipo?: string; username?: string }) =>
  queryOptions({
    queryKey: ['historico', 'acessos', f],
    queryFn: () => api<[Acesso[], number]>('historico/acessos', { query: { ...f } }),
    placeholderData: keepPreviousData,
    meta: { erro: 'Falha ao buscar o registro de uso.' },
  });

interface UsuarioOpcao {
  id: number;
  username: string;
  nome: string;
  sobrenome: string | null;
}

/** The user filter: every user, by name. */
export const usuariosOpcoesQuery = () =>
  opcoesQuery('usuario', {
    erro: 'Falha ao listar usuários.',
    query: { orderBy: 'nome', orderDirection: 'asc' },
    select: comoOpcoes((u: UsuarioOpcao) => `${[u.nome, u.sobrenome].filter(Boolean).join(' ')} (${u.username})`),
  });
