import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { backupEmbedded, restoreEmbedded } from '../../src/db/backup.js';
import { migrateDatabase, type Database } from '../../src/db/client.js';
import { openEmbedded } from '../../src/db/embutido.js';
import { seedDatabase } from '../../src/db/seed.js';
import { docx, multipart, PDF, PNG } from '../arquivos.js';
import { cpfDeTeste } from '../cpf.js';
import { avisarSePulado, naPassadaPostgres, SENHA_ADMIN } from './servidor.js';

/**
 * Backup → change → restore on the embedded database (issue 10, faults; ADR 010): after the restore every table has
 * the row count it had at the backup, and every attachment the same bytes (sha256 of the stored content, of the
 * download, and the recorded checksum agree). The change in between makes the comparison mean something.
 */
avisarSePulado('cópia de segurança, alteração e restauração');

type Linhas<T> = { rows: T[] };
/** Where each kind of owner's attachment is downloaded (spec §7). */
const DOWNLOAD = { assessor: '/api/assessor_anexos/', estagiario: '/api/attachment/', estagio: '/api/attachment/estagio/' };
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Row count of every table, the migrations journal included. */
async function contagens(database: Database): Promise<Record<string, number>> {
  const { rows: tabelas } = (await database.db.execute(sql`
    select table_schema as schema, table_name as nome from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`)) as unknown as Linhas<{ schema: string; nome: string }>;
  const out: Record<string, number> = {};
  for (const t of tabelas) {
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${t.schema}"."${t.nome}"`)}`)) as unknown as Linhas<{ n: number }>;
    out[`${t.schema}.${t.nome}`] = rows[0]!.n;
  }
  return out;
}

/** Every attachment: its recorded checksum and the checksum of the bytes actually stored. */
async function anexos(database: Database) {
  const { rows } = (await database.db.execute(
    sql`select id, filename, tamanho, sha256 as registrado, encode(sha256(arquivo), 'hex') as calculado,
      case when assessor_id is not null then 'assessor' when estagiario_id is not null then 'estagiario' else 'estagio' end as dono
      from anexo order by id`,
  )) as unknown as Linhas<{ id: number; filename: string; tamanho: number; registrado: string; calculado: string; dono: keyof typeof DOWNLOAD }>;
  return rows;
}

