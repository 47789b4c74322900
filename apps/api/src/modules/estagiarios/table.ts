import { boolean, date, integer, pgTable, serial, smallint, text, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';
import { auditoria } from '../../db/columns.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { pessoa } from '../pessoas/table.js';

/** Intern profile of a pessoa (cadastros-relatorios §3 Estagiario). */
export const estagiario = pgTable(
  'estagiario',
  {
    id: serial('id').primaryKey(),
    pessoaId: integer('pessoa_id')
      .notNull()
      .references(() => pessoa.id, { onDelete: 'restrict' }),
    ativo: boolean('ativo').notNull().default(true),
    anotacao: text('anotacao'),
    ...auditoria,
  },
  (t) => [uniqueIndex('estagiario_pessoa_unico').on(t.pessoaId)],
);

/** An internship of an intern (cadastros-relatorios §3 Estagio). tipo_estagio: 5 Voluntário, 6 Obrigatório, 7 Não Obrigatório. */
export const estagio = pgTable(
  'estagio',
  {
    id: serial('id').primaryKey(),
    estagiarioId: integer('estagiario_id')
      .notNull()
      .references(() => estagiario.id, { onDelete: 'cascade' }),
    tipoEstagio: smallint('tipo_estagio').notNull(),
    instituicaoEnsinoId: integer('instituicao_ensino_id')
      .notNull()
      .references(() => instituicaoEnsino.id, { onDelete: 'restrict' }),
    cursoId: integer('curso_id')
      .notNull()
      .references(() => cursoTable.id, { onDelete: 'restrict' }),
    dataInicioEstagio: date('data_inicio_estagio', { mode: 'string' }).notNull(),
    dataFimEstagio: date('data_fim_estagio', { mode: 'string' }),
    desligamento: date('desligamento', { mode: 'string' }),
    /** 'yyyy-MM' */
    dataColacaoGrau: varchar('data_colacao_grau', { length: 7 }).notNull(),
    email: varchar('email', { length: 50 }).notNull(),
    fimSemana: boolean('fim_semana').notNull().default(false),
    ...auditoria,
  },
  (t) => [index('estagio_estagiario_idx').on(t.estagiarioId), index('estagio_inicio_idx').on(t.dataInicioEstagio)],
);
