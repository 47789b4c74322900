import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { assessor } from '../assessores/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Attachments of advisors, interns and internships (DESIGN §4: in the database, with name, type, size and
 * sha256). Exactly one owner. The content column `arquivo` never enters a history diff (the trigger skips it).
 */
export const anexo = pgTable(
  'anexo',
  {
    id: serial('id').primaryKey(),
    assessorId: integer('assessor_id').references(() => assessor.id, { onDelete: 'cascade' }),
    estagiarioId: integer('estagiario_id').references(() => estagiario.id, { onDelete: 'cascade' }),
    estagioId: integer('estagio_id').references(() => estagio.id, { onDelete: 'cascade' }),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    arquivo: bytea('arquivo').notNull(),
    ...auditoria,
  },
  (t) => [
    check('anexo_um_dono', sql`num_nonnulls(${t.assessorId}, ${t.estagiarioId}, ${t.estagioId}) = 1`),
    index('anexo_assessor_idx').on(t.assessorId),
    index('anexo_estagiario_idx').on(t.estagiarioId),
    index('anexo_estagio_idx').on(t.estagioId),
  ],
);
