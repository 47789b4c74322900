import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Database } from '../../db/client.js';
import { motivoBancoIndisponivel } from '../../lib/banco-indisponivel.js';

/** A health check waits this long for the database: a load balancer's probe gives up after a few seconds. */
export const PRAZO_SAUDE_MS = 2000;

/** null when healthy, otherwise the pt-BR reason the answer carries (ADR 028). */
export type Motivo = string | null;

const ESGOTADO = Symbol('esgotado');

let conhecidas: number[] | undefined;
/** The creation stamps of the migrations shipped with this build, read once. */
const migracoesConhecidas = () => (conhecidas ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.folderMillis));

/** The query's result, or ESGOTADO after ms; a late failure of the query is absorbed by the race, never unhandled. */
async function comPrazo<T>(consulta: Promise<T>, ms: number): Promise<T | typeof ESGOTADO> {
  let timer: NodeJS.Timeout | undefined;
  const prazo = new Promise<typeof ESGOTADO>((resolve) => {
    timer = setTimeout(() => resolve(ESGOTADO), ms);
  });
  try {
    return await Promise.race([consulta, prazo]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one check under the deadline and turns its failure into a reason; the error itself stays in the log. */
async function verificar(consulta: () => Promise<Motivo>, ms: number): Promise<{ motivo: Motivo; erro?: unknown }> {
  try {
    const r = await comPrazo(consulta(), ms);
    return { motivo: r === ESGOTADO ? `O banco de dados não respondeu em ${ms / 1000} s.` : r };
  } catch (erro) {
    const causa = motivoBancoIndisponivel(erro);
    return { motivo: causa ? `Banco de dados indisponível (${causa}).` : 'Falha ao consultar o banco de dados.', erro };
  }
}

/** Liveness with the database: the process answers and the database runs a query in time. */
export function verificarBanco(database: Database, ms = PRAZO_SAUDE_MS) {
  return verificar(async () => {
    await database.db.execute(sql`select 1`);
    return null;
  }, ms);
}

/**
 * Readiness: the database answers and holds every migration this build knows (drizzle applies those newer than the
 * last one recorded). An instance started before a restore of an older copy, or against a database another
 * version is still migrating, must not receive traffic.
 */
export function verificarProntidao(database: Database, ms = PRAZO_SAUDE_MS) {
  return verificar(async () => {
    const existe = (await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as existe`)) as unknown as {
      rows: { existe: boolean }[];
    };
    if (!existe.rows[0]?.existe) return 'O banco de dados ainda não foi migrado.';
    const ultima = (await database.db.execute(sql`select coalesce(max(created_at), 0)::text as ultima from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { ultima: string }[];
    };
    const pendentes = migracoesConhecidas().filter((quando) => quando > Number(ultima.rows[0]?.ultima ?? 0)).length;
    return pendentes ? `Há ${pendentes} ${pendentes === 1 ? 'migração pendente' : 'migrações pendentes'} no banco de dados.` : null;
  }, ms);
}
