import { mesesDoRelatorio, type RelatorioDeMovimentacoes } from '@sgi/domain';
import { and, sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma } from '../../lib/exigir-acesso.js';
import { nomeCompletoNoAlias } from '../pessoas/colunas.js';

export interface FiltroDoRelatorio {
  inicio: string;
  fim: string;
  ref: boolean;
  defensor?: number | undefined;
  defensoria?: number | undefined;
  nucleo?: number | undefined;
  civel: boolean;
  criminal: boolean;
  tipos?: number[] | undefined;
}

export const MENSAGEM_CATEGORIAS = 'Marque Cível, Criminal ou os dois.';

/**
 * GET relatorio/movimentacoes/{inicio}/{fim}/{ref} (§7; ADR 080) as the answer's JSON text, written by PostgreSQL in
 * one statement (ADR 059): the quantities of the period's movements — by the reference month (ref) or the receipt
 * date — grouped by defender, place, type and category, and the total of each month (the Defensor tab's trend). The
 * tabs are built from these rows (domain, relatorio-movimentacoes.ts). Cível alone keeps the movements marked cível,
 * Criminal alone the criminal ones; both keep every movement (Outro included).
 */
export async function relatorioEmJson(db: Leitura, ctx: Contexto, f: FiltroDoRelatorio): Promise<string> {
  if (!f.civel && !f.criminal) throw badRequest(MENSAGEM_CATEGORIAS, { civel: [MENSAGEM_CATEGORIAS] });
  const mes = f.ref ? sql`m.referencia` : sql`to_char(m.data_recebimento, 'YYYY-MM')`;
  const onde = and(
    f.ref ? sql`m.referencia between ${f.inicio.slice(0, 7)} and ${f.fim.slice(0, 7)}` : sql`m.data_recebimento between ${f.inicio}::date and ${f.fim}::date`,
    f.defensor !== undefined ? sql`m.defensor_id = ${f.defensor}` : undefined,
    f.defensoria !== undefined ? sql`m.defensoria_id = ${f.defensoria}` : undefined,
    f.nucleo !== undefined ? sql`m.nucleo_id = ${f.nucleo}` : undefined,
    f.civel && f.criminal ? undefined : f.civel ? sql`m.civel` : sql`m.criminal`,
    f.tipos?.length ? sql`r.tipo_id = any(${`{${f.tipos.join(',')}}`}::int[])` : undefined,
    // The record-level rule of the movements reaches all of them or none (lib/exigir-acesso).
    alcancaTodasOuNenhuma(ctx, 'movimentacao') ? undefined : sql`false`,
  )!;
  const { rows } = (await db.execute(sql`
    with base as (
      select m.defensor_id, m.defensoria_id, m.nucleo_id, r.tipo_id, r.quantidade, ${mes} as mes,
             case when m.civel and not m.criminal then 'civel' when m.criminal and not m.civel then 'criminal' else 'outro' end as categoria
      from movimentacao m join registro_movimentacao r on r.movimentacao_id = m.id
      where ${onde}),
    g as (select defensor_id, defensoria_id, nucleo_id, tipo_id, categoria, sum(quantidade)::int as quantidade from base group by 1, 2, 3, 4, 5),
    linhas as (
      select g.defensor_id, ${nomeCompletoNoAlias('p')} as defensor_nome,
             case when g.nucleo_id is not null then 'n' || g.nucleo_id else 'd' || g.defensoria_id end as local_chave,
             coalesce(n.nome, df.nome, '') as local_nome, g.nucleo_id is not null as local_nucleo,
             t.id as tipo_id, t.descricao as tipo_descricao, t.inicial as tipo_inicial, g.categoria, g.quantidade
      from g join defensor d on d.id = g.defensor_id join pessoa p on p.id = d.pessoa_id join tipo_movimentacao t on t.id = g.tipo_id
        left join defensoria df on df.id = g.defensoria_id left join nucleo n on n.id = g.nucleo_id)
    select json_build_object(
      'inicio', ${f.inicio}::text, 'fim', ${f.fim}::text, 'porReferencia', ${f.ref}::boolean,
      'meses', ${JSON.stringify(mesesDoRelatorio(f.inicio, f.fim))}::json,
      'linhas', coalesce((select json_agg(l order by l.defensor_id, l.local_chave, l.tipo_id, l.categoria) from linhas l), '[]'),
      'porMes', coalesce((select json_agg(json_build_object('mes', x.mes, 'quantidade', x.quantidade) order by x.mes)
                          from (select mes, sum(quantidade)::int as quantidade from base group by mes) x), '[]'),
      'geradoEm', ${ctx.agora.toISOString()}::text
    )::text as json`)) as unknown as { rows: { json: string }[] };
  return rows[0]!.json;
}

/** The report as an object, for the files (PDF, Excel) made from it. */
export const relatorioDeMovimentacoes = async (db: Leitura, ctx: Contexto, f: FiltroDoRelatorio): Promise<RelatorioDeMovimentacoes> =>
  JSON.parse(await relatorioEmJson(db, ctx, f)) as RelatorioDeMovimentacoes;
