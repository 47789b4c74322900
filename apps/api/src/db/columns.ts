import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Common audit fields (cadastros-relatorios §3) and the record's version. Filled by the database trigger
 * `carimbar_auditoria` from the acting user of the transaction, never by route code.
 */
export const auditoria = {
  criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  criadoPor: integer('criado_por'),
  editadoEm: timestamp('editado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  editadoPor: integer('editado_por'),
  /**
   * Optimistic-concurrency version (DESIGN §4, ADR 022): 1 on insert, +1 on every update, by the same trigger. GET
   * answers it, PUT sends it back, and a write against an older version is refused with 409.
   */
  versao: integer('versao').notNull().default(1),
};

export const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
