import { listaPtBr, type ComarcaInput, type ComarcaOrdem } from '@sgi/domain';
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
import { defensoria } from '../defensorias/table.js';
import { nucleo } from '../nucleos/table.js';
import { predio } from '../predios/table.js';
import { comarca } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADA = naoEncontrado('comarca');

const colunas = { id: comarca.id, ordem: comarca.ordem, prefixo: comarca.prefixo, nome: comarca.nome, agrupar: comarca.agrupar };

type Linha = { id: number; ordem: number; prefixo: string | null; nome: string; agrupar: boolean };
const json = (r: Linha): Linha => ({ id: r.id, ordem: r.ordem, prefixo: r.prefixo, nome: r.nome, agrupar: r.agrupar });

const ORDEM: Record<ComarcaOrdem, PgColumn> = { ordem: comarca.ordem, nome: comarca.nome, prefixo: comarca.prefixo };

/** What hangs on a comarca (cadastros-relatorios §3 Comarca): its prédios, defensorias and núcleos. */
const RELACOES = {
  predios: predio,
  defensorias: defensoria,
  nucleos: nucleo,
} as const;
type Relacao = keyof typeof RELACOES;

export interface ListarComarcas {
  skip: number;
  take: number;
  id?: number | undefined;
  nome?: string | undefined;
  orderField: ComarcaOrdem;
  orderBy: 'asc' | 'desc';
  comPredios: boolean;
  comDefensorias: boolean;
  comNucleos: boolean;
}

/** The shape of a list request: which prepared statement serves it (ADR 041), with the relations asked for. */
type Filtros = { id: boolean; nome: boolean };
type Forma = { campo: ComarcaOrdem; direcao: 'asc' | 'desc' } & Filtros & Record<Relacao, boolean>;
type Busca = Marcadores<'id' | 'nome'>;

const filtro = ($: Busca, f: Filtros) => and(f.id ? eq(comarca.id, $.id) : undefined, f.nome ? contemPadrao(comarca.nome, $.nome) : undefined);

/**
 * The {id, nome} of one relation of the row's comarca, in report order, as a JSON array. The outer comarca is named
 * in full: Drizzle writes a one-table select's columns bare, and a bare "id" here would be the relation's own.
 */
const relacaoEmJson = (relacao: Relacao) => {
  const t = RELACOES[relacao];
  return sql`(select coalesce(json_agg(json_build_object('id', ${t.id}, 'nome', ${t.nome}) order by ${t.ordem}, ${t.nome}, ${t.id}), '[]')
    from ${t} where ${t.comarcaId} = ${comarca}.${sql.identifier(comarca.id.name)})`.as(relacao);
};

/**
 * A page of comarcas written by PostgreSQL as the answer's JSON (ADR 059; issue 12), the relations asked for
 * included: one statement where the rows went through Drizzle and Node and each relation was one more query.
 */
const paginaDeComarcas = preparada('comarca.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Forma) => {
  const relacoes = Object.fromEntries((Object.keys(RELACOES) as Relacao[]).filter((r) => f[r]).map((r) => [r, relacaoEmJson(r)]));
  const dir = f.direcao === 'desc' ? 'desc' : 'asc';
  return bruta<{ json: string }>(
    db,
    linhasEmJson(
      db
        .select({ ...colunas, ...relacoes })
        .from(comarca)
        .where(filtro($, f))
        // Ties fall back to the report order, then the id, so paging is stable.
        .orderBy((f.direcao === 'desc' ? desc : asc)(ORDEM[f.campo]), asc(comarca.ordem), asc(comarca.nome), asc(comarca.id))
        .offset($.skip)
        .limit($.take),
      sql`${sql.identifier(f.campo)} ${sql.raw(dir)}, ordem, nome, id`,
    ),
  );
});
const totalDeComarcas = totalGuardado('comarca.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(comarca).where(filtro($, f)));

/** Comarcas in report order by default (ordem, then nome); the com* flags add the lists of what hangs on each. */
export async function listComarcas(db: Leitura, ctx: Contexto, q: ListarComarcas): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'comarca')) return PAGINA_VAZIA_JSON;
  const busca = { id: q.id, nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  const forma: Forma = { campo: q.orderField, direcao: q.orderBy, ...filtros, predios: q.comPredios, defensorias: q.comDefensorias, nucleos: q.comNucleos };
  return paginaEmJson(paginaDeComarcas(db, { ...busca, skip: q.skip, take: q.take }, forma), totalDeComarcas(db, busca, filtros));
}

const detalhe = preparada('comarca.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ ...colunas, ...auditoriaSelect(comarca) })
    .from(comarca)
    .leftJoin(criador, joinCriador(comarca))
    .leftJoin(editor, joinEditor(comarca))
    .where(eq(comarca.id, $.id)),
);

export async function getComarca(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADA);
  return { ...json(r), ...auditoriaJson(r) };
}

export async function createComarca(db: Leitura, ctx: Contexto, input: ComarcaInput) {
  const [row] = await withActor(db, ctx, (tx) => tx.insert(comarca).values(input).returning({ id: comarca.id }));
  return getComarca(db, row!.id);
}

export async function updateComarca(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<ComarcaInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, comarca, id, versao, NAO_ENCONTRADA);
    await tx.update(comarca).set(input).where(eq(comarca.id, id));
  });
  return getComarca(db, id);
}

const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;

/**
 * A comarca still holding defensorias, núcleos or unidades is kept (409) with a message that counts them; tables
 * of later issues that reference it are caught by the foreign key through emUso.
 */
export async function removeComarca(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, comarca, id, NAO_ENCONTRADA);
      const usados = (t: (typeof RELACOES)[Relacao]) => tx.select({ total: count() }).from(t).where(eq(t.comarcaId, id));
      const [[d], [n], [p]] = await Promise.all([usados(defensoria), usados(nucleo), usados(predio)]);
      const usos = [
        [Number(d?.total ?? 0), 'defensoria', 'defensorias'],
        [Number(n?.total ?? 0), 'núcleo', 'núcleos'],
        [Number(p?.total ?? 0), 'unidade', 'unidades'],
      ] as const;
      const textos = usos.filter(([total]) => total > 0).map(([total, um, varios]) => contar(total, um, varios));
      if (textos.length) throw conflict(`A comarca não pode ser excluída: tem ${listaPtBr(textos)}.`);
      await tx.delete(comarca).where(eq(comarca.id, id));
    });
  } catch (err) {
    throw emUso(err, 'A comarca não pode ser excluída');
  }
}
