import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { atuacao } from '../atuacoes/table.js';

/** Vara, a court (cadastros-relatorios §2.8, §3); always of one área de atuação. */
export const vara = pgTable(
  'vara',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    nome: varchar('nome', { length: 150 }).notNull(),
    atuacaoId: integer('atuacao_id')
      .notNull()
      .references(() => atuacao.id, { onDelete: 'restrict' }),
    ...auditoria,
  },
  (t) => [index('vara_atuacao_idx').on(t.atuacaoId)],
);
