import { bigserial, index, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { instante } from '../../db/columns.js';

/** Durable outbox (DESIGN §7): written in the transaction of the action that causes the e-mail. */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destinatario: varchar('destinatario', { length: 254 }).notNull(),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    corpo: text('corpo').notNull(),
    /** PENDENTE, ENVIANDO, ENVIADO, FALHOU */
    status: varchar('status', { length: 10 }).notNull().default('PENDENTE'),
    tentativas: smallint('tentativas').notNull().default(0),
    proximaTentativaEm: instante('proxima_tentativa_em').notNull().defaultNow(),
    ultimoErro: text('ultimo_erro'),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    enviadoEm: instante('enviado_em'),
  },
  (t) => [index('email_saida_fila_idx').on(t.status, t.proximaTentativaEm)],
);
