import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { portaLivre } from './rede.js';

/**
 * The fault tests run the real server as a separate `node` process, from its TypeScript sources (as `npm run dev`
 * does: tsx and the sgi-source condition), so they need no build and work from a fresh clone.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SENHA_ADMIN = 'senha-do-admin-falhas-123';

/**
 * They own their databases (temporary folders, a PostgreSQL of their own) and never touch the shared test one: the
 * second pass of CI, with TEST_DATABASE_URL, would only repeat them. They run in the pass of `npm test`.
 */
export const naPassadaPostgres = Boolean(process.env.TEST_DATABASE_URL);
export function avisarSePulado(teste: string): void {
  if (naPassadaPostgres) console.log(`[falhas] ${teste}: não roda na passada com TEST_DATABASE_URL (roda na do npm test, com bancos próprios).`);
}

export interface Servidor {
  processo: ChildProcess;
  url: string;
  /** everything the process wrote to stdout and stderr so far */
  saida(): string;
  /** resolves with the exit code (or signal) when the process ends */
  fim: Promise<number | NodeJS.Signals>;
}

const vivos = new Set<ChildProcess>();
afterAll(() => {
  for (const p of vivos) p.kill('SIGKILL');
});

/** Starts `apps/api/src/main.ts` with this environment on a free port; does not wait for it to answer. */
export async function iniciarServidor(env: Record<string, string>): Promise<Servidor> {
  const porta = await portaLivre();
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...herdado } = process.env;
  const processo = spawn(process.execPath, ['--import', 'tsx', '--conditions=sgi-source', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...herdado, PORT: String(porta), HOST: '127.0.0.1', SEED_DEMO: '0', ADMIN_PASSWORD: SENHA_ADMIN, LOG_LEVEL: 'warn', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  vivos.add(processo);
  let saida = '';
  processo.stdout!.on('data', (d: Buffer) => (saida += d.toString()));
  processo.stderr!.on('data', (d: Buffer) => (saida += d.toString()));
  const fim = new Promise<number | NodeJS.Signals>((resolve) =>
    processo.once('exit', (code, signal) => {
      vivos.delete(processo);
      resolve(signal ?? code ?? -1);
    }),
  );
  return { processo, url: `http://127.0.0.1:${porta}`, saida: () => saida, fim };
}

/** Waits until /api/health answers 200; fails with the process's output if it ends or takes longer than ms. */
export async function esperarNoAr(s: Servidor, ms = 45_000): Promise<number> {
  const inicio = Date.now();
  for (;;) {
    if (s.processo.exitCode !== null || s.processo.signalCode !== null) {
      throw new Error(`o servidor terminou (${s.processo.signalCode ?? s.processo.exitCode}):\n${s.saida()}`);
    }
    try {
      if ((await fetch(`${s.url}/api/health`)).ok) return Date.now() - inicio;
    } catch {
      // not listening yet
    }
    if (Date.now() - inicio > ms) throw new Error(`o servidor não respondeu em ${ms / 1000} s:\n${s.saida()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function subir(env: Record<string, string>): Promise<Servidor> {
  const s = await iniciarServidor(env);
  await esperarNoAr(s);
  return s;
}

/** SIGTERM (the server closes HTTP and the database, then exits) or SIGKILL; resolves when it is gone. */
export async function parar(s: Servidor, sinal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  if (s.processo.exitCode === null && s.processo.signalCode === null) s.processo.kill(sinal);
  return s.fim;
}

/** Logs in as admin; the bearer token. */
export async function entrar(url: string, senha = SENHA_ADMIN): Promise<string> {
  const res = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '1' },
    body: JSON.stringify({ username: 'admin', password: senha }),
  });
  if (res.status !== 200) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  return (await res.json()) as string;
}

/** A request with the bearer token and a JSON body; never throws on a status, only when no answer came. */
export async function pedir(url: string, token: string, metodo: string, caminho: string, corpo?: unknown) {
  return fetch(`${url}${caminho}`, {
    method: metodo,
    headers: { authorization: `Bearer ${token}`, ...(corpo !== undefined && { 'content-type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
}
