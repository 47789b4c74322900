import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, migrateDatabase } from '../src/db/client.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SNAPSHOT = path.join(here, '../.test-snapshot/migrado.tar.gz');

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
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return undefined;
}

export function withDb(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
