import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { MARCA_SEGREDO } from './outbox.js';
import { revelarSegredo } from './segredos.js';
import { emailSaida } from './table.js';

/** Bulk notification (DESIGN §7): 20 messages per batch, 1 s pause between batches. */
export const LOTE = 20;
export const PAUSA_ENTRE_LOTES_MS = 1000;
/** Minutes to wait after the 1st, 2nd, ... failure; the 6th failure is final (about 5.5 h of retries in all). */
export const ESPERA_MIN = [1, 5, 15, 60, 240] as const;
export const MAX_TENTATIVAS = ESPERA_MIN.length + 1;
/**
 * A claim (status ENVIANDO) lasts 10 minutes: proximaTentativaEm holds its end. A message still ENVIANDO after
 * that belongs to a sender that crashed or lost its database connection mid-batch, and is claimed again.
 * The SMTP server may have accepted it just before the crash, so this one case can deliver twice; the
 * alternative (leaving it stuck forever) would silently lose recovery codes and sheet links. A live sender
 * never starts a send in the last half of its claim (see `enviarLote`), and SMTP timeouts are short, so a
 * slow sender and a second one never overlap on the same message.
 */
export const RESERVA_MS = 10 * 60 * 1000;
const INTERVALO_MS = 5000;
const MAX_ERRO = 500;

