import net from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import { sha256 } from '../../lib/tokens.js';
import { withActor } from '../../db/actor.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { criarLink as criarLinkNaTx } from '../auth/folha-token.js';
import { linkAcesso } from '../auth/table.js';
import { enfileirarEmails as enfileirarNaTx, type NovoEmail } from './outbox.js';
import { criarTransporte, enviarPendentes, ESPERA_MIN, LOTE, MAX_TENTATIVAS, RESERVA_MS, startMailer } from './sender.js';
import { emailSaida } from './table.js';

const FROM = 'SGI <nao-responda@defensoria.local>';
const MIN = 60_000;

// ---- a real SMTP server on 127.0.0.1 -------------------------------------------------------------------------

interface Recebida {
  de: string;
  para: string[];
  assunto: string;
  corpo: string;
  usuario: string | undefined;
}
const recebidas: Recebida[] = [];
/** every RCPT TO the server saw, accepted or not */
const rcpts: string[] = [];
/** answers 550 to the addresses for which it returns true */
let recusar: (endereco: string) => boolean = () => false;

const servidor = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, cb) {
    if (auth.username === 'sgi' && auth.password === 'segredo') cb(null, { user: 'sgi' });
    else cb(new Error('Credenciais inválidas'));
  },
  onRcptTo(address, _session, cb) {
    rcpts.push(address.address);
    if (recusar(address.address)) cb(Object.assign(new Error('5.1.1 Caixa postal inexistente'), { responseCode: 550 }));
    else cb();
  },
  onData(stream, session, cb) {
    const partes: Buffer[] = [];
    stream.on('data', (b: Buffer) => partes.push(b));
    stream.on('end', () => {
      const { assunto, corpo } = lerMensagem(Buffer.concat(partes).toString('latin1'));
      const env = session.envelope;
      recebidas.push({ de: env.mailFrom ? env.mailFrom.address : '', para: env.rcptTo.map((r) => r.address), assunto, corpo, usuario: session.user as string | undefined });
      cb();
    });
  },
});
await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
const porta = (servidor.server.address() as net.AddressInfo).port;
const transporte = criarTransporte(`smtp://127.0.0.1:${porta}`);

