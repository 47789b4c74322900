import { CHAVE_LEMBRETE_MOVIMENTACOES, dataIsoLocal, formatData, formatarReferencia, somaMesesReferencia } from '@sgi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { defensor } from '../defensores/table.js';
import { enfileirarEmails, type NovoEmail } from '../email/outbox.js';
import { LEMBRETE_HORA } from '../lembretes/service.js';
import { pessoa } from '../pessoas/table.js';
import { enfileirar, type TipoDeTarefa } from '../tarefas/fila.js';
import { painelDeMovimentacoes } from './painel.js';
import { configuracao, lembreteMovimentacaoEnvio } from './table.js';

/**
 * The reminder of owed months (issue 15, ADR 073): off by default (configuration key 2); once a day, from
 * LEMBRETE_HORA on, one e-mail through the outbox to each defender who still owes a month of the last twelve whose
 * deadline has passed (pendente_vencida on the Movimentações home), listing every month and place they owe.
 */
export const LEMBRETE_MESES = 12;

export interface ResultadoDoLembrete {
  data: string;
  defensores: number;
}

const ligado = async (db: Pick<Db, 'select'>) =>
  (await db.select({ valor: configuracao.valor }).from(configuracao).where(eq(configuracao.chave, CHAVE_LEMBRETE_MOVIMENTACOES)))[0]?.valor === 'true';

/** The day's reminder; the day is claimed in the transaction that queues the e-mails. Off, or already sent: null. */
export async function enviarLembreteDeMovimentacoes(db: Db, agora: Date, publicUrl: string): Promise<ResultadoDoLembrete | null> {
  const data = dataIsoLocal(agora);
  const ctx = contextoDoSistema(agora);
  return withActor(db, ctx, async (tx) => {
    if (!(await ligado(tx))) return null;
    const [dia] = await tx.insert(lembreteMovimentacaoEnvio).values({ data }).onConflictDoNothing().returning({ data: lembreteMovimentacaoEnvio.data });
    if (!dia) return null;
    const mes = data.slice(0, 7);
    const painel = await painelDeMovimentacoes(tx, ctx, { referenciaI: somaMesesReferencia(mes, -LEMBRETE_MESES), referenciaf: somaMesesReferencia(mes, -1) });
    const devendo = painel.linhas
      .map((l) => ({ id: l.defensor_id, nome: l.defensor_nome, meses: l.referencias.filter((r) => r.situacao === 'pendente_vencida') }))
      .filter((d) => d.meses.length > 0);
    const enderecos = devendo.length
      ? await tx
          .select({ id: defensor.id, email: sql<string | null>`coalesce(${pessoa.emailInstitucional}, ${pessoa.email})` })
          .from(defensor)
          .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
          .where(inArray(defensor.id, devendo.map((d) => d.id)))
      : [];
    const emailDe = new Map(enderecos.map((e) => [e.id, e.email]));
    const emails: NovoEmail[] = [];
    for (const d of devendo) {
      const destinatario = emailDe.get(d.id);
      if (!destinatario) continue;
      const linhas = d.meses.map((r) => `- ${formatarReferencia(r.data_referencia)}, ${r.local}: prazo ${formatData(r.data_prazo)}.`);
      emails.push({
        destinatario,
        assunto: 'SGI — lembrete: movimentações com prazo vencido',
        corpo: `${d.nome}, ainda não recebemos a movimentação destes meses, com o prazo de entrega já vencido:\n${linhas.join('\n')}\n\nEntregue pelo SGI: ${publicUrl}/movimentacoes`,
      });
    }
    await enfileirarEmails(tx, emails);
    await tx.update(lembreteMovimentacaoEnvio).set({ emails: emails.length }).where(eq(lembreteMovimentacaoEnvio.data, data));
    return { data, defensores: emails.length };
  });
}

export const payloadDoLembrete = z.object({ agora: z.iso.datetime(), url: z.string().max(500) });

export const LEMBRETE_DE_MOVIMENTACOES: TipoDeTarefa<z.infer<typeof payloadDoLembrete>> = {
  tipo: 'lembrete-movimentacoes',
  payload: payloadDoLembrete,
  maxTentativas: 3,
  // Safe to run again: the day is claimed in the transaction that queues the e-mails.
  executar: ({ agora, url }, { db }) => enviarLembreteDeMovimentacoes(db, new Date(agora), url),
};

/** Queues the day's reminder when it is on, past LEMBRETE_HORA and not sent yet; the job's key is the date. */
export async function agendarLembreteDeMovimentacoes(db: Db, agora: Date, url: string): Promise<number | null> {
  if (agora.getHours() < LEMBRETE_HORA || !(await ligado(db))) return null;
  const data = dataIsoLocal(agora);
  const [feito] = await db.select({ data: lembreteMovimentacaoEnvio.data }).from(lembreteMovimentacaoEnvio).where(eq(lembreteMovimentacaoEnvio.data, data));
  if (feito) return null;
  return enfileirar(db, LEMBRETE_DE_MOVIMENTACOES, { agora: agora.toISOString(), url }, { chave: `movimentacoes-${data}` });
}

const QUINZE_MIN = 15 * 60 * 1000;

/** The worker's timer, as the sheets' reminders: every 15 minutes it asks whether today's reminder is due. */
export function iniciarLembreteDeMovimentacoes(db: Db, url: string, log: Pick<FastifyBaseLogger, 'warn'>, avisar: () => void) {
  const run = () =>
    agendarLembreteDeMovimentacoes(db, new Date(), url)
      .then((id) => id !== null && avisar())
      .catch((err: Error) => log.warn({ err: { message: err.message } }, 'agendamento do lembrete de movimentações falhou'));
  const timer = setInterval(run, QUINZE_MIN);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer) };
}
