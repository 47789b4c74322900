import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, serial, smallint, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria, instante } from '../../db/columns.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio } from '../predios/table.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Folha de frequência: an intern's month (acesso-sessao §3), one per internship and month. It keeps a copy of what
 * the internship and the placement said when it was generated (local, unidade, comarca, curso, period, weekend
 * flag, default times: ADR 045), so a concluded sheet stays the record it was when signed. Its `versao` guards the
 * whole sheet, days included (ADR 022: the PUT of the days sends it in If-Match).
 */
export const folhaFrequencia = pgTable(
  'folha_frequencia',
  {
    id: serial('id').primaryKey(),
    estagioId: integer('estagio_id')
      .notNull()
      .references(() => estagio.id, { onDelete: 'restrict' }),
    /** the internship's intern, kept beside it for the lists and the link session's rule (an internship never changes intern) */
    estagiarioId: integer('estagiario_id')
      .notNull()
      .references(() => estagiario.id, { onDelete: 'restrict' }),
    ano: smallint('ano').notNull(),
    mes: smallint('mes').notNull(),
    status: smallint('status').notNull().default(1),
    /** the supervisor who signs (a pessoa: the link session finds their sheets by CPF); null when none is set */
    responsavelId: integer('responsavel_id').references(() => pessoa.id, { onDelete: 'restrict' }),
    defensoriaId: integer('defensoria_id').references(() => defensoria.id, { onDelete: 'restrict' }),
    nucleoId: integer('nucleo_id').references(() => nucleo.id, { onDelete: 'restrict' }),
    predioId: integer('predio_id').references(() => predio.id, { onDelete: 'restrict' }),
    local: varchar('local', { length: 150 }).notNull(),
    unidade: varchar('unidade', { length: 150 }),
    comarca: varchar('comarca', { length: 100 }).notNull(),
    curso: varchar('curso', { length: 100 }).notNull(),
    dataInicioEstagio: date('data_inicio_estagio', { mode: 'string' }).notNull(),
    /** the internship's last day: its end or its termination (desligamento), whichever comes first */
    dataFimEstagio: date('data_fim_estagio', { mode: 'string' }),
    fimSemana: boolean('fim_semana').notNull(),
    /** the placement's default times (lotacao {entrada, saida}): one click marks a day present with them */
    entrada: time('entrada'),
    saida: time('saida'),
    ...auditoria,
  },
  (t) => [
    uniqueIndex('folha_frequencia_estagio_mes_unico').on(t.estagioId, t.ano, t.mes),
    index('folha_frequencia_mes_idx').on(t.ano, t.mes, t.status),
    index('folha_frequencia_estagiario_idx').on(t.estagiarioId),
    index('folha_frequencia_responsavel_idx').on(t.responsavelId),
    index('folha_frequencia_defensoria_idx').on(t.defensoriaId),
    index('folha_frequencia_nucleo_idx').on(t.nucleoId),
    index('folha_frequencia_predio_idx').on(t.predioId),
    check('folha_frequencia_mes', sql`${t.mes} between 1 and 12`),
    check('folha_frequencia_status', sql`${t.status} between 1 and 5`),
    check('folha_frequencia_um_local', sql`num_nonnulls(${t.defensoriaId}, ${t.nucleoId}) = 1`),
  ],
);

