import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { comarca } from '../comarcas/table.js';
import { pessoa } from '../pessoas/table.js';

/** Prédio or fórum, shown as 'Unidade' (cadastros-relatorios §2.7, §3); tipo: 1 defensoria, 2 administrativo, 3 recepção. */
export const predio = pgTable(
  'predio',
  {
    id: serial('id').primaryKey(),
    ordem: integer('ordem').notNull().default(0),
    comarcaId: integer('comarca_id')
      .notNull()
      .references(() => comarca.id, { onDelete: 'restrict' }),
    nome: varchar('nome', { length: 150 }).notNull(),
    tipo: smallint('tipo'),
    cep: varchar('cep', { length: 8 }),
    cidade: varchar('cidade', { length: 100 }),
    bairro: varchar('bairro', { length: 100 }),
    logradouro: varchar('logradouro', { length: 150 }),
    complemento: varchar('complemento', { length: 100 }),
    numero: varchar('numero', { length: 20 }),
    telefonePrincipalDdd: smallint('telefone_principal_ddd'),
    telefonePrincipalNumero: varchar('telefone_principal_numero', { length: 10 }),
    telefoneSecundarioDdd: smallint('telefone_secundario_ddd'),
    telefoneSecundarioNumero: varchar('telefone_secundario_numero', { length: 10 }),
    ...auditoria,
  },
  (t) => [index('predio_comarca_idx').on(t.comarcaId), index('predio_nome_idx').on(t.nome)],
);

/** Setor of a building (cadastros-relatorios §3, §4): the sigla (max 7, stored upper-case) is its key in the building. */
export const setor = pgTable(
  'setor',
  {
    id: serial('id').primaryKey(),
    predioId: integer('predio_id')
      .notNull()
      .references(() => predio.id, { onDelete: 'cascade' }),
    sigla: varchar('sigla', { length: 7 }).notNull(),
    nome: varchar('nome', { length: 100 }).notNull(),
    capacidade: smallint('capacidade').notNull(),
    responsavelId: integer('responsavel_id').references(() => pessoa.id, { onDelete: 'restrict' }),
    ...auditoria,
  },
  (t) => [uniqueIndex('setor_sigla_unica').on(t.predioId, t.sigla), index('setor_responsavel_idx').on(t.responsavelId)],
);
