import {
  documentoDaLinhaDoTempo,
  slugDoTexto,
  TIPO_EVENTO,
  type EventoDaLinhaDoTempo,
  type FiltroDaLinhaDoTempo,
  type LotadoNoDia,
  type ResponsavelDoDia,
} from '@sgi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leitura } from '../../db/actor.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { gerarPdf } from '../../lib/pdf.js';
import { findOrThrow, notFound } from '../../lib/errors.js';
import { naoEncontrado } from '../../lib/exigir-acesso.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe, nomeCompletoNoAlias } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { emVigencia } from './painel.js';
import { periodo, substituicao } from './table.js';

const ausente = alias(defensor, 'ausente');
const pessoaAusente = alias(pessoa, 'pessoa_ausente');
const substituto = alias(defensor, 'substituto');
const lotadoAli = alias(lotacao, 'lotado_ali');
const pessoaSubstituto = alias(pessoa, 'pessoa_substituto');

/**
 * GET defensor/timeline/{id} (§2.1, §3 Timeline event; ADR 064): the defender's actions (Ação), the offices they
 * answered for while another was away (Substituição) and their active placements (Lotação), oldest first (an open
 * start first), then by kind and id — written by PostgreSQL as the answer's JSON (ADR 059; issue 12: four queries
 * merged and sorted in Node cost 0.38 of the floor). Null when the defender does not exist.
 */
const eventosDoDefensor = preparada('defensor.linha-do-tempo', (db, $: Marcadores<'id'>) =>
  bruta<{ json: string | null }>(
    db,
    sql`select case when exists (select 1 from ${defensor} where ${defensor.id} = ${$.id}) then
        coalesce((select json_agg(e order by e.inicio nulls first, e.tipo_evento, e.id) from (
          select ${sql.raw(String(TIPO_EVENTO.Acao))} as tipo_evento, p.id, p.tipo::int as tipo, p.data_inicial as inicio, p.data_final as termino,
                 p.data_aquisitiva as referencia, p.motivo as anotacoes, null::text as local, null::text as substituindo
          from ${periodo} p where p.defensor_id = ${$.id}
          union all
          select ${sql.raw(String(TIPO_EVENTO.Substituicao))}, p.id, p.tipo::int, p.data_inicial, p.data_final, null, s.anotacao, df.nome,
                 ${nomeCompletoNoAlias('pa')}
          from ${substituicao} s join ${periodo} p on p.id = s.periodo_id join ${defensoria} df on df.id = s.defensoria_id
            join ${defensor} a on a.id = p.defensor_id join ${pessoa} pa on pa.id = a.pessoa_id
          where s.substituto_id = ${$.id}
          union all
          -- An unticked placement is a draft (§4): not part of the career.
          select ${sql.raw(String(TIPO_EVENTO.Lotacao))}, l.id, l.tipo::int, l.data_inicial, l.data_final, null,
                 nullif(concat_ws(' / ', l.anotacao1, l.anotacao2), ''), coalesce(df.nome, n.nome), null
          from ${lotacao} l left join ${defensoria} df on df.id = l.defensoria_id left join ${nucleo} n on n.id = l.nucleo_id
          where l.defensor_id = ${$.id} and l.ativo) e), '[]')::text
      end as json`,
  ),
);

/** The timeline as the answer's JSON text, or 404. */
export async function linhaDoTempoJson(db: Leitura, defensorId: number): Promise<string> {
  const { rows } = await eventosDoDefensor(db, { id: defensorId });
  const json = rows[0]?.json;
  if (json == null) throw notFound(naoEncontrado('defensor'));
  return json;
}

export const linhaDoTempo = async (db: Leitura, defensorId: number): Promise<EventoDaLinhaDoTempo[]> =>
  JSON.parse(await linhaDoTempoJson(db, defensorId)) as EventoDaLinhaDoTempo[];

/**
 * GET defensoria/{id}/responsavel/{date} (issue 14; ADR 064): the defenders placed in the office that day (active
 * placements current on it, titulares first), each with the action that kept them away and the substitute it named
 * for this office; an action's substitution for the office whose defender holds no placement there that day is
 * listed too. `responsaveis` is who answered: the placed ones at work and the substitutes of those away.
 */
