import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria, instante } from '../../db/columns.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { distrito } from '../distritos/table.js';
import { nucleo } from '../nucleos/table.js';

/** Tipo de movimentação (cadastros-relatorios §2.12, §3): of a defensoria or of a núcleo, an initial petition or not. */
export const tipoMovimentacao = pgTable(
  'tipo_movimentacao',
  {
    id: serial('id').primaryKey(),
    descricao: varchar('descricao', { length: 100 }).notNull(),
    inicial: boolean('inicial').notNull().default(false),
    nucleo: boolean('nucleo').notNull().default(false),
    ...auditoria,
  },
  (t) => [index('tipo_movimentacao_nucleo_idx').on(t.nucleo, t.inicial, t.descricao)],
);

/**
 * Configuração (§3): key 1 TiposComProcesso (the ids of the types that require process numbers, comma-separated) and
 * key 2, the e-mail reminder of owed months ('true' / 'false', off by default; ADR 073). Seeded by the migration. The
 * key is stored as `id`, the column the audit trigger names a record by.
 */
export const configuracao = pgTable(
  'configuracao',
  {
    chave: integer('id').primaryKey(),
    valor: text('valor').notNull().default(''),
    ...auditoria,
  },
  (t) => [check('configuracao_chave', sql`${t.chave} between 1 and 2`)],
);

/**
 * Movimentação (§3): what a defender delivered for a month (referencia 'yyyy-MM') at a defensoria (with an optional
 * distrito) or a núcleo. Several deliveries of the same defender, month and place are allowed (ADR 069).
 */
export const movimentacao = pgTable(
  'movimentacao',
  {
    id: serial('id').primaryKey(),
    defensorId: integer('defensor_id')
      .notNull()
      .references(() => defensor.id, { onDelete: 'restrict' }),
    defensoriaId: integer('defensoria_id').references(() => defensoria.id, { onDelete: 'restrict' }),
    distritoId: integer('distrito_id').references(() => distrito.id, { onDelete: 'restrict' }),
    nucleoId: integer('nucleo_id').references(() => nucleo.id, { onDelete: 'restrict' }),
    referencia: varchar('referencia', { length: 7 }).notNull(),
    dataRecebimento: date('data_recebimento', { mode: 'string' }).notNull(),
    observacao: varchar('observacao', { length: 500 }),
    civel: boolean('civel').notNull().default(false),
    criminal: boolean('criminal').notNull().default(false),
    pontuar: boolean('pontuar').notNull().default(false),
    ...auditoria,
  },
  (t) => [
    // The list of a defender and month, the home's deliveries and the form's "already delivered" warning.
    index('movimentacao_defensor_referencia_idx').on(t.defensorId, t.referencia),
    index('movimentacao_referencia_idx').on(t.referencia),
    index('movimentacao_defensoria_idx').on(t.defensoriaId),
    index('movimentacao_distrito_idx').on(t.distritoId),
    index('movimentacao_nucleo_idx').on(t.nucleoId),
    // The search page's default sort and its 'Editado Por' filter.
    // `order by editado_em desc, id desc` puts nulls first: an index written NULLS LAST (Drizzle's default for desc())
    // does not serve it, and the search page sorted the whole table for each page (issue 12).
    index('movimentacao_editado_idx').on(t.editadoEm.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('movimentacao_editado_por_idx').on(t.editadoPor),
    check('movimentacao_referencia', sql`${t.referencia} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('movimentacao_local', sql`(${t.defensoriaId} is null) <> (${t.nucleoId} is null)`),
    check('movimentacao_distrito', sql`${t.distritoId} is null or ${t.defensoriaId} is not null`),
  ],
);

/** Registro de movimentação (§3): one line per type, its quantity and process numbers (digits, comma-separated). */
export const registroMovimentacao = pgTable(
  'registro_movimentacao',
  {
    id: serial('id').primaryKey(),
    movimentacaoId: integer('movimentacao_id')
      .notNull()
      .references(() => movimentacao.id, { onDelete: 'cascade' }),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => tipoMovimentacao.id, { onDelete: 'restrict' }),
    inicial: boolean('inicial').notNull().default(false),
    quantidade: smallint('quantidade').notNull(),
    processos: text('processos').notNull().default(''),
    ...auditoria,
  },
  (t) => [
    uniqueIndex('registro_movimentacao_tipo_unico').on(t.movimentacaoId, t.tipoId),
    index('registro_movimentacao_tipo_idx').on(t.tipoId),
    check('registro_movimentacao_quantidade', sql`${t.quantidade} between 0 and 9999`),
  ],
);

/**
 * The day the reminder of owed months went out (ADR 073): claimed in the transaction that queues the e-mails, so the
 * reminder goes at most once a day whoever runs it. Infrastructure, like the outbox: no history of its own.
 */
export const lembreteMovimentacaoEnvio = pgTable('lembrete_movimentacao_envio', {
  data: date('data', { mode: 'string' }).primaryKey(),
  criadoEm: instante('criado_em').notNull().defaultNow(),
  emails: integer('emails').notNull().default(0),
});
