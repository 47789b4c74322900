import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir, pastaPrivada, type Database, type Db } from './client.js';
import * as schema from './schema.js';

/**
 * The embedded database (PGlite), apart from client.ts so that a server on PostgreSQL never loads it: PGlite's
 * JavaScript is a few megabytes of the process's memory (issue 12, RSS under load). main.ts imports this module only
 * when there is no DATABASE_URL.
 */

export function fromPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // One connection in one process (the data folder is locked): its own notices come back to it.
    ouvir: (canal, aviso) => client.listen(canal, () => aviso()),
    async close() {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * The embedded database's settings (issue 12, fix 6; docs/desempenho.md). PGlite starts with shared_buffers of
 * 160 MB; 32 MB hold the busy pages of a real office (its whole folder is about 45 MB at N=1) and the rest is read
 * through the system's file cache: the process's RSS falls by about 100 MiB with the same query times.
 */
export const CONFIGURACAO_DO_EMBUTIDO = ['shared_buffers=32MB'];

/**
 * Opens the embedded database in dataDir. One process per data folder: a lock file holding the pid makes a
 * second process fail fast with a clear message instead of corrupting the files.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const pgDir = path.join(dataDir, 'pgdata');
  pastaPrivada(dataDir);
  pastaPrivada(pgDir);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgDir, postgresqlconf: CONFIGURACAO_DO_EMBUTIDO });
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

