import type { ItemTabelaSolar, TabelaSolar } from '@sgi/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const chave = ['solar'] as const;

const FALHA: Record<TabelaSolar, string> = {
  servidor: 'Falha ao listar servidores.',
  area: 'Falha ao listar áreas.',
  defensor: 'Falha ao listar defensores.',
  defensoria: 'Falha ao listar defensorias.',
};

/**
 * GET solar/tabelas/{tabela}: a lookup list of the case system, through SGI (ADR 090). Silent: the screen shows the
 * failure once, in place (a 503 says the integration is not configured), instead of four toasts.
 */
export const tabelaSolarQuery = (tabela: TabelaSolar) =>
  queryOptions({
    queryKey: [...chave, 'tabelas', tabela],
    queryFn: () => api<ItemTabelaSolar[]>(`solar/tabelas/${tabela}`),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { erro: FALHA[tabela], silencioso: true },
  });

/** GET solar/atendimentos: the case system's PDF for these parameters. */
export const relatorioSolar = (parametros: Record<string, string>) => api<Blob>('solar/atendimentos', { query: parametros, resposta: 'blob' });
