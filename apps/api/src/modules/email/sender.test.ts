import net from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { lerMensagem } from '../../../test/correio.js';
import { freshDatabase } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { sha256 } from '../../lib/tokens.js';
import { criarLink as criarLinkNaTx } from '../auth/folha-token.js';
import { linkAcesso } from '../auth/table.js';
import type { TipoDeTarefa } from '../tarefas/fila.js';
import { tarefa } from '../tarefas/table.js';
import { executarProxima, iniciarTrabalhador } from '../tarefas/trabalhador.js';
import { ENVIO_DE_EMAILS, enfileirarEmails as enfileirarNaTx, type NovoEmail } from './outbox.js';
import { criarTransporte, ESPERA_MIN, iniciarEnvio, LOTE, MAX_TENTATIVAS, tarefaDeEnvio, type Transporte } from './sender.js';
import { emailSaida } from './table.js';
import { ate } from '../../../test/ate.js';

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
  await db.delete(tarefa);
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

// ---- tests ------------------------------------------------------------------------------------------------

/** The e-mail job type over a transport (the real SMTP server by default), as the server registers it. */
const envio = (tr: Transporte = transporte, pausa: (ms: number) => Promise<void> = semPausa) => tarefaDeEnvio(tr, { from: FROM, pausa }) as TipoDeTarefa<unknown>;
/** Runs every due e-mail job, as one worker would; answers how many jobs it ran. */
async function rodar(tipo = envio(), log?: FastifyBaseLogger) {
  let n = 0;
  while ((await executarProxima(db, [tipo], { ...(log && { log }) })) !== null) n += 1;
  return n;
}
const tarefas = () => db.select().from(tarefa).orderBy(tarefa.id);
/** The wait the runner set before the job's next attempt, in whole minutes. */
async function esperaEmMinutos(): Promise<number> {
  const [t] = await db.select({ s: sql<number>`extract(epoch from ${tarefa.proximaExecucaoEm} - now())::float8` }).from(tarefa).where(eq(tarefa.status, 'PENDENTE'));
  return Math.round(t!.s / 60);
}
/** Makes the waiting jobs due now, as if their wait had passed. */
const vencerEsperas = () => db.update(tarefa).set({ proximaExecucaoEm: sql`now()` }).where(eq(tarefa.status, 'PENDENTE'));

