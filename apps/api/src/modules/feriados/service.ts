import { feriadosNacionais, type FeriadoInput, type FeriadoVigencia } from '@sgi/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { defensoria } from '../defensorias/table.js';
import { feriado } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('feriado');
const DEFENSORIA_NAO_ENCONTRADA = naoEncontrado('defensoria');

// The names of the listed defensorias in one correlated subquery, so a page stays one query whatever its size.
// An id whose defensoria is gone is simply not named.
const defensoriasNomeadas = sql<{ id: number; nome: string }[]>`coalesce((
  select json_agg(json_build_object('id', d.id, 'nome', d.nome) order by d.ordem, d.nome, d.id)
  from ${defensoria} d where d.id = any(${feriado.defensorias})
), '[]'::json)`;

const colunas = {
  id: feriado.id,
  nome: feriado.nome,
  inicio: feriado.inicio,
  fim: feriado.fim,
  geral: feriado.geral,
  defensorias: defensoriasNomeadas,
};

type Linha = { id: number; nome: string; inicio: string; fim: string; geral: boolean; defensorias: { id: number; nome: string }[] };

/** The JSON shape of the spec (§3 Feriado), each defensoria with its name for the Locais de Vigência column. */
const json = (r: Linha) => ({ id: r.id, nome: r.nome, inicio: r.inicio, fim: r.fim, geral: r.geral, defensorias: r.defensorias });

/** Blocks that touch the period [inicio, fim] ('yyyy-MM-dd', inclusive). */
const tocaPeriodo = (inicio: string | SQLWrapper, fim: string | SQLWrapper) => and(lte(feriado.inicio, fim), gte(feriado.fim, inicio));

export interface ListarFeriados {
  skip: number;
  take: number;
  ano?: number | undefined;
  nome?: string | undefined;
}

type Busca = Marcadores<'inicio' | 'fim' | 'nome'>;
type Filtros = { ano: boolean; nome: boolean };
const filtro = ($: Busca, f: Filtros) =>
  and(f.ano ? tocaPeriodo($.inicio, $.fim) : undefined, f.nome ? contemPadrao(feriado.nome, $.nome) : undefined);

// Prepared per shape (ADR 041).
const paginaDeFeriados = preparada('feriado.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros) =>
  db
    .select(colunas)
    .from(feriado)
    .where(filtro($, f))
    .orderBy(desc(feriado.inicio), asc(feriado.nome), asc(feriado.id))
    .offset($.skip)
    .limit($.take),
);
const totalDeFeriados = totalGuardado('feriado.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(feriado).where(filtro($, f)));

/**
 * Calendário de Bloqueios (cadastros-relatorios §2.13, §7; ADR 021, 032): most recent first; `ano` keeps that year's
 * blocks, `nome` those whose title contains it.
 */
export async function listFeriados(db: Leitura, ctx: Contexto, q: ListarFeriados) {
  if (!alcancaTodasOuNenhuma(ctx, 'feriado')) return paginaVazia();
  const valores = {
    inicio: q.ano ? `${q.ano}-01-01` : undefined,
    fim: q.ano ? `${q.ano}-12-31` : undefined,
    nome: q.nome ? padraoDeBusca(q.nome) : undefined,
  };
  const filtros = { ano: valores.inicio !== undefined, nome: valores.nome !== undefined };
  const [rows, total] = await pagina(paginaDeFeriados(db, { ...valores, skip: q.skip, take: q.take }, filtros), totalDeFeriados(db, valores, filtros));
  return [rows.map(json), total] as [ReturnType<typeof json>[], number];
}

const detalhe = preparada('feriado.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ ...colunas, ...auditoriaSelect(feriado) })
    .from(feriado)
    .leftJoin(criador, joinCriador(feriado))
    .leftJoin(editor, joinEditor(feriado))
    .where(eq(feriado.id, $.id)),
);

export async function getFeriado(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADO);
  return { ...json(r), ...auditoriaJson(r) };
}

/**
 * The ids are an array, not a foreign key (ADR 021), so their existence is checked here: a stale checklist gets
 * a field message instead of a holiday pointing at nothing.
 */
async function exigirDefensorias(tx: Tx, i: FeriadoInput) {
  const ids = i.defensorias.map((d) => d.id);
  if (!ids.length) return;
  const achadas = await tx.select({ id: defensoria.id }).from(defensoria).where(inArray(defensoria.id, ids));
  if (achadas.length !== ids.length) throw badRequest(DEFENSORIA_NAO_ENCONTRADA, { defensorias: [DEFENSORIA_NAO_ENCONTRADA] });
}

