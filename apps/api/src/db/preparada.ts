import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Leitura } from './actor.js';

/** The placeholders a prepared query reads, by name: `$.id` is `sql.placeholder('id')`. */
export type Marcadores<N extends string> = { readonly [K in N]: Placeholder<K> };

/** What Drizzle's builders answer to `.prepare(name)`: the statement, run with the placeholders' values. */
interface Executavel<R> {
  execute(valores?: Record<string, unknown>): Promise<R>;
  /** the connection it runs on (Drizzle's own field, see naConexao) */
  client?: unknown;
}
export interface Preparavel<R> {
  prepare(nome: string): Executavel<R>;
}

/** A statement name must name one SQL text: PostgreSQL (through pg) refuses the same name for two texts. */
const NOMES = new Set<string>();
/** Variants are shapes chosen from enums (a sort column, a direction, which filters are present), never values. */
const MAXIMO_DE_VARIANTES = 256;
/** PostgreSQL keeps NAMEDATALEN - 1 bytes of a statement name: two longer names could meet in the same statement. */
const MAXIMO_DO_NOME = 63;

/** A shape: one enum value, or named enum values and flags (e.g. `{ campo: 'nome', direcao: 'asc', busca: true }`). */
export type Variante = string | Readonly<Record<string, string | boolean>>;

/** The variant's part of the statement name: its values in order, flags as 1 or 0 ('nome.asc.1'). */
export const chaveDa = (v: Variante): string =>
  typeof v === 'string' ? v : Object.values(v).map((x) => (x === true ? '1' : x === false ? '0' : x)).join('.');

export const marcadores = new Proxy({} as Record<string, Placeholder>, {
  get: (_, nome) => (typeof nome === 'string' ? sql.placeholder(nome) : undefined),
});

/**
 * A hot query written once, at module level, and prepared once (issue 12, fix 3; ADR 041): Drizzle builds its SQL
 * text on first use and never again, and the statement is named, so each connection parses and plans it once (on
 * PostgreSQL each pooled connection; the embedded database's one, through node-postgres too: ADR 097). Every request value goes in as a placeholder (`$.nome`); `variante` picks one of a few shapes (sort column and
 * direction, filters present) and is part of the statement's name.
 *
 * The built statement is kept once per name, driver and shape and runs on the connection of the database it is called with
 * (ADR 057): the root database's pool, or a transaction's own connection (a Tx is a new object each time), so a query
 * run with a Tx always runs inside that transaction, never on another pooled connection nor queued behind it (the
 * embedded database's pool of one), and a write's locked read costs no SQL building per request either.
 */
export function preparada<N extends string, R, K extends Variante = never>(
  nome: string,
  construir: (db: Leitura, $: Marcadores<N>, variante: K) => Preparavel<R>,
): (db: Leitura, valores: Record<N, unknown>, ...variante: [K] extends [never] ? [] : [K]) => Promise<R> {
  if (NOMES.has(nome)) throw new Error(`Consulta preparada com nome repetido: ${nome}.`);
  NOMES.add(nome);
  // Per driver (node-postgres or PGlite: a statement is its driver's class), then per shape.
  const porDriver = new Map<unknown, Map<string, Executavel<R>>>();
  return (db, valores, ...[variante]) => {
    const sessao = sessaoDe(db);
    const driver = Object.getPrototypeOf(sessao) as unknown;
    let construidas = porDriver.get(driver);
    if (!construidas) porDriver.set(driver, (construidas = new Map()));
    const chave = variante === undefined ? '' : chaveDa(variante);
    let consulta = construidas.get(chave);
    if (!consulta) {
      const completo = variante === undefined ? nome : `${nome}:${chave}`;
      if (construidas.size >= MAXIMO_DE_VARIANTES) throw new Error(`Consulta preparada ${nome}: variantes demais (${chave}).`);
      if (Buffer.byteLength(completo) > MAXIMO_DO_NOME) throw new Error(`Consulta preparada ${completo}: nome longo demais.`);
      consulta = construir(db, marcadores as Marcadores<N>, variante as K).prepare(completo);
      construidas.set(chave, consulta);
    }
    return naConexao(consulta, sessao.client).execute(valores);
  };
}

/**
 * Drizzle's prepared query (node-postgres and PGlite alike, drizzle-orm 0.45) runs on the `client` it was built with,
 * and a database or transaction holds its connection at `session.client`: the same statement, bound to this one's.
 * A test of each driver runs a prepared read inside a transaction and sees the transaction's uncommitted row.
 */
const sessaoDe = (db: Leitura): { client?: unknown } => {
  const sessao = (db as unknown as { session?: { client?: unknown } }).session;
  if (!sessao) throw new Error('Consulta preparada: o Drizzle mudou por dentro (session).');
  return sessao;
};

function naConexao<R>(consulta: Executavel<R>, client: unknown): Executavel<R> {
  if (!client || !('client' in consulta)) throw new Error('Consulta preparada: o Drizzle mudou por dentro (session.client).');
  if (consulta.client === client) return consulta;
  return Object.assign(Object.create(Object.getPrototypeOf(consulta) as object) as Executavel<R>, consulta, { client });
}

/**
 * A statement Drizzle's builders cannot say (a data-modifying CTE, jsonb_to_recordset), prepared like the others: what
 * `db.execute` would run, with placeholders, answering the driver's `{ rows }` (Drizzle's session, as naConexao).
 */
export function bruta<R>(db: Leitura, consulta: SQL): Preparavel<{ rows: R[] }> & { toSQL(): { sql: string } } {
  const d = db as unknown as {
    dialect: { sqlToQuery(s: SQL): { sql: string } };
    session: { prepareQuery(q: unknown, campos: undefined, nome: string, emArray: boolean): Executavel<{ rows: R[] }> };
  };
  return { prepare: (nome) => d.session.prepareQuery(d.dialect.sqlToQuery(consulta), undefined, nome, false), toSQL: () => d.dialect.sqlToQuery(consulta) };
}

/**
 * The rows of a select as one JSON array text written by PostgreSQL (ADR 059): each row an object keyed by the
 * select's column names, aggregated in `ordem` (the select's own order, over those names: an aggregate does not
 * promise the order of its subquery).
 */
export const linhasEmJson = (linhas: SQLWrapper, ordem: SQL): SQL =>
  sql`select coalesce(json_agg(t order by ${ordem}), '[]')::text as json from (${linhas}) t`;

/** Which of a list's optional filters a request sets: the flags of its variant, always in step with the values. */
export const presentes = <T extends Record<string, unknown>>(valores: T): { [K in keyof T]: boolean } =>
  Object.fromEntries(Object.entries(valores).map(([k, v]) => [k, v !== undefined])) as { [K in keyof T]: boolean };