/** Just enough MIME for what nodemailer writes: encoded-word subject, quoted-printable or base64 text body. */
function lerMensagem(raw: string) {
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

// ---- database and fixtures --------------------------------------------------------------------------------

const database = await freshDatabase();
const db = database.db;

afterAll(async () => {
  transporte.close();
  await new Promise<void>((resolve) => servidor.close(resolve));
  await database.close();
});

beforeEach(async () => {
  await db.delete(emailSaida);
  recebidas.length = 0;
  rcpts.length = 0;
  recusar = () => false;
});

/** The writes these tests set up, each in a transaction of the system's (withActor), as the services do. */
const enfileirarEmails = (_: unknown, emails: NovoEmail[]) => withActor(db, contextoDoSistema(), (tx) => enfileirarNaTx(tx, emails));
const criarLink = (_: unknown, cpf: string, folhaId: number | null) => withActor(db, contextoDoSistema(), (tx) => criarLinkNaTx(tx, cpf, folhaId));
const linhas = () => db.select().from(emailSaida).orderBy(emailSaida.id);
const linha = async (id: number) => (await db.select().from(emailSaida).where(eq(emailSaida.id, id)))[0]!;
async function enfileirar(n: number, prefixo = 'Aviso') {
  await enfileirarEmails(db, Array.from({ length: n }, (_, i) => ({ destinatario: `pessoa${i}@teste.gov.br`, assunto: `${prefixo} ${i}`, corpo: `Corpo ${i}` })));
  return (await linhas()).map((r) => r.id);
}
const semPausa = () => Promise.resolve();

/** a pino logger writing into an array, to check what reaches the log */
function logEmMemoria() {
  const saida: string[] = [];
  const log = pino({ level: 'info' }, new Writable({ write: (c: Buffer, _e, cb) => (saida.push(c.toString()), cb()) }));
  return { log: log as unknown as FastifyBaseLogger, saida };
}

async function ate(condicao: () => Promise<boolean>, ms = 5000) {
  for (const fim = Date.now() + ms; Date.now() < fim; ) {
    if (await condicao()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condição não atingida a tempo');
}

// ---- tests ------------------------------------------------------------------------------------------------

describe('enviarPendentes', () => {
  it('delivers queued messages over SMTP (recipient, subject and body intact) and marks them ENVIADO', async () => {
    const corpo = 'Olá, Maria.\n\nCódigo de recuperação: ABC123-XYZ\n\nUse-o nos próximos 15 minutos.';
    await enfileirarEmails(db, [
      { destinatario: 'maria@teste.gov.br', assunto: 'SGI — código para troca de senha', corpo },
      { destinatario: 'joao@teste.gov.br', assunto: 'Folha de frequência', corpo: 'Acesse a folha.' },
    ]);
    const r = await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa });
    expect(r).toEqual({ enviados: 2, falhas: 0 });
    expect(recebidas).toEqual([
      { de: 'nao-responda@defensoria.local', para: ['maria@teste.gov.br'], assunto: 'SGI — código para troca de senha', corpo, usuario: undefined },
      { de: 'nao-responda@defensoria.local', para: ['joao@teste.gov.br'], assunto: 'Folha de frequência', corpo: 'Acesse a folha.', usuario: undefined },
    ]);
    for (const row of await linhas()) {
      expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 0, ultimoErro: null });
      expect(row.enviadoEm).toBeInstanceOf(Date);
    }
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa })).toEqual({ enviados: 0, falhas: 0 });
    expect(recebidas).toHaveLength(2);
  });

  it('retries a recipient the server refused (550) only after its wait, then delivers it; the log never has the body', async () => {
    let recusas = 0;
    recusar = (a) => a === 'recusado@teste.gov.br' && recusas++ === 0;
    await enfileirarEmails(db, [
      { destinatario: 'recusado@teste.gov.br', assunto: 'Código', corpo: 'Código secreto: QWE987-SEGREDO' },
      { destinatario: 'aceito@teste.gov.br', assunto: 'Outro', corpo: 'Outro corpo' },
    ]);
    const [id] = (await linhas()).map((r) => r.id) as [number];
    const { log, saida } = logEmMemoria();
    const t0 = new Date(Date.now() + 1000);

    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => t0, log })).toEqual({ enviados: 1, falhas: 1 });
    expect(recebidas.map((m) => m.para[0])).toEqual(['aceito@teste.gov.br']);
    let row = await linha(id);
    expect(row).toMatchObject({ status: 'PENDENTE', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/^Destinatário ou remetente recusado pelo servidor SMTP: .*550 5\.1\.1 Caixa postal inexistente/);
    expect(row.ultimoErro).not.toContain('SEGREDO');
    expect(row.proximaTentativaEm.getTime()).toBe(t0.getTime() + ESPERA_MIN[0] * MIN);

    const antes = new Date(t0.getTime() + ESPERA_MIN[0] * MIN - 1);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => antes })).toEqual({ enviados: 0, falhas: 0 });
    expect(rcpts.filter((a) => a === 'recusado@teste.gov.br')).toHaveLength(1);

    const depois = new Date(t0.getTime() + ESPERA_MIN[0] * MIN);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => depois })).toEqual({ enviados: 1, falhas: 0 });
    expect(recebidas.map((m) => m.para[0])).toEqual(['aceito@teste.gov.br', 'recusado@teste.gov.br']);
    expect(recebidas[1]!.corpo).toBe('Código secreto: QWE987-SEGREDO');
    row = await linha(id);
    expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 1 });
    expect(row.enviadoEm?.getTime()).toBe(depois.getTime());
    expect(row.ultimoErro).toContain('550'); // the earlier failure stays visible in the outbox

    expect(saida.join('')).toContain('falha ao enviar e-mail');
    expect(saida.join('')).not.toMatch(/SEGREDO|recusado@/);
  });

  it('gives up after MAX_TENTATIVAS with waits of 1, 5, 15, 60 and 240 minutes: FALHOU', async () => {
    recusar = (a) => a === 'pessoa0@teste.gov.br';
    const [id] = (await enfileirar(1)) as [number];
    let agora = new Date(Date.now() + 1000);
    const esperas: number[] = [];
    for (let i = 1; i <= MAX_TENTATIVAS; i++) {
      expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => agora })).toEqual({ enviados: 0, falhas: 1 });
      const row = await linha(id);
      expect(row.tentativas).toBe(i);
      if (i < MAX_TENTATIVAS) {
        expect(row.status).toBe('PENDENTE');
        esperas.push((row.proximaTentativaEm.getTime() - agora.getTime()) / MIN);
        agora = row.proximaTentativaEm;
      } else {
        expect(row.status).toBe('FALHOU');
        expect(row.ultimoErro).toContain('550');
      }
    }
    expect(MAX_TENTATIVAS).toBe(6);
    expect(esperas).toEqual([1, 5, 15, 60, 240]);
    const muitoDepois = new Date(agora.getTime() + 1000 * MIN);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => muitoDepois })).toEqual({ enviados: 0, falhas: 0 });
    expect(rcpts).toHaveLength(MAX_TENTATIVAS);
    expect(recebidas).toHaveLength(0);
  });

  it('on a connection failure records it in pt-BR and ends the round: the untried messages keep all their attempts', async () => {
    const fechado = net.createServer();
    await new Promise<void>((resolve) => fechado.listen(0, '127.0.0.1', resolve));
    const portaFechada = (fechado.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => fechado.close(() => resolve()));
    const [id, ...outros] = (await enfileirar(3)) as [number, number, number];
    const semServidor = criarTransporte(`smtp://127.0.0.1:${portaFechada}`);
    try {
      expect(await enviarPendentes(db, semServidor, { from: FROM, pausa: semPausa })).toEqual({ enviados: 0, falhas: 1 });
    } finally {
      semServidor.close();
    }
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'PENDENTE', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/^Falha de conexão com o servidor SMTP: .*ECONNREFUSED/);
    for (const outro of outros) expect(await linha(outro)).toMatchObject({ status: 'PENDENTE', tentativas: 0, ultimoErro: null });
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa })).toEqual({ enviados: 2, falhas: 0 });
  });

  it('never sends a message twice: four senders running in parallel deliver each message exactly once', async () => {
    const ids = await enfileirar(70, 'Paralelo');
    const outros = [1, 2, 3].map(() => criarTransporte(`smtp://127.0.0.1:${porta}`));
    try {
      const r = await Promise.all([transporte, ...outros].map((tr) => enviarPendentes(db, tr, { from: FROM, pausa: semPausa })));
      expect(r.reduce((n, x) => n + x.enviados, 0)).toBe(70);
      expect(r.filter((x) => x.enviados > 0).length).toBeGreaterThan(1); // the senders really overlapped
    } finally {
      for (const tr of outros) tr.close();
    }
    const assuntos = recebidas.map((m) => m.assunto).sort();
    expect(assuntos).toEqual(ids.map((_, i) => `Paralelo ${i}`).sort());
    expect((await linhas()).every((r) => r.status === 'ENVIADO')).toBe(true);
  });

  it('sends in batches of 20 with the 1 s pause between batches (not after the last one)', async () => {
    await enfileirar(45, 'Lote');
    const pausas: { ms: number; entregues: number }[] = [];
    const pausa = async (ms: number) => {
      const entregues = recebidas.length;
      pausas.push({ ms, entregues });
      await new Promise((r) => setTimeout(r, 50));
      expect(recebidas.length).toBe(entregues); // nothing is sent while the pause lasts
    };
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa })).toEqual({ enviados: 45, falhas: 0 });
    expect(LOTE).toBe(20);
    expect(pausas).toEqual([
      { ms: 1000, entregues: 20 },
      { ms: 1000, entregues: 40 },
    ]);
    expect(recebidas.map((m) => m.assunto)).toEqual(Array.from({ length: 45 }, (_, i) => `Lote ${i}`));
  });

  it('a message left ENVIANDO by a crashed sender is claimed again only when its 10-minute claim ends', async () => {
    const [id] = (await enfileirar(1)) as [number];
    const t0 = new Date(Date.now() + 1000);
    await db.update(emailSaida).set({ status: 'ENVIANDO', proximaTentativaEm: new Date(t0.getTime() + RESERVA_MS) }).where(eq(emailSaida.id, id));

    const cedo = new Date(t0.getTime() + RESERVA_MS - 1);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => cedo })).toEqual({ enviados: 0, falhas: 0 });
    expect(recebidas).toHaveLength(0);

    const fim = new Date(t0.getTime() + RESERVA_MS);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => fim })).toEqual({ enviados: 1, falhas: 0 });
    expect(recebidas).toHaveLength(1);
    expect(await linha(id)).toMatchObject({ status: 'ENVIADO', ultimoErro: 'Envio interrompido (o servidor parou durante o envio); nova tentativa.' });
  });

  it('a sender that fell behind does not start a send in the second half of its claim: the message goes back to the queue', async () => {
    const [id] = (await enfileirar(1)) as [number];
    const t0 = Date.now() + 1000;
    let chamada = 0;
    // first reading (the claim) at t0, every later one 6 minutes on: past half of the 10-minute claim
    const agora = () => new Date(chamada++ === 0 ? t0 : t0 + 6 * MIN);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora })).toEqual({ enviados: 0, falhas: 0 });
    expect(recebidas).toHaveLength(0);
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 0 });
    const depois = () => new Date(t0 + 6 * MIN);
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: depois })).toEqual({ enviados: 1, falhas: 0 });
  });
});

