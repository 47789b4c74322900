import type { DistritoInput, DistritoOrdem } from '@sgi/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, emUso, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { pagina, paginaVazia } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { defensoria } from '../defensorias/table.js';
import { movimentacao } from '../movimentacoes/table.js';
import { distrito } from './table.js';

const NAO_ENCONTRADO = naoEncontrado('distrito');

const colunas = {
  id: distrito.id,
  ordem: distrito.ordem,
  nome: distrito.nome,
  defensoriaId: defensoria.id,
  defensoriaNome: defensoria.nome,
};

interface Linha {
  id: number;
  ordem: number;
  nome: string;
  defensoriaId: number;
  defensoriaNome: string;
}

/** The JSON shape of the spec (§3 Distrito). */
const json = (r: Linha) => ({ id: r.id, ordem: r.ordem, nome: r.nome, defensoria: { id: r.defensoriaId, nome: r.defensoriaNome } });
/** In the list the defensoria's name comes only when asked (comDefensoria, §7). */
const jsonLista = (r: Linha, comDefensoria: boolean) => (comDefensoria ? json(r) : { ...json(r), defensoria: { id: r.defensoriaId } });

const ORDEM: Record<DistritoOrdem, PgColumn> = { ordem: distrito.ordem, nome: distrito.nome, defensoria: defensoria.nome };

export interface ListarDistritos {
  skip: number;
  take: number;
  id?: number | undefined;
  defensoria?: number | undefined;
  comDefensoria: boolean;
  comMovimentacoes?: boolean;
  orderField: DistritoOrdem;
  orderBy: 'asc' | 'desc';
}

type Busca = Marcadores<'id' | 'defensoria'>;
type Filtros = { id: boolean; defensoria: boolean };

const filtro = ($: Busca, f: Filtros) => and(f.id ? eq(distrito.id, $.id) : undefined, f.defensoria ? eq(distrito.defensoriaId, $.defensoria) : undefined);

// Prepared per shape (ADR 041).
const paginaDeDistritos = preparada('distrito.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros & { campo: DistritoOrdem; direcao: 'asc' | 'desc' }) =>
  db
    .select(colunas)
    .from(distrito)
    .innerJoin(defensoria, eq(defensoria.id, distrito.defensoriaId))
    .where(filtro($, f))
    // Ties fall back to ordem, nome and id so paging is stable.
    .orderBy((f.direcao === 'desc' ? desc : asc)(ORDEM[f.campo]), asc(distrito.ordem), asc(distrito.nome), asc(distrito.id))
    .offset($.skip)
    .limit($.take),
);
const totalDeDistritos = preparada('distrito.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(distrito).where(filtro($, f)));

/** The list's Movimentações column (§2.8): the movements of each distrito of the page, in a query of its own (ADR 074). */
const movimentacoesDaPagina = preparada('distrito.movimentacoes', (db, $: Marcadores<'ids'>) =>
  db
    .select({ id: sql<number>`${movimentacao.distritoId}`, total: count() })
    .from(movimentacao)
    .where(sql`${movimentacao.distritoId} = any(${$.ids}::int[])`)
    .groupBy(movimentacao.distritoId),
);

/** Distritos list (cadastros-relatorios §2.8, §7): by ordem unless told otherwise; id or defensoria narrow it. */
export async function listDistritos(db: Leitura, ctx: Contexto, q: ListarDistritos) {
  if (!alcancaTodasOuNenhuma(ctx, 'distrito')) return paginaVazia();
  const busca = { id: q.id, defensoria: q.defensoria };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(
    paginaDeDistritos(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, campo: q.orderField, direcao: q.orderBy }),
    totalDeDistritos(db, busca, filtros),
  );
  const lista = rows.map((r) => jsonLista(r, q.comDefensoria));
  if (!q.comMovimentacoes || rows.length === 0) return [lista, total] as [(ReturnType<typeof jsonLista> & { movimentacoes?: number })[], number];
  const contagens = new Map((await movimentacoesDaPagina(db, { ids: rows.map((r) => r.id) })).map((m) => [m.id, m.total]));
  return [lista.map((d) => ({ ...d, movimentacoes: contagens.get(d.id) ?? 0 })), total] as [(ReturnType<typeof jsonLista> & { movimentacoes?: number })[], number];
}

const detalhe = preparada('distrito.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ ...colunas, ...auditoriaSelect(distrito) })
    .from(distrito)
    .innerJoin(defensoria, eq(defensoria.id, distrito.defensoriaId))
    .leftJoin(criador, joinCriador(distrito))
    .leftJoin(editor, joinEditor(distrito))
    .where(eq(distrito.id, $.id)),
);

export async function getDistrito(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADO);
  return { ...json(r), ...auditoriaJson(r) };
}

/** A stale defensoria select gets a field message, not a foreign-key 500. */
async function exigirDefensoria(tx: Tx, i: DistritoInput) {
  const [d] = await tx.select({ id: defensoria.id }).from(defensoria).where(eq(defensoria.id, i.defensoria.id));
  if (!d) throw badRequest('Defensoria não encontrada.', { defensoria: ['Selecione uma defensoria existente.'] });
}

const valores = (i: DistritoInput) => ({ ordem: i.ordem, nome: i.nome, defensoriaId: i.defensoria.id });

export async function createDistrito(db: Leitura, ctx: Contexto, input: DistritoInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirDefensoria(tx, input);
    return tx.insert(distrito).values(valores(input)).returning({ id: distrito.id });
  });
  return getDistrito(db, row!.id);
}

export async function updateDistrito(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<DistritoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, distrito, id, versao, NAO_ENCONTRADO);
    await exigirDefensoria(tx, input);
    await tx.update(distrito).set(valores(input)).where(eq(distrito.id, id));
  });
  return getDistrito(db, id);
}

/**
 * Nothing references a distrito yet; movements will (foreign key, restrict), and emUso turns that refusal into
 * a 409 naming them, so this stays right when they arrive.
 */
export async function removeDistrito(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, distrito, id, NAO_ENCONTRADO);
      await tx.delete(distrito).where(eq(distrito.id, id));
    });
  } catch (err) {
    throw emUso(err, 'O distrito não pode ser excluído');
  }
}
