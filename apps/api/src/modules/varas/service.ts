import type { VaraInput, VaraOrdem } from '@sgi/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { atuacao } from '../atuacoes/table.js';
import { defensoria } from '../defensorias/table.js';
import { vara } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADA = naoEncontrado('vara');

/**
 * Defensorias of the row's vara, counted in the same query (a correlated subquery, never one query per row);
 * $count qualifies both columns, which a hand-written sql`` does not on a single-table select.
 */
const totalDefensorias = (db: Leitura) => db.$count(defensoria, eq(defensoria.varaId, vara.id));

const colunas = {
  id: vara.id,
  ordem: vara.ordem,
  nome: vara.nome,
  atuacaoId: atuacao.id,
  atuacaoNome: atuacao.nome,
};
const ORDEM: Record<VaraOrdem, PgColumn> = { ordem: vara.ordem, nome: vara.nome, atuacao: atuacao.nome };

interface Linha {
  id: number;
  ordem: number;
  nome: string;
  atuacaoId: number;
  atuacaoNome: string;
  defensorias: number;
}

/** The JSON shape of the spec (§3 Vara); comAtuacao adds the atuação's name, comDefensorias the count. */
const json = (r: Linha, com: { comAtuacao: boolean; comDefensorias: boolean }) => ({
  id: r.id,
  ordem: r.ordem,
  nome: r.nome,
  atuacao: com.comAtuacao ? { id: r.atuacaoId, nome: r.atuacaoNome } : { id: r.atuacaoId },
  ...(com.comDefensorias && { defensorias: r.defensorias }),
});

export interface ListarVaras {
  skip: number;
  take: number;
  id?: number | undefined;
  atuacao?: number | undefined;
  nome?: string | undefined;
  orderField: VaraOrdem;
  orderBy: 'asc' | 'desc';
  comAtuacao: boolean;
  comDefensorias: boolean;
}

type Busca = Marcadores<'id' | 'atuacao' | 'nome'>;
type Filtros = { id: boolean; atuacao: boolean; nome: boolean };

const filtro = ($: Busca, f: Filtros) =>
  and(f.id ? eq(vara.id, $.id) : undefined, f.atuacao ? eq(vara.atuacaoId, $.atuacao) : undefined, f.nome ? contemPadrao(vara.nome, $.nome) : undefined);

// Prepared per shape (ADR 041); without comDefensorias the count is a constant the answer leaves out.
const paginaDeVaras = preparada(
  'vara.lista',
  (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros & { campo: VaraOrdem; direcao: 'asc' | 'desc'; comDefensorias: boolean }) =>
    db
      .select({ ...colunas, defensorias: f.comDefensorias ? totalDefensorias(db) : sql<number>`0`.mapWith(Number) })
      .from(vara)
      .innerJoin(atuacao, eq(atuacao.id, vara.atuacaoId))
      .where(filtro($, f))
      // Ties fall back to ordem, nome and id, so paging is stable.
      .orderBy((f.direcao === 'desc' ? desc : asc)(ORDEM[f.campo]), asc(vara.ordem), asc(vara.nome), asc(vara.id))
      .offset($.skip)
      .limit($.take),
);
const totalDeVaras = totalGuardado('vara.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(vara).where(filtro($, f)));

/** Varas by ordem ascending unless asked otherwise (cadastros-relatorios §2.8), optionally of one atuação. */
export async function listVaras(db: Leitura, ctx: Contexto, q: ListarVaras) {
  if (!alcancaTodasOuNenhuma(ctx, 'vara')) return paginaVazia();
  const busca = { id: q.id, atuacao: q.atuacao, nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(
    paginaDeVaras(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, campo: q.orderField, direcao: q.orderBy, comDefensorias: q.comDefensorias }),
    totalDeVaras(db, busca, filtros),
  );
  return [rows.map((r) => json(r, q)), total] as [ReturnType<typeof json>[], number];
}

const detalhe = preparada('vara.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ ...colunas, defensorias: totalDefensorias(db), ...auditoriaSelect(vara) })
    .from(vara)
    .innerJoin(atuacao, eq(atuacao.id, vara.atuacaoId))
    .leftJoin(criador, joinCriador(vara))
    .leftJoin(editor, joinEditor(vara))
    .where(eq(vara.id, $.id)),
);

/** One vara with its atuação, the number of its defensorias and audit info. */
export async function getVara(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADA);
  const { id: varaId, ordem, nome, atuacaoId, atuacaoNome, defensorias } = r;
  return { id: varaId, ordem, nome, atuacao: { id: atuacaoId, nome: atuacaoNome }, defensorias, ...auditoriaJson(r) };
}

/** The atuação must exist: a stale select in the form gets a field message, not a 500. */
async function validarAtuacao(tx: Tx, input: VaraInput) {
  const [a] = await tx.select({ id: atuacao.id }).from(atuacao).where(eq(atuacao.id, input.atuacao.id));
  if (!a) throw badRequest('Atuação não encontrada.', { atuacao: ['Selecione uma atuação existente.'] });
}

const valores = (i: VaraInput) => ({ ordem: i.ordem, nome: i.nome, atuacaoId: i.atuacao.id });

export async function createVara(db: Leitura, ctx: Contexto, input: VaraInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await validarAtuacao(tx, input);
    return tx.insert(vara).values(valores(input)).returning({ id: vara.id });
  });
  return getVara(db, row!.id);
}

export async function updateVara(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<VaraInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, vara, id, versao, NAO_ENCONTRADA);
    await validarAtuacao(tx, input);
    await tx.update(vara).set(valores(input)).where(eq(vara.id, id));
  });
  return getVara(db, id);
}

/** A vara still holding defensorias is kept (409), saying how many; later references are caught by emUso. */
export async function removeVara(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, vara, id, NAO_ENCONTRADA);
      const [uso] = await tx.select({ total: count() }).from(defensoria).where(eq(defensoria.varaId, id));
      const total = Number(uso?.total ?? 0);
      if (total > 0) throw conflict(`A vara não pode ser excluída: tem ${total} ${total === 1 ? 'defensoria' : 'defensorias'}.`);
      await tx.delete(vara).where(eq(vara.id, id));
    });
  } catch (err) {
    throw emUso(err, 'A vara não pode ser excluída');
  }
}
