// What `npm run backup` and `npm run restore` share: the compiled API functions, the configuration the server
// would read, file paths as the operator typed them, and errors printed as one clear line.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './build.mjs';

const POSTGRES = `Este SGI usa PostgreSQL (DATABASE_URL); a cópia e a restauração são feitas com as ferramentas do PostgreSQL:

  pg_dump -Fc -f sgi.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" sgi.dump

Detalhes em docs/operacao.md ("Cópia de segurança").`;

/** A path typed by the operator: npm runs scripts from the project folder, INIT_CWD is where they typed it. */
export function caminhoDoOperador(file) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function tamanho(bytes) {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/**
 * Builds the API when needed, then runs `corpo` with its backup module and the data folder the server would
 * use. Expected refusals (folder in use, not empty, not a backup) print their message alone; anything else its stack.
 */
export async function executar(corpo) {
  // Same test as the server's config (an empty DATABASE_URL means embedded), before any build is spent.
  if (process.env.DATABASE_URL) {
    console.error(POSTGRES);
    process.exit(1);
  }
  try {
    await ensureBuilt(['api']);
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
  // The server resolves a relative DATA_DIR from the project folder (where npm runs it): do the same here.
  process.chdir(ROOT);
  const dist = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api/dist', file)).href);
  const [{ readConfig }, backup, { DataDirLockedError }] = await Promise.all([
    dist('config.js'),
    dist('db/backup.js'),
    dist('db/client.js'),
  ]);
  const config = readConfig();
  try {
    await corpo({ ...backup, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nPare o servidor do SGI e repita o comando.`);
    } else if (err instanceof backup.BackupError) {
      console.error(err.message);
    } else {
      console.error(err);
    }
    process.exit(1);
  }
}
