import type { AtuacaoInput, AtuacaoOrdem } from '@sgi/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemTexto, pagina } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { vara } from '../varas/table.js';
import { atuacao } from './table.js';

const NAO_ENCONTRADA = naoEncontrado('atuacao');

/**
 * Varas of the row's atuação, counted in the same query (a correlated subquery, never one query per row).
 * $count qualifies both columns; a hand-written sql`` would not on a single-table select ("id" = vara's own).
 */
const totalVaras = (db: Leitura) => db.$count(vara, eq(vara.atuacaoId, atuacao.id));

const colunas = { id: atuacao.id, ordem: atuacao.ordem, nome: atuacao.nome };
const ORDEM: Record<AtuacaoOrdem, PgColumn> = { ordem: atuacao.ordem, nome: atuacao.nome };

export interface ListarAtuacoes {
  skip: number;
  take: number;
  id?: number | undefined;
  nome?: string | undefined;
  orderField: AtuacaoOrdem;
  orderBy: 'asc' | 'desc';
  comVaras: boolean;
}

/** Atuações in report order by default (ordem, then nome); comVaras adds `varas`, the number of varas of each. */
export async function listAtuacoes(db: Leitura, ctx: Contexto, q: ListarAtuacoes) {
  const where = and(filtroDeAcesso(ctx, 'atuacao'), q.id ? eq(atuacao.id, q.id) : undefined, q.nome ? contemTexto(atuacao.nome, q.nome) : undefined);
  const dir = q.orderBy === 'desc' ? desc : asc;
  return pagina(
    db
      .select(q.comVaras ? { ...colunas, varas: totalVaras(db) } : colunas)
      .from(atuacao)
      .where(where)
      .orderBy(dir(ORDEM[q.orderField]), asc(atuacao.ordem), asc(atuacao.nome), asc(atuacao.id))
      .offset(q.skip)
      .limit(q.take),
    db.select({ count: count() }).from(atuacao).where(where),
  );
}

/** One atuação with its number of varas (the form shows it) and audit info. */
export async function getAtuacao(db: Leitura, id: number) {
  const r = findOrThrow(
    await db
      .select({ ...colunas, varas: totalVaras(db), ...auditoriaSelect(atuacao) })
      .from(atuacao)
      .leftJoin(criador, joinCriador(atuacao))
      .leftJoin(editor, joinEditor(atuacao))
      .where(eq(atuacao.id, id)),
    NAO_ENCONTRADA,
  );
  return { id: r.id, ordem: r.ordem, nome: r.nome, varas: r.varas, ...auditoriaJson(r) };
}

export async function createAtuacao(db: Leitura, ctx: Contexto, input: AtuacaoInput) {
  const [row] = await withActor(db, ctx, (tx) => tx.insert(atuacao).values(input).returning({ id: atuacao.id }));
  return getAtuacao(db, row!.id);
}

export async function updateAtuacao(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<AtuacaoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, atuacao, id, versao, NAO_ENCONTRADA);
    await tx.update(atuacao).set(input).where(eq(atuacao.id, id));
  });
  return getAtuacao(db, id);
}

/** Every vara belongs to an atuação (ADR 019): one that still has varas is kept (409), saying how many. */
export async function removeAtuacao(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, atuacao, id, NAO_ENCONTRADA);
      const [uso] = await tx.select({ total: count() }).from(vara).where(eq(vara.atuacaoId, id));
      const total = Number(uso?.total ?? 0);
      if (total > 0) throw conflict(`A atuação não pode ser excluída: tem ${total} ${total === 1 ? 'vara' : 'varas'}.`);
      await tx.delete(atuacao).where(eq(atuacao.id, id));
    });
  } catch (err) {
    throw emUso(err, 'A atuação não pode ser excluída');
  }
}
