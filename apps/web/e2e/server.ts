import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { iniciarSolarFicticio } from '../../../tools/solar-ficticio/servidor.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'admin-e2e-senha-123';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** where the test SMTP server writes each message it receives, one JSON file ({ para, raw }) each */
    caixaDeEmails: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * A local SMTP server for the e-mails the app sends (the sheet's access links, ADR 006/023: the secret is drawn only
 * when sending, so the outbox never holds it). Each message lands as a JSON file in `dir` for the tests to read.
 */
async function caixaSmtp(dir: string): Promise<{ url: string; fechar: () => Promise<void> }> {
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const partes: Buffer[] = [];
      stream.on('data', (b: Buffer) => partes.push(b));
      stream.on('end', () => {
        const para = session.envelope.rcptTo.map((r) => r.address);
        fs.writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify({ para, raw: Buffer.concat(partes).toString('latin1') }));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, fechar: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** Starts the BUILT server (npm run build ran before) on a free port with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-e2e-'));
  const caixaDeEmails = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-e2e-emails-'));
  const smtp = await caixaSmtp(caixaDeEmails);
  // The case system's stand-in (ADR 094): the 'Atendimentos Solar' journey runs its report end to end.
  const solar = await iniciarSolarFicticio({ atrasoMs: 20_000 });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'warn', SMTP_URL: smtp.url, PUBLIC_URL: baseUrl, SOLAR_URL: solar.url, SOLAR_TIMEOUT_MS: '5000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const inicio = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou com código ${server.exitCode}`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - inicio > 60_000) throw new Error('o servidor não respondeu em 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('caixaDeEmails', caixaDeEmails);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.fechar();
    await solar.fechar();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(caixaDeEmails, { recursive: true, force: true });
  };
}
