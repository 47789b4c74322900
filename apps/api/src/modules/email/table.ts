import type { StatusEmail } from '@sgi/domain';
import { bigserial, index, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { instante } from '../../db/columns.js';
import type { RefSegredo } from './outbox.js';

/** Durable outbox (DESIGN §7): written in the transaction of the action that causes the e-mail. */
export const emailSaida = pgTable(
  'email_saida',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destinatario: varchar('destinatario', { length: 254 }).notNull(),
    assunto: varchar('assunto', { length: 200 }).notNull(),
    /** never holds a secret: where the code or link goes, it holds MARCA_SEGREDO (ADR 023) */
    corpo: text('corpo').notNull(),
    /**
     * What the sender turns into the secret when it sends (a recovery code, a sheet link): a reference to the row
     * that keeps only its hash, never the secret itself. Cleared once the message is sent or fails for good.
     */
    segredo: jsonb('segredo').$type<RefSegredo>(),
    /** STATUS_EMAIL; while ENVIANDO, proximaTentativaEm holds the end of the sender's claim (see sender.ts) */
    status: varchar('status', { length: 10 }).$type<StatusEmail>().notNull().default('PENDENTE'),
    tentativas: smallint('tentativas').notNull().default(0),
    proximaTentativaEm: instante('proxima_tentativa_em').notNull().defaultNow(),
    ultimoErro: text('ultimo_erro'),
    criadoEm: instante('criado_em').notNull().defaultNow(),
    enviadoEm: instante('enviado_em'),
  },
  (t) => [index('email_saida_fila_idx').on(t.status, t.proximaTentativaEm)],
);
