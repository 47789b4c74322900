import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { papel } from '../papeis/table.js';
import { pessoa } from '../pessoas/table.js';

export const usuario = pgTable(
  'usuario',
  {
    id: serial('id').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    username: varchar('username', { length: 60 }).notNull(),
    /** argon2id hash; the audit trigger never copies a column whose name holds "senha" into a diff */
    senhaHash: text('senha_hash').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    funcao: varchar('funcao', { length: 100 }),
    papelId: integer('papel_id')
      .notNull()
      .references(() => papel.id, { onDelete: 'restrict' }),
    recebenotificacaoes: boolean('recebenotificacaoes').notNull().default(false),
    corfundotabela: varchar('corfundotabela', { length: 7 }).notNull().default('#e5e5e5'),
    corletratabela: varchar('corletratabela', { length: 7 }).notNull().default('#000000'),
    ...auditoria,
  },
  (t) => [
    uniqueIndex('usuario_username_unico').on(sql`lower(${t.username})`),
    uniqueIndex('usuario_pessoa_unico').on(t.pessoaId),
  ],
);
