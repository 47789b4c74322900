import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { usuario } from '../modules/usuarios/table.js';
import type { Database } from './client.js';
import { USUARIOS_DEMO } from './demo.js';
import { seedDatabase, type SeedResult } from './seed.js';

// ADR 025: no account of a fresh installation, the demo ones included, has a password anyone could know.
const CONHECIDAS = ['demo-sgi-2025', 'admin', 'admin123', 'administrador', '12345678', 'password', 'senha123', 'mudar123', 'sgi-2025'];

let database: Database;
let seed: SeedResult;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await freshDatabase();
  seed = await seedDatabase(database.db, { adminPassword: null, demo: true });
  app = await buildApp({ database, config: testConfig() });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const entrar = (username: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth', remoteAddress: ip, headers: { version: '1' }, payload: { username, password } });

describe('first start with the demo data', () => {
  it('draws the admin and demo passwords at random, once, and they open the accounts', async () => {
    expect(seed.adminCriado).toBe(true);
    for (const senha of [seed.senhaGerada, seed.senhaDemo]) expect(senha).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(seed.senhaDemo).not.toBe(seed.senhaGerada);
    expect((await entrar('admin', seed.senhaGerada!, '10.40.0.1')).statusCode).toBe(200);
    expect((await entrar(USUARIOS_DEMO[0]!, seed.senhaDemo!, '10.40.0.2')).statusCode).toBe(200);
    // a second start finds the accounts and draws nothing
    expect(await seedDatabase(database.db, { adminPassword: null, demo: true })).toEqual({ adminCriado: false, senhaGerada: null, senhaDemo: null });
  });

  it('no account logs in with a known password: the old demo one, common ones, or its own username', async () => {
    const contas = await database.db.select({ username: usuario.username }).from(usuario);
    expect(contas.map((c) => c.username).sort()).toEqual(['admin', ...USUARIOS_DEMO].sort());
    for (const [i, { username }] of contas.entries()) {
      for (const senha of [...CONHECIDAS, username]) {
        const res = await entrar(username, senha, `10.41.${i}.1`);
        expect(res.statusCode, `${username} / ${senha}`).toBe(401);
      }
    }
  });

  it('draws other passwords on another installation', async () => {
    const outra = await freshDatabase();
    try {
      const outro = await seedDatabase(outra.db, { adminPassword: null, demo: false });
      expect(outro.senhaGerada).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(outro.senhaGerada).not.toBe(seed.senhaGerada);
      expect(outro.senhaDemo).toBeNull();
    } finally {
      await outra.close();
    }
  });
});
