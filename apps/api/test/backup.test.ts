import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, BackupError, restoreEmbedded } from '../src/db/backup.js';
import { DataDirLockedError, migrateDatabase, type Database } from '../src/db/client.js';
import { openEmbedded } from '../src/db/embutido.js';
import { seedDatabase } from '../src/db/seed.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-backup-test-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(temp, { recursive: true, force: true });
});

type Retrato = Record<string, { linhas: number; md5: string }>;

/** The permission bits of a file or folder, as ls shows them in octal. */
const modo = (caminho: string) => (fs.statSync(caminho).mode & 0o777).toString(8);

// Both drivers answer raw queries with { rows }; the Db type leaves the shape open.
const linhas = async <T>(database: Database, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Row count and a hash of the full content of every table, the migrations journal included. */
async function retrato(database: Database): Promise<Retrato> {
  const tabelas = await linhas<{ schema: string; nome: string }>(database, sql`
    select table_schema as schema, table_name as nome from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`);
  const out: Retrato = {};
  for (const t of tabelas) {
    const tabela = sql.raw(`"${t.schema}"."${t.nome}"`);
    // Ordered by the row's text: generic over every table, whatever its key, and it covers every column.
    const [r] = await linhas<{ linhas: number; md5: string }>(
      database,
      sql`select count(*)::int as linhas, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as md5 from ${tabela} t`,
    );
    out[`${t.schema}.${t.nome}`] = r!;
  }
  return out;
}

async function retratoDe(dataDir: string): Promise<Retrato> {
  const database = await openEmbedded(dataDir);
  try {
    return await retrato(database);
  } finally {
    await database.close();
  }
}

/** Another process holding the data folder, as a running server does. */
async function outroProcessoAbre(dataDir: string): Promise<ChildProcess> {
  const client = pathToFileURL(path.join(here, '../src/db/embutido.ts')).href;
  const code = `const { openEmbedded } = await import(${JSON.stringify(client)});
    await openEmbedded(${JSON.stringify(dataDir)}); console.log('aberto'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=sgi-source', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('aberto') && resolve());
    child.on('exit', (c) => reject(new Error(`o processo auxiliar terminou (${c})`)));
  });
  return child;
}

describe('cópia de segurança do banco embutido', () => {
  const origem = path.join(temp, 'origem');
  const destino = path.join(temp, 'nova/pasta/destino');
  const arquivo = path.join(temp, 'copias/sgi.tar.gz');
  let antes: Retrato;

  it('copia e restaura numa pasta vazia com todas as linhas de todas as tabelas', async () => {
    const database = await openEmbedded(origem);
    await migrateDatabase(database);
    await seedDatabase(database.db, { adminPassword: 'senha-do-admin-123', demo: true });
    antes = await retrato(database);
    await database.close();

    // The comparison must have something to compare: the seeded users, roles and their audit trail.
    expect(antes['public.usuario']!.linhas).toBeGreaterThanOrEqual(11);
    expect(antes['public.papel']!.linhas).toBeGreaterThanOrEqual(6);
    expect(antes['public.historico']!.linhas).toBeGreaterThan(0);
    expect(antes['drizzle.__drizzle_migrations']!.linhas).toBeGreaterThan(0);

    const copia = await backupEmbedded(origem, arquivo);
    expect(copia.bytes).toBe(fs.statSync(arquivo).size);
    expect([...fs.readFileSync(arquivo).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    // Personal data and password hashes: only the server's user reads the folders and the copy (ADR 027).
    expect([modo(origem), modo(path.join(origem, 'pgdata')), modo(arquivo), modo(path.dirname(arquivo))]).toEqual(['700', '700', '600', '700']);

    const restaurado = await restoreEmbedded(destino, arquivo);
    expect([modo(destino), modo(path.join(destino, 'pgdata'))]).toEqual(['700', '700']);
    expect(restaurado.anterior).toBeNull();
    expect(restaurado.tabelas).toBe(Object.keys(antes).filter((t) => t.startsWith('public.')).length);
    expect(fs.readdirSync(destino).filter((f) => f.startsWith('pgdata.'))).toEqual([]);

    const database2 = await openEmbedded(destino);
    try {
      expect(await retrato(database2)).toEqual(antes);
      // The restored database is in use as is: nothing to migrate, and it accepts writes.
      await migrateDatabase(database2);
      await database2.db.execute(sql`update usuario set funcao = 'Restaurado' where username = 'admin'`);
    } finally {
      await database2.close();
    }
  });

  it('fecha ao abrir uma pasta de dados que uma versão anterior deixou legível por todos', async () => {
    fs.chmodSync(origem, 0o755);
    fs.chmodSync(path.join(origem, 'pgdata'), 0o755);
    const database = await openEmbedded(origem);
    await database.close();
    expect([modo(origem), modo(path.join(origem, 'pgdata'))]).toEqual(['700', '700']);
  });

  it('abre o banco embutido com 32 MB de shared_buffers em vez dos 160 MB do PGlite (issue 12)', async () => {
    const database = await openEmbedded(origem);
    try {
      const linhas = await database.db.execute(sql`SELECT current_setting('shared_buffers') AS valor`);
      expect((linhas as unknown as { rows: { valor: string }[] }).rows[0]!.valor).toBe('32MB');
    } finally {
      await database.close();
    }
  });

  it('grava a cópia 0600 também numa pasta existente escolhida pelo operador, sem mudar a pasta', async () => {
    const pastaDoOperador = path.join(temp, 'operador');
    fs.mkdirSync(pastaDoOperador, { mode: 0o755 });
    fs.chmodSync(pastaDoOperador, 0o755);
    const anterior = path.join(pastaDoOperador, 'sgi.tar.gz');
    fs.writeFileSync(anterior, 'cópia antiga legível por todos', { mode: 0o644 });
    fs.chmodSync(anterior, 0o644);
    await backupEmbedded(origem, anterior);
    expect([modo(anterior), modo(pastaDoOperador)]).toEqual(['600', '755']);
  });

  it('recusa restaurar sobre um banco existente, e com force guarda o anterior', async () => {
    await expect(restoreEmbedded(destino, arquivo)).rejects.toThrow(/já contém um banco de dados.*--force/);
    const comForce = await restoreEmbedded(destino, arquivo, { force: true });
    expect(path.basename(comForce.anterior!)).toMatch(/^pgdata\.bak-/);
    expect(await retratoDe(destino)).toEqual(antes);
    // The moved-aside folder still holds the database as it was, with the write of the previous test.
    const anterior = path.join(temp, 'anterior');
    fs.mkdirSync(anterior);
    fs.renameSync(comForce.anterior!, path.join(anterior, 'pgdata'));
    expect((await retratoDe(anterior))['public.usuario']).not.toEqual(antes['public.usuario']);
  });

  it('recusa um arquivo que não é cópia e não toca na pasta de destino', async () => {
    const falso = path.join(temp, 'falso.tar.gz');
    fs.writeFileSync(falso, 'isto não é uma cópia');
    const vazio = path.join(temp, 'vazio');
    await expect(restoreEmbedded(vazio, falso)).rejects.toThrow(/não é uma cópia de segurança do SGI/);
    await expect(restoreEmbedded(vazio, path.join(temp, 'nao-existe.tar.gz'))).rejects.toThrow(/Arquivo não encontrado/);
    expect(fs.existsSync(path.join(vazio, 'pgdata'))).toBe(false);
  });

  it('não copia uma pasta sem banco (nem cria um)', async () => {
    const semBanco = path.join(temp, 'sem-banco');
    await expect(backupEmbedded(semBanco, path.join(temp, 'x.tar.gz'))).rejects.toBeInstanceOf(BackupError);
    expect(fs.existsSync(path.join(semBanco, 'pgdata'))).toBe(false);
  });

  it('a trava da pasta de dados barra outro processo com mensagem clara', async () => {
    const servidor = await outroProcessoAbre(origem);
    const mensagem = new RegExp(`A pasta de dados .*origem já está em uso pelo processo ${servidor.pid}\\. Encerre-o`);
    await expect(openEmbedded(origem)).rejects.toThrow(mensagem);
    await expect(openEmbedded(origem)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(backupEmbedded(origem, path.join(temp, 'y.tar.gz'))).rejects.toThrow(mensagem);
    await expect(restoreEmbedded(origem, arquivo, { force: true })).rejects.toThrow(mensagem);
    expect(fs.existsSync(path.join(temp, 'y.tar.gz'))).toBe(false);
    expect(fs.readdirSync(origem).filter((f) => f.startsWith('pgdata.'))).toEqual([]);

    // Once that process is gone its lock is stale and the folder opens again, data intact.
    servidor.kill('SIGKILL');
    await new Promise((resolve) => servidor.once('exit', resolve));
    expect(await retratoDe(origem)).toEqual(antes);
  });
});