describe('a message carrying a secret (ADR 023)', () => {
  const CPF = '52998224725';
  const corpo = 'Olá.\n\nAcesse: http://sgi.test/obter-token?token={{segredo}}\n\nO link vale por 24 horas.';
  const linkDe = async (id: number) => (await db.select().from(linkAcesso).where(eq(linkAcesso.id, id)))[0]!;
  async function enfileirarComLink(destinatario = 'lia@teste.gov.br') {
    const link = await criarLink(db, CPF, null);
    await enfileirarEmails(db, [{ destinatario, assunto: 'SGI — link de acesso à folha de frequência', corpo, segredo: { tipo: 'link-folha', id: link } }]);
    return { link, id: (await linhas()).at(-1)!.id };
  }

  it('the recipient gets the secret drawn at sending; the row never holds it and forgets how to draw it once sent', async () => {
    const { link, id } = await enfileirarComLink();
    expect(await linkDe(link)).toMatchObject({ tokenHash: null });
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa })).toEqual({ enviados: 1, falhas: 0 });

    expect(recebidas).toHaveLength(1);
    const token = /obter-token\?token=([A-Za-z0-9_-]{43})\n/.exec(recebidas[0]!.corpo)?.[1];
    expect(token).toBeDefined();
    expect(recebidas[0]!.corpo).toBe(corpo.replace('{{segredo}}', token!));
    expect((await linkDe(link)).tokenHash).toBe(sha256(token!));
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'ENVIADO', segredo: null, corpo });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('each attempt draws a new secret (the one of a failed attempt stops working); the final failure forgets the reference', async () => {
    recusar = () => true;
    const { link, id } = await enfileirarComLink('recusa@teste.gov.br');
    let agora = new Date(Date.now() + 1000);
    const hashes: (string | null)[] = [];
    for (let i = 1; i <= MAX_TENTATIVAS; i++) {
      expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, agora: () => agora })).toEqual({ enviados: 0, falhas: 1 });
      hashes.push((await linkDe(link)).tokenHash);
      const row = await linha(id);
      expect(row.segredo).toEqual(i < MAX_TENTATIVAS ? { tipo: 'link-folha', id: link } : null);
      agora = row.proximaTentativaEm;
    }
    expect(await linha(id)).toMatchObject({ status: 'FALHOU', segredo: null });
    expect(new Set(hashes).size).toBe(MAX_TENTATIVAS);
    expect(recebidas).toHaveLength(0);
  });

  it('a link used or expired before sending is not sent: FALHOU with the reason, and the reference is dropped', async () => {
    const { log, saida } = logEmMemoria();
    const vencido = await enfileirarComLink('vencido@teste.gov.br');
    await db.update(linkAcesso).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(linkAcesso.id, vencido.link));
    const usado = await enfileirarComLink('usado@teste.gov.br');
    await db.update(linkAcesso).set({ usadoEm: new Date() }).where(eq(linkAcesso.id, usado.link));
    expect(await enviarPendentes(db, transporte, { from: FROM, pausa: semPausa, log })).toEqual({ enviados: 0, falhas: 2 });
    expect(rcpts).toHaveLength(0);
    for (const { id, link } of [vencido, usado]) {
      expect(await linha(id)).toMatchObject({
        status: 'FALHOU',
        segredo: null,
        tentativas: 0,
        ultimoErro: 'Não enviado: o código ou link desta mensagem expirou ou já foi usado antes do envio.',
      });
      expect((await linkDe(link)).tokenHash).toBeNull();
    }
    expect(saida.join('')).toContain('e-mail não enviado');
  });

  it('enfileirarEmails refuses a secret without its marker in the body, and the marker without a secret', async () => {
    const link = await criarLink(db, CPF, null);
    await expect(enfileirarEmails(db, [{ destinatario: 'a@teste.gov.br', assunto: 'x', corpo: 'sem marca', segredo: { tipo: 'link-folha', id: link } }])).rejects.toThrow(
      'E-mail com segredo exige a marca do segredo no corpo',
    );
    await expect(enfileirarEmails(db, [{ destinatario: 'a@teste.gov.br', assunto: 'x', corpo: 'com {{segredo}}' }])).rejects.toThrow('E-mail com segredo');
    expect(await linhas()).toEqual([]);
  });
});