describe('the e-mail job (ADR 009: the outbox is a job type of the runner)', () => {
  it('each enfileirarEmails queues one job with its messages; the job delivers them over SMTP and marks them ENVIADO', async () => {
    const corpo = 'Olá, Maria.\n\nCódigo de recuperação: ABC123-XYZ\n\nUse-o nos próximos 15 minutos.';
    await enfileirarEmails(db, [
      { destinatario: 'maria@teste.gov.br', assunto: 'SGI — código para troca de senha', corpo },
      { destinatario: 'joao@teste.gov.br', assunto: 'Folha de frequência', corpo: 'Acesse a folha.' },
    ]);
    const ids = (await linhas()).map((r) => r.id);
    expect(await tarefas()).toEqual([expect.objectContaining({ tipo: ENVIO_DE_EMAILS.tipo, payload: { ids }, status: 'PENDENTE', maxTentativas: MAX_TENTATIVAS })]);
    expect(await rodar()).toBe(1);
    expect(recebidas).toEqual([
      { de: 'nao-responda@defensoria.local', para: ['maria@teste.gov.br'], assunto: 'SGI — código para troca de senha', corpo, usuario: undefined },
      { de: 'nao-responda@defensoria.local', para: ['joao@teste.gov.br'], assunto: 'Folha de frequência', corpo: 'Acesse a folha.', usuario: undefined },
    ]);
    for (const row of await linhas()) {
      expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 0, ultimoErro: null });
      expect(row.enviadoEm).toBeInstanceOf(Date);
    }
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'CONCLUIDA', progressoAtual: 2, progressoTotal: 2, resultado: { enviados: 2, falhas: 0, naoEnviados: 0 } })]);
    expect(await rodar()).toBe(0);
    expect(recebidas).toHaveLength(2);
  });

  it('a failing send (550) is retried by the runner after its backoff, and only the message that failed; the log never has the body', async () => {
    let recusas = 0;
    recusar = (a) => a === 'recusado@teste.gov.br' && recusas++ === 0;
    await enfileirarEmails(db, [
      { destinatario: 'recusado@teste.gov.br', assunto: 'Código', corpo: 'Código secreto: QWE987-SEGREDO' },
      { destinatario: 'aceito@teste.gov.br', assunto: 'Outro', corpo: 'Outro corpo' },
    ]);
    const [id] = (await linhas()).map((r) => r.id) as [number];
    const { log, saida } = logEmMemoria();

    await rodar(envio(), log);
    expect(recebidas.map((m) => m.para[0])).toEqual(['aceito@teste.gov.br']);
    let row = await linha(id);
    expect(row).toMatchObject({ status: 'PENDENTE', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/^Destinatário ou remetente recusado pelo servidor SMTP: .*550 5\.1\.1 Caixa postal inexistente/);
    expect(row.ultimoErro).not.toContain('SEGREDO');
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'PENDENTE', tentativas: 1, erro: '1 e-mail(s) não enviado(s); nova tentativa programada.' })]);
    expect(await esperaEmMinutos()).toBe(ESPERA_MIN[0]);

    // Not before its wait: nothing is due, nothing is sent.
    expect(await rodar()).toBe(0);
    expect(rcpts.filter((a) => a === 'recusado@teste.gov.br')).toHaveLength(1);

    await vencerEsperas();
    expect(await rodar()).toBe(1);
    expect(recebidas.map((m) => m.para[0])).toEqual(['aceito@teste.gov.br', 'recusado@teste.gov.br']);
    expect(recebidas[1]!.corpo).toBe('Código secreto: QWE987-SEGREDO');
    row = await linha(id);
    expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 1 });
    expect(row.ultimoErro).toContain('550'); // the earlier failure stays visible in the outbox
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'CONCLUIDA', tentativas: 2 })]);

    expect(saida.join('')).toContain('falha ao enviar e-mail');
    expect(saida.join('')).not.toMatch(/SEGREDO|recusado@/);
  });

  it('gives up after MAX_TENTATIVAS attempts with waits of 1, 5, 15, 60 and 240 minutes: FALHOU, job and message', async () => {
    recusar = (a) => a === 'pessoa0@teste.gov.br';
    const [id] = (await enfileirar(1)) as [number];
    const esperas: number[] = [];
    for (let i = 1; i <= MAX_TENTATIVAS; i++) {
      expect(await rodar()).toBe(1);
      const row = await linha(id);
      expect(row.tentativas).toBe(i);
      if (i < MAX_TENTATIVAS) {
        expect(row.status).toBe('PENDENTE');
        esperas.push(await esperaEmMinutos());
        await vencerEsperas();
      } else {
        expect(row).toMatchObject({ status: 'FALHOU', ultimoErro: expect.stringContaining('550') });
      }
    }
    expect(MAX_TENTATIVAS).toBe(6);
    expect(esperas).toEqual([1, 5, 15, 60, 240]);
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'FALHOU', tentativas: MAX_TENTATIVAS })]);
    await vencerEsperas();
    expect(await rodar()).toBe(0);
    expect(rcpts).toHaveLength(MAX_TENTATIVAS);
    expect(recebidas).toHaveLength(0);
  });

  it('on a connection failure records it in pt-BR and ends the attempt: the untried messages keep all their tries', async () => {
    const fechado = net.createServer();
    await new Promise<void>((resolve) => fechado.listen(0, '127.0.0.1', resolve));
    const portaFechada = (fechado.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => fechado.close(() => resolve()));
    const [id, ...outros] = (await enfileirar(3)) as [number, number, number];
    const semServidor = criarTransporte(`smtp://127.0.0.1:${portaFechada}`);
    try {
      await rodar(envio(semServidor));
    } finally {
      semServidor.close();
    }
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'PENDENTE', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/^Falha de conexão com o servidor SMTP: .*ECONNREFUSED/);
    for (const outro of outros) expect(await linha(outro)).toMatchObject({ status: 'PENDENTE', tentativas: 0, ultimoErro: null });
    expect((await tarefas())[0]).toMatchObject({ status: 'PENDENTE', erro: expect.stringMatching(/^Falha de conexão com o servidor SMTP/) });
    await vencerEsperas();
    await rodar();
    expect(recebidas).toHaveLength(3);
  });

  it('sends in batches of 20 with the 1 s pause between batches (not after the last one), reporting progress', async () => {
    await enfileirar(45, 'Lote');
    const pausas: { ms: number; entregues: number }[] = [];
    const pausa = async (ms: number) => {
      const entregues = recebidas.length;
      pausas.push({ ms, entregues });
      await new Promise((r) => setTimeout(r, 50));
      expect(recebidas.length).toBe(entregues); // nothing is sent while the pause lasts
    };
    await rodar(envio(transporte, pausa));
    expect(LOTE).toBe(20);
    expect(pausas).toEqual([
      { ms: 1000, entregues: 20 },
      { ms: 1000, entregues: 40 },
    ]);
    expect(recebidas.map((m) => m.assunto)).toEqual(Array.from({ length: 45 }, (_, i) => `Lote ${i}`));
    expect((await tarefas())[0]).toMatchObject({ status: 'CONCLUIDA', progressoAtual: 45, progressoTotal: 45 });
  });
});

