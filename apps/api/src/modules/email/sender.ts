import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { ContextoDaTarefa, TipoDeTarefa } from '../tarefas/fila.js';
import { ENVIO_DE_EMAILS, MARCA_SEGREDO, type EnvioDeEmails } from './outbox.js';
import { revelarSegredo } from './segredos.js';
import { emailSaida } from './table.js';

/**
 * Sending the outbox is a job of the job runner (ADR 009, ADR 029): every call of enfileirarEmails queues one job
 * holding the ids of its messages. The runner gives the job to one worker at a time (FOR UPDATE SKIP LOCKED, a lease
 * renewed before each message), retries it with backoff and survives restarts; this file says how one attempt goes.
 */

/** Bulk notification (spec §9): 20 messages per batch, 1 s pause between batches. */
export const LOTE = 20;
export const PAUSA_ENTRE_LOTES_MS = 1000;
/** Minutes to wait after the 1st, 2nd, ... failed attempt; the 6th failure is final (about 5.5 h of retries in all). */
export const ESPERA_MIN = [1, 5, 15, 60, 240] as const;
export const MAX_TENTATIVAS = ESPERA_MIN.length + 1;
const MAX_ERRO = 500;

/** What the sender needs from a nodemailer transporter (a test may pass one built elsewhere). */
export interface Transporte {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface OpcoesEnvio {
  from: string;
  /** waits between batches; tests inject a fast one */
  pausa?: (ms: number) => Promise<void>;
}

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The SMTP transport of a server: sends, and closes its connection when the server stops. */
export interface TransporteSmtp extends Transporte {
  close(): void;
}

/**
 * SMTP transport from SMTP_URL (smtp:// or smtps://, user:password in the URL), one reused connection. nodemailer is
 * loaded with the first message: its ~650 KiB of code stay out of the memory of a server that sends nothing (issue 12,
 * RSS). `aoErrar` hears the transport's 'error' events (with no listener, one would end the process).
 */
export function criarTransporte(smtpUrl: string, aoErrar: (err: Error) => void = () => undefined): TransporteSmtp {
  let aberto: Promise<Transporter> | undefined;
  const abrir = () =>
    (aberto ??= import('nodemailer').then(({ createTransport }) => {
      const t = createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
      t.on('error', aoErrar);
      return t;
    }));
  return {
    sendMail: async (m) => (await abrir()).sendMail(m),
    close: () => void aberto?.then((t) => t.close()),
  };
}

const SEGREDO_VENCIDO = 'Não enviado: o código ou link desta mensagem expirou ou já foi usado antes do envio.';
/** Errors of the server or the connection, not of one message: the rest of the attempt would fail the same way. */
const FALHA_DO_SERVIDOR = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'EAUTH', 'ETLS']);

/**
 * The job type that delivers the messages of one enfileirarEmails call through this transport. Each attempt sends
 * what is not ENVIADO or FALHOU yet, in id order, in batches of LOTE with a pause between batches; a message already
 * sent by an earlier attempt is never sent again. A refused message is tried again with the job (its waits are
 * ESPERA_MIN); a server or connection failure ends the attempt without spending the untried messages' tries.
 */
export function tarefaDeEnvio(transporte: Transporte, opts: OpcoesEnvio): TipoDeTarefa<EnvioDeEmails> {
  return {
    ...ENVIO_DE_EMAILS,
    esperasMs: ESPERA_MIN.map((m) => m * 60_000),
    executar: (payload, ctx) => enviarMensagens(transporte, opts, payload, ctx),
  };
}

