import type { AtuacaoInput, AtuacaoOrdem } from '@sgi/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, withActor } from '../../db/actor.js';
import { bruta, linhasEmJson, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemPadrao, PAGINA_VAZIA_JSON, padraoDeBusca, paginaEmJson } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { vara } from '../varas/table.js';
import { atuacao } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

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

type Busca = Marcadores<'id' | 'nome'>;
type Filtros = { id: boolean; nome: boolean };

const filtro = ($: Busca, f: Filtros) => and(f.id ? eq(atuacao.id, $.id) : undefined, f.nome ? contemPadrao(atuacao.nome, $.nome) : undefined);

/**
 * A page of atuações written by PostgreSQL as the answer's JSON (ADR 059; issue 12), prepared per shape (ADR 041):
 * with comVaras, `varas` counts each one's varas in the same statement; without it the field is not there.
 */
const paginaDeAtuacoes = preparada(
  'atuacao.lista',
  (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros & { campo: AtuacaoOrdem; direcao: 'asc' | 'desc'; comVaras: boolean }) =>
    bruta<{ json: string }>(
      db,
      linhasEmJson(
        db
          .select({ ...colunas, ...(f.comVaras ? { varas: sql`${totalVaras(db)}`.as('varas') } : {}) })
          .from(atuacao)
          .where(filtro($, f))
          .orderBy((f.direcao === 'desc' ? desc : asc)(ORDEM[f.campo]), asc(atuacao.ordem), asc(atuacao.nome), asc(atuacao.id))
          .offset($.skip)
          .limit($.take),
        sql`${sql.identifier(f.campo)} ${sql.raw(f.direcao === 'desc' ? 'desc' : 'asc')}, ordem, nome, id`,
      ),
    ),
);
const totalDeAtuacoes = totalGuardado('atuacao.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(atuacao).where(filtro($, f)));

/** Atuações in report order by default (ordem, then nome); comVaras adds `varas`, the number of varas of each. */
export async function listAtuacoes(db: Leitura, ctx: Contexto, q: ListarAtuacoes): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'atuacao')) return PAGINA_VAZIA_JSON;
  const busca = { id: q.id, nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  return paginaEmJson(
    paginaDeAtuacoes(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, campo: q.orderField, direcao: q.orderBy, comVaras: q.comVaras }),
    totalDeAtuacoes(db, busca, filtros),
  );
}

const detalhe = preparada('atuacao.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ ...colunas, varas: totalVaras(db), ...auditoriaSelect(atuacao) })
    .from(atuacao)
    .leftJoin(criador, joinCriador(atuacao))
    .leftJoin(editor, joinEditor(atuacao))
    .where(eq(atuacao.id, $.id)),
);

/** One atuação with its number of varas (the form shows it) and audit info. */
export async function getAtuacao(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADA);
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
