import type { AnexoDonoTipo, AnexoResumo } from '@sgi/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { salvarNoNavegador } from '../lib/download';

export type { AnexoResumo } from '@sgi/domain';

/** The spec's paths (cadastros-relatorios §7) for each kind of owner: upload, list, file (download/delete). */
const ROTAS: Record<AnexoDonoTipo, { envio: (dono: number) => string; lista: (dono: number) => string; arquivo: (anexo: number) => string }> = {
  assessor: {
    envio: (id) => `assessor_anexos/${id}`,
    lista: (id) => `assessor_anexos/assessor/anexos/${id}`,
    arquivo: (id) => `assessor_anexos/${id}`,
  },
  estagiario: {
    envio: (id) => `attachment/${id}`,
    lista: (id) => `attachment/estagiario/anexos/${id}`,
    arquivo: (id) => `attachment/${id}`,
  },
  estagio: {
    envio: (id) => `attachment/estagio/${id}`,
    lista: (id) => `attachment/estagio/anexos/anexos/${id}`,
    arquivo: (id) => `attachment/estagio/${id}`,
  },
};

const chave = (tipo: AnexoDonoTipo, id: number) => ['anexos', tipo, id] as const;

export const anexosQuery = (tipo: AnexoDonoTipo, id: number) =>
  queryOptions({
    queryKey: chave(tipo, id),
    queryFn: () => api<AnexoResumo[]>(ROTAS[tipo].lista(id)),
    meta: { erro: 'Falha ao listar anexos.' },
  });

/** Multipart as the spec's Attachment (§3): the file and a `data` JSON with the filename and the owner's id. */
export function useEnviarAnexo(tipo: AnexoDonoTipo, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arquivo: File) => {
      const corpo = new FormData();
      corpo.append('data', JSON.stringify({ filename: arquivo.name, [tipo]: { id } }));
      corpo.append('file', arquivo, arquivo.name);
      return api<AnexoResumo>(ROTAS[tipo].envio(id), { method: 'POST', body: corpo });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: chave(tipo, id) }),
    meta: { erro: 'Falha ao atualizar o anexo.' },
  });
}

export function useRemoverAnexo(tipo: AnexoDonoTipo, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (anexoId: number) => api<{ message: string }>(ROTAS[tipo].arquivo(anexoId), { method: 'DELETE' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: chave(tipo, id) }),
    meta: { erro: 'Falha ao remover anexo.' },
  });
}

/** A fetch with the bearer token, not a plain link: the API never accepts a token in the URL. */
export function useBaixarAnexo(tipo: AnexoDonoTipo) {
  return useMutation({
    mutationFn: async (anexo: Pick<AnexoResumo, 'id' | 'filename'>) => {
      salvarNoNavegador(await api<Blob>(ROTAS[tipo].arquivo(anexo.id), { resposta: 'blob' }), anexo.filename);
    },
    meta: { erro: 'Falha ao buscar o anexo.' },
  });
}
