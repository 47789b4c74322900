import type { StatusTarefa } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instante } from '../../db/columns.js';


/**
 * Durable background jobs: month generation, mass notification, batch PDFs, e-mail. Written in the transaction of
 * the action that asks for them; run by the workers of every instance, each job by one worker at a time (a lease).
 */
export const tarefa = pgTable(
  'tarefa',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** STATUS_TAREFA; while EXECUTANDO, proximaExecucaoEm holds the end of the worker's lease */
    status: varchar('status', { length: 10 }).$type<StatusTarefa>().notNull().default('PENDENTE'),
    tentativas: smallint('tentativas').notNull().default(0),
    maxTentativas: smallint('max_tentativas').notNull().default(5),
    proximaExecucaoEm: instante('proxima_execucao_em').notNull().defaultNow(),
    progressoAtual: integer('progresso_atual').notNull().default(0),
    progressoTotal: integer('progresso_total'),
    /** what the job says it did (counts, per-item results), shown by the progress component */
    resultado: jsonb('resultado'),
    erro: text('erro'),
    /** a job asked twice with the same key while the first is not finished is the same job */
    chave: varchar('chave', { length: 120 }),
    criadoPor: integer('criado_por'),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    iniciadoEm: instante('iniciado_em'),
    concluidoEm: instante('concluido_em'),
  },
  (t) => [
    index('tarefa_fila_idx').on(t.status, t.proximaExecucaoEm),
    index('tarefa_recentes_idx').on(t.criadoEm),
    uniqueIndex('tarefa_chave_aberta_idx').on(t.tipo, t.chave).where(sql`${t.chave} is not null and ${t.status} in ('PENDENTE', 'EXECUTANDO')`),
  ],
);
