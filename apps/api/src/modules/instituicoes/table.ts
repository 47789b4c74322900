import { integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';

/** Teaching institution (cadastros-relatorios §2.4, §3). cnpj: 14 normalized characters (alphanumeric CNPJ). */
export const instituicaoEnsino = pgTable(
  'instituicao_ensino',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    razaoSocial: varchar('razao_social', { length: 150 }).notNull(),
    representanteCargo: varchar('representante_cargo', { length: 100 }),
    representanteNome: varchar('representante_nome', { length: 100 }),
    cep: varchar('cep', { length: 8 }),
    cidade: varchar('cidade', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    logradouro: varchar('logradouro', { length: 150 }),
    complemento: varchar('complemento', { length: 100 }),
    numero: varchar('numero', { length: 20 }),
    telefoneDdd: smallint('telefone_ddd'),
    telefoneNumero: varchar('telefone_numero', { length: 10 }),
    ...auditoria,
  },
  (t) => [uniqueIndex('instituicao_cnpj_unico').on(t.cnpj)],
);
