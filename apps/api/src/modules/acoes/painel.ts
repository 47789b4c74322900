import { TIPO_ACAO_OPCOES, type GrupoDoResumo, type ResumoDoDia } from '@sgi/domain';
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import { alcancaTodasOuNenhuma } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { periodo } from './table.js';

/**
 * The actions of the day, one per defender (the earliest, should rule 1 be off and two overlap), with the defender's
 * active flag: what the Férias home counts and lists (ADR 064).
 */
/** The action covers the day, written as the GiST index on its days reads it (table.ts). */
export const emVigencia = (dia: Placeholder | string): SQL => sql`daterange(${periodo.dataInicial}, ${periodo.dataFinal}, '[]') @> ${dia}::date`;

function acoesDoDia(db: Leitura, dia: Placeholder<'dia'>) {
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
    .where(emVigencia(dia))
    .orderBy(asc(periodo.defensorId), asc(periodo.dataInicial), asc(periodo.id));
}

const GRUPO = new Map<number, GrupoDoResumo>(TIPO_ACAO_OPCOES.map((o) => [o.value, o.resumo]));

/**
 * GET dashboard/{day} (§2.16, §3 Dashboard summary; ADR 064): nosistema every defender registered, ativos and inativos
 * by the register's flag; férias, folgas, abonos and licenças the active defenders away that day by the type's group
 * (ADR 060); atuando the active ones not away.
 */
const cadastroDosDefensores = preparada('ferias.cadastro', (db) =>
  db.select({ nosistema: sql<number>`count(*)::int`, ativos: sql<number>`(count(*) filter (where ${defensor.ativo}))::int` }).from(defensor),
);
const acoesDosAtivos = preparada('ferias.acoes-do-dia', (db, $: Marcadores<'dia'>) =>
  db
    .select({ defensorId: sql<number>`a.defensor_id`, tipo: sql<number>`a.tipo` })
    .from(acoesDoDia(db, $.dia).as('a'))
    .innerJoin(defensor, and(eq(defensor.id, sql`a.defensor_id`), eq(defensor.ativo, true))),
);

export async function resumoDoDia(db: Leitura, ctx: Contexto, dia: string): Promise<ResumoDoDia> {
  const todos = alcancaTodasOuNenhuma(ctx, 'defensor') && alcancaTodasOuNenhuma(ctx, 'periodo');
  // Prepared (issue 12): the home asks for it on every day picked.
  const [[cadastro], acoes] = todos ? await Promise.all([cadastroDosDefensores(db, {}), acoesDosAtivos(db, { dia })]) : [[], []];
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
 * Written by PostgreSQL as the answer's JSON (ADR 059; issue 12): every defender of the office in one answer.
 */
const situacoes = preparada('ferias.situacoes', (db, $: Marcadores<'dia'>, f: { naovazio: boolean }) => {
  const acoes = acoesDoDia(db, $.dia).as('a');
  return bruta<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'defensor', json_build_object('id', ${defensor.id}, 'nome', ${nomeCompletoDe()}, 'ativo', ${defensor.ativo}),
        'tipo', ${acoes.tipo}, 'motivo', ${acoes.motivo}, 'inicio', ${acoes.inicio}, 'fim', ${acoes.fim}, 'periodo_id', ${acoes.id}
      ) order by ${pessoa.nome}, ${pessoa.sobrenome}, ${defensor.id}), '[]')::text as json
      from ${defensor} join ${pessoa} on ${pessoa.id} = ${defensor.pessoaId} left join ${acoes} on ${acoes.defensorId} = ${defensor.id}
      where ${f.naovazio ? sql`${acoes.id} is not null` : sql`(${defensor.ativo} or ${acoes.id} is not null)`}`,
  );
});

export async function situacoesDoDiaJson(db: Leitura, ctx: Contexto, dia: string, naovazio: boolean): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'defensor') || !alcancaTodasOuNenhuma(ctx, 'periodo')) return '[]';
  const { rows } = await situacoes(db, { dia }, { naovazio });
  return rows[0]!.json;
}
