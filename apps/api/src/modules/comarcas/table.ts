import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** Comarca, the judicial district (cadastros-relatorios §2.8, §3): ordem and agrupar drive the reports. */
export const comarca = pgTable('comarca', {
  id: serial('id').primaryKey(),
  ordem: integer('ordem').notNull().default(0),
  prefixo: varchar('prefixo', { length: 30 }),
  nome: varchar('nome', { length: 100 }).notNull(),
  agrupar: boolean('agrupar').notNull().default(false),
  ...auditoria,
});
