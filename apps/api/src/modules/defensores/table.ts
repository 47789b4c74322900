import { boolean, date, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { pessoa } from '../pessoas/table.js';

/** Defender profile of a pessoa (cadastros-relatorios §3 Defensor). */
export const defensor = pgTable(
  'defensor',
  {
    id: serial('id').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    ativo: boolean('ativo').notNull().default(true),
    titulo: varchar('titulo', { length: 20 }),
    numeroOab: varchar('numero_oab', { length: 20 }),
    matriculaDefensoria: varchar('matricula_defensoria', { length: 20 }),
    anotacao: text('anotacao'),
    dataAdmissao: date('data_admissao', { mode: 'string' }),
    /** used instead of the admission date when admission does not count for leave actions */
    dataReferencia: date('data_referencia', { mode: 'string' }),
    dataExoneracao: date('data_exoneracao', { mode: 'string' }),
    ...auditoria,
  },
  (t) => [uniqueIndex('defensor_pessoa_unico').on(t.pessoaId)],
);
