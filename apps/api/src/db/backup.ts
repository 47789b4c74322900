import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, pastaPrivada } from './client.js';
import { openEmbedded } from './embutido.js';

/** An expected refusal (no database, folder not empty, not a backup file): the commands print only the message. */
export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  bytes: number;
}

export interface RestoreResult {
  tabelas: number;
  /** where --force moved the previous database, or null */
  anterior: string | null;
}

const hasDatabase = (pgDir: string) => fs.existsSync(path.join(pgDir, 'PG_VERSION'));

/**
 * Copies the embedded database of dataDir into `file` (a .tar.gz of the PGlite data folder). Takes the server's
 * lock, so it fails fast while the server runs: a copy of files being written would not be consistent. The copy
 * holds every personal record and password hash: it is written 0600, in a folder created 0700 when it was missing
 * (ADR 027); a folder the operator chose that already exists keeps its permissions.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const pgDir = path.join(dataDir, 'pgdata');
  // Checked before opening: openEmbedded would otherwise create an empty database just to copy it.
  if (!hasDatabase(pgDir)) throw new BackupError(`Não há banco de dados em ${pgDir}. Confira DATA_DIR.`);
  const database = await openEmbedded(dataDir);
  try {
    // Flushes everything to the data files, so the restore does not depend on replaying the WAL.
    await database.pglite!.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written beside the target and renamed: an interrupted copy never leaves a truncated file under the final name.
    const partial = `${file}.parcial-${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    // mode applies only to a new file: a partial copy left by an earlier run under this pid is closed too.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size };
  } finally {
    await database.close();
  }
}

/**
 * Restores a copy made by backupEmbedded into dataDir. Only into an empty folder: with `force` the current
 * database is first moved aside to pgdata.bak-<timestamp> (and moved back if the restore fails). The copy is
 * unpacked in a staging folder and renamed into place only once PGlite has opened it, so a bad file never leaves
 * a half-written pgdata behind.
 */
export async function restoreEmbedded(dataDir: string, file: string, opts: { force?: boolean } = {}): Promise<RestoreResult> {
  const blob = readBackupFile(file);
  pastaPrivada(dataDir);
  const release = lockDataDir(dataDir);
  const pgDir = path.join(dataDir, 'pgdata');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `pgdata.restaurando-${stamp}`);
  let anterior: string | null = null;
  try {
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
      if (!opts.force) {
        throw new BackupError(
          `A pasta ${pgDir} já contém um banco de dados; a restauração só grava em pasta vazia. ` +
            'Use --force para mover o banco atual para pgdata.bak-<data> e restaurar a cópia.',
        );
      }
      anterior = path.join(dataDir, `pgdata.bak-${stamp}`);
      fs.renameSync(pgDir, anterior);
    }
    try {
      fs.mkdirSync(staging, { mode: 0o700 });
      const client = await PGlite.create({ dataDir: staging, loadDataDir: blob });
      const rows = await client.query<{ n: number }>(`select count(*)::int as n from pg_catalog.pg_tables where schemaname = 'public'`);
      await client.close();
      const tabelas = rows.rows[0]?.n ?? 0;
      if (tabelas === 0) throw new BackupError(`O arquivo ${file} não contém um banco do SGI (nenhuma tabela).`);
      fs.rmSync(pgDir, { recursive: true, force: true }); // an empty folder left by an earlier start
      fs.renameSync(staging, pgDir);
      return { tabelas, anterior };
    } catch (err) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (anterior) {
        fs.rmSync(pgDir, { recursive: true, force: true });
        fs.renameSync(anterior, pgDir);
      }
      if (err instanceof BackupError) throw err;
      throw new BackupError(`Não foi possível restaurar ${file}: ${(err as Error).message}`);
    }
  } finally {
    release();
  }
}

/** The whole file, after checking it looks like a backup (gzip, or a plain tar) so PGlite's own error is not the first hint. */
function readBackupFile(file: string): Blob {
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new BackupError(code === 'ENOENT' ? `Arquivo não encontrado: ${file}` : `Não foi possível ler ${file} (${code}).`);
  }
  const gzip = data[0] === 0x1f && data[1] === 0x8b;
  const tar = data.subarray(257, 262).toString('latin1') === 'ustar';
  if (!gzip && !tar) {
    throw new BackupError(`O arquivo ${file} não é uma cópia de segurança do SGI (esperado o .tar.gz gerado por npm run backup).`);
  }
  return new Blob([data]);
}