describe('startMailer', () => {
  it('without SMTP_URL does nothing: logs it once, messages stay PENDENTE in the outbox', async () => {
    const { log, saida } = logEmMemoria();
    const mailer = startMailer(db, { smtpUrl: null, mailFrom: FROM }, log);
    const [id] = (await enfileirar(1)) as [number];
    mailer.kick();
    await new Promise((r) => setTimeout(r, 200));
    await mailer.stop();
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 0, enviadoEm: null });
    expect(rcpts).toHaveLength(0);
    const linhasLog = saida.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(linhasLog).toEqual([expect.objectContaining({ level: 30, msg: expect.stringContaining('SMTP_URL não configurado') })]);
  });

  it('with SMTP_URL (user and password in the URL) delivers on kick() and stops cleanly', async () => {
    const { log } = logEmMemoria();
    const mailer = startMailer(db, { smtpUrl: `smtp://sgi:segredo@127.0.0.1:${porta}`, mailFrom: FROM }, log, 60 * MIN);
    try {
      const [id] = (await enfileirar(1)) as [number];
      mailer.kick();
      await ate(async () => (await linha(id)).status === 'ENVIADO');
      expect(recebidas).toEqual([expect.objectContaining({ para: ['pessoa0@teste.gov.br'], assunto: 'Aviso 0', usuario: 'sgi' })]);
    } finally {
      await mailer.stop();
    }
  });
});
