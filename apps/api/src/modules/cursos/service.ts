import type { CursoInput } from '@sgi/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { bruta, linhasEmJson, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemPadrao, PAGINA_VAZIA_JSON, padraoDeBusca, paginaEmJson } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { estagio } from '../estagiarios/table.js';
import { cursoTable } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('curso');

export interface ListarCursos {
  skip: number;
  take: number;
  nome?: string | undefined;
}

type Filtros = { nome: boolean };
const filtro = ($: Marcadores<'nome'>, f: Filtros) => (f.nome ? contemPadrao(cursoTable.nome, $.nome) : undefined);

/** A page of courses written by PostgreSQL as the answer's JSON (ADR 059; issue 12), prepared per shape (ADR 041). */
const paginaDeCursos = preparada('curso.lista', (db, $: Marcadores<'nome' | 'skip' | 'take'>, f: Filtros) =>
  bruta<{ json: string }>(
    db,
    linhasEmJson(
      db
        .select({ id: cursoTable.id, nome: cursoTable.nome })
        .from(cursoTable)
        .where(filtro($, f))
        .orderBy(asc(cursoTable.nome), asc(cursoTable.id))
        .offset($.skip)
        .limit($.take),
      sql`nome, id`,
    ),
  ),
);
const totalDeCursos = totalGuardado('curso.total', (db, $: Marcadores<'nome'>, f: Filtros) => db.select({ count: count() }).from(cursoTable).where(filtro($, f)));

/** Courses by name, one page plus the total (also the internship modal's select), as the answer's JSON text. */
export async function listCursos(db: Leitura, ctx: Contexto, q: ListarCursos): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'curso')) return PAGINA_VAZIA_JSON;
  const busca = { nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  return paginaEmJson(paginaDeCursos(db, { ...busca, skip: q.skip, take: q.take }, filtros), totalDeCursos(db, busca, filtros));
}

const detalhe = preparada('curso.detalhe', (db, $: Marcadores<'id'>) =>
  db
    .select({ id: cursoTable.id, nome: cursoTable.nome, ...auditoriaSelect(cursoTable) })
    .from(cursoTable)
    .leftJoin(criador, joinCriador(cursoTable))
    .leftJoin(editor, joinEditor(cursoTable))
    .where(eq(cursoTable.id, $.id)),
);

export async function getCurso(db: Leitura, id: number) {
  const r = findOrThrow(await detalhe(db, { id }), NAO_ENCONTRADO);
  return { id: r.id, nome: r.nome, ...auditoriaJson(r) };
}

// The unique index on lower(nome) is the real guard; this check only gives the clear message first.
async function exigirNomeLivre(tx: Tx, nome: string, excetoId?: number) {
  const [outro] = await tx.select({ id: cursoTable.id }).from(cursoTable).where(sql`lower(${cursoTable.nome}) = lower(${nome})`);
  if (outro && outro.id !== excetoId) throw conflict(`Já existe um curso com o nome "${nome}".`);
}

export async function createCurso(db: Leitura, ctx: Contexto, input: CursoInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirNomeLivre(tx, input.nome);
    return tx.insert(cursoTable).values({ nome: input.nome }).returning({ id: cursoTable.id });
  });
  return getCurso(db, row!.id);
}

export async function updateCurso(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<CursoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, cursoTable, id, versao, NAO_ENCONTRADO);
    await exigirNomeLivre(tx, input.nome, id);
    await tx.update(cursoTable).set({ nome: input.nome }).where(eq(cursoTable.id, id));
  });
  return getCurso(db, id);
}

/** Internships keep their course (FK restrict): a course in use cannot go, and the message says by how many. */
export async function removeCurso(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, cursoTable, id, NAO_ENCONTRADO);
    const [uso] = await tx.select({ total: count() }).from(estagio).where(eq(estagio.cursoId, id));
    const total = Number(uso?.total ?? 0);
    if (total > 0) throw conflict(`O curso é usado por ${total} estágio(s) e não pode ser removido.`);
    await tx.delete(cursoTable).where(eq(cursoTable.id, id));
  });
}
