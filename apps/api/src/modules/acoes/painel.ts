import { TIPO_ACAO_OPCOES, type GrupoDoResumo, type ResumoDoDia, type SituacaoDoDia } from '@sgi/domain';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { filtroDeAcesso } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { periodo } from './table.js';

/**
 * The actions of the day, one per defender (the earliest, should rule 1 be off and two overlap), with the defender's
 * active flag: what the Férias home counts and lists (ADR 064).
 */
function acoesDoDia(db: Leitura, ctx: Contexto, dia: string) {
  return db
    .selectDistinctOn([periodo.defensorId], {
      defensorId: periodo.defensorId,
      id: periodo.id,
      tipo: periodo.tipo,
      motivo: periodo.motivo,
      inicio: periodo.dataInicial,
      fim: periodo.dataFinal,
    })
    .from(periodo)
    .where(and(filtroDeAcesso(ctx, 'periodo'), lte(periodo.dataInicial, dia), gte(periodo.dataFinal, dia)))
    .orderBy(asc(periodo.defensorId), asc(periodo.dataInicial), asc(periodo.id));
}

const GRUPO = new Map<number, GrupoDoResumo>(TIPO_ACAO_OPCOES.map((o) => [o.value, o.resumo]));

/**
 * GET dashboard/{day} (§2.16, §3 Dashboard summary; ADR 064): nosistema every defender registered, ativos and inativos
 * by the register's flag; férias, folgas, abonos and licenças the active defenders away that day by the type's group
 * (ADR 060); atuando the active ones not away.
 */
export async function resumoDoDia(db: Leitura, ctx: Contexto, dia: string): Promise<ResumoDoDia> {
  const [[cadastro], acoes] = await Promise.all([
    db
      .select({ nosistema: sql<number>`count(*)::int`, ativos: sql<number>`(count(*) filter (where ${defensor.ativo}))::int` })
      .from(defensor)
      .where(filtroDeAcesso(ctx, 'defensor')),
    db
      .select({ defensorId: sql<number>`a.defensor_id`, tipo: sql<number>`a.tipo` })
      .from(acoesDoDia(db, ctx, dia).as('a'))
      .innerJoin(defensor, and(eq(defensor.id, sql`a.defensor_id`), eq(defensor.ativo, true))),
  ]);
  const resumo: ResumoDoDia = { atuando: 0, ferias: 0, folgas: 0, abonos: 0, licencas: 0, ativos: 0, nosistema: 0, inativos: 0 };
  for (const a of acoes) {
    const grupo = GRUPO.get(Number(a.tipo));
    if (grupo) resumo[grupo] += 1;
  }
  const nosistema = Number(cadastro?.nosistema ?? 0);
  const ativos = Number(cadastro?.ativos ?? 0);
  return { ...resumo, nosistema, ativos, inativos: nosistema - ativos, atuando: ativos - acoes.length };
}

/**
 * GET dashboard?dia&naovazio (§3 dashboard rows; ADR 064): each defender's situation that day, by name. With naovazio
 * only those away; without it every active defender too (at work: tipo null), and an inactive one only when away.
 */
export async function situacoesDoDia(db: Leitura, ctx: Contexto, dia: string, naovazio: boolean): Promise<SituacaoDoDia[]> {
  const acoes = acoesDoDia(db, ctx, dia).as('a');
  const rows = await db
    .select({
      id: defensor.id,
      nome: nomeCompletoDe(),
      ativo: defensor.ativo,
      periodoId: acoes.id,
      tipo: acoes.tipo,
      motivo: acoes.motivo,
      inicio: acoes.inicio,
      fim: acoes.fim,
    })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .leftJoin(acoes, eq(acoes.defensorId, defensor.id))
    .where(and(filtroDeAcesso(ctx, 'defensor'), naovazio ? sql`${acoes.id} is not null` : sql`(${defensor.ativo} or ${acoes.id} is not null)`))
    .orderBy(asc(pessoa.nome), asc(pessoa.sobrenome), asc(defensor.id));
  return rows.map((r) => ({
    defensor: { id: r.id, nome: r.nome, ativo: r.ativo },
    tipo: r.tipo ?? null,
    motivo: r.motivo ?? null,
    inicio: r.inicio ?? null,
    fim: r.fim ?? null,
    periodo_id: r.periodoId ?? null,
  }));
}
