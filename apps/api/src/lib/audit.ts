import { eq, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/actor.js';
import { usuario } from '../modules/usuarios/table.js';

/** Who created and who last changed a record, for the forms' audit info ('Última alteração por ...'). */
export const criador = alias(usuario, 'criador');
export const editor = alias(usuario, 'editor');

export const auditoriaSelect = (t: { criadoEm: PgColumn; editadoEm: PgColumn; versao: PgColumn }) => ({
  criadoEm: t.criadoEm,
  editadoEm: t.editadoEm,
  versao: t.versao,
  criadoPorUsername: criador.username,
  editadoPorUsername: editor.username,
});

export const joinCriador = (t: { criadoPor: PgColumn }) => eq(criador.id, t.criadoPor);
export const joinEditor = (t: { editadoPor: PgColumn }) => eq(editor.id, t.editadoPor);

export interface AuditoriaRow {
  criadoEm: unknown;
  editadoEm: unknown;
  versao: unknown;
  criadoPorUsername: string | null;
  editadoPorUsername: string | null;
}

export function auditoriaJson(r: AuditoriaRow) {
  return {
    criadoEm: (r.criadoEm as Date).toISOString(),
    editadoEm: (r.editadoEm as Date).toISOString(),
    criadoPor: r.criadoPorUsername ? { username: r.criadoPorUsername } : null,
    editadoPor: r.editadoPorUsername ? { username: r.editadoPorUsername } : null,
    versao: r.versao as number,
  };
}

/** The audit fields of a detail answer: one definition, in the domain, which the web reads too. */
export { auditoriaSchema } from '@sgi/domain';

/**
 * Inside a write transaction: the rows of `tabela` INSERTed from here to the commit record no history of their own
 * (children created in bulk with their parent, e.g. a sheet's days); their later changes are recorded as usual.
 */
export async function criacaoEmLote(tx: Tx, tabela: string): Promise<void> {
  await tx.execute(sql`select set_config('sgi.criacao_em_lote', ${tabela}, true)`);
}
