// What `npm run backup` and `npm run restore` share: the compiled API functions, the configuration the server
// would read, file paths as the operator typed them, and errors printed as one clear line.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './build.mjs';

const POSTGRES = `Este SGI usa PostgreSQL (DATABASE_URL); a cópia e a restauração são feitas com as ferramentas do PostgreSQL:

  pg_dump -Fc -f sgi.dump "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" sgi.dump

Detalhes em docs/operacao.md ("Cópia de segurança").`;

/** Builds the API when needed and returns its backup module and the data folder the server would use. */
export async function carregar() {
  await ensureBuilt(['api']);
  // The server resolves a relative DATA_DIR from the project folder (where npm runs it): do the same here.
  process.chdir(ROOT);
  const dist = (file) => import(pathToFileURL(path.join(ROOT, 'apps/api/dist', file)).href);
  const [{ readConfig }, backup, { DataDirLockedError }] = await Promise.all([
    dist('config.js'),
    dist('db/backup.js'),
    dist('db/client.js'),
  ]);
  const config = readConfig();
  if (config.databaseUrl) {
    console.error(POSTGRES);
    process.exit(1);
  }
  return { ...backup, DataDirLockedError, dataDir: config.dataDir };
}

/** A path typed by the operator: npm runs scripts from the project folder, INIT_CWD is where they typed it. */
export function caminhoDoOperador(file) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function tamanho(bytes) {
  return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Runs a command body; expected refusals print their message alone, anything else with its stack. */
export async function executar(corpo) {
  try {
    await corpo();
  } catch (err) {
    if (err?.name === 'BackupError' || err?.constructor?.name === 'BackupError' || err?.constructor?.name === 'DataDirLockedError') {
      console.error(err.message);
      if (err.constructor.name === 'DataDirLockedError') console.error('Pare o servidor do SGI (Ctrl-C ou o serviço) e repita o comando.');
    } else {
      console.error(err?.stack ?? err);
    }
    process.exit(1);
  }
}
