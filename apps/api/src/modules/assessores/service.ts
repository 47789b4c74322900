import { formatCpf, type AssessorInput } from '@sgi/domain';
import { and, asc, count, desc, eq, like, ne, sql, type SQL } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { conflict, findOrThrow } from '../../lib/errors.js';
import { contemTexto, pagina } from '../../lib/pagination.js';
import { anexo } from '../anexos/table.js';
import { assessor } from './table.js';

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

/**
 * Ativos and Inativos are the list's two checkboxes (cadastros-relatorios §2.2): each adds its group; both show
 * everyone, neither shows nobody.
 */
function filtroAtivo(q: ListarAssessores): SQL | undefined {
  if (q.ativos && q.inativos) return undefined;
  if (q.ativos) return eq(assessor.ativo, true);
  if (q.inativos) return eq(assessor.ativo, false);
  return sql`false`;
}

export async function listAssessores(db: Leitura, ctx: Contexto, q: ListarAssessores) {
  const termo = q.nome?.trim();
  const where = and(
    filtroDeAcesso(ctx, 'assessor'),
    filtroAtivo(q),
    termo ? contemTexto(assessor.nome, termo) : undefined,
    q.cpf ? like(assessor.cpf, `${q.cpf}%`) : undefined,
  );
  const dir = q.orderDirection === 'desc' ? desc : asc;
  return pagina(
    db
      .select(colunas)
      .from(assessor)
      .where(where)
      // Ties and nameless records fall back to the CPF, then the id, so paging is stable.
      .orderBy(sql`${dir(ORDEM[q.orderBy])} nulls last`, asc(assessor.cpf), asc(assessor.id))
      .offset(q.skip)
      .limit(q.take),
    db.select({ count: count() }).from(assessor).where(where),
  );
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
