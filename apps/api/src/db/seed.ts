import { randomBytes } from 'node:crypto';
import { PERMISSOES } from '@sgi/domain';
import { count } from 'drizzle-orm';
import { contextoDoSistema } from '../lib/contexto.js';
import type { Db } from './client.js';
import { createPapel } from '../modules/papeis/service.js';
import { createUsuario } from '../modules/usuarios/service.js';
import { usuario } from '../modules/usuarios/table.js';
import { seedDemo } from './demo.js';

export interface SeedResult {
  adminCriado: boolean;
  /** the admin's password when drawn here (no ADMIN_PASSWORD): the caller prints it once */
  senhaGerada: string | null;
  /** the demo accounts' password, drawn here when the demo data was created: the caller prints it once */
  senhaDemo: string | null;
}

const senhaAleatoria = () => randomBytes(12).toString('base64url');

/**
 * On an empty database: the papel 'Administrador' with every permission and the user 'admin'
 * (password from ADMIN_PASSWORD, otherwise a random one the caller prints once), plus the demo data when asked,
 * whose accounts get another random password (ADR 025: no account starts with a known password).
 */
export async function seedDatabase(db: Db, opts: { adminPassword: string | null; demo: boolean }): Promise<SeedResult> {
  // One transaction: a start killed half-way through seeding leaves an empty database, not a half-seeded one.
  return db.transaction(async (tx) => semear(tx as unknown as Db, opts));
}

async function semear(db: Db, opts: { adminPassword: string | null; demo: boolean }): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(usuario);
  if (Number(row?.n ?? 0) > 0) return { adminCriado: false, senhaGerada: null, senhaDemo: null };
  const senhaGerada = opts.adminPassword ? null : senhaAleatoria();
  const papel = await createPapel(db, contextoDoSistema(), {
    nome: 'Administrador',
    permissoes: PERMISSOES.map((p) => ({ id: p.id })),
  });
  await createUsuario(db, contextoDoSistema(), {
    username: 'admin',
    senha: opts.adminPassword ?? senhaGerada,
    nome: 'Administrador',
    sobrenome: 'do Sistema',
    email: null,
    funcao: 'Administração do SGI',
    ativo: true,
    recebenotificacaoes: false,
    papel: { id: papel.id },
    corfundotabela: '#e5e5e5',
    corletratabela: '#000000',
  });
  const senhaDemo = opts.demo ? senhaAleatoria() : null;
  if (senhaDemo) await seedDemo(db, senhaDemo);
  return { adminCriado: true, senhaGerada, senhaDemo };
}