describe('two workers never send one message twice', () => {
  it('four workers running in parallel over many jobs deliver each message exactly once', async () => {
    const assuntos: string[] = [];
    for (let j = 0; j < 6; j++) {
      await enfileirarEmails(db, Array.from({ length: 12 }, (_, i) => ({ destinatario: `p${j}.${i}@teste.gov.br`, assunto: `Paralelo ${j}.${i}`, corpo: 'x' })));
      assuntos.push(...Array.from({ length: 12 }, (_, i) => `Paralelo ${j}.${i}`));
    }
    const outros = [1, 2, 3].map(() => criarTransporte(`smtp://127.0.0.1:${porta}`));
    try {
      const feitos = await Promise.all([transporte, ...outros].map((tr) => rodar(envio(tr))));
      expect(feitos.reduce((n, x) => n + x, 0)).toBe(6);
      expect(feitos.filter((x) => x > 0).length).toBeGreaterThan(1); // the workers really overlapped
    } finally {
      for (const tr of outros) tr.close();
    }
    expect(recebidas.map((m) => m.assunto).sort()).toEqual(assuntos.sort());
    expect((await linhas()).every((r) => r.status === 'ENVIADO')).toBe(true);
  });

  it('a worker whose job was taken over (its lease ran out) stops before its next message; the new one sends only the rest', async () => {
    await enfileirar(30, 'Assumida');
    let segundo = 0;
    // Between the two batches of the first worker: its lease runs out and a second worker takes the job to the end.
    const pausa = async () => {
      await db.update(tarefa).set({ proximaExecucaoEm: sql`now() - interval '1 second'` });
      const outro = criarTransporte(`smtp://127.0.0.1:${porta}`);
      segundo = await rodar(envio(outro)).finally(() => outro.close());
    };
    const { log, saida } = logEmMemoria();
    await rodar(envio(transporte, pausa), log);
    expect(segundo).toBe(1);
    expect(recebidas.map((m) => m.assunto).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `Assumida ${i}`).sort());
    expect(saida.join('')).toContain('tarefa assumida por outro trabalhador');
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'CONCLUIDA', tentativas: 2 })]);
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
    await rodar();
    expect(recebidas).toHaveLength(1);
    const token = /obter-token\?token=([A-Za-z0-9_-]{43})\n/.exec(recebidas[0]!.corpo)?.[1];
    expect(token).toBeDefined();
    expect(recebidas[0]!.corpo).toBe(corpo.replace('{{segredo}}', token!));
    expect((await linkDe(link)).tokenHash).toBe(sha256(token!));
    const row = await linha(id);
    expect(row).toMatchObject({ status: 'ENVIADO', segredo: null, corpo });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(await tarefas())).not.toContain(token);
  });

  it('each attempt draws a new secret (the one of a failed attempt stops working); the final failure forgets the reference', async () => {
    recusar = () => true;
    const { link, id } = await enfileirarComLink('recusa@teste.gov.br');
    const hashes: (string | null)[] = [];
    for (let i = 1; i <= MAX_TENTATIVAS; i++) {
      await rodar();
      hashes.push((await linkDe(link)).tokenHash);
      expect((await linha(id)).segredo).toEqual(i < MAX_TENTATIVAS ? { tipo: 'link-folha', id: link } : null);
      await vencerEsperas();
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
    await rodar(envio(), log);
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
    // Nothing left to retry: the jobs end.
    expect((await tarefas()).map((t) => t.status)).toEqual(['CONCLUIDA', 'CONCLUIDA']);
    expect(saida.join('')).toContain('e-mail não enviado');
  });

  it('enfileirarEmails refuses a secret without its marker in the body, and the marker without a secret', async () => {
    const link = await criarLink(db, CPF, null);
    await expect(enfileirarEmails(db, [{ destinatario: 'a@teste.gov.br', assunto: 'x', corpo: 'sem marca', segredo: { tipo: 'link-folha', id: link } }])).rejects.toThrow(
      'E-mail com segredo exige a marca do segredo no corpo',
    );
    await expect(enfileirarEmails(db, [{ destinatario: 'a@teste.gov.br', assunto: 'x', corpo: 'com {{segredo}}' }])).rejects.toThrow('E-mail com segredo');
    expect(await linhas()).toEqual([]);
    expect(await tarefas()).toEqual([]);
  });
});

