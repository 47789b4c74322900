import { PERMISSOES, permissaoPorId, permissaoPorNome, type PapelInput } from '@sgi/domain';
import { count, eq, sql } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { bruta, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { PAGINA_VAZIA_JSON, paginaEmJson } from '../../lib/pagination.js';
import { exigirPermissoesDoPapel } from '../../lib/privilegios.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { usuario } from '../usuarios/table.js';
import { papel } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('papel');

// Correlated subquery with both sides qualified by hand: in a single-table select drizzle renders ${papel.id} as a
// bare "id", which inside the subquery would mean usuario.id and count the wrong rows.
const totalUsuarios = sql<number>`(select count(*)::int from ${usuario} where ${usuario}.papel_id = ${papel}.id)`;

const permissoesJson = (nomes: string[]) =>
  nomes.flatMap((nome) => {
    const p = permissaoPorNome(nome);
    return p ? [{ id: p.id, nome: p.nome }] : [];
  });

export interface ListarPapeis {
  skip: number;
  take: number;
  id?: number | undefined;
  comPermissoes: boolean;
  comUsuarios: boolean;
}

type Filtros = { id: boolean };
type Forma = Filtros & { permissoes: boolean; usuarios: boolean };
const filtro = ($: Marcadores<'id'>, f: Filtros) => (f.id ? eq(papel.id, $.id) : undefined);

/**
 * The permission catalogue as a constant table of the list's statement: a role's stored names become {id, nome} in
 * their stored order, a name no longer in the catalogue left out (as permissoesJson does for the detail).
 */
const CATALOGO = sql.raw(
  `(values ${PERMISSOES.map((p) => {
    if (!/^[A-Z_]+$/.test(p.nome)) throw new Error(`Nome de permissão fora do padrão: ${p.nome}.`);
    return `(${p.id}, '${p.nome}')`;
  }).join(', ')}) as catalogo(id, nome)`,
);

/**
 * A page of papéis written by PostgreSQL as the answer's JSON (ADR 059, issue 12): with its users, the list parsed
 * and rebuilt every user and every role's permission array in Node on each request, three times the floor's cost.
 */
const paginaDePapeis = preparada('papel.lista', (db, $: Marcadores<'id' | 'skip' | 'take'>, f: Forma) =>
  bruta<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', p.id, 'nome', p.nome,
        'totalUsuarios', (select count(*)::int from ${usuario} u where u.papel_id = p.id)${
          f.permissoes
            ? sql`, 'permissoes', (select coalesce(json_agg(json_build_object('id', catalogo.id, 'nome', catalogo.nome) order by n.i), '[]')
                from unnest(p.permissoes) with ordinality as n(nome, i) join ${CATALOGO} on catalogo.nome = n.nome)`
            : sql``
        }${
          f.usuarios
            ? sql`, 'usuarios', (select coalesce(json_agg(json_build_object('id', u.id, 'username', u.username) order by u.username), '[]')
                from ${usuario} u where u.papel_id = p.id)`
            : sql``
        }) order by p.nome), '[]')::text as json
      from (select ${papel.id} as id, ${papel.nome} as nome, ${papel.permissoes} as permissoes from ${papel}
        ${f.id ? sql`where ${filtro($, f)}` : sql``} order by ${papel.nome} offset ${$.skip} limit ${$.take}) p`,
  ),
);
const totalDePapeis = totalGuardado('papel.total', (db, $: Marcadores<'id'>, f: Filtros) => db.select({ count: count() }).from(papel).where(filtro($, f)));
const detalhe = preparada('papel.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ id: papel.id, nome: papel.nome, permissoes: papel.permissoes, totalUsuarios, ...auditoriaSelect(papel) })
    .from(papel)
    .leftJoin(criador, joinCriador(papel))
    .leftJoin(editor, joinEditor(papel))
    .where(eq(papel.id, $.id)),
);

/** Papéis by name, as the answer's JSON text (ADR 059): totalUsuarios always, permissions and users on request. */
export async function listPapeis(db: Leitura, ctx: Contexto, q: ListarPapeis): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'papel')) return PAGINA_VAZIA_JSON;
  const busca = { id: q.id };
  const filtros = presentes(busca);
  return paginaEmJson(
    paginaDePapeis(db, { ...busca, skip: q.skip, take: q.take }, { ...filtros, permissoes: q.comPermissoes, usuarios: q.comUsuarios }),
    totalDePapeis(db, busca, filtros),
  );
}

export async function getPapel(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), 'Papel não encontrado.');
  return { id: r.id, nome: r.nome, totalUsuarios: r.totalUsuarios, permissoes: permissoesJson(r.permissoes), ...auditoriaJson(r) };
}

function nomesDasPermissoes(input: PapelInput): string[] {
  const nomes = new Set<string>();
  for (const { id } of input.permissoes) {
    const p = permissaoPorId(id);
    if (!p) throw badRequest(`Permissão desconhecida: ${id}.`, { permissoes: [`Permissão desconhecida: ${id}.`] });
    nomes.add(p.nome);
  }
  return [...nomes].sort();
}

async function exigirNomeLivre(tx: Tx, nome: string, excetoId?: number) {
  const [outro] = await tx.select({ id: papel.id }).from(papel).where(sql`lower(${papel.nome}) = lower(${nome})`);
  if (outro && outro.id !== excetoId) throw conflict(`Já existe um papel com o nome "${nome}".`);
}

/** ctx null: the system (first start, demo data). Only permissions the actor holds go into a new papel. */
export async function createPapel(db: Leitura, ctx: Contexto, input: PapelInput) {
  const permissoes = nomesDasPermissoes(input);
  exigirPermissoesDoPapel(ctx, [], permissoes);
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirNomeLivre(tx, input.nome);
    return tx.insert(papel).values({ nome: input.nome, permissoes }).returning({ id: papel.id });
  });
  return getPapel(db, row!.id);
}

/**
 * Editing the list of a papel held by users grants or takes away their permissions: only permissions the actor
 * holds may come in or go out (ADR 026); the others stay as they are.
 */
export async function updatePapel(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<PapelInput>) {
  const permissoes = nomesDasPermissoes(input);
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, papel, id, versao, NAO_ENCONTRADO);
    await exigirNomeLivre(tx, input.nome, id);
    const [antes] = await tx.select({ permissoes: papel.permissoes }).from(papel).where(eq(papel.id, id));
    exigirPermissoesDoPapel(ctx, antes!.permissoes, permissoes);
    await tx.update(papel).set({ nome: input.nome, permissoes }).where(eq(papel.id, id));
  });
  return getPapel(db, id);
}

export async function removePapel(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, papel, id, NAO_ENCONTRADO);
    const atual = await getPapel(tx, id);
    if (atual.totalUsuarios > 0) {
      throw conflict(
        `O papel "${atual.nome}" possui ${atual.totalUsuarios} usuário(s) vinculado(s) e não pode ser removido. ` +
          'Troque o papel desses usuários antes.',
      );
    }
    await tx.delete(papel).where(eq(papel.id, id));
  });
}
