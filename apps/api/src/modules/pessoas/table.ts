import { date, index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** A person; users, defenders and interns are optional profiles of one pessoa (cadastros-relatorios §2.9, §3). */
export const pessoa = pgTable(
  'pessoa',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    sobrenome: varchar('sobrenome', { length: 100 }),
    /** digits only; required by the pessoa form, absent for an account created from the user form */
    cpf: varchar('cpf', { length: 11 }),
    dataNascimento: date('data_nascimento', { mode: 'string' }),
    estadocivil: smallint('estadocivil'),
    email: varchar('email', { length: 50 }),
    emailInstitucional: varchar('email_institucional', { length: 50 }),
    telefoneDdd: smallint('telefone_ddd'),
    telefoneNumero: varchar('telefone_numero', { length: 10 }),
    celularDdd: smallint('celular_ddd'),
    celularNumero: varchar('celular_numero', { length: 10 }),
    cep: varchar('cep', { length: 8 }),
    cidade: varchar('cidade', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    logradouro: varchar('logradouro', { length: 150 }),
    complemento: varchar('complemento', { length: 100 }),
    numero: varchar('numero', { length: 20 }),
    ...auditoria,
  },
  (t) => [
    uniqueIndex('pessoa_cpf_unico').on(t.cpf),
    // The Pessoas, Usuários and Defensores lists sort by name: the first page read from the index (issue 12).
    index('pessoa_nome_idx').on(t.nome, t.sobrenome, t.id),
  ],
);
