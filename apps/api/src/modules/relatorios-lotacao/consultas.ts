import type { EntradaTabelaLotacao } from '@sgi/domain';
import { sql } from 'drizzle-orm';
import type { Leitura } from '../../db/actor.js';
import { bruta, marcadores, preparada, type Marcadores } from '../../db/preparada.js';
import { tabelasDoSql } from '../../lib/totais-guardados.js';
import { periodo, substituicao } from '../acoes/table.js';
import { atuacao } from '../atuacoes/table.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { lotacao } from '../lotacoes/table.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from '../predios/table.js';
import { vara } from '../varas/table.js';
import { nomeCompletoNoAlias } from '../pessoas/colunas.js';

/**
 * The rows every assignment table is built from (packages/domain tabela-lotacao-entrada.ts; ADR 077, 078), for the
 * whole state and one day, in ONE statement written by PostgreSQL as a JSON object (ADR 059): the number of queries
 * does not grow with the offices, placements or actions (issue 16; the test counts them).
 *
 * - placements: active and in force on the day (§4), of a defender or an intern (advisors are not on the tables);
 * - actions: those whose days contain the day and that are on the report (ativorelatorio), with their substitutions;
 * - offices: those marked to show on reports (`exibirrelatorio`, ADR 078), with the área de atuação of their vara (an
 *   office has no atuação of its own: §3 Defensoria → vara → atuação);
 * - defenders: the active ones, and any other a placement or an action of the day names;
 * - interns: those a placement of the day names (an intern is on a table only through a placement).
 *
 * Each table reads only some of these (`PartesDaEntrada`); the others come as empty lists.
 */
const construirEntrada = (db: Leitura, $: Marcadores<'dia'>, v: PartesDaEntrada) =>
  bruta<{ json: string }>(
    db,
    sql`with lot as (
        select l.defensoria_id, l.nucleo_id, l.setor_id, l.defensor_id, l.estagio_id, l.tipo::int as tipo,
               l.data_inicial, l.data_final, l.ativo, l.anotacao1, l.anotacao2, l.diretor
        from ${lotacao} l
        where l.ativo and (l.defensor_id is not null${sql.raw(v.estagiarios ? ' or l.estagio_id is not null' : '')})
          and (l.data_inicial is null or l.data_inicial <= ${$.dia}::date) and (l.data_final is null or l.data_final >= ${$.dia}::date)
      ),
      ac as (
        select p.id, p.defensor_id, p.tipo::int as tipo, p.data_inicial, p.data_final, p.motivo, p.exibiranotacao, p.ativorelatorio
        from ${periodo} p
        where daterange(p.data_inicial, p.data_final, '[]') @> ${$.dia}::date and p.ativorelatorio
      ),
      sub as (
        select s.periodo_id, s.defensoria_id, s.substituto_id, s.id from ${substituicao} s where s.periodo_id in (select id from ac)
      )
      select json_build_object(
        'comarcas', (select coalesce(json_agg(json_build_object('id', c.id, 'nome', c.nome, 'prefixo', c.prefixo) order by c.id), '[]') from ${comarca} c),
        'predios', (select coalesce(json_agg(json_build_object('id', p.id, 'nome', p.nome, 'comarca_id', p.comarca_id) order by p.id), '[]') from ${predio} p),
        'atuacoes', (select coalesce(json_agg(json_build_object('id', a.id, 'nome', a.nome, 'ordem', a.ordem) order by a.id), '[]') from ${atuacao} a),
        'defensorias', (select coalesce(json_agg(json_build_object(
            'id', d.id, 'nome', d.nome, 'ordem', d.ordem, 'comarca_id', d.comarca_id, 'predio_id', d.predio_id, 'atuacao_id', va.atuacao_id,
            'vara_id', d.vara_id, 'substituta1_id', d.defensoria_substituta1_id, 'substituta2_id', d.defensoria_substituta2_id,
            'maximo_estagiarios', d.maximo_estagiarios) order by d.id), '[]')
          from ${defensoria} d left join ${vara} va on va.id = d.vara_id where d.exibirrelatorio),
        'nucleos', ${v.nucleos ? sql`(select coalesce(json_agg(json_build_object('id', n.id, 'nome', n.nome, 'maximo_estagiarios', n.maximo_integrantes) order by n.id), '[]') from ${nucleo} n)` : VAZIA},
        'setores', ${v.setores ? sql`(select coalesce(json_agg(json_build_object('id', s.id, 'sigla', s.sigla, 'nome', s.nome, 'predio_id', s.predio_id) order by s.id), '[]') from ${setor} s)` : VAZIA},
        'defensores', (select coalesce(json_agg(json_build_object('id', d.id, 'nome', ${nomeCompletoNoAlias('p')}, 'titulo', d.titulo) order by d.id), '[]')
          from ${defensor} d join ${pessoa} p on p.id = d.pessoa_id
          where d.ativo or d.id in (select defensor_id from lot) or d.id in (select defensor_id from ac) or d.id in (select substituto_id from sub)),
        'estagios', (select coalesce(json_agg(json_build_object('id', e.id, 'nome', ${nomeCompletoNoAlias('p')}) order by e.id), '[]')
          from ${estagio} e join ${estagiario} ea on ea.id = e.estagiario_id join ${pessoa} p on p.id = ea.pessoa_id
          where e.id in (select estagio_id from lot)),
        'lotacoes', (select coalesce(json_agg(lot), '[]') from lot),
        'acoes', ${v.eventos ? sql`(select coalesce(json_agg(json_build_object(
            'defensor_id', ac.defensor_id, 'tipo', ac.tipo, 'data_inicial', ac.data_inicial, 'data_final', ac.data_final, 'motivo', ac.motivo,
            'exibiranotacao', ac.exibiranotacao, 'ativorelatorio', ac.ativorelatorio,
            'substituicoes', coalesce((select json_agg(json_build_object('defensoria_id', sub.defensoria_id, 'substituto_id', sub.substituto_id) order by sub.id)
              from sub where sub.periodo_id = ac.id), '[]')) order by ac.id), '[]') from ac)` : VAZIA}
      )::text as json`,
  );
