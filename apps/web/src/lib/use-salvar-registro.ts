import type { Versionado } from '@sgi/domain';
import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { api } from './api-client';

/** How a register is written: its path (also the first part of its query keys) and what a change touches. */
export interface Registro<Input, Atualizado> {
  /** the API path, `{recurso}` and `{recurso}/{id}`; its query keys start with `[recurso]` */
  recurso: string;
  /** the toasts' fallbacks when the server says nothing (cadastros-relatorios §8) */
  erros: { criar: string; atualizar: string; remover: string };
  /** other registers' keys a change touches, e.g. lists that show this one's names or counts */
  invalidar?: QueryKey[];
  /** the update call where the spec's differs from PUT `{recurso}/{id}` */
  atualizar?: (id: number, input: Versionado<Input>) => Promise<Atualizado>;
  /** more to forget when a record goes (its attachments, its children) */
  aoRemover?: (qc: QueryClient, id: number) => void;
}

export interface MutacoesDoRegistro<Input, Criado, Atualizado> {
  criar: UseMutationResult<Criado, Error, Input>;
  /** sends back the version the form read (ADR 022): a stale one is a 409 (components/conflito-versao) */
  atualizar: UseMutationResult<Atualizado, Error, Versionado<Input>>;
  remover: UseMutationResult<{ message: string }, Error, number>;
}

/**
 * The create/update/remove mutations of a register's form: POST `{recurso}`, PUT `{recurso}/{id}` (the record `id`)
 * and DELETE `{recurso}/{id}`. Each refreshes every query under `[recurso]` (lists, details, lookups) and `invalidar`.
 * A removed record's detail query goes first: the open form still observes it, and a refetch would only toast a 404.
 */
export function useSalvarRegistro<Input, Criado, Atualizado>(
  registro: Registro<Input, Atualizado>,
  id: number | null,
): MutacoesDoRegistro<Input, Criado, Atualizado> {
  const qc = useQueryClient();
  const { recurso, erros } = registro;
  const invalidar = () => Promise.all([[recurso], ...(registro.invalidar ?? [])].map((queryKey) => qc.invalidateQueries({ queryKey })));
  const criar = useMutation({
    mutationFn: (input: Input) => api<Criado>(recurso, { method: 'POST', body: input }),
    onSuccess: invalidar,
    meta: { erro: erros.criar },
  });
  const atualizar = useMutation({
    mutationFn: (input: Versionado<Input>) =>
      registro.atualizar ? registro.atualizar(id ?? 0, input) : api<Atualizado>(`${recurso}/${id ?? 0}`, { method: 'PUT', body: input }),
    onSuccess: invalidar,
    meta: { erro: erros.atualizar },
  });
  const remover = useMutation({
    mutationFn: (alvo: number) => api<{ message: string }>(`${recurso}/${alvo}`, { method: 'DELETE' }),
    onSuccess: (_, alvo) => {
      qc.removeQueries({ queryKey: [recurso, 'detalhe', alvo] });
      registro.aoRemover?.(qc, alvo);
      return invalidar();
    },
    meta: { erro: erros.remover },
  });
  return { criar, atualizar, remover };
}
