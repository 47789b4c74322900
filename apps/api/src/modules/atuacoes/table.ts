import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** Área de atuação (cadastros-relatorios §2.8, §3): groups the varas. */
export const atuacao = pgTable('atuacao', {
  id: serial('id').primaryKey(),
  ordem: integer('ordem').notNull().default(0),
  nome: varchar('nome', { length: 100 }).notNull(),
  ...auditoria,
});