const entradaDoDia = preparada('relatorio.lotacoes.entrada', construirEntrada);

/** What a table reads of the day's rows besides the offices, defenders and their placements. */
export type PartesDaEntrada = {
  /** the interns and their placements: layouts 4 to 6, layout 1 with 'Exibir Estagiários' — three quarters of a state's placements */
  estagiarios: boolean;
  /** the day's actions and their substitutions: the tables with 'Exibir Eventos' on */
  eventos: boolean;
  /** layouts 3 and 6 */
  nucleos: boolean;
  /** layout 5 and the interns report */
  setores: boolean;
};

/** A part a table does not read: an empty list (defenders an action names are still among the defenders). */
const VAZIA = sql`'[]'::json`;

/** The day's rows, with the parts asked for (issue 12: a table pays only for what it shows). */
export async function entradaDaTabela(db: Leitura, dia: string, partes: PartesDaEntrada): Promise<EntradaTabelaLotacao> {
  // The variant's key is the values in order (db/preparada.ts): always the same order, whatever the caller's.
  const { estagiarios, eventos, nucleos, setores } = partes;
  const { rows } = await entradaDoDia(db, { dia }, { estagiarios, eventos, nucleos, setores });
  return JSON.parse(rows[0]!.json) as EntradaTabelaLotacao;
}

/**
 * Every table any assignment table reads (the statement with all its parts, read from its own text): a change to one
 * of them forgets the kept tables (ADR 106).
 */
export const tabelasDaEntrada = (db: Leitura): string[] =>
  tabelasDoSql(construirEntrada(db, marcadores as Marcadores<'dia'>, { estagiarios: true, eventos: true, nucleos: true, setores: true }).toSQL().sql);
