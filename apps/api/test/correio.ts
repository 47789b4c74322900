import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../src/db/client.js';
import { criarTransporte, tarefaDeEnvio } from '../src/modules/email/sender.js';
import type { TipoDeTarefa } from '../src/modules/tarefas/fila.js';
import { TIPOS_DE_TAREFA } from '../src/modules/tarefas/tipos.js';
import { executarProxima } from '../src/modules/tarefas/trabalhador.js';

/** A message as its recipient gets it: what the sender handed to the transport. */
export interface Entregue {
  para: string;
  assunto: string;
  texto: string;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Runs every job that is due, as the server's worker does after a request has been answered (ADR 024). */
export async function executarTarefas(db: Db, log?: Log): Promise<void> {
  while ((await executarProxima(db, TIPOS_DE_TAREFA, { ...(log && { log }) })) !== null);
}

/**
 * Runs the due jobs, the e-mail job included, with a transport that keeps what it is given instead of speaking SMTP
 * (sender.test.ts speaks to a real SMTP server): the messages delivered by this call, codes and links included.
 */
export async function entregarEmails(db: Db, log?: Log): Promise<Entregue[]> {
  const entregues: Entregue[] = [];
  const transporte = {
    async sendMail(m: { to: string; subject: string; text: string }) {
      entregues.push({ para: m.to, assunto: m.subject, texto: m.text });
    },
  };
  const envio = tarefaDeEnvio(transporte, { from: 'SGI <nao-responda@sgi.test>', pausa: async () => undefined });
  const tipos = [...TIPOS_DE_TAREFA, envio as TipoDeTarefa<unknown>];
  while ((await executarProxima(db, tipos, { ...(log && { log }) })) !== null);
  return entregues;
}

/** The recovery code in a delivered message. */
export const codigoDe = (m: Entregue | undefined) => /Código de recuperação: ([A-Z0-9]{6}-[A-Z0-9]{26})\n/.exec(m?.texto ?? '')?.[1];
/** The link token in a delivered message. */
export const tokenDe = (m: Entregue | undefined) => /\/obter-token\?token=([A-Za-z0-9_-]{43})\n/.exec(m?.texto ?? '')?.[1];

/** Just enough MIME for what nodemailer writes: encoded-word subject, quoted-printable or base64 text body. */
export function lerMensagem(raw: string) {
  const [cabecalho = '', ...resto] = raw.split('\r\n\r\n');
  const linhas = cabecalho.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const campo = (nome: string) => linhas.find((l) => l.toLowerCase().startsWith(`${nome}:`))?.slice(nome.length + 1).trim() ?? '';
  const bytes = (s: string) => Buffer.from(s.replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  const assunto = campo('subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, tipo: string, v: string) =>
      tipo.toUpperCase() === 'B' ? Buffer.from(v, 'base64').toString('utf8') : bytes(v.replaceAll('_', ' ')),
    );
  let corpo = resto.join('\r\n\r\n');
  const cte = campo('content-transfer-encoding').toLowerCase();
  if (cte === 'quoted-printable') corpo = bytes(corpo.replace(/=\r\n/g, ''));
  else if (cte === 'base64') corpo = Buffer.from(corpo, 'base64').toString('utf8');
  else corpo = Buffer.from(corpo, 'latin1').toString('utf8');
  return { assunto, corpo: corpo.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}


/** A message as a real SMTP server received it: the envelope's recipients and the decoded subject and text. */
export interface RecebidaPorSmtp {
  para: string[];
  assunto: string;
  corpo: string;
}

/**
 * A real SMTP server on 127.0.0.1 for a test file, and the delivery of the due jobs through the sender's own
 * transport (nodemailer speaking SMTP to it): what a recipient would get, end to end. `recebidas` collects every
 * message; `fechar` stops both ends.
 */
export async function servidorSmtp() {
  const recebidas: RecebidaPorSmtp[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      const partes: Buffer[] = [];
      stream.on('data', (b: Buffer) => partes.push(b));
      stream.on('end', () => {
        recebidas.push({ para: session.envelope.rcptTo.map((r) => r.address), ...lerMensagem(Buffer.concat(partes).toString('latin1')) });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const transporte = criarTransporte(`smtp://127.0.0.1:${(servidor.server.address() as net.AddressInfo).port}`);
  const envio = tarefaDeEnvio(transporte, { from: 'SGI <nao-responda@sgi.test>', pausa: async () => undefined });
  return {
    recebidas,
    /** Runs every due job, the e-mails' through SMTP, and answers the messages this call delivered. */
    async entregar(db: Db): Promise<RecebidaPorSmtp[]> {
      const antes = recebidas.length;
      while ((await executarProxima(db, [...TIPOS_DE_TAREFA, envio as TipoDeTarefa<unknown>], {})) !== null);
      return recebidas.slice(antes);
    },
    async fechar() {
      transporte.close();
      await new Promise<void>((resolve) => servidor.close(resolve));
    },
  };
}
