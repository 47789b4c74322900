import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HistoryEntry } from '../../components/history-button';
import { api } from '../../lib/api-client';

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

export interface Acesso {
  id: number;
  criadoEm: string;
  tipo: string;
  usuarioId: number | null;
  username: string | null;
  ip: string | null;
  rota: string | null;
  detalhe: string | null;
}

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

/** The user filter: every user, by name (lookup lists load up to 1000 items, cadastros-relatorios §9). */
export const usuariosOpcoesQuery = () =>
  queryOptions({
    queryKey: ['usuario', 'opcoes'],
    queryFn: () => api<[UsuarioOpcao[], number]>('usuario', { query: { skip: 0, take: 1000, orderBy: 'nome', orderDirection: 'asc' } }),
    select: ([usuarios]) =>
      usuarios.map((u) => ({ value: String(u.id), label: `${[u.nome, u.sobrenome].filter(Boolean).join(' ')} (${u.username})` })),
    meta: { erro: 'Falha ao listar usuários.' },
  });