// A general holiday keeps its list empty (the domain schema already empties it).
const valores = (i: FeriadoInput) => ({ nome: i.nome, inicio: i.inicio, fim: i.fim, geral: i.geral, defensorias: i.defensorias.map((d) => d.id) });

export async function createFeriado(db: Leitura, ctx: Contexto, input: FeriadoInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirDefensorias(tx, input);
    return tx.insert(feriado).values(valores(input)).returning({ id: feriado.id });
  });
  return getFeriado(db, row!.id);
}

export async function updateFeriado(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<FeriadoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, feriado, id, versao, NAO_ENCONTRADO);
    await exigirDefensorias(tx, input);
    await tx.update(feriado).set(valores(input)).where(eq(feriado.id, id));
  });
  return getFeriado(db, id);
}

export async function removeFeriado(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, feriado, id, NAO_ENCONTRADO);
    await tx.delete(feriado).where(eq(feriado.id, id));
  });
}

/**
 * Loads a year's national holidays as general holidays (ADR 021), skipping those already there with the same
 * nome and inicio, so running it again creates nothing. The table lock makes two loads at once wait for each other
 * instead of both inserting; it only blocks other writes to feriado for this short transaction.
 */
export async function createFeriadosNacionais(db: Leitura, ctx: Contexto, ano: number) {
  const nacionais = feriadosNacionais(ano);
  const criados = await withActor(db, ctx, async (tx) => {
    await tx.execute(sql`lock table ${feriado} in share row exclusive mode`);
    const existentes = await tx
      .select({ nome: feriado.nome, inicio: feriado.inicio })
      .from(feriado)
      .where(or(...nacionais.map((n) => and(eq(feriado.nome, n.nome), eq(feriado.inicio, n.inicio)))));
    const ja = new Set(existentes.map((e) => `${e.inicio} ${e.nome}`));
    const novos = nacionais.filter((n) => !ja.has(`${n.inicio} ${n.nome}`));
    if (novos.length) await tx.insert(feriado).values(novos.map((n) => ({ ...n, geral: true, defensorias: [] })));
    return novos.length;
  });
  if (criados === 0) return `Os feriados nacionais de ${ano} já estavam cadastrados; nenhum foi incluído.`;
  return criados === 1 ? `1 feriado nacional de ${ano} cadastrado.` : `${criados} feriados nacionais de ${ano} cadastrados.`;
}

/** A block covering the defensoria's day: general ones, or those listing it (null = a núcleo: general only). */
function vigenteParaDefensoria(defensoriaId: number | null): SQL | undefined {
  if (defensoriaId === null) return eq(feriado.geral, true);
  // @> uses the GIN index on defensorias.
  return or(eq(feriado.geral, true), sql`${feriado.defensorias} @> array[${defensoriaId}]::integer[]`);
}

/**
 * The holiday or block of `data` ('yyyy-MM-dd') for the defensoria, or null: the SQL form of the domain's
 * feriadoEm (geral or listed, inicio <= data <= fim). Earliest start first when several cover the day.
 */
export async function consultarFeriado(db: Leitura, defensoriaId: number | null, data: string) {
  const [r] = await db
    .select({ id: feriado.id, nome: feriado.nome, inicio: feriado.inicio, fim: feriado.fim, geral: feriado.geral })
    .from(feriado)
    .where(and(lte(feriado.inicio, data), gte(feriado.fim, data), vigenteParaDefensoria(defensoriaId)))
    .orderBy(asc(feriado.inicio), asc(feriado.nome), asc(feriado.id))
    .limit(1);
  return r ?? null;
}

/**
 * Every holiday or block touching [inicio, fim], for the attendance sheets to ask feriadoEm day by day without one
 * query per day; in start order, so feriadoEm answers as the lookup endpoint does.
 */
export async function feriadosNoPeriodo(db: Leitura, inicio: string, fim: string): Promise<(FeriadoVigencia & { id: number })[]> {
  return db
    .select({ id: feriado.id, nome: feriado.nome, inicio: feriado.inicio, fim: feriado.fim, geral: feriado.geral, defensorias: feriado.defensorias })
    .from(feriado)
    .where(tocaPeriodo(inicio, fim))
    .orderBy(asc(feriado.inicio), asc(feriado.nome), asc(feriado.id));
}
