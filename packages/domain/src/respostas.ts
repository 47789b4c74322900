import './zod-pt-br.js';
import { z } from 'zod';

/**
 * The blocks of the API's answers (cadastros-relatorios §3), written once: the API validates and strips its replies
 * with them, and the web reads their types (`z.infer`), so both sides agree on every field name.
 */

/** Another record as an answer names it. */
export const refSchema = z.object({ id: z.number(), nome: z.string() });
export type Ref = z.infer<typeof refSchema>;

/** A person offered by a select, inactive ones included (marked by the screen). */
export const refAtivoSchema = refSchema.extend({ ativo: z.boolean() });
export type RefAtivo = z.infer<typeof refAtivoSchema>;

/** The audit fields every record detail carries, and its version, sent back by the PUT that edits it (ADR 022). */
export const auditoriaSchema = z.object({
  criadoEm: z.string(),
  editadoEm: z.string(),
  criadoPor: z.object({ username: z.string() }).nullable(),
  editadoPor: z.object({ username: z.string() }).nullable(),
  versao: z.number(),
});
export type Auditoria = z.infer<typeof auditoriaSchema>;

/** A phone as answered: DDD and number apart. */
export const telefoneJsonSchema = z.object({ ddd: z.number().nullable(), numero: z.string().nullable() });
export type TelefoneJson = z.infer<typeof telefoneJsonSchema>;

/** An address as answered. */
export const enderecoJsonSchema = z.object({
  cep: z.string().nullable(),
  cidade: z.string().nullable(),
  bairro: z.string().nullable(),
  logradouro: z.string().nullable(),
  complemento: z.string().nullable(),
  numero: z.string().nullable(),
});
export type EnderecoJson = z.infer<typeof enderecoJsonSchema>;

