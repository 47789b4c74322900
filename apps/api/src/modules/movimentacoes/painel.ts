import {
  compararPtBr,
  dataIsoLocal,
  dataPrazo,
  documentoDoPainelDeMovimentacoes,
  mesesDoPeriodo,
  primeiroDiaDaReferencia,
  somaMesesReferencia,
  totaisDoPainel,
  type PainelDeMovimentacoes,
} from '@sgi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import { bruta, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { gerarPdf } from '../../lib/pdf.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { nomeCompletoDe, nomeCompletoNoAlias } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { nucleo } from '../nucleos/table.js';

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


/** Which of the home's filters a request sets: the statement's shape. */
type FiltrosDoPainel = { defensor: boolean; defensoria: boolean; nucleo: boolean };
type MarcadoresDoPainel = Marcadores<'prazos' | 'hoje' | 'defensor' | 'defensoria' | 'nucleo'>;

/** The filters on a table of placements or deliveries (`t`: its alias), each present one as a placeholder. */
const noLocal = ($: MarcadoresDoPainel, f: FiltrosDoPainel, t: string) =>
  and(
    f.defensor ? sql`${sql.raw(t)}.defensor_id = ${$.defensor}` : undefined,
    f.defensoria ? sql`${sql.raw(t)}.defensoria_id = ${$.defensoria}` : undefined,
    f.nucleo ? sql`${sql.raw(t)}.nucleo_id = ${$.nucleo}` : undefined,
    sql`true`,
  )!;

/**
 * The home's statement, prepared per filter shape (ADR 041): on the embedded database, planning it was 3 of its 11 ms.
 * The months come in as one JSON parameter (ref, inicio, fim, prazo), today as another.
 */
const consultaDoPainel = preparada('movimentacao.painel', (db, $: MarcadoresDoPainel, f: FiltrosDoPainel) =>
  bruta<{ json: string }>(
    db,
    sql`
    with prazos as (select * from json_to_recordset(${$.prazos}::json) as x(ref text, inicio date, fim date, prazo date)),
    entregas as (
      select m.id, m.defensor_id, m.referencia as ref, m.defensoria_id, m.nucleo_id, m.data_recebimento, m.civel, m.criminal,
             (select coalesce(sum(r.quantidade), 0)::int from registro_movimentacao r where r.movimentacao_id = m.id) as atendimentos
      from movimentacao m where m.referencia in (select ref from prazos) and ${noLocal($, f, 'm')}),
    porChave as (
      select defensor_id, ref, defensoria_id, nucleo_id, min(data_recebimento) as primeira,
             json_agg(json_build_object('movimento_id', id, 'data_recebimento', data_recebimento, 'atendimentos', atendimentos, 'civel', civel, 'criminal', criminal)
               order by data_recebimento, id) as lista
      from entregas group by defensor_id, ref, defensoria_id, nucleo_id),
    chaves as (
      select l.defensor_id, p.ref, l.defensoria_id, l.nucleo_id from lotacao l join defensor d on d.id = l.defensor_id and d.ativo
        join prazos p on (l.data_inicial is null or l.data_inicial <= p.fim) and (l.data_final is null or l.data_final >= p.inicio)
        where l.ativo and l.defensor_id is not null and ${noLocal($, f, 'l')}
      union select defensor_id, ref, defensoria_id, nucleo_id from porChave),
    situadas as (
      select c.defensor_id, c.ref, p.prazo, c.defensoria_id, c.nucleo_id, coalesce(df.nome, n.nome) as local,
             coalesce(e.lista, '[]') as lista,
             case when e.primeira is null then case when ${$.hoje}::date > p.prazo then 'pendente_vencida' else 'pendente' end
                  when e.primeira > p.prazo then 'atrasada' else 'entregue' end as situacao
      from chaves c join prazos p on p.ref = c.ref
        left join defensoria df on df.id = c.defensoria_id left join nucleo n on n.id = c.nucleo_id
        left join porChave e on e.defensor_id = c.defensor_id and e.ref = c.ref
          and e.defensoria_id is not distinct from c.defensoria_id and e.nucleo_id is not distinct from c.nucleo_id),
    porDefensor as (
      select s.defensor_id,
             json_agg(json_build_object('data_referencia', s.ref, 'data_prazo', s.prazo, 'defensoria_id', s.defensoria_id, 'nucleo_id', s.nucleo_id,
               'local', s.local, 'situacao', s.situacao, 'entregas', s.lista)) as referencias
      from situadas s group by s.defensor_id)
    select coalesce(json_agg(json_build_object('defensor_id', d.defensor_id, 'defensor_nome', ${nomeCompletoNoAlias('pe')}, 'referencias', d.referencias)), '[]')::text as json
    from porDefensor d join defensor de on de.id = d.defensor_id join pessoa pe on pe.id = de.pessoa_id`,
  ),
);

/**
 * GET dashboard/movimentacoes/{referenciaI} (§2.12 Movements home, §3 movement report row; ADR 069, 072), built by
 * PostgreSQL as JSON in one statement (ADR 059) and put in the names' pt-BR order here (the embedded database has no
 * ICU collation): for each defender and month of the period,
 * each place they owe (an active placement of theirs at a defensoria or núcleo in force on some day of the month) or
 * delivered to, with its deadline, deliveries and situation; months after the current one are not owed yet and are
 * left out. The months and their deadlines come from the domain (dataPrazo); the situation compares the first receipt
 * with the deadline as situacaoDaEntrega does. `totais`, the chart's on time, late and pending per month, is counted
 * here from the table (totaisDoPainel): in the statement it cost 13% of the home's time on the embedded database.
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
  const meses = todos.filter((m) => m <= hoje.slice(0, 7)).map((m) => ({ ref: m, inicio: primeiroDiaDaReferencia(m), fim: ultimoDia(m), prazo: dataPrazo(m) }));
  if (meses.length === 0) return { linhas: [], totais: [] };
  const { rows } = await consultaDoPainel(
    db,
    { prazos: JSON.stringify(meses), hoje, defensor: f.defensorId, defensoria: f.defensoriaId, nucleo: f.nucleoId },
    presentes({ defensor: f.defensorId, defensoria: f.defensoriaId, nucleo: f.nucleoId }),
  );
  const linhas = JSON.parse(rows[0]!.json) as PainelDeMovimentacoes['linhas'];
  linhas.sort((a, b) => compararPtBr(a.defensor_nome, b.defensor_nome) || a.defensor_id - b.defensor_id);
  for (const l of linhas) l.referencias.sort((a, b) => a.data_referencia.localeCompare(b.data_referencia) || compararPtBr(a.local, b.local));
  return { linhas, totais: totaisDoPainel(linhas, meses.map((m) => m.ref)) };
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
  const arquivo = await gerarPdf(documentoDoPainelDeMovimentacoes(painel, filtros, ctx.agora), ctx);
  return { filename: `movimentacoes-${filtros.referenciaI}-${filtros.referenciaF}.pdf`, contentType: 'application/pdf', arquivo };
}
