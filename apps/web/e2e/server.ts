import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN_PASSWORD = 'admin-e2e-senha-123';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

/** Starts the BUILT server (npm run build ran before) on a free port with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'warn', SMTP_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
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
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