export async function responsavelNoDia(db: Leitura, defensoriaId: number, dia: string): Promise<ResponsavelDoDia> {
  const [d] = await db.select({ id: defensoria.id, nome: defensoria.nome }).from(defensoria).where(eq(defensoria.id, defensoriaId));
  const local = findOrThrow(d, naoEncontrado('defensoria'));
  const [lotados, afastamentos] = await Promise.all([
    db
      .select({ lotacao_id: lotacao.id, tipo: lotacao.tipo, id: defensor.id, nome: nomeCompletoDe(), data_inicial: lotacao.dataInicial, data_final: lotacao.dataFinal })
      .from(lotacao)
      .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .where(and(eq(lotacao.defensoriaId, defensoriaId), eq(lotacao.ativo, true), vigenteEm(dia)))
      // Titularidade (2) first, then by type and start.
      .orderBy(sql`${lotacao.tipo} <> 2`, asc(lotacao.tipo), asc(lotacao.dataInicial), asc(lotacao.id)),
    db
      .select({
        periodo_id: periodo.id,
        tipo: periodo.tipo,
        data_inicial: periodo.dataInicial,
        data_final: periodo.dataFinal,
        motivo: periodo.motivo,
        defensorId: ausente.id,
        defensorNome: nomeCompletoDe(pessoaAusente),
        substitutoId: substituto.id,
        substitutoNome: sql<string | null>`${nomeCompletoDe(pessoaSubstituto)}`,
        anotacao: substituicao.anotacao,
      })
      .from(periodo)
      .innerJoin(ausente, eq(ausente.id, periodo.defensorId))
      .innerJoin(pessoaAusente, eq(pessoaAusente.id, ausente.pessoaId))
      .leftJoin(substituicao, and(eq(substituicao.periodoId, periodo.id), eq(substituicao.defensoriaId, defensoriaId)))
      .leftJoin(substituto, eq(substituto.id, substituicao.substitutoId))
      .leftJoin(pessoaSubstituto, eq(pessoaSubstituto.id, substituto.pessoaId))
      .where(
        and(
          emVigencia(dia),
          sql`(${substituicao.id} is not null or ${periodo.defensorId} in (select ${lotadoAli.defensorId} from ${lotacao} as ${sql.identifier('lotado_ali')} where ${lotadoAli.defensoriaId} = ${defensoriaId} and ${lotadoAli.ativo} and ${vigenteEm(dia, lotadoAli)}))`,
        ),
      )
      .orderBy(asc(periodo.dataInicial), asc(periodo.id)),
  ]);
  const afastamentoDe = (id: number) => afastamentos.find((a) => a.defensorId === id) ?? null;
  const linha = (a: (typeof afastamentos)[number] | null) => ({
    afastamento: a && { periodo_id: a.periodo_id, tipo: a.tipo, data_inicial: a.data_inicial, data_final: a.data_final, motivo: a.motivo },
    substituto: a?.substitutoId ? { id: a.substitutoId, nome: a.substitutoNome ?? '' } : null,
    anotacao: a?.anotacao ?? null,
  });
  const vistos = new Set<number>();
  const linhas: LotadoNoDia[] = lotados.flatMap((l) => {
    if (vistos.has(l.id)) return [];
    vistos.add(l.id);
    return [{ lotacao_id: l.lotacao_id, tipo: l.tipo, defensor: { id: l.id, nome: l.nome }, data_inicial: l.data_inicial, data_final: l.data_final, ...linha(afastamentoDe(l.id)) }];
  });
  for (const a of afastamentos) {
    if (vistos.has(a.defensorId)) continue;
    vistos.add(a.defensorId);
    linhas.push({ lotacao_id: null, tipo: null, defensor: { id: a.defensorId, nome: a.defensorNome }, data_inicial: null, data_final: null, ...linha(a) });
  }
  const responsaveis = new Map<number, { id: number; nome: string }>();
  for (const l of linhas) {
    const quem = l.afastamento ? l.substituto : l.defensor;
    if (quem) responsaveis.set(quem.id, quem);
  }
  return { defensoria: local, data: dia, lotados: linhas, responsaveis: [...responsaveis.values()] };
}

/** GET defensor/timeline/{id}/pdf: the timeline as the screen filters it, in the documents' frame (landscape). */
export async function pdfDaLinhaDoTempo(db: Leitura, ctx: Contexto, defensorId: number, filtro: FiltroDaLinhaDoTempo) {
  const [eventos, [d]] = await Promise.all([
    linhaDoTempo(db, defensorId),
    db.select({ nome: nomeCompletoDe() }).from(defensor).innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)).where(eq(defensor.id, defensorId)),
  ]);
  const nome = d?.nome ?? '';
  const arquivo = await gerarPdf(documentoDaLinhaDoTempo(nome, eventos, filtro, ctx.agora), ctx);
  return { filename: `linha-do-tempo-${slugDoTexto(nome) || defensorId}.pdf`, contentType: 'application/pdf', arquivo };
}
