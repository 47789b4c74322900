import type { DistritoInput, DistritoOrdem } from '@sgi/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { bruta, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, emUso, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { PAGINA_VAZIA_JSON, paginaEmJson } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { defensoria } from '../defensorias/table.js';
import { movimentacao } from '../movimentacoes/table.js';
import { distrito } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

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

/** The shape of a list request (ADR 041): filters, sort, and the parts asked for. */
type Forma = Filtros & { campo: DistritoOrdem; direcao: 'asc' | 'desc'; comDefensoria: boolean; comMovimentacoes: boolean };

/**
 * A page of distritos written by PostgreSQL as the answer's JSON (ADR 059; issue 12): the defensoria's name only with
 * comDefensoria (§7), and with comMovimentacoes the count of each distrito's movements (§2.8, ADR 074) in the same
 * statement, where the rows went through Drizzle and Node and the counts were one more query. Ties fall back to
 * ordem, nome and id so paging is stable.
 */
const paginaDeDistritos = preparada('distrito.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Forma) => {
  const dir = sql.raw(f.direcao === 'desc' ? 'desc' : 'asc');
  return bruta<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', t.id, 'ordem', t.ordem, 'nome', t.nome,
        'defensoria', ${f.comDefensoria ? sql`json_build_object('id', t.defensoria_id, 'nome', t.defensoria_nome)` : sql`json_build_object('id', t.defensoria_id)`}
        ${f.comMovimentacoes ? sql`, 'movimentacoes', t.movimentacoes` : sql``}) order by t.o ${dir}, t.ordem, t.nome, t.id), '[]')::text as json
      from (
        select ${distrito.id} as id, ${distrito.ordem} as ordem, ${distrito.nome} as nome, ${defensoria.id} as defensoria_id,
          ${defensoria.nome} as defensoria_nome, ${ORDEM[f.campo]} as o
          ${f.comMovimentacoes ? sql`, (select count(*)::int from ${movimentacao} where ${movimentacao.distritoId} = ${distrito.id}) as movimentacoes` : sql``}
        from ${distrito} join ${defensoria} on ${defensoria.id} = ${distrito.defensoriaId}
        where ${filtro($, f) ?? sql`true`}
        order by o ${dir}, ${distrito.ordem}, ${distrito.nome}, ${distrito.id}
        offset ${$.skip} limit ${$.take}) t`,
  );
});
const totalDeDistritos = totalGuardado('distrito.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(distrito).where(filtro($, f)));

/** Distritos list (cadastros-relatorios §2.8, §7): by ordem unless told otherwise; id or defensoria narrow it. */
export async function listDistritos(db: Leitura, ctx: Contexto, q: ListarDistritos): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'distrito')) return PAGINA_VAZIA_JSON;
  const busca = { id: q.id, defensoria: q.defensoria };
  const filtros = presentes(busca);
  const forma: Forma = { ...filtros, campo: q.orderField, direcao: q.orderBy, comDefensoria: q.comDefensoria, comMovimentacoes: !!q.comMovimentacoes };
  return paginaEmJson(paginaDeDistritos(db, { ...busca, skip: q.skip, take: q.take }, forma), totalDeDistritos(db, busca, filtros));
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
