import { integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Common audit fields (cadastros-relatorios §3). Filled by the database trigger `carimbar_auditoria`
 * from the acting user of the transaction, never by route code.
 */
export const auditoria = {
  criadoEm: timestamp('criado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  criadoPor: integer('criado_por'),
  editadoEm: timestamp('editado_em', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  editadoPor: integer('editado_por'),
};

export const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
