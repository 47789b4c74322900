import {
  dataIsoLocal,
  dataPrazo,
  documentoDoPainelDeMovimentacoes,
  mesesDoPeriodo,
  primeiroDiaDaReferencia,
  situacaoDasEntregas,
  somaMesesReferencia,
  type PainelDeMovimentacoes,
  type ReferenciaDoDefensor,
} from '@sgi/domain';
import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { gerarPdf } from '../../lib/pdf.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { sobrepoe } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { nucleo } from '../nucleos/table.js';
import { movimentacao, registroMovimentacao } from './table.js';

/** The home covers at most two years at once: 24 columns of a chart, and a bounded answer. */
export const PAINEL_MESES_MAX = 24;

export interface FiltroDoPainel {
  referenciaI: string;
  referenciaf?: string | undefined;
  defensoriaId?: number | undefined;
  nucleoId?: number | undefined;
  defensorId?: number | undefined;
}

/** The day before the first of the next month: the month's last day. */
const ultimoDia = (referencia: string) => {
  const d = new Date(`${primeiroDiaDaReferencia(somaMesesReferencia(referencia, 1))}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

const chaveDoLocal = (defensoriaId: number | null, nucleoId: number | null) => (defensoriaId !== null ? `d${defensoriaId}` : `n${nucleoId}`);

interface Devido {
  defensorId: number;
  defensorNome: string;
  referencia: string;
  defensoriaId: number | null;
  nucleoId: number | null;
  local: string;
}

/**
 * GET dashboard/movimentacoes/{referenciaI} (§2.12 Movements home, §3 movement report row; ADR 069, 072): for each
 * defender and month of the period, each place they owe (an active placement of theirs at a defensoria or núcleo in
 * force on some day of the month) or delivered to, with its deadline, deliveries and situation; months after the
 * current one are not owed yet and are left out. `totais` counts the chart's on time, late and pending per month.
 */
export async function painelDeMovimentacoes(db: Leitura, ctx: Contexto, f: FiltroDoPainel): Promise<PainelDeMovimentacoes> {
  const hoje = dataIsoLocal(ctx.agora);
  const fim = f.referenciaf ?? f.referenciaI;
  if (fim < f.referenciaI) throw badRequest('A referência final não pode ser anterior à inicial.', { referenciaf: ['A referência final não pode ser anterior à inicial.'] });
  const todos = mesesDoPeriodo(f.referenciaI, fim);
  if (todos.length > PAINEL_MESES_MAX) {
    const m = `O período tem no máximo ${PAINEL_MESES_MAX} meses.`;
    throw badRequest(m, { referenciaf: [m] });
  }
  const meses = todos.filter((m) => m <= hoje.slice(0, 7));
  if (meses.length === 0) return { linhas: [], totais: [] };
  const inicio = primeiroDiaDaReferencia(meses[0]!);
  const termino = ultimoDia(meses.at(-1)!);
  const local = sql<string>`coalesce(${defensoria.nome}, ${nucleo.nome})`;

  const [lotacoes, entregas] = await Promise.all([
    db
      .select({
        defensorId: lotacao.defensorId,
        defensorNome: nomeCompletoDe(),
        defensoriaId: lotacao.defensoriaId,
        nucleoId: lotacao.nucleoId,
        local,
        dataInicial: lotacao.dataInicial,
        dataFinal: lotacao.dataFinal,
      })
      .from(lotacao)
      .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .leftJoin(defensoria, eq(defensoria.id, lotacao.defensoriaId))
      .leftJoin(nucleo, eq(nucleo.id, lotacao.nucleoId))
      .where(
        and(
          isNotNull(lotacao.defensorId),
          eq(lotacao.ativo, true),
          eq(defensor.ativo, true),
          sobrepoe(inicio, termino),
          f.defensorId ? eq(lotacao.defensorId, f.defensorId) : undefined,
          f.defensoriaId ? eq(lotacao.defensoriaId, f.defensoriaId) : undefined,
          f.nucleoId ? eq(lotacao.nucleoId, f.nucleoId) : undefined,
        ),
      ),
    db
      .select({
        id: movimentacao.id,
        defensorId: movimentacao.defensorId,
        defensorNome: nomeCompletoDe(),
        defensoriaId: movimentacao.defensoriaId,
        nucleoId: movimentacao.nucleoId,
        local,
        referencia: movimentacao.referencia,
        dataRecebimento: movimentacao.dataRecebimento,
        civel: movimentacao.civel,
        criminal: movimentacao.criminal,
        atendimentos: sql<number>`(select coalesce(sum(${registroMovimentacao.quantidade}), 0)::int from ${registroMovimentacao} where ${registroMovimentacao.movimentacaoId} = ${movimentacao.id})`,
      })
      .from(movimentacao)
      .innerJoin(defensor, eq(defensor.id, movimentacao.defensorId))
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .leftJoin(defensoria, eq(defensoria.id, movimentacao.defensoriaId))
      .leftJoin(nucleo, eq(nucleo.id, movimentacao.nucleoId))
      .where(
        and(
          gte(movimentacao.referencia, meses[0]!),
          lte(movimentacao.referencia, meses.at(-1)!),
          f.defensorId ? eq(movimentacao.defensorId, f.defensorId) : undefined,
          f.defensoriaId ? eq(movimentacao.defensoriaId, f.defensoriaId) : undefined,
          f.nucleoId ? eq(movimentacao.nucleoId, f.nucleoId) : undefined,
        ),
      )
      .orderBy(asc(movimentacao.dataRecebimento), asc(movimentacao.id)),
  ]);

  // What each defender owes: per month, each place of a placement in force on some day of it; and whatever they delivered.
  const devidos = new Map<string, Devido>();
  const chave = (defensorId: number, referencia: string, d: number | null, n: number | null) => `${defensorId}|${referencia}|${chaveDoLocal(d, n)}`;
  for (const l of lotacoes) {
    for (const m of meses) {
      if ((l.dataInicial === null || l.dataInicial <= ultimoDia(m)) && (l.dataFinal === null || l.dataFinal >= primeiroDiaDaReferencia(m))) {
        devidos.set(chave(l.defensorId!, m, l.defensoriaId, l.nucleoId), {
          defensorId: l.defensorId!,
          defensorNome: l.defensorNome,
          referencia: m,
          defensoriaId: l.defensoriaId,
          nucleoId: l.nucleoId,
          local: l.local,
        });
      }
    }
  }
  const porChave = new Map<string, typeof entregas>();
  for (const e of entregas) {
    const k = chave(e.defensorId, e.referencia, e.defensoriaId, e.nucleoId);
    if (!devidos.has(k)) devidos.set(k, { defensorId: e.defensorId, defensorNome: e.defensorNome, referencia: e.referencia, defensoriaId: e.defensoriaId, nucleoId: e.nucleoId, local: e.local });
    (porChave.get(k) ?? porChave.set(k, []).get(k)!).push(e);
  }

  const porDefensor = new Map<number, { defensor_id: number; defensor_nome: string; referencias: ReferenciaDoDefensor[] }>();
  const totais = new Map(meses.map((m) => [m, { referencia: m, entregues: 0, atrasadas: 0, pendentes: 0 }]));
  const ordenados = [...devidos.entries()].sort(
    ([, a], [, b]) => a.defensorNome.localeCompare(b.defensorNome, 'pt-BR') || a.defensorId - b.defensorId || a.referencia.localeCompare(b.referencia) || a.local.localeCompare(b.local, 'pt-BR'),
  );
  for (const [k, d] of ordenados) {
    const doMes = porChave.get(k) ?? [];
    const situacao = situacaoDasEntregas(d.referencia, doMes.map((e) => e.dataRecebimento), hoje);
    const total = totais.get(d.referencia)!;
    if (situacao === 'entregue') total.entregues += 1;
    else if (situacao === 'atrasada') total.atrasadas += 1;
    else total.pendentes += 1;
    const linha = porDefensor.get(d.defensorId) ?? porDefensor.set(d.defensorId, { defensor_id: d.defensorId, defensor_nome: d.defensorNome, referencias: [] }).get(d.defensorId)!;
    linha.referencias.push({
      data_referencia: d.referencia,
      data_prazo: dataPrazo(d.referencia),
      defensoria_id: d.defensoriaId,
      nucleo_id: d.nucleoId,
      local: d.local,
      situacao,
      entregas: doMes.map((e) => ({ movimento_id: e.id, data_recebimento: e.dataRecebimento, atendimentos: e.atendimentos, civel: e.civel, criminal: e.criminal })),
    });
  }
  return { linhas: [...porDefensor.values()], totais: [...totais.values()] };
}

/**
 * The home's Imprimir (§2.12): the same answer as the screen's, printed with the filters named (ADR 079); a filter that
 * names no record is printed as its id, the rows being empty anyway.
 */
export async function pdfDoPainelDeMovimentacoes(db: Leitura, ctx: Contexto, f: FiltroDoPainel) {
  const nomeDe = async (tabela: typeof defensoria | typeof nucleo, id: number | undefined) =>
    id === undefined ? null : ((await db.select({ nome: tabela.nome }).from(tabela).where(eq(tabela.id, id)))[0]?.nome ?? `#${id}`);
  const [painel, defensorNome, defensoriaNome, nucleoNome] = await Promise.all([
    painelDeMovimentacoes(db, ctx, f),
    f.defensorId === undefined
      ? null
      : db.select({ nome: nomeCompletoDe() }).from(defensor).innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)).where(eq(defensor.id, f.defensorId)).then((r) => r[0]?.nome ?? `#${f.defensorId}`),
    nomeDe(defensoria, f.defensoriaId),
    nomeDe(nucleo, f.nucleoId),
  ]);
  const filtros = { referenciaI: f.referenciaI, referenciaF: f.referenciaf ?? f.referenciaI, defensor: defensorNome, defensoria: defensoriaNome, nucleo: nucleoNome };
  const arquivo = await gerarPdf(documentoDoPainelDeMovimentacoes(painel, filtros, ctx.agora));
  return { filename: `movimentacoes-${filtros.referenciaI}-${filtros.referenciaF}.pdf`, contentType: 'application/pdf', arquivo };
}
