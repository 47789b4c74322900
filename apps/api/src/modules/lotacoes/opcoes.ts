import { asc, eq } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { filtroDeAcesso } from '../../lib/exigir-acesso.js';
import { assessor } from '../assessores/table.js';
import { cursoTable } from '../cursos/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { instituicaoEnsino } from '../instituicoes/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';

/**
 * The people the placement form selects from. Whoever places people needs their names, not the CPF or the
 * contacts behind ASSESSOR_ENUMERATE / ESTAGIARIO_ENUMERATE (ADR 020).
 */
export async function opcoesAssessores(db: Leitura, ctx: Contexto) {
  const rows = await db
    .select({ id: assessor.id, nome: assessor.nome, ativo: assessor.ativo })
    .from(assessor)
    .where(filtroDeAcesso(ctx, 'assessor'))
    .orderBy(asc(assessor.nome), asc(assessor.id));
  return rows.map((r) => ({ ...r, nome: r.nome ?? '' }));
}

/** Interns with their internships: two queries whatever the number of interns (no N+1). */
export async function opcoesEstagiarios(db: Leitura, ctx: Contexto) {
  const estagiarios = await db
    .select({ id: estagiario.id, nome: nomeCompletoDe(), ativo: estagiario.ativo })
    .from(estagiario)
    .innerJoin(pessoa, eq(pessoa.id, estagiario.pessoaId))
    .where(filtroDeAcesso(ctx, 'estagiario'))
    .orderBy(asc(pessoa.nome), asc(pessoa.sobrenome), asc(estagiario.id));
  // Every intern is listed, so every internship is wanted: no id list to send.
  const estagios = await db
    .select({
      id: estagio.id,
      estagiarioId: estagio.estagiarioId,
      tipo_estagio: estagio.tipoEstagio,
      data_inicio_estagio: estagio.dataInicioEstagio,
      data_fim_estagio: estagio.dataFimEstagio,
      desligamento: estagio.desligamento,
      instituicao: instituicaoEnsino.razaoSocial,
      curso: cursoTable.nome,
    })
    .from(estagio)
    .innerJoin(instituicaoEnsino, eq(instituicaoEnsino.id, estagio.instituicaoEnsinoId))
    .innerJoin(cursoTable, eq(cursoTable.id, estagio.cursoId))
    .orderBy(asc(estagio.dataInicioEstagio), asc(estagio.id));
  const porEstagiario = new Map<number, Omit<(typeof estagios)[number], 'estagiarioId'>[]>();
  for (const { estagiarioId, ...resto } of estagios) {
    if (!porEstagiario.has(estagiarioId)) porEstagiario.set(estagiarioId, []);
    porEstagiario.get(estagiarioId)!.push(resto);
  }
  return estagiarios.map((e) => ({ ...e, estagios: porEstagiario.get(e.id) ?? [] }));
}
