import { periodoFolhaSchema, type ResultadoDaGeracao } from '@sgi/domain';
import { z } from 'zod';
import { contextoDoSistema, type Contexto } from '../../lib/contexto.js';
import type { TipoDeTarefa } from '../tarefas/fila.js';
import { gerarFolhasDoMes } from './geracao.js';

/** What the create-all button queues: the month, and the address of the request, for the sheets' history (ADR 035). */
export const payloadDaGeracao = periodoFolhaSchema.extend({ ip: z.string().max(64).nullable() });
export type PayloadDaGeracao = z.infer<typeof payloadDaGeracao>;

/**
 * The month's generation as a background job (ADR 029, ADR 046): progress after each batch, the sheets' history under
 * the user who asked, and safe to run again after a crash (a rerun creates only the missing sheets). Stopped by a
 * shutdown between two batches, it is taken up again. Its result is the generation's answer (the lists and counts).
 */
export const GERACAO_DO_MES: TipoDeTarefa<PayloadDaGeracao> = {
  tipo: 'gerar-folhas',
  payload: payloadDaGeracao,
  maxTentativas: 3,
  async executar({ ano, mes, ip }, { db, criadoPor, progresso, sinal }): Promise<ResultadoDaGeracao> {
    const ctx: Contexto = { ...contextoDoSistema(), usuarioId: criadoPor, escopo: criadoPor === null ? 'sistema' : 'usuario', ip };
    return gerarFolhasDoMes(db, ctx, ano, mes, {
      aoProgresso: async (feitos, total) => {
        await progresso(feitos, total);
        sinal.throwIfAborted();
      },
    });
  },
};
