import { boolean, date, integer, pgTable } from 'drizzle-orm/pg-core';
import { auditoria, instante } from '../../db/columns.js';

/**
 * The daily reminders' setting (ADR 056): one row (id 1), off by default, changed by an administrator; audited like
 * every business table (history trigger), versioned (If-Match).
 */
export const lembreteConfig = pgTable('lembrete_config', {
  id: integer('id').primaryKey().default(1),
  ativo: boolean('ativo').notNull().default(false),
  /** a supervisor is reminded of a sheet waiting for their signature for more than this many days */
  diasAssinatura: integer('dias_assinatura').notNull().default(3),
  ...auditoria,
});

/** One row per day the reminders went out: the day's key, so a second run (another instance, a retry) sends nothing. */
export const lembreteEnvio = pgTable('lembrete_envio', {
  data: date('data', { mode: 'string' }).primaryKey(),
  criadoEm: instante('criado_em').notNull().defaultNow(),
  emails: integer('emails').notNull().default(0),
});
