import { APROVACAO_EM_LOTE_MAX, MENSAGEM_NAO_AGUARDA_REVISAO, STATUS_FOLHA, statusFolhaLabel, type ResultadoDaAprovacao } from '@sgi/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { contextoDoSistema, type Contexto } from '../../lib/contexto.js';
import { AppError } from '../../lib/errors.js';
import { enfileirar, type TipoDeTarefa } from '../tarefas/fila.js';
import { lerFolha } from './consultas.js';
import { assinarFolha } from './service.js';

/** What the bulk approval queues: the sheets, the address of the request (signatures and history) and the links' base. */
export const payloadDaAprovacao = z.object({
  ids: z.array(z.number().int().min(1)).min(1).max(APROVACAO_EM_LOTE_MAX),
  ip: z.string().max(64).nullable(),
  url: z.string().max(500),
});
export type PayloadDaAprovacao = z.infer<typeof payloadDaAprovacao>;

/** Progress is stored every this many sheets (and at the end). */
const PASSO_DO_PROGRESSO = 20;

type Item = ResultadoDaAprovacao['itens'][number];

/**
 * Accepts one sheet at review as the single 'Aprovar' does (ADR 051): the same `assinarFolha`, with the version just
 * read, so its conditional UPDATE (status and version) refuses a sheet that moved meanwhile. A sheet not awaiting
 * review, missing, or refused by the step is reported with the reason; only an unexpected error stops the job.
 */
async function aprovarUma(db: Db, ctx: () => Contexto, id: number, url: string): Promise<Item> {
  let nome: string | null = null;
  try {
    const f = await lerFolha(db, id);
    nome = f.estagiarioNome;
    if (f.folha.status !== STATUS_FOLHA.AguardandoRevisao) {
      const atual = f.folha.status === STATUS_FOLHA.Concluida ? 'já está concluída' : `está ${statusFolhaLabel(f.folha.status)}`;
      return { id, nome, aprovada: false, motivo: `${MENSAGEM_NAO_AGUARDA_REVISAO} (${atual})` };
    }
    await assinarFolha(db, ctx(), id, true, [], url, f.folha.versao);
    return { id, nome, aprovada: true, motivo: null };
  } catch (e) {
    if (e instanceof AppError && e.statusCode < 500) return { id, nome, aprovada: false, motivo: e.message };
    throw e;
  }
}

/**
 * The bulk approval (issue 13 "Bulk approval", ADR 054): each sheet on its own transaction, in the order asked, the
 * signature (perfil 3) and history under the user who asked. Run again after a crash, the sheets approved before show
 * as already concluded.
 */
export async function aprovarFolhas(
  db: Db,
  usuarioId: number | null,
  { ids, ip, url }: PayloadDaAprovacao,
  aoProgresso: (feitas: number, total: number) => Promise<void> = async () => {},
): Promise<ResultadoDaAprovacao> {
  const unicos = [...new Set(ids)];
  const ctx = (): Contexto => ({ ...contextoDoSistema(), usuarioId, escopo: usuarioId === null ? 'sistema' : 'usuario', ip });
  const itens: Item[] = [];
  await aoProgresso(0, unicos.length);
  for (const id of unicos) {
    itens.push(await aprovarUma(db, ctx, id, url));
    if (itens.length % PASSO_DO_PROGRESSO === 0 || itens.length === unicos.length) await aoProgresso(itens.length, unicos.length);
  }
  const aprovadas = itens.filter((i) => i.aprovada).length;
  return { aprovadas, recusadas: itens.length - aprovadas, itens };
}

export const APROVACAO_EM_LOTE: TipoDeTarefa<PayloadDaAprovacao> = {
  tipo: 'aprovar-folhas',
  payload: payloadDaAprovacao,
  maxTentativas: 3,
  async executar(payload, { db, criadoPor, progresso, sinal }): Promise<ResultadoDaAprovacao> {
    return aprovarFolhas(db, criadoPor, payload, async (feitas, total) => {
      await progresso(feitas, total);
      sinal.throwIfAborted();
    });
  },
};

/** POST folha_frequencia/aprovacao: queues the job (each request its own: two runs are safe, the second finds the sheets concluded). */
export function enfileirarAprovacao(db: Db, ctx: Contexto, ids: number[], url: string): Promise<number> {
  return enfileirar(db, APROVACAO_EM_LOTE, { ids, ip: ctx.ip, url }, { criadoPor: ctx.usuarioId });
}
