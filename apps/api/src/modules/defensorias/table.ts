import { boolean, index, integer, pgTable, serial, smallint, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { comarca } from '../comarcas/table.js';
import { predio } from '../predios/table.js';
import { vara } from '../varas/table.js';

/** Defensoria, a defender office (cadastros-relatorios §2.5, §3); the substitutes are other defensorias. */
export const defensoria = pgTable(
  'defensoria',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    codigo: varchar('codigo', { length: 30 }),
    nome: varchar('nome', { length: 150 }).notNull(),
    varaId: integer('vara_id').references(() => vara.id, { onDelete: 'restrict' }),
    comarcaId: integer('comarca_id')
      .notNull()
      .references(() => comarca.id, { onDelete: 'restrict' }),
    predioId: integer('predio_id').references(() => predio.id, { onDelete: 'restrict' }),
    substituta1Id: integer('defensoria_substituta1_id').references((): AnyPgColumn => defensoria.id, { onDelete: 'restrict' }),
    substituta2Id: integer('defensoria_substituta2_id').references((): AnyPgColumn => defensoria.id, { onDelete: 'restrict' }),
    exibirrelatorio: boolean('exibirrelatorio').notNull().default(true),
    maximoEstagiarios: smallint('maximo_estagiarios').notNull().default(0),
    anotacao: varchar('anotacao', { length: 500 }),
    telefoneDdd: smallint('telefone_ddd'),
    telefoneNumero: varchar('telefone_numero', { length: 10 }),
    ...auditoria,
  },
  (t) => [
    index('defensoria_vara_idx').on(t.varaId),
    index('defensoria_comarca_idx').on(t.comarcaId),
    index('defensoria_predio_idx').on(t.predioId),
    index('defensoria_nome_idx').on(t.nome),
  ],
);
