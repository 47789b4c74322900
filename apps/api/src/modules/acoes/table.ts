import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria, instante } from '../../db/columns.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { usuario } from '../usuarios/table.js';

/**
 * Período (ação): a defender's férias, folga, abono or licença (cadastros-relatorios §2.11, §3 Periodo). tipo is the
 * 0-based reading of ADR 060; data_aquisitiva the first day of the acquisition period (férias and licença-prêmio).
 */
export const periodo = pgTable(
  'periodo',
  {
    id: serial('id').primaryKey(),
    tipo: smallint('tipo').notNull(),
    defensorId: integer('defensor_id')
      .notNull()
      .references(() => defensor.id, { onDelete: 'restrict' }),
    dataInicial: date('data_inicial', { mode: 'string' }).notNull(),
    dataFinal: date('data_final', { mode: 'string' }).notNull(),
    dataAquisitiva: date('data_aquisitiva', { mode: 'string' }),
    motivo: varchar('motivo', { length: 500 }),
    exibiranotacao: boolean('exibiranotacao').notNull().default(false),
    ativorelatorio: boolean('ativorelatorio').notNull().default(true),
    pontuar: boolean('pontuar').notNull().default(false),
    ...auditoria,
  },
  (t) => [
    // The overlap rule and a defender's list read a defender's actions by dates (ADR 061).
    index('periodo_defensor_datas_idx').on(t.defensorId, t.dataInicial, t.dataFinal),
    // Who is away on a day (the Férias home, the assignment tables): "the day lies between start and end" is served by
    // a GiST index on the action's days as a range, never by a B-tree on either end (issue 12). Queries say
    // `emVigencia(dia)` (painel.ts) for the index to apply.
    index('periodo_dias_idx').using('gist', sql`daterange(${t.dataInicial}, ${t.dataFinal}, '[]')`),
    check('periodo_tipo', sql`${t.tipo} between 0 and 5`),
    check('periodo_datas', sql`${t.dataFinal} >= ${t.dataInicial}`),
  ],
);

/** Who answers for one of the absent defender's offices (§3 Periodo substituicoes); no substitute: uncovered. */
export const substituicao = pgTable(
  'substituicao',
  {
    id: serial('id').primaryKey(),
    periodoId: integer('periodo_id')
      .notNull()
      .references(() => periodo.id, { onDelete: 'cascade' }),
    defensoriaId: integer('defensoria_id')
      .notNull()
      .references(() => defensoria.id, { onDelete: 'restrict' }),
    substitutoId: integer('substituto_id').references(() => defensor.id, { onDelete: 'restrict' }),
    anotacao: varchar('anotacao', { length: 500 }),
    ...auditoria,
  },
  (t) => [
    uniqueIndex('substituicao_defensoria_unica').on(t.periodoId, t.defensoriaId),
    index('substituicao_substituto_idx').on(t.substitutoId),
    index('substituicao_defensoria_idx').on(t.defensoriaId),
  ],
);

/** The validation rules of the actions (§2.14, §3 Regra; ADR 061): ids 1..11 seeded, only `ativa` changes. */
export const regra = pgTable(
  'regra',
  {
    id: integer('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    descricao: text('descricao').notNull(),
    ativa: boolean('ativa').notNull().default(true),
    ...auditoria,
  },
  (t) => [check('regra_id', sql`${t.id} between 1 and 11`)],
);

/** A user's copy of a change of an action (§3 Notificacao, ADR 063); idregistro is the action's id, kept after it is gone. */
export const notificacao = pgTable(
  'notificacao',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    criadoem: instante('criadoem').notNull().defaultNow(),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    detalhes: text('detalhes').notNull(),
    idregistro: integer('idregistro'),
  },
  // Nulls first, as `order by criadoem desc, id desc` reads them (Drizzle's desc() alone writes NULLS LAST).
  (t) => [index('notificacao_usuario_idx').on(t.usuarioId, t.criadoem.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