async function enviarMensagens(transporte: Transporte, opts: OpcoesEnvio, { ids }: EnvioDeEmails, ctx: ContextoDaTarefa) {
  const { db } = ctx;
  const pausa = opts.pausa ?? esperar;
  const pendentes = await db
    .select()
    .from(emailSaida)
    .where(and(inArray(emailSaida.id, ids), inArray(emailSaida.status, ['PENDENTE', 'ENVIANDO'])))
    .orderBy(asc(emailSaida.id));
  const r = { enviados: 0, falhas: 0, naoEnviados: 0 };
  let servidorFalhou: string | null = null;
  for (const [i, m] of pendentes.entries()) {
    if (servidorFalhou) break;
    if (i > 0 && i % LOTE === 0) await pausa(PAUSA_ENTRE_LOTES_MS);
    // The lease, renewed right before the message goes: a worker whose job was taken over stops here (TarefaPerdida)
    // and never hands SMTP a message the other worker is sending.
    await ctx.confirmarReserva();
    const aindaPendente = and(eq(emailSaida.id, m.id), ne(emailSaida.status, 'ENVIADO'), ne(emailSaida.status, 'FALHOU'));
    let texto = m.corpo;
    if (m.segredo) {
      // Drawn now, for this attempt only (ADR 023): the outbox never holds it, and a retry draws another.
      const segredo = await revelarSegredo(db, m.segredo, new Date());
      if (segredo === null) {
        await db.update(emailSaida).set({ status: 'FALHOU', segredo: null, ultimoErro: SEGREDO_VENCIDO }).where(aindaPendente);
        ctx.log.warn({ emailId: m.id, erro: SEGREDO_VENCIDO }, 'e-mail não enviado');
        r.naoEnviados += 1;
        continue;
      }
      texto = m.corpo.replaceAll(MARCA_SEGREDO, segredo);
    }
    await db.update(emailSaida).set({ status: 'ENVIANDO' }).where(aindaPendente);
    try {
      await transporte.sendMail({ from: opts.from, to: m.destinatario, subject: m.assunto, text: texto });
      await db.update(emailSaida).set({ status: 'ENVIADO', enviadoEm: new Date(), segredo: null }).where(aindaPendente);
      r.enviados += 1;
    } catch (err) {
      const ultimoErro = descreverErro(err);
      const final = ctx.ultimaTentativa;
      await db
        .update(emailSaida)
        .set({ status: final ? 'FALHOU' : 'PENDENTE', tentativas: m.tentativas + 1, ultimoErro, ...(final && { segredo: null }) })
        .where(aindaPendente);
      // The id and the error, never the text sent: it holds the recovery code or access link drawn above.
      ctx.log.warn({ emailId: m.id, tentativas: m.tentativas + 1, final, erro: ultimoErro }, 'falha ao enviar e-mail');
      r.falhas += 1;
      if (FALHA_DO_SERVIDOR.has((err as { code?: string }).code ?? '')) servidorFalhou = ultimoErro;
    }
    await ctx.progresso(i + 1, pendentes.length);
  }
  if (r.enviados + r.falhas + r.naoEnviados > 0) ctx.log.info(r, 'caixa de saída processada');
  const restantes = pendentes.length - r.enviados - r.naoEnviados;
  if (restantes > 0 && ctx.ultimaTentativa) {
    // The job's last attempt: what is still unsent fails for good, and forgets how to draw its secret.
    await db
      .update(emailSaida)
      .set({ status: 'FALHOU', segredo: null, ultimoErro: sql`coalesce(${emailSaida.ultimoErro}, ${servidorFalhou ?? 'Não enviado.'})` })
      .where(and(inArray(emailSaida.id, ids), inArray(emailSaida.status, ['PENDENTE', 'ENVIANDO'])));
  }
  // A failure makes the runner try the job again after its wait (or end it FALHOU after the last attempt).
  if (restantes > 0) throw new Error(servidorFalhou ?? `${restantes} e-mail(s) não enviado(s); nova tentativa programada.`);
  return r;
}

const RESUMOS: Record<string, string> = {
  EENVELOPE: 'Destinatário ou remetente recusado pelo servidor SMTP',
  EMESSAGE: 'Mensagem recusada pelo servidor SMTP',
  EAUTH: 'Falha de autenticação no servidor SMTP',
  ECONNECTION: 'Falha de conexão com o servidor SMTP',
  ESOCKET: 'Falha de conexão com o servidor SMTP',
  EDNS: 'Servidor SMTP não encontrado',
  ETIMEDOUT: 'Tempo esgotado na comunicação com o servidor SMTP',
  ETLS: 'Falha na negociação TLS com o servidor SMTP',
};

/** pt-BR summary plus the server's own answer (e.g. "550 5.1.1 ..."); never the message body. */
export function descreverErro(err: unknown): string {
  const e = err as { code?: string; response?: string; message?: string };
  const resumo = (e.code && RESUMOS[e.code]) ?? 'Falha no envio do e-mail';
  const detalhe = (e.response || e.message || '').replace(/\s+/g, ' ').trim();
  return (detalhe ? `${resumo}: ${detalhe}` : `${resumo}.`).slice(0, MAX_ERRO);
}

export interface Envio {
  /** the job type to hand the worker; null without SMTP_URL: the messages stay PENDENTE in the outbox */
  tipo: TipoDeTarefa<EnvioDeEmails> | null;
  stop(): void;
}

/** The e-mail job type for this server's SMTP_URL. Without it nothing is sent and the outbox screen shows the messages. */
export function iniciarEnvio(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Envio {
  if (!config.smtpUrl) {
    log.info('SMTP_URL não configurado: os e-mails ficam pendentes na caixa de saída (Sistema → Caixa de saída).');
    return { tipo: null, stop: () => undefined };
  }
  // A failed send is already handled per message; the transport's own errors are logged.
  const transporte = criarTransporte(config.smtpUrl, (err) => log.warn({ err }, 'erro no transporte SMTP'));
  return { tipo: tarefaDeEnvio(transporte, { from: config.mailFrom }), stop: () => transporte.close() };
}
