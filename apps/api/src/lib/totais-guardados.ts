import { dataIsoLocal } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Leitura } from '../db/actor.js';
import type { Database } from '../db/client.js';
import { linhas } from '../db/linhas.js';
import { chaveDa, marcadores, preparada, type Marcadores, type Preparavel, type Variante } from '../db/preparada.js';
import { CacheComGeracao, esquecerACadaEscrita } from './cache-com-geracao.js';

/** The NOTIFY channel of migration 0024: a statement changed the table its payload names. */
export const CANAL_DOS_TOTAIS = 'sgi_totais';
/** Migration 0024's statement-level trigger: a table without it never has its totals kept. */
export const GATILHO_DOS_TOTAIS = 'avisa_totais';
/** The longest a kept total is served, should a notice be lost without the listening connection dropping. */
export const VALIDADE_DOS_TOTAIS_MS = 60_000;
/** Kept answers per statement shape (a count is a few bytes; the searches typed in a minute stay well under). */
const MAXIMO_POR_FORMA = 200;

/**
 * The names a statement reads from: every name after FROM or JOIN, quoted (as Drizzle writes tables) or not (as a
 * hand-written fragment may), except the statement's own CTEs (`with lot as (...)`: what they read is caught inside
 * them). Anything else caught there (a function, LATERAL) is no table with the trigger, so the shape is not kept: a
 * wrong catch costs a read, never a stale answer. A CTE named after a table would hide that table: name CTEs apart.
 */
export function tabelasDoSql(texto: string): string[] {
  const ctes = new Set([...texto.matchAll(/(?:\bwith|,)\s+("?)(\w+)\1\s+as\s*\(/gi)].map((m) => m[2]!.toLowerCase()));
  return [...new Set([...texto.matchAll(/\b(?:from|join)\s+("?)(\w+)\1/gi)].map((m) => m[2]!))].filter((t) => !ctes.has(t.toLowerCase()));
}

interface Forma {
  tabelas: readonly string[];
  cache: CacheComGeracao<unknown>;
}
interface Guardados {
  database: Database;
  /** the tables that have the trigger, read by the first total asked for (the server starts with the database down) */
  avisadas: Promise<ReadonlySet<string>> | null;
  /** per statement name and shape: its tables and its kept answers; null when one of its tables has no trigger */
  formas: Map<string, Forma | null>;
  apps: number;
}

/** Per root database (a transaction is another object: its reads never use nor fill the kept totals). */
const porBanco = new WeakMap<object, Guardados>();

/** Read once per database; a failed read is read again by the next total. */
function tabelasAvisadas(g: Guardados): Promise<ReadonlySet<string>> {
  g.avisadas ??= linhas<{ tabela: string }>(
    g.database.db.execute(sql`select c.relname as tabela from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = ${GATILHO_DOS_TOTAIS}`),
  ).then(
    (r) => new Set(r.map((a) => a.tabela)),
    (err: unknown) => {
      g.avisadas = null;
      throw err;
    },
  );
  return g.avisadas;
}

function esquecer(g: Guardados, tabela?: string) {
  for (const f of g.formas.values()) if (f && (tabela === undefined || f.tabelas.includes(tabela))) f.cache.esquecer();
}

/**
 * A list's total, prepared like any hot statement (`preparada`), and kept per database for a while (issue 12; ADR 105).
 * A list's page is cheap, since an index hands its rows over; its count reads every row that passes the filters (the
 * Pessoas count is 90% of that list's database time on a dataset ten times a real office's). The total of the same
 * statement shape, values and day is answered from memory until anything it reads changes: every write this instance
 * answers forgets them all before its answer leaves, and migration 0024's triggers tell every instance which table a
 * statement changed (a job's write, another instance's, a change by hand in psql). A shape that reads a table without
 * the trigger is never kept. Inside a transaction, and on a database no app registered (`guardarTotais`), every call
 * reads.
 */
export function totalGuardado<N extends string, R, K extends Variante = never>(
  nome: string,
  construir: (db: Leitura, $: Marcadores<N>, variante: K) => Preparavel<R> & { toSQL(): { sql: string } },
): (db: Leitura, valores: Record<N, unknown>, ...variante: [K] extends [never] ? [] : [K]) => Promise<R> {
  const executar = preparada(nome, construir) as (db: Leitura, valores: Record<N, unknown>, variante?: K) => Promise<R>;
  return async (db, valores, ...[variante]) => {
    const g = porBanco.get(db);
    if (!g) return executar(db, valores, variante);
    const chaveDaForma = variante === undefined ? nome : `${nome}:${chaveDa(variante)}`;
    let forma = g.formas.get(chaveDaForma);
    if (forma === undefined) {
      let avisadas: ReadonlySet<string>;
      try {
        avisadas = await tabelasAvisadas(g);
      } catch {
        // The database is out: the statement itself says so, as it would without the kept totals.
        return executar(db, valores, variante);
      }
      const tabelas = tabelasDoSql(construir(db, marcadores as Marcadores<N>, variante as K).toSQL().sql);
      forma = tabelas.length > 0 && tabelas.every((t) => avisadas.has(t)) ? { tabelas, cache: new CacheComGeracao(VALIDADE_DOS_TOTAIS_MS, MAXIMO_POR_FORMA) } : null;
      if (!g.formas.has(chaveDaForma)) g.formas.set(chaveDaForma, forma);
      forma = g.formas.get(chaveDaForma)!;
    }
    if (!forma) return executar(db, valores, variante);
    return forma.cache.obter(`${dataIsoLocal()}|${JSON.stringify(valores)}`, () => executar(db, valores, variante)) as Promise<R>;
  };
}

/**
 * Lets the app's reads on `database` keep their totals: forgotten after every write the app answers, on every notice of
 * migration 0024 (only the shapes that read the table it names) and when the listening connection drops or returns.
 */
export async function guardarTotais(app: FastifyInstance, database: Database): Promise<void> {
  let g = porBanco.get(database.db);
  if (!g) {
    g = { database, avisadas: null, formas: new Map(), apps: 0 };
    porBanco.set(database.db, g);
  }
  const guardados = g;
  guardados.apps += 1;
  app.addHook('onClose', async () => {
    guardados.apps -= 1;
    if (guardados.apps === 0 && porBanco.get(database.db) === guardados) porBanco.delete(database.db);
  });
  await esquecerACadaEscrita(app, database, CANAL_DOS_TOTAIS, { esquecer: (tabela) => esquecer(guardados, tabela) });
}

/** For tests: the statement shapes built on `database` so far, and whether each is kept (its tables all have the trigger). */
export function formasGuardadas(database: Database): Map<string, readonly string[] | null> {
  const g = porBanco.get(database.db);
  return new Map([...(g?.formas ?? [])].map(([k, f]) => [k, f && f.tabelas]));
}

/**
 * Empties `cache`, whose answers are built from `tabelas` (a report's, ADR 106), as the totals are forgotten: after
 * every write the app answers, on every notice of migration 0024 naming one of `tabelas`, and when the listening
 * connection drops or returns. Every one of `tabelas` must have the trigger (the report's test checks it).
 */
export function esquecerComAsTabelas(app: FastifyInstance, database: Database, tabelas: readonly string[], cache: { esquecer(): void }): Promise<unknown> {
  const lidas = new Set(tabelas);
  return esquecerACadaEscrita(app, database, CANAL_DOS_TOTAIS, {
    esquecer: (tabela) => {
      if (tabela === undefined || lidas.has(tabela)) cache.esquecer();
    },
  });
}
