import './zod-pt-br.js';
import { z } from 'zod';

/**
 * How the outbox shows a recovery code or an access link (ADR 023): they exist only in the message the recipient gets,
 * drawn when it is sent; the stored body has a marker in their place, and the API and the screen show this instead.
 */
export const MASCARA_SEGREDO = '••••••';

/** The situations of an e-mail in the outbox (DESIGN §7). */
export const STATUS_EMAIL = ['PENDENTE', 'ENVIANDO', 'ENVIADO', 'FALHOU'] as const;
export type StatusEmail = (typeof STATUS_EMAIL)[number];

/** An e-mail as the outbox screen lists it (GET caixa-saida): codes and links masked in the body. */
export const emailSaidaSchema = z.object({
  id: z.number(),
  destinatario: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  status: z.enum(STATUS_EMAIL),
  tentativas: z.number(),
  ultimoErro: z.string().nullable(),
  criadoEm: z.string(),
  enviadoEm: z.string().nullable(),
});
export type EmailSaida = z.infer<typeof emailSaidaSchema>;