/** A day's PDF proof of an absence (acesso-sessao §2 day modal, DESIGN §4 attachments in the database). */
export const folhaFrequenciaAnexo = pgTable('folha_frequencia_anexo', {
  id: serial('id').primaryKey(),
  filename: varchar('filename', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  tamanho: integer('tamanho').notNull(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  arquivo: bytea('arquivo').notNull(),
  ...auditoria,
});

/**
 * One row per day of the sheet (acesso-sessao §3 Day entry). util and feriado are fixed at generation from the
 * calendar, with the holiday's name (ADR 044). No audit stamps or version of its own: the sheet's version guards its days, and the history
 * trigger records every later change of status, times and justification (ADR 045).
 */
export const folhaFrequenciaDia = pgTable(
  'folha_frequencia_dia',
  {
    id: serial('id').primaryKey(),
    folhaId: integer('folha_id')
      .notNull()
      .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    status: smallint('status').notNull(),
    horarioEntrada: time('horario_entrada'),
    horarioSaida: time('horario_saida'),
    justificativa: varchar('justificativa', { length: 500 }),
    anexoId: integer('anexo_id').references(() => folhaFrequenciaAnexo.id, { onDelete: 'set null' }),
    util: boolean('util').notNull(),
    feriado: boolean('feriado').notNull(),
    /** the holiday's or block's name, for the refusal '{nome} não é dia de trabalho.' (acesso-sessao §5) */
    nomeFeriado: varchar('nome_feriado', { length: 100 }),
  },
  (t) => [
    uniqueIndex('folha_frequencia_dia_unico').on(t.folhaId, t.dia),
    // Only days with a proof are indexed (for the proof's removal): generation writes 90,000 days without one.
    index('folha_frequencia_dia_anexo_idx').on(t.anexoId).where(sql`${t.anexoId} is not null`),
    check('folha_frequencia_dia_dia', sql`${t.dia} between 1 and 31`),
    check('folha_frequencia_dia_status', sql`${t.status} between 1 and 7`),
  ],
);

/**
 * Each sheet's two list figures (ADR 099), kept by statement triggers on its days (migration 0022): the working days
 * still unfilled (indefinido or não preenchido, ADR 044) and whether some week's present days pass the term's 20
 * hours (ADR 048). Derived data, like an index: no history, no version, never written by the application. The month's
 * list reads them instead of counting 31 days per row.
 */
export const folhaFrequenciaResumo = pgTable('folha_frequencia_resumo', {
  folhaId: integer('folha_id')
    .primaryKey()
    .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
  diasSemPreencher: integer('dias_sem_preencher').notNull(),
  semanaAcima: boolean('semana_acima').notNull(),
});

/**
 * A signature (acesso-sessao §3 assinaturas: perfilAssinante, criadoEm, ip): who signed at which step, the server's
 * time and the client's address. Never changed: a new round after a correction adds new rows.
 */
export const folhaFrequenciaAssinatura = pgTable(
  'folha_frequencia_assinatura',
  {
    id: serial('id').primaryKey(),
    folhaId: integer('folha_id')
      .notNull()
      .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
    perfil: smallint('perfil').notNull(),
    /** the person who signed: the intern, the supervisor, or the staff member signing on behalf */
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('folha_frequencia_assinatura_folha_idx').on(t.folhaId), check('folha_frequencia_assinatura_perfil', sql`${t.perfil} between 1 and 3`)],
);

/** A notification recorded on the sheet (acesso-sessao §3 notificacoes: criadoEm, remetente, destinatario, tipo). */
export const folhaFrequenciaNotificacao = pgTable(
  'folha_frequencia_notificacao',
  {
    id: serial('id').primaryKey(),
    folhaId: integer('folha_id')
      .notNull()
      .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    /** who caused it; null for the system (the month's generation) */
    remetenteId: integer('remetente_id').references(() => pessoa.id, { onDelete: 'restrict' }),
    destinatarioId: integer('destinatario_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    criadoEm: instante('criado_em').notNull().defaultNow(),
  },
  (t) => [index('folha_frequencia_notificacao_folha_idx').on(t.folhaId), check('folha_frequencia_notificacao_tipo', sql`${t.tipo} between 1 and 4`)],
);

/**
 * Sending back says why (issue 13): one comment per day to correct, by the supervisor (perfil 2) or the internship
 * sector (perfil 3). Open until the intern sends the sheet again (`resolvida_em`); kept afterwards as the record.
 */
export const folhaFrequenciaCorrecao = pgTable(
  'folha_frequencia_correcao',
  {
    id: serial('id').primaryKey(),
    folhaId: integer('folha_id')
      .notNull()
      .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    comentario: varchar('comentario', { length: 500 }).notNull(),
    perfil: smallint('perfil').notNull(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    resolvidaEm: instante('resolvida_em'),
  },
  (t) => [
    index('folha_frequencia_correcao_folha_idx').on(t.folhaId, t.dia),
    check('folha_frequencia_correcao_dia', sql`${t.dia} between 1 and 31`),
    check('folha_frequencia_correcao_perfil', sql`${t.perfil} in (2, 3)`),
  ],
);

/**
 * The concluded sheet's verification code (issue 13, ADR 052): 100 random bits drawn at the sheet's first PDF, printed
 * on it, and the key of the public page GET verificar/{codigo}. One per sheet, never changed (a concluded sheet is
 * final). The code stays out of the history's diff (migration 0017).
 */
export const folhaFrequenciaVerificacao = pgTable(
  'folha_frequencia_verificacao',
  {
    id: serial('id').primaryKey(),
    folhaId: integer('folha_id')
      .notNull()
      .references(() => folhaFrequencia.id, { onDelete: 'cascade' }),
    codigo: varchar('codigo', { length: 24 }).notNull(),
    criadoEm: instante('criado_em').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('folha_frequencia_verificacao_folha_unica').on(t.folhaId), uniqueIndex('folha_frequencia_verificacao_codigo_unico').on(t.codigo)],
);
