import { formatDataHora, versaoSchema } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Tx } from '../db/actor.js';
import { usuario } from '../modules/usuarios/table.js';
import { AppError, badRequest, notFound } from './errors.js';

export type { Versionado } from '@sgi/domain';

/**
 * Optimistic concurrency (DESIGN §4, ADR 022). Every audited row has `versao`, stamped by the audit trigger (1 on
 * insert, +1 on every update). GET answers it; a PUT sends back the version it read; a write against an older
 * version is refused with 409 and nothing is overwritten.
 */
const soVersao = z.object({ versao: versaoSchema });

/**
 * The body schema of a PUT whose spec body is an object: the input schema with `versao` required. An intersection,
 * so it also takes input schemas that refine or transform their object.
 */
export const comVersao = <S extends z.ZodType<object>>(schema: S) => z.intersection(schema, soVersao);

/** The answer of a write that only says it worked: the message and the record's new version. */
/** 'If-Match' carries the version where the spec fixes a body that is not an object (ADR 022). */
export const MENSAGEM_IF_MATCH = 'Envie a versão do registro lido no cabeçalho If-Match. Recarregue a página e tente de novo.';

/**
 * The version a write read, from its `If-Match` header: `3`, `"3"` or `W/"3"` (an ETag-like value, the one GET
 * answers as `versao`). Anything else, or no header, is 400: a bare-body write must say what it read.
 */
export function versaoDoIfMatch(cabecalhos: Record<string, string | string[] | undefined>): number {
  const bruto = cabecalhos['if-match'];
  const valor = (Array.isArray(bruto) ? bruto[0] : bruto)?.trim() ?? '';
  const m = /^(?:W\/)?(?:"(\d{1,10})"|(\d{1,10}))$/.exec(valor);
  const versao = m ? versaoSchema.safeParse(Number(m[1] ?? m[2])) : null;
  if (!versao?.success) throw badRequest(MENSAGEM_IF_MATCH);
  return versao.data;
}

export const mensagemComVersao = z.object({ message: z.string(), versao: z.number() });

export interface TabelaVersionada {
  id: PgColumn;
  versao: PgColumn;
  editadoEm: PgColumn;
  editadoPor: PgColumn;
}

/** 'Este registro foi alterado por {usuário} em {data hora}. ...' — the stale-write answer (issue 10 item 5). */
export function registroAlterado(quem: string | null, quando: Date, versaoAtual: number): AppError {
  const por = quem ? `por ${quem}` : 'pelo sistema';
  return new AppError(
    409,
    `Este registro foi alterado ${por} em ${formatDataHora(quando)}. Recarregue para ver a versão atual.`,
    undefined,
    { versaoAtual },
  );
}

/**
 * Locks the record for the rest of the transaction and checks that it is still at the version the client read.
 * Call it first inside the write's transaction: a second writer waits on the lock, then sees the new version and
 * gets 409. The record's own UPDATE that follows moves the version on (the trigger does it).
 */
export async function travarVersao(tx: Tx, tabela: PgTable & TabelaVersionada, id: number, versao: number, naoEncontrado: string): Promise<void> {
  const [atual] = await tx
    .select({ versao: tabela.versao, editadoEm: tabela.editadoEm, editadoPor: tabela.editadoPor })
    .from(tabela as PgTable)
    .where(eq(tabela.id, id))
    .for('update');
  if (!atual) throw notFound(naoEncontrado);
  if (atual.versao === versao) return;
  const [quem] = atual.editadoPor === null
    ? []
    : await tx.select({ username: usuario.username }).from(usuario).where(eq(usuario.id, atual.editadoPor as number));
  throw registroAlterado(quem?.username ?? null, atual.editadoEm as Date, atual.versao as number);
}

/**
 * Locks a record for the rest of the write's transaction, or answers 404: the checks that decide a removal (what
 * still uses it) then run against a record nobody else is changing.
 */
export async function travarRegistro(tx: Tx, tabela: PgTable & { id: PgColumn }, id: number, naoEncontrado: string): Promise<void> {
  const [atual] = await tx.select({ id: tabela.id }).from(tabela as PgTable).where(eq(tabela.id, id)).for('update');
  if (!atual) throw notFound(naoEncontrado);
}
