import {
  dataIsoLocal,
  documentoDeDefensores,
  documentoDeEstagiarios,
  documentoDeFerias,
  documentoDeNucleos,
  TIPO_VINCULO_OPCOES,
  relatorioDeEstagiarios,
  relatorioDeFerias,
  relatorioDeNucleos,
  TIPO_ACAO,
  type AcaoDoRelatorioDeFerias,
  type DefensorDoRelatorio,
  type DefensorNoRelatorioDeFerias,
  type LinhaDoRelatorioDeEstagiarios,
  type ModeloPdfFerias,
  type NucleoDoRelatorio,
} from '@sgi/domain';
import { sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { gerarPdf } from '../../lib/pdf.js';
import { periodo } from '../acoes/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { entradaDaTabela } from '../relatorios-lotacao/consultas.js';
import { partesDoPedido } from '../relatorios-lotacao/service.js';
import { entradaDosNucleos, noDia } from './entrada.js';
import { planilhaDeEstagiarios, planilhaDeNucleos } from './planilhas.js';

/** The reports on placements and leave (cadastros-relatorios §2.18, §2.19, §3, §7; issue 16; ADR 084–087). */

export const TIPO_PDF = 'application/pdf';
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET lotacoes-estagiario: the interns report of the day from the assignment tables' rows (one statement for the
 * whole state, relatorios-lotacao/consultas.ts: the defensorias marked for the reports, the day's placements).
 */
export async function estagiariosDoDia(db: Leitura, dia: string): Promise<LinhaDoRelatorioDeEstagiarios[]> {
  // Layout 4 with its default toggles (relatorioDeEstagiarios builds it), plus the sectors it lists per office.
  return relatorioDeEstagiarios(await entradaDaTabela(db, dia, { ...partesDoPedido({ layout: 4, opcoes: {} }), setores: true }), dia);
}

export async function arquivoDeEstagiarios(db: Leitura, ctx: Contexto, dia: string, formato: 'pdf' | 'xlsx') {
  const linhas = await estagiariosDoDia(db, dia);
  const arquivo = formato === 'pdf' ? await gerarPdf(documentoDeEstagiarios(linhas, dia, ctx.agora), ctx) : await planilhaDeEstagiarios(linhas, dia, ctx.agora);
  return { filename: `relatorio-estagiarios-${dia}.${formato}`, contentType: formato === 'pdf' ? TIPO_PDF : TIPO_XLSX, arquivo };
}

/** GET relatorio/nucleos: every núcleo with its members of the day, maximum and substitutes (five queries). */
export async function nucleosDoDia(db: Leitura, dia: string): Promise<NucleoDoRelatorio[]> {
  const { entrada, nucleos, assessores } = await entradaDosNucleos(db, dia);
  return relatorioDeNucleos(entrada, nucleos, assessores, dia);
}

export async function arquivoDeNucleos(db: Leitura, ctx: Contexto, dia: string, formato: 'pdf' | 'xlsx') {
  const nucleos = await nucleosDoDia(db, dia);
  const arquivo = formato === 'pdf' ? await gerarPdf(documentoDeNucleos(nucleos, dia, ctx.agora), ctx) : await planilhaDeNucleos(nucleos, dia, ctx.agora);
  return { filename: `relatorio-nucleos-${dia}.${formato}`, contentType: formato === 'pdf' ? TIPO_PDF : TIPO_XLSX, arquivo };
}

/** §3's placement marks by type ([T], [S], [A], [C]...), as the statement reads them. */
const MARCAS = JSON.stringify(Object.fromEntries(TIPO_VINCULO_OPCOES.map((o) => [o.value, o.marca])));

/**
 * GET relatorio/defensores/lotacoes (ADR 086): each defender by name with admission, reference and exoneration dates
 * and the placements in force on the day (active and current, §4), titular first; inactive ones only when asked.
 * One statement, its JSON written by PostgreSQL (ADR 059).
 */
const defensoresComLotacoes = preparada('relatorio.defensores', (db, $: Marcadores<'dia'>, inativos: 'com-inativos' | 'so-ativos') =>
  bruta<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', d.id, 'nome', ${nomeCompletoDe()}, 'ativo', d.ativo,
          'data_admissao', d.data_admissao, 'data_referencia', d.data_referencia, 'data_exoneracao', d.data_exoneracao,
          'lotacoes', coalesce((
            select json_agg(json_build_object('tipo', ${lotacao.tipo}, 'marca', coalesce(${MARCAS}::json ->> ${lotacao.tipo}::text, ''),
                     'local', coalesce(df.nome, n.nome, ''), 'nucleo', ${lotacao.nucleoId} is not null, 'data_inicial', ${lotacao.dataInicial},
                     'data_final', ${lotacao.dataFinal})
                   order by ${lotacao.tipo} <> 2, ${lotacao.tipo}, ${lotacao.dataInicial}, ${lotacao.id})
            from ${lotacao} left join ${defensoria} df on df.id = ${lotacao.defensoriaId} left join ${nucleo} n on n.id = ${lotacao.nucleoId}
            -- (the day's rule names the placements' table by its own name: no alias)
            where ${lotacao.defensorId} = d.id and ${noDia($.dia)}), '[]'))
        order by ${pessoa.nome}, ${pessoa.sobrenome}, d.id), '[]')::text as json
        from ${defensor} d join ${pessoa} on ${pessoa.id} = d.pessoa_id
        ${inativos === 'com-inativos' ? sql`` : sql`where d.ativo`}`,
  ),
);

/** The report as the answer's JSON text. */
export async function defensoresDoDiaEmJson(db: Leitura, dia: string, inativos: boolean): Promise<string> {
  const { rows } = await defensoresComLotacoes(db, { dia }, inativos ? 'com-inativos' : 'so-ativos');
  return rows[0]!.json;
}

export const defensoresDoDia = async (db: Leitura, dia: string, inativos: boolean): Promise<DefensorDoRelatorio[]> =>
  JSON.parse(await defensoresDoDiaEmJson(db, dia, inativos)) as DefensorDoRelatorio[];

export async function pdfDeDefensores(db: Leitura, ctx: Contexto, dia: string, inativos: boolean) {
  const arquivo = await gerarPdf(documentoDeDefensores(await defensoresDoDia(db, dia, inativos), dia, ctx.agora), ctx);
  return { filename: `relatorio-defensores-${dia}.pdf`, contentType: TIPO_PDF, arquivo };
}

export interface FiltroDeFerias {
  todoperiodo: boolean;
  somenteferias: boolean;
}

/**
 * GET relatorio/defensores?todoperiodo&somenteferias (§7, ADR 087): the actions kept on the report (ativorelatorio),
 * in one query with their defenders' names and base dates; the domain filters, sums and groups. The rows come as the
 * driver reads them, named as the domain's AcaoDoRelatorioDeFerias and the dates as text, without a second object per
 * row (issue 12: a whole history is thousands of rows, and mapping them was an eighth of the report's time).
 */
const acoesDoRelatorio = preparada('relatorio.ferias', (db, _: Marcadores<never>, tipos: 'ferias' | 'todos') =>
  bruta<AcaoDoRelatorioDeFerias>(
    db,
    sql`select ${periodo.id} as id, ${periodo.tipo} as tipo, ${periodo.dataInicial}::text as data_inicial, ${periodo.dataFinal}::text as data_final,
        ${periodo.dataAquisitiva}::text as data_aquisitiva, ${periodo.motivo} as motivo, ${periodo.exibiranotacao} as exibiranotacao,
        ${periodo.defensorId} as defensor_id, ${nomeCompletoDe()} as defensor_nome, ${defensor.dataAdmissao}::text as data_admissao,
        ${defensor.dataReferencia}::text as data_referencia
      from ${periodo} join ${defensor} on ${defensor.id} = ${periodo.defensorId} join ${pessoa} on ${pessoa.id} = ${defensor.pessoaId}
      where ${periodo.ativorelatorio}${tipos === 'ferias' ? sql` and ${periodo.tipo} = ${sql.raw(String(TIPO_ACAO.Ferias))}` : sql``}`,
  ),
);

export async function feriasDosDefensores(db: Leitura, ctx: Contexto, f: FiltroDeFerias): Promise<DefensorNoRelatorioDeFerias[]> {
  const { rows: acoes } = await acoesDoRelatorio(db, {}, f.somenteferias ? 'ferias' : 'todos');
  return relatorioDeFerias(acoes, { ...f, hoje: hojeDe(ctx) });
}

export async function pdfDeFerias(db: Leitura, ctx: Contexto, f: FiltroDeFerias, modelo: ModeloPdfFerias) {
  const linhas = await feriasDosDefensores(db, ctx, f);
  const arquivo = await gerarPdf(documentoDeFerias(linhas, modelo, { ...f, hoje: hojeDe(ctx) }, ctx.agora), ctx);
  return { filename: `relatorio-ferias-${modelo}.pdf`, contentType: TIPO_PDF, arquivo };
}

/** The request's day in the server's time zone (the office's), as the other day-based reads take it. */
export const hojeDe = (ctx: Contexto) => dataIsoLocal(ctx.agora);
