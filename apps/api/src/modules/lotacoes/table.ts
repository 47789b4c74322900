import { boolean, check, date, index, integer, pgTable, serial, smallint, time, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditoria } from '../../db/columns.js';
import { assessor } from '../assessores/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagio } from '../estagiarios/table.js';
import { nucleo } from '../nucleos/table.js';
import { setor } from '../predios/table.js';

/**
 * Lotação (vínculo): who works where, since when and as what (cadastros-relatorios §2.10, §3 Lotacao). Exactly one
 * of defensor / assessor / estágio and exactly one of defensoria / núcleo (§4), checked by the domain schema and,
 * as a last line, by the database.
 */
export const lotacao = pgTable(
  'lotacao',
  {
    id: serial('id').primaryKey(),
    tipo: smallint('tipo').notNull(),
    defensorId: integer('defensor_id').references(() => defensor.id, { onDelete: 'restrict' }),
    assessorId: integer('assessor_id').references(() => assessor.id, { onDelete: 'restrict' }),
    estagioId: integer('estagio_id').references(() => estagio.id, { onDelete: 'restrict' }),
    defensoriaId: integer('defensoria_id').references(() => defensoria.id, { onDelete: 'restrict' }),
    nucleoId: integer('nucleo_id').references(() => nucleo.id, { onDelete: 'restrict' }),
    setorId: integer('setor_id').references(() => setor.id, { onDelete: 'restrict' }),
    dataInicial: date('data_inicial', { mode: 'string' }),
    dataFinal: date('data_final', { mode: 'string' }),
    entrada: time('entrada'),
    saida: time('saida'),
    ativo: boolean('ativo').notNull().default(true),
    pontuar: boolean('pontuar').notNull().default(false),
    diretor: boolean('diretor').notNull().default(false),
    anotacao1: varchar('anotacao1', { length: 500 }),
    anotacao2: varchar('anotacao2', { length: 500 }),
    ...auditoria,
  },
  (t) => [
    index('lotacao_defensor_idx').on(t.defensorId),
    index('lotacao_assessor_idx').on(t.assessorId),
    index('lotacao_estagio_idx').on(t.estagioId),
    index('lotacao_defensoria_idx').on(t.defensoriaId),
    index('lotacao_nucleo_idx').on(t.nucleoId),
    index('lotacao_setor_idx').on(t.setorId),
    index('lotacao_editado_em_idx').on(t.editadoEm),
    // The Vínculos list without the recent-edits filter: newest periods first, open starts last (issue 12).
    index('lotacao_inicio_idx').on(t.dataInicial.desc().nullsLast(), t.id.desc().nullsFirst()),
    check('lotacao_uma_pessoa', sql`num_nonnulls(${t.defensorId}, ${t.assessorId}, ${t.estagioId}) = 1`),
    check('lotacao_um_local', sql`num_nonnulls(${t.defensoriaId}, ${t.nucleoId}) = 1`),
    check('lotacao_periodo', sql`${t.dataFinal} is null or ${t.dataInicial} is null or ${t.dataFinal} >= ${t.dataInicial}`),
  ],
);