/** What the sender needs from a nodemailer transporter (a test may pass one built elsewhere). */
export interface Transporte {
  sendMail(m: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface OpcoesEnvio {
  from: string;
  /** waits between batches; tests inject a fast one */
  pausa?: (ms: number) => Promise<void>;
  /** the clock that decides what is due and schedules retries */
  agora?: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  signal?: AbortSignal;
}

const esperar = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SMTP transport from SMTP_URL (smtp:// or smtps://, user:password in the URL), one reused connection. */
export function criarTransporte(smtpUrl: string) {
  return createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}

/**
 * Delivers every due message, in batches; a server or connection failure ends the round (the next one retries).
 * Returns how many were sent and how many failed this round.
 */
export async function enviarPendentes(db: Db, transporte: Transporte, opts: OpcoesEnvio): Promise<{ enviados: number; falhas: number }> {
  const agora = opts.agora ?? (() => new Date());
  const pausa = opts.pausa ?? esperar;
  const total = { enviados: 0, falhas: 0 };
  for (;;) {
    const lote = await reservar(db, agora());
    if (lote.length === 0) break;
    const r = await enviarLote(db, transporte, lote, { ...opts, agora });
    total.enviados += r.enviados;
    total.falhas += r.falhas;
    if (r.interrompido || lote.length < LOTE || opts.signal?.aborted) break;
    await pausa(PAUSA_ENTRE_LOTES_MS);
  }
  if (total.enviados + total.falhas > 0) opts.log?.info(total, 'caixa de saída processada');
  return total;
}

const RETOMADO = 'Envio interrompido (o servidor parou durante o envio); nova tentativa.';
const SEGREDO_VENCIDO = 'Não enviado: o código ou link desta mensagem expirou ou já foi usado antes do envio.';

/**
 * Claims up to LOTE due messages in one conditional UPDATE. FOR UPDATE SKIP LOCKED makes concurrent senders
 * (several instances on one PostgreSQL) take disjoint sets; the outer conditions are re-checked on the locked
 * row, so a message another sender has just claimed is never claimed twice. `= any(array(...))`, not `in (...)`:
 * with IN the planner may pick a semi-join that re-runs the locking subquery per row, each run skipping the rows
 * already updated, and the LIMIT no longer bounds the batch (seen on PGlite); ARRAY() runs it once.
 */
async function reservar(db: Db, agora: Date) {
  const devido = and(inArray(emailSaida.status, ['PENDENTE', 'ENVIANDO']), lte(emailSaida.proximaTentativaEm, agora));
  const ids = db.select({ id: emailSaida.id }).from(emailSaida).where(devido).orderBy(asc(emailSaida.id)).limit(LOTE).for('update', { skipLocked: true });
  const fim = new Date(agora.getTime() + RESERVA_MS);
  const rows = await db
    .update(emailSaida)
    .set({
      status: 'ENVIANDO',
      proximaTentativaEm: fim,
      ultimoErro: sql`case when ${emailSaida.status} = 'ENVIANDO' then ${RETOMADO} else ${emailSaida.ultimoErro} end`,
    })
    .where(and(sql`${emailSaida.id} = any(array(${ids}))`, devido))
    .returning({
      id: emailSaida.id,
      destinatario: emailSaida.destinatario,
      assunto: emailSaida.assunto,
      corpo: emailSaida.corpo,
      segredo: emailSaida.segredo,
      tentativas: emailSaida.tentativas,
      fim: emailSaida.proximaTentativaEm,
    });
  return rows.sort((a, b) => a.id - b.id);
}

type Reservada = Awaited<ReturnType<typeof reservar>>[number];

/** Errors of the server or the connection, not of one message: the rest of the round would fail the same way. */
const FALHA_DO_SERVIDOR = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'EAUTH', 'ETLS']);

async function enviarLote(db: Db, transporte: Transporte, lote: Reservada[], opts: OpcoesEnvio & { agora: () => Date }) {
  const r = { enviados: 0, falhas: 0, interrompido: false };
  for (const m of lote) {
    // Only our own claim may be settled: same id, still ENVIANDO, same claim end.
    const nossa = and(eq(emailSaida.id, m.id), eq(emailSaida.status, 'ENVIANDO'), eq(emailSaida.proximaTentativaEm, m.fim));
    if (r.interrompido || opts.signal?.aborted || opts.agora().getTime() > m.fim.getTime() - RESERVA_MS / 2) {
      await db.update(emailSaida).set({ status: 'PENDENTE', proximaTentativaEm: opts.agora() }).where(nossa); // untried: no attempt counted
      continue;
    }
    let texto = m.corpo;
    if (m.segredo) {
      // Drawn now, for this attempt only (ADR 023): the outbox never holds it, and a retry draws another.
      const segredo = await revelarSegredo(db, m.segredo, opts.agora());
      if (segredo === null) {
        await db.update(emailSaida).set({ status: 'FALHOU', segredo: null, ultimoErro: SEGREDO_VENCIDO }).where(nossa);
        opts.log?.warn({ emailId: m.id, erro: SEGREDO_VENCIDO }, 'e-mail não enviado');
        r.falhas += 1;
        continue;
      }
      texto = m.corpo.replaceAll(MARCA_SEGREDO, segredo);
    }
    try {
      await transporte.sendMail({ from: opts.from, to: m.destinatario, subject: m.assunto, text: texto });
      await db.update(emailSaida).set({ status: 'ENVIADO', enviadoEm: opts.agora(), segredo: null }).where(nossa);
      r.enviados += 1;
    } catch (err) {
      const tentativas = m.tentativas + 1;
      const final = tentativas >= MAX_TENTATIVAS;
      const ultimoErro = descreverErro(err);
      const espera = final ? 0 : ESPERA_MIN[tentativas - 1]! * 60_000;
      await db
        .update(emailSaida)
        .set({ status: final ? 'FALHOU' : 'PENDENTE', tentativas, ultimoErro, proximaTentativaEm: new Date(opts.agora().getTime() + espera), ...(final && { segredo: null }) })
        .where(nossa);
      // The id and the error, never the text sent: it holds the recovery code or access link drawn above.
      opts.log?.warn({ emailId: m.id, tentativas, final, erro: ultimoErro }, 'falha ao enviar e-mail');
      r.falhas += 1;
      r.interrompido = FALHA_DO_SERVIDOR.has((err as { code?: string }).code ?? '');
    }
  }
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

export interface Mailer {
  stop(): Promise<void>;
  /** asks for a round now (e.g. right after queueing); rounds never overlap */
  kick(): void;
}

/** The sender loop: a round every few seconds and on kick(). Without SMTP_URL messages stay in the outbox. */
export function startMailer(db: Db, config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger, intervaloMs = INTERVALO_MS): Mailer {
  if (!config.smtpUrl) {
    log.info('SMTP_URL não configurado: os e-mails ficam pendentes na caixa de saída (Sistema → Caixa de saída).');
    return { stop: async () => undefined, kick: () => undefined };
  }
  const transporte = criarTransporte(config.smtpUrl);
  // An 'error' event with no listener would end the process; a failed send is already handled per message.
  transporte.on('error', (err: Error) => log.warn({ err }, 'erro no transporte SMTP'));
  const parar = new AbortController();
  let rodada: Promise<void> | null = null;
  let outra = false;
  const kick = () => {
    if (parar.signal.aborted) return;
    if (rodada) {
      outra = true;
      return;
    }
    rodada = enviarPendentes(db, transporte, { from: config.mailFrom, log, signal: parar.signal })
      .then(() => undefined)
      .catch((err: unknown) => log.error({ err }, 'falha no envio da caixa de saída')) // the app logger's err serializer drops query parameters
      .finally(() => {
        rodada = null;
        if (outra) {
          outra = false;
          kick();
        }
      });
  };
  const timer = setInterval(kick, intervaloMs);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      parar.abort();
      clearInterval(timer);
      await rodada;
      transporte.close();
    },
  };
}
