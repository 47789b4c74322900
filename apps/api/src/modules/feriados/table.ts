import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/**
 * Feriado or blocked period (cadastros-relatorios §2.13, §3 Feriado). A general one covers every defensoria and
 * keeps its list empty. The defensorias are an id array on the row itself (ADR 021), so the holiday's history
 * shows which places it covered before and after each change; the defensoria's delete refuses while one is listed.
 */
export const feriado = pgTable(
  'feriado',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    inicio: date('inicio', { mode: 'string' }).notNull(),
    fim: date('fim', { mode: 'string' }).notNull(),
    geral: boolean('geral').notNull().default(false),
    defensorias: integer('defensorias').array().notNull().default(sql`'{}'::integer[]`),
    ...auditoria,
  },
  (t) => [
    index('feriado_periodo_idx').on(t.inicio, t.fim),
    index('feriado_defensorias_idx').using('gin', t.defensorias),
    check('feriado_periodo', sql`${t.fim} >= ${t.inicio}`),
  ],
);
