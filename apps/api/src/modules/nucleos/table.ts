import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { predio } from '../predios/table.js';

/** Núcleo (cadastros-relatorios §2.6, §3); substituto1/2 are defenders; maximoIntegrantes caps its interns. */
export const nucleo = pgTable(
  'nucleo',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    nome: varchar('nome', { length: 150 }).notNull(),
    comarcaId: integer('comarca_id')
      .notNull()
      .references(() => comarca.id, { onDelete: 'restrict' }),
    predioId: integer('predio_id').references(() => predio.id, { onDelete: 'restrict' }),
    substituto1Id: integer('substituto1_id').references(() => defensor.id, { onDelete: 'restrict' }),
    substituto2Id: integer('substituto2_id').references(() => defensor.id, { onDelete: 'restrict' }),
    maximoIntegrantes: smallint('maximo_integrantes').notNull().default(0),
    telefoneDdd: smallint('telefone_ddd'),
    telefoneNumero: varchar('telefone_numero', { length: 10 }),
    ...auditoria,
  },
  (t) => [index('nucleo_comarca_idx').on(t.comarcaId), index('nucleo_predio_idx').on(t.predioId)],
);