describe.skipIf(naPassadaPostgres)('cópia de segurança → alteração → restauração (banco embutido)', () => {
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-restauracao-'));
  const dataDir = path.join(pasta, 'dados');
  const copia = path.join(pasta, 'copia.tar.gz');
  afterAll(() => fs.rmSync(pasta, { recursive: true, force: true }));

  /** The server over the data folder, as main.ts opens it, for the duration of fn; closed (lock released) after. */
  async function comServidor<T>(fn: (app: FastifyInstance, database: Database) => Promise<T>): Promise<T> {
    const database = await openEmbedded(dataDir);
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db, { adminPassword: SENHA_ADMIN, demo: true });
      const app = await buildApp({ database, config: testConfig() });
      try {
        return await fn(app, database);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }

  /** One login, before the copy: its session is in the copy, so the same token works after the restore. */
  const entrar = async (app: FastifyInstance) => {
    const login = await app.inject({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: 'admin', password: SENHA_ADMIN } });
    expect(login.statusCode, login.body).toBe(200);
    return login.json<string>();
  };
  let token = '';

  const anexar = async (app: FastifyInstance, assessorId: number, conteudo: Buffer, filename: string) => {
    const { payload, headers } = multipart([
      { name: 'data', content: JSON.stringify({ filename, assessor: { id: assessorId } }) },
      { name: 'file', filename, content: conteudo },
    ]);
    const res = await app.inject({ method: 'POST', url: `/api/assessor_anexos/${assessorId}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const post = async (app: FastifyInstance, url: string, payload: unknown) => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };

  it('a restauração devolve a contagem de linhas de cada tabela e os mesmos bytes de cada anexo', async () => {
    const curriculo = await docx();
    const enviados = new Map<string, string>([
      ['Termo de compromisso.pdf', sha(PDF)],
      ['Foto.png', sha(PNG)],
      ['Currículo.docx', sha(curriculo)],
    ]);
    const antes = await comServidor(async (app, database) => {
      token = await entrar(app);
      const assessor = await post(app, '/api/assessor', { cpf: cpfDeTeste(515151), nome: 'Assessora da Cópia' });
      await anexar(app, assessor, PDF, 'Termo de compromisso.pdf');
      await anexar(app, assessor, PNG, 'Foto.png');
      await anexar(app, assessor, curriculo, 'Currículo.docx');
      await post(app, '/api/comarca', { ordem: 1, prefixo: 'CS', nome: 'Comarca da Cópia', agrupar: false });
      return { assessor, contagens: await contagens(database), anexos: await anexos(database) };
    });
    // The demo data brings attachments of its own; ours are there with the checksum of what was sent.
    const nossos = antes.anexos.filter((a) => enviados.has(a.filename));
    expect(nossos.map((a) => [a.filename, a.registrado, a.calculado])).toEqual([...enviados].map(([nome, h]) => [nome, h, h]));
    await backupEmbedded(dataDir, copia);

    // The change the restore must undo: a register added, an attachment removed and another added, a user edited.
    const mudado = await comServidor(async (app, database) => {
      await post(app, '/api/comarca', { ordem: 2, prefixo: 'DEP', nome: 'Comarca de Depois', agrupar: true });
      const removido = await app.inject({ method: 'DELETE', url: `/api/assessor_anexos/${nossos[0]!.id}`, headers: { authorization: `Bearer ${token}` } });
      expect(removido.statusCode, removido.body).toBe(200);
      await anexar(app, antes.assessor, Buffer.concat([PDF, Buffer.from('% depois\n')]), 'Outro termo.pdf');
      await database.db.execute(sql`update usuario set funcao = 'Alterado depois da cópia' where username = 'admin'`);
      return { contagens: await contagens(database), anexos: await anexos(database) };
    });
    expect(mudado.contagens).not.toEqual(antes.contagens);
    expect(mudado.anexos).not.toEqual(antes.anexos);

    const { tabelas } = await restoreEmbedded(dataDir, copia, { force: true });

    const depois = await comServidor(async (app, database) => {
      // Downloaded through the API, byte for byte.
      const baixados: Record<number, string> = {};
      for (const a of await anexos(database)) {
        const res = await app.inject({ method: 'GET', url: `${DOWNLOAD[a.dono]}${a.id}`, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, res.body).toBe(200);
        baixados[a.id] = sha(res.rawPayload);
      }
      const { rows } = (await database.db.execute(sql`select funcao from usuario where username = 'admin'`)) as unknown as Linhas<{ funcao: string | null }>;
      return { contagens: await contagens(database), anexos: await anexos(database), baixados, funcaoAdmin: rows[0]!.funcao };
    });
    expect(depois.contagens).toEqual(antes.contagens);
    expect(depois.anexos).toEqual(antes.anexos);
    expect(depois.baixados).toEqual(Object.fromEntries(antes.anexos.map((a) => [a.id, a.registrado])));
    expect(depois.funcaoAdmin).not.toBe('Alterado depois da cópia');

    const linhas = Object.values(antes.contagens).reduce((a, b) => a + b, 0);
    console.log(
      `[falhas] cópia → alteração → restauração: ${Object.keys(antes.contagens).length} tabelas (${tabelas} do esquema public), ${linhas} linhas, ` +
        `contagens idênticas em todas; ${antes.anexos.length} anexos com sha256 idêntico (armazenado, registrado e baixado); ` +
        `a alteração desfeita mudara ${Object.keys(antes.contagens).filter((t) => mudado.contagens[t] !== antes.contagens[t]).length} tabelas`,
    );
  }, 120_000);
});
