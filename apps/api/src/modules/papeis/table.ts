import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/**
 * A role. Permissions are kept as the catalogue's names in one array column, so the papel's history shows
 * exactly which permissions were granted or removed (ADR 004).
 */
export const papel = pgTable(
  'papel',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    permissoes: text('permissoes').array().notNull().default(sql`'{}'::text[]`),
    ...auditoria,
  },
  (t) => [uniqueIndex('papel_nome_unico').on(sql`lower(${t.nome})`)],
);
