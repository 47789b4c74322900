import { boolean, date, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** Advisor (cadastros-relatorios §2.2, §3 Assessor): a register of its own, keyed by CPF. */
export const assessor = pgTable(
  'assessor',
  {
    id: serial('id').primaryKey(),
    cpf: varchar('cpf', { length: 11 }).notNull(),
    nome: varchar('nome', { length: 100 }),
    ativo: boolean('ativo').notNull().default(true),
    telefone: varchar('telefone', { length: 15 }),
    emailInstitucional: varchar('email_institucional', { length: 50 }),
    email: varchar('email', { length: 50 }),
    dataEntrada: date('data_entrada', { mode: 'string' }),
    dataSessao: date('data_sessao', { mode: 'string' }),
    dataSaida: date('data_saida', { mode: 'string' }),
    ...auditoria,
  },
  (t) => [uniqueIndex('assessor_cpf_unico').on(t.cpf)],
);
