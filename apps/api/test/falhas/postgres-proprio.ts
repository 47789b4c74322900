import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { portaLivre } from './rede.js';

const run = promisify(execFile);

/**
 * A PostgreSQL of the test's own, in a temporary folder on a free port, that the test may stop and start at will;
 * never the machine's server on 5432 nor the shared test database. PostgreSQL refuses to run as root: as root its
 * commands run as the `postgres` user (runuser), in a folder that user owns.
 */

/** The folder of initdb and pg_ctl: Debian's /usr/lib/postgresql/<version>/bin, newest first, else the PATH. */
function pastaDosBinarios(): string | null {
  const debian = '/usr/lib/postgresql';
  const versoes = fs.existsSync(debian) ? fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const candidatas = [...versoes.map((v) => path.join(debian, v, 'bin')), ...(process.env.PATH ?? '').split(path.delimiter)];
  return candidatas.find((d) => d && fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl'))) ?? null;
}

function usuarioPostgres(): { uid: number; gid: number } | null {
  try {
    return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) };
  } catch {
    return null;
  }
}

const BIN = pastaDosBinarios();
const COMO_ROOT = process.getuid?.() === 0;
const DONO = COMO_ROOT ? usuarioPostgres() : null;
const RUNUSER = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((f) => fs.existsSync(f));

/** Why no PostgreSQL can be started here, or null when one can. */
export const semPostgresProprio: string | null = !BIN
  ? 'não há initdb/pg_ctl do PostgreSQL nesta máquina'
  : COMO_ROOT && !DONO
    ? 'rodando como root sem o usuário postgres para iniciar o PostgreSQL'
    : COMO_ROOT && !RUNUSER
      ? 'rodando como root sem runuser para iniciar o PostgreSQL como postgres'
      : null;

/** One of PostgreSQL's commands, as the postgres user when this process is root. */
async function comando(nome: string, args: string[]): Promise<void> {
  const bin = path.join(BIN!, nome);
  const [exe, argv] = COMO_ROOT ? [RUNUSER!, ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  await run(exe, argv, { timeout: 60_000 });
}

export interface PostgresProprio {
  porta: number;
  /** the connection URL of a database of this server */
  url(banco: string): string;
  /** pg_ctl start, waiting until it accepts connections */
  iniciar(): Promise<void>;
  /** pg_ctl stop in fast mode: sessions are ended, the server checkpoints and exits */
  parar(): Promise<void>;
  criarBanco(nome: string): Promise<void>;
  /** stops it (immediately) and removes its folder */
  descartar(): Promise<void>;
}

export async function criarPostgresProprio(): Promise<PostgresProprio> {
  if (semPostgresProprio) throw new Error(semPostgresProprio);
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-pg-falhas-'));
  if (DONO) fs.chownSync(pasta, DONO.uid, DONO.gid);
  const dados = path.join(pasta, 'dados');
  const porta = await portaLivre();
  await comando('initdb', ['-D', dados, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // Its socket in its own folder, TCP on 127.0.0.1 only: nothing of the machine's server is shared.
  const opcoes = `-p ${porta} -k ${pasta} -c listen_addresses=127.0.0.1`;
  const pgctl = (...args: string[]) => comando('pg_ctl', ['-D', dados, '-l', path.join(pasta, 'registro.log'), '-w', '-t', '30', ...args]);
  const url = (banco: string) => `postgres://postgres@127.0.0.1:${porta}/${banco}`;
  const p: PostgresProprio = {
    porta,
    url,
    iniciar: () => pgctl('-o', opcoes, 'start'),
    parar: () => pgctl('-m', 'fast', 'stop'),
    async criarBanco(nome) {
      const cliente = new pg.Client({ connectionString: url('postgres') });
      await cliente.connect();
      try {
        await cliente.query(`CREATE DATABASE ${nome}`);
      } finally {
        await cliente.end();
      }
    },
    async descartar() {
      await pgctl('-m', 'immediate', 'stop').catch(() => undefined); // already stopped: nothing to do
      fs.rmSync(pasta, { recursive: true, force: true });
    },
  };
  await p.iniciar();
  return p;
}