describe('iniciarEnvio', () => {
  it('without SMTP_URL gives the worker no e-mail job: logs it once, messages stay PENDENTE in the outbox', async () => {
    const { log, saida } = logEmMemoria();
    const e = iniciarEnvio({ smtpUrl: null, mailFrom: FROM }, log);
    expect(e.tipo).toBeNull();
    const [id] = (await enfileirar(1)) as [number];
    const trabalhador = iniciarTrabalhador(db, [], log, 60 * MIN);
    trabalhador.kick();
    await new Promise((r) => setTimeout(r, 200));
    await trabalhador.stop();
    e.stop();
    expect(await linha(id)).toMatchObject({ status: 'PENDENTE', tentativas: 0, enviadoEm: null });
    expect(await tarefas()).toEqual([expect.objectContaining({ status: 'PENDENTE', tentativas: 0 })]);
    expect(rcpts).toHaveLength(0);
    const linhasLog = saida.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(linhasLog).toEqual([expect.objectContaining({ level: 30, msg: expect.stringContaining('SMTP_URL não configurado') })]);
  });

  it('with SMTP_URL (user and password in the URL) the worker delivers on kick() and stops cleanly', async () => {
    const { log } = logEmMemoria();
    const e = iniciarEnvio({ smtpUrl: `smtp://sgi:segredo@127.0.0.1:${porta}`, mailFrom: FROM }, log);
    const trabalhador = iniciarTrabalhador(db, [e.tipo as TipoDeTarefa<unknown>], log, 60 * MIN);
    try {
      const [id] = (await enfileirar(1)) as [number];
      trabalhador.kick();
      await ate(async () => (await linha(id)).status === 'ENVIADO', { passoMs: 25 });
      expect(recebidas).toEqual([expect.objectContaining({ para: ['pessoa0@teste.gov.br'], assunto: 'Aviso 0', usuario: 'sgi' })]);
    } finally {
      await trabalhador.stop();
      e.stop();
    }
  });
});
