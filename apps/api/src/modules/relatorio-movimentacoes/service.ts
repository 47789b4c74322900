import { mesesDoRelatorio, type LinhaDoRelatorio, type RelatorioDeMovimentacoes } from '@sgi/domain';
import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { filtroDeAcesso } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { movimentacao, registroMovimentacao, tipoMovimentacao } from '../movimentacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';

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
 * GET relatorio/movimentacoes/{inicio}/{fim}/{ref} (§7; ADR 080): the quantities of the movements of the period —
 * by the reference month (ref) or the receipt date — grouped by defender, place, type, category and month in one SQL
 * statement; the tabs are built from these rows (domain, relatorio-movimentacoes.ts). Cível alone keeps the movements
 * marked cível, Criminal alone the criminal ones; both keep every movement (Outro included).
 */
export async function relatorioDeMovimentacoes(db: Leitura, ctx: Contexto, f: FiltroDoRelatorio): Promise<RelatorioDeMovimentacoes> {
  if (!f.civel && !f.criminal) throw badRequest(MENSAGEM_CATEGORIAS, { civel: [MENSAGEM_CATEGORIAS] });
  const meses = mesesDoRelatorio(f.inicio, f.fim);
  const mes: SQL<string> = f.ref ? sql`${movimentacao.referencia}` : sql`to_char(${movimentacao.dataRecebimento}, 'YYYY-MM')`;
  const categoria = sql<string>`case when ${movimentacao.civel} and not ${movimentacao.criminal} then 'civel' when ${movimentacao.criminal} and not ${movimentacao.civel} then 'criminal' else 'outro' end`;
  const localChave = sql<string>`case when ${movimentacao.nucleoId} is not null then 'n' || ${movimentacao.nucleoId} else 'd' || ${movimentacao.defensoriaId} end`;
  const rows = await db
    .select({
      defensor_id: movimentacao.defensorId,
      defensor_nome: nomeCompletoDe(),
      local_chave: localChave,
      local_nome: sql<string>`coalesce(${nucleo.nome}, ${defensoria.nome}, '')`,
      local_nucleo: sql<boolean>`${movimentacao.nucleoId} is not null`,
      tipo_id: tipoMovimentacao.id,
      tipo_descricao: tipoMovimentacao.descricao,
      tipo_inicial: tipoMovimentacao.inicial,
      categoria,
      mes,
      quantidade: sql<number>`sum(${registroMovimentacao.quantidade})::int`,
    })
    .from(movimentacao)
    .innerJoin(registroMovimentacao, eq(registroMovimentacao.movimentacaoId, movimentacao.id))
    .innerJoin(tipoMovimentacao, eq(tipoMovimentacao.id, registroMovimentacao.tipoId))
    .innerJoin(defensor, eq(defensor.id, movimentacao.defensorId))
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .leftJoin(defensoria, eq(defensoria.id, movimentacao.defensoriaId))
    .leftJoin(nucleo, eq(nucleo.id, movimentacao.nucleoId))
    .where(
      and(
        filtroDeAcesso(ctx, 'movimentacao'),
        f.ref ? between(movimentacao.referencia, f.inicio.slice(0, 7), f.fim.slice(0, 7)) : between(movimentacao.dataRecebimento, f.inicio, f.fim),
        f.defensor ? eq(movimentacao.defensorId, f.defensor) : undefined,
        f.defensoria ? eq(movimentacao.defensoriaId, f.defensoria) : undefined,
        f.nucleo ? eq(movimentacao.nucleoId, f.nucleo) : undefined,
        f.civel && f.criminal ? undefined : f.civel ? eq(movimentacao.civel, true) : eq(movimentacao.criminal, true),
        f.tipos?.length ? inArray(registroMovimentacao.tipoId, f.tipos) : undefined,
      ),
    )
    .groupBy(movimentacao.defensorId, pessoa.nome, pessoa.sobrenome, localChave, nucleo.nome, defensoria.nome, sql`${movimentacao.nucleoId} is not null`, tipoMovimentacao.id, categoria, mes);
  const linhas: LinhaDoRelatorio[] = rows.map((r) => ({ ...r, categoria: r.categoria as LinhaDoRelatorio['categoria'] }));
  return { inicio: f.inicio, fim: f.fim, porReferencia: f.ref, meses, linhas, geradoEm: ctx.agora.toISOString() };
}

