import type { EstagioDados, EstagioInput } from '@sgi/domain';
import { and, asc, eq } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest, emUso, findOrThrow } from '../../lib/errors.js';
import { exigirAcesso, filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { cursoTable } from '../cursos/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { exigirEstagiarioAtivo } from './service.js';
import { estagio } from './table.js';

export const ESTAGIO_NAO_ENCONTRADO = naoEncontrado('estagio');



const colunas = {
  id: estagio.id,
  estagiarioId: estagio.estagiarioId,
  tipo_estagio: estagio.tipoEstagio,
  instituicaoId: instituicaoEnsino.id,
  instituicaoRazaoSocial: instituicaoEnsino.razaoSocial,
  cursoId: cursoTable.id,
  cursoNome: cursoTable.nome,
  data_inicio_estagio: estagio.dataInicioEstagio,
  data_fim_estagio: estagio.dataFimEstagio,
  desligamento: estagio.desligamento,
  data_colacao_grau: estagio.dataColacaoGrau,
  email: estagio.email,
  fim_semana: estagio.fimSemana,
  versao: estagio.versao,
};

const selecionar = (db: Leitura) =>
  db
    .select(colunas)
    .from(estagio)
    .innerJoin(instituicaoEnsino, eq(instituicaoEnsino.id, estagio.instituicaoEnsinoId))
    .innerJoin(cursoTable, eq(cursoTable.id, estagio.cursoId));

type Linha = Awaited<ReturnType<typeof selecionar>>[number];

/** The spec's shape (§3 Estagio): references as objects with the names the table shows. */
const json = ({ estagiarioId, instituicaoId, instituicaoRazaoSocial, cursoId, cursoNome, ...r }: Linha) => ({
  ...r,
  estagiario: { id: estagiarioId },
  instituicao_ensino: { id: instituicaoId, razao_social: instituicaoRazaoSocial },
  curso: { id: cursoId, nome: cursoNome },
});

/**
 * GET estagio/lista/{estagiarioId}: the intern's internships, oldest first, filtered by the same rule as the route's
 * recurso. An empty answer is told apart from an intern that does not exist (404) only when it is empty, so the
 * usual call costs one query.
 */
export async function listEstagiosDoEstagiario(db: Leitura, ctx: Contexto, estagiarioId: number) {
  const rows = await selecionar(db)
    .where(and(eq(estagio.estagiarioId, estagiarioId), filtroDeAcesso(ctx, 'estagio')))
    .orderBy(asc(estagio.dataInicioEstagio), asc(estagio.id));
  if (rows.length === 0) await exigirAcesso(db, ctx, 'estagiario', [estagiarioId]);
  return rows.map(json);
}

export async function getEstagio(db: Leitura, id: number) {
  return json(findOrThrow(await selecionar(db).where(eq(estagio.id, id)), ESTAGIO_NAO_ENCONTRADO));
}

/** The institution and course must exist: a stale select in the form gets a field message, not a 500. */
async function validarReferencias(tx: Tx, input: EstagioDados) {
  const [[inst], [curso]] = await Promise.all([
    tx.select({ id: instituicaoEnsino.id }).from(instituicaoEnsino).where(eq(instituicaoEnsino.id, input.instituicao_ensino.id)),
    tx.select({ id: cursoTable.id }).from(cursoTable).where(eq(cursoTable.id, input.curso.id)),
  ]);
  if (!inst) throw badRequest('Instituição de ensino não encontrada.', { instituicao_ensino: ['Selecione uma instituição existente.'] });
  if (!curso) throw badRequest('Curso não encontrado.', { curso: ['Selecione um curso existente.'] });
}

const valores = (i: EstagioDados) => ({
  tipoEstagio: i.tipo_estagio,
  instituicaoEnsinoId: i.instituicao_ensino.id,
  cursoId: i.curso.id,
  dataInicioEstagio: i.data_inicio_estagio,
  dataFimEstagio: i.data_fim_estagio,
  desligamento: i.desligamento,
  dataColacaoGrau: i.data_colacao_grau,
  email: i.email,
  fimSemana: i.fim_semana,
});

/** A new internship; an inactive intern receives no new actions (cadastros-relatorios §4). */
export async function createEstagio(db: Leitura, ctx: Contexto, input: EstagioInput): Promise<number> {
  return withActor(db, ctx, async (tx) => {
    await exigirEstagiarioAtivo(tx, input.estagiario.id);
    await validarReferencias(tx, input);
    const [e] = await tx
      .insert(estagio)
      .values({ ...valores(input), estagiarioId: input.estagiario.id })
      .returning({ id: estagio.id });
    return e!.id;
  });
}

/**
 * Edits an internship. It stays with its intern (the body's estagiario is ignored), and an inactive intern's
 * internship may still be corrected or closed (end date, desligamento).
 */
export async function updateEstagio(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<EstagioDados>): Promise<number> {
  const [row] = await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, estagio, id, versao, ESTAGIO_NAO_ENCONTRADO);
    await validarReferencias(tx, input);
    return tx.update(estagio).set(valores(input)).where(eq(estagio.id, id)).returning({ versao: estagio.versao });
  });
  return row!.versao;
}

/** Deletes an internship with its attachments; a placement that still uses it refuses with 409. */
export async function removeEstagio(db: Leitura, ctx: Contexto, id: number): Promise<void> {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, estagio, id, ESTAGIO_NAO_ENCONTRADO);
    try {
      await tx.delete(estagio).where(eq(estagio.id, id));
    } catch (err) {
      throw emUso(err, 'O estágio não pode ser excluído');
    }
  });
}
