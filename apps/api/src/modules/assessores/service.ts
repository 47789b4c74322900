import { formatCpf, type AssessorInput } from '@sgi/domain';
import { and, asc, count, desc, eq, like, ne, sql, type SQL } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { bruta, linhasEmJson, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, PAGINA_VAZIA_JSON, padraoDeBusca, paginaEmJson } from '../../lib/pagination.js';
import { anexo } from '../anexos/table.js';
import { assessor } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('assessor');

export type AssessorOrdem = 'nome' | 'cpf';

export interface ListarAssessores {
  skip: number;
  take: number;
  ativos: boolean;
  inativos: boolean;
  nome?: string | undefined;
  cpf?: string | undefined;
  orderBy: AssessorOrdem;
  orderDirection: 'asc' | 'desc';
}

const colunas = {
  id: assessor.id,
  cpf: assessor.cpf,
  nome: assessor.nome,
  ativo: assessor.ativo,
  telefone: assessor.telefone,
  email_institucional: assessor.emailInstitucional,
  email: assessor.email,
  data_entrada: assessor.dataEntrada,
  data_sessao: assessor.dataSessao,
  data_saida: assessor.dataSaida,
};

const ORDEM = { nome: assessor.nome, cpf: assessor.cpf } as const;

/** The shape of a list request: which prepared statement serves it (ADR 041). */
type Filtros = { nome: boolean; cpf: boolean; ativos: boolean; inativos: boolean };
type Forma = Filtros & { campo: AssessorOrdem; direcao: 'asc' | 'desc' };
type Busca = Marcadores<'nome' | 'cpf'>;

/**
 * Ativos and Inativos are the list's two checkboxes (cadastros-relatorios §2.2): each adds its group; both show
 * everyone, neither shows nobody.
 */
function filtroAtivo(f: Filtros): SQL | undefined {
  if (f.ativos && f.inativos) return undefined;
  if (f.ativos) return eq(assessor.ativo, true);
  if (f.inativos) return eq(assessor.ativo, false);
  return sql`false`;
}
const filtro = ($: Busca, f: Filtros) =>
  and(filtroAtivo(f), f.nome ? contemPadrao(assessor.nome, $.nome) : undefined, f.cpf ? like(assessor.cpf, $.cpf) : undefined);

/**
 * A page of assessores written by PostgreSQL as the answer's JSON (ADR 059; issue 12): the screen asks for all of
 * them at once (10000, without Paginar), and parsing and serialising every row in Node cost three times the query.
 * The select's columns are named as the answer's fields.
 */
const paginaDeAssessores = preparada('assessor.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Forma) => {
  const dir = f.direcao === 'desc' ? desc : asc;
  return bruta<{ json: string }>(
    db,
    linhasEmJson(
      db
        .select(colunas)
        .from(assessor)
        .where(filtro($, f))
        // Ties and nameless records fall back to the CPF, then the id, so paging is stable.
        .orderBy(sql`${dir(ORDEM[f.campo])} nulls last`, asc(assessor.cpf), asc(assessor.id))
        .offset($.skip)
        .limit($.take),
      sql`${sql.identifier(f.campo)} ${sql.raw(f.direcao)} nulls last, cpf, id`,
    ),
  );
});
const totalDeAssessores = totalGuardado('assessor.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(assessor).where(filtro($, f)));

/** The list as the answer's JSON text: [rows, total]. */
export async function listAssessores(db: Leitura, ctx: Contexto, q: ListarAssessores): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'assessor')) return PAGINA_VAZIA_JSON;
  const termo = q.nome?.trim();
  const busca = { nome: termo ? padraoDeBusca(termo) : undefined, cpf: q.cpf ? `${q.cpf}%` : undefined };
  const forma: Forma = { ...presentes(busca), ativos: q.ativos, inativos: q.inativos, campo: q.orderBy, direcao: q.orderDirection };
  return paginaEmJson(paginaDeAssessores(db, { ...busca, skip: q.skip, take: q.take }, forma), totalDeAssessores(db, busca, forma));
}

export async function getAssessor(db: Leitura, id: number) {
  const totalAnexos = sql<number>`(select count(*)::int from ${anexo} where ${anexo}.assessor_id = ${assessor}.id)`;
  const r = findOrThrow(
    await db
      .select({ ...colunas, anexos: totalAnexos, ...auditoriaSelect(assessor) })
      .from(assessor)
      .leftJoin(criador, joinCriador(assessor))
      .leftJoin(editor, joinEditor(assessor))
      .where(eq(assessor.id, id)),
    NAO_ENCONTRADO,
  );
  const { criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao, ...dados } = r;
  return { ...dados, ...auditoriaJson({ criadoEm, editadoEm, criadoPorUsername, editadoPorUsername, versao }) };
}

async function exigirCpfLivre(tx: Tx, cpf: string, excetoId?: number) {
  const [outro] = await tx
    .select({ id: assessor.id })
    .from(assessor)
    .where(and(eq(assessor.cpf, cpf), excetoId ? ne(assessor.id, excetoId) : undefined));
  if (outro) throw conflict(`Já existe um assessor com o CPF ${formatCpf(cpf)}.`);
}

const valores = (i: AssessorInput) => ({
  cpf: i.cpf,
  nome: i.nome,
  ativo: i.ativo,
  telefone: i.telefone,
  emailInstitucional: i.email_institucional,
  email: i.email,
  dataEntrada: i.data_entrada,
  dataSessao: i.data_sessao,
  dataSaida: i.data_saida,
});

export async function createAssessor(db: Leitura, ctx: Contexto, input: AssessorInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirCpfLivre(tx, input.cpf);
    return tx.insert(assessor).values(valores(input)).returning({ id: assessor.id });
  });
  return getAssessor(db, row!.id);
}

export async function updateAssessor(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<AssessorInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, assessor, id, versao, NAO_ENCONTRADO);
    await exigirCpfLivre(tx, input.cpf, id);
    await tx.update(assessor).set(valores(input)).where(eq(assessor.id, id));
  });
  return getAssessor(db, id);
}

/** The advisor's attachments are part of the record and go with it (their removal is in the history too). */
export async function removeAssessor(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, assessor, id, NAO_ENCONTRADO);
    await tx.delete(assessor).where(eq(assessor.id, id));
  });
}
