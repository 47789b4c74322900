import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instante } from '../../db/columns.js';

/**
 * Audit history of every business table (DESIGN §4). Written ONLY by the trigger `registrar_historico`;
 * diff = { campo: { de, para } } of the changed fields, never secrets.
 */
export const historico = pgTable(
  'historico',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tabela: varchar('tabela', { length: 63 }).notNull(),
    registro: varchar('registro', { length: 40 }),
    acao: varchar('acao', { length: 6 }).notNull(),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    criadoPor: integer('criado_por'),
    /** the address the change came from (the request's context, ADR 035); null for the system's own writes */
    ip: varchar('ip', { length: 45 }),
    diff: jsonb('diff').notNull(),
  },
  (t) => [
    index('historico_registro_idx').on(t.tabela, t.registro, t.criadoEm),
    index('historico_criado_idx').on(t.criadoEm),
  ],
);
