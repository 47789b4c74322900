import { bigserial, index, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { instante } from '../../db/columns.js';
import { usuario } from '../usuarios/table.js';

/**
 * Server-side sessions (DESIGN §6): the client holds an opaque random token, the server only its SHA-256.
 * escopo 'usuario' = staff login; 'folha' = single-purpose attendance-sheet access carrying a CPF.
 */
export const sessao = pgTable(
  'sessao',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    escopo: varchar('escopo', { length: 10 }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuario.id, { onDelete: 'cascade' }),
    cpf: varchar('cpf', { length: 11 }),
    ip: varchar('ip', { length: 64 }),
    criadoEm: instante('criado_em').notNull(),
    ultimoUsoEm: instante('ultimo_uso_em').notNull(),
    revogadaEm: instante('revogada_em'),
  },
  (t) => [index('sessao_usuario_idx').on(t.usuarioId)],
);

/** Failed attempts for throttling (login, recovery, codes), shared by every instance through PostgreSQL. */
export const tentativaAcesso = pgTable(
  'tentativa_acesso',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    chave: varchar('chave', { length: 120 }).notNull(),
    criadoEm: instante('criado_em').notNull(),
  },
  (t) => [index('tentativa_acesso_idx').on(t.tipo, t.chave, t.criadoEm)],
);

/**
 * Login attempt counters (ADR 025), one row per rule and key, changed under a row lock so parallel requests are
 * counted one by one. `tentativas` are the attempts let through in the series that began at `inicioEm`.
 */
export const limiteTentativa = pgTable(
  'limite_tentativa',
  {
    tipo: varchar('tipo', { length: 20 }).notNull(),
    chave: varchar('chave', { length: 120 }).notNull(),
    tentativas: integer('tentativas').notNull().default(0),
    inicioEm: instante('inicio_em').notNull(),
    ultimaEm: instante('ultima_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.chave] })],
);

/** Addresses an account logged in from (ADR 025): there the account-wide limit does not lock its owner out. */
export const enderecoHabitual = pgTable(
  'endereco_habitual',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuario.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    ultimoLoginEm: instante('ultimo_login_em').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.ip] })],
);

/** Password recovery codes: selector in clear, verifier hashed; single use, 15 minutes, 5 wrong tries. */
export const codigoRecuperacao = pgTable('codigo_recuperacao', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuario.id, { onDelete: 'cascade' }),
  seletor: varchar('seletor', { length: 16 }).notNull().unique(),
  verificadorHash: varchar('verificador_hash', { length: 64 }).notNull(),
  criadoEm: instante('criado_em').notNull(),
  expiraEm: instante('expira_em').notNull(),
  usadoEm: instante('usado_em'),
  tentativas: smallint('tentativas').notNull().default(0),
});

/** Usage log (cadastros-relatorios §2.15): logins, failed logins, refused accesses. ADMIN_ACTIONS only. */
export const registroAcesso = pgTable(
  'registro_acesso',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    usuarioId: integer('usuario_id'),
    username: varchar('username', { length: 60 }),
    ip: varchar('ip', { length: 64 }),
    rota: text('rota'),
    detalhe: text('detalhe'),
  },
  (t) => [index('registro_acesso_criado_idx').on(t.criadoEm)],
);

/**
 * Single-purpose sheet-access links (DESIGN §6): e-mailed to the registered address of the person whose CPF
 * asked, stored hashed, single use, 24 h. Exchanging one opens a session with escopo 'folha'.
 */
export const linkAcesso = pgTable('link_acesso', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  cpf: varchar('cpf', { length: 11 }).notNull(),
  folhaId: integer('folha_id'),
  criadoEm: instante('criado_em').notNull(),
  expiraEm: instante('expira_em').notNull(),
  usadoEm: instante('usado_em'),
});
