import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { defensoria } from '../defensorias/table.js';

/** Distrito (cadastros-relatorios §2.8, §3): an area served by one defensoria; movements will point to it. */
export const distrito = pgTable(
  'distrito',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    nome: varchar('nome', { length: 100 }).notNull(),
    defensoriaId: integer('defensoria_id')
      .notNull()
      .references(() => defensoria.id, { onDelete: 'restrict' }),
    ...auditoria,
  },
  (t) => [index('distrito_defensoria_idx').on(t.defensoriaId)],
);
