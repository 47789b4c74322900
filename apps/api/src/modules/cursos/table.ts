import { sql } from 'drizzle-orm';
import { pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** Course of an internship (cadastros-relatorios §3 Curso). Named cursoTable: `curso` is also a JSON field. */
export const cursoTable = pgTable(
  'curso',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    ...auditoria,
  },
  (t) => [uniqueIndex('curso_nome_unico').on(sql`lower(${t.nome})`)],
);
