import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPostgres, migrateDatabase } from '../src/db/client.js';
import { fromPglite } from '../src/db/embutido.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** One snapshot per run (the runner's pid): runs side by side never read a snapshot another is writing. */
const snapshotDe = (pid: number | string) => path.join(here, `../.test-snapshot/migrado-${pid}.tar.gz`);

/**
 * Migrates once per run. PGlite: a data-dir snapshot every test file restores in ~0.4 s.
 * PostgreSQL (TEST_DATABASE_URL): a template database every test file clones with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sgi_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = fromPostgres(withDb(url, template), (e) => console.error(e), 1);
    await migrateDatabase(database);
    await database.close();
    process.env.SGI_TEST_TEMPLATE = template;
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('gzip');
  const snapshot = snapshotDe(process.pid);
  fs.mkdirSync(path.dirname(snapshot), { recursive: true });
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.SGI_TEST_SNAPSHOT = snapshot;
  return () => fs.rmSync(snapshot, { force: true });
}

/** The snapshot of this run, as the global setup left it for the test files. */
export function snapshotDoTeste(): string {
  const snapshot = process.env.SGI_TEST_SNAPSHOT;
  if (!snapshot) throw new Error('SGI_TEST_SNAPSHOT ausente: rode os testes da API pelo vitest (global setup).');
  return snapshot;
}

export function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
