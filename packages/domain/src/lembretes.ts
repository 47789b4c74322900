import './zod-pt-br.js';
import { z } from 'zod';

/**
 * The daily reminders' setting (issue 13, ADR 056), one contract for the API's answer and validation and the screen:
 * switched on or off, and after how many days a sheet waiting for its signature reminds the supervisor.
 */
export const MENSAGEM_DIAS_DO_LEMBRETE = 'Informe de 1 a 60 dias.';

export const configDosLembretesSchema = z.object({
  ativo: z.boolean(),
  diasAssinatura: z.number(),
  versao: z.number(),
  editadoEm: z.string(),
  editadoPor: z.string().nullable(),
  /** the last day the reminders went out (yyyy-MM-dd), or null */
  ultimoEnvio: z.string().nullable(),
});
export type ConfigDosLembretes = z.infer<typeof configDosLembretesSchema>;

export const alteracaoDosLembretesSchema = z.object({
  ativo: z.boolean({ error: 'Informe se os lembretes estão ligados.' }),
  diasAssinatura: z
    .number({ error: MENSAGEM_DIAS_DO_LEMBRETE })
    .int(MENSAGEM_DIAS_DO_LEMBRETE)
    .min(1, MENSAGEM_DIAS_DO_LEMBRETE)
    .max(60, MENSAGEM_DIAS_DO_LEMBRETE),
});
export type AlteracaoDosLembretes = z.infer<typeof alteracaoDosLembretesSchema>;
