import {
  calendarioDaFolha,
  diasNoMesDaFolha,
  formatMesAno,
  MOTIVO_ESTAGIARIO_INATIVO,
  MOTIVO_SEM_LOTACAO,
  periodoFolhaSchema,
  statusInicialDoDia,
  TIPO_VINCULO,
  type FeriadoVigencia,
  type ItemDaGeracao,
  type ResultadoDaGeracao,
} from '@sgi/domain';
import { sql } from 'drizzle-orm';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { criacaoEmLote } from '../../lib/audit.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { feriadosNoPeriodo } from '../feriados/service.js';
import { linhas } from '../../db/linhas.js';

/**
 * The month's generation (issue 13 "Generation", ADR 046): one sheet per internship active in the month, idempotent
 * (unique per internship and month, INSERT ... ON CONFLICT DO NOTHING), set-based (one read of every internship,
 * then one insert of the sheets and one of their days per batch), in batches that each commit on their own, so a
 * run stopped in the middle leaves whole sheets and a rerun fills in the rest.
 */

export interface OpcoesDaGeracao {
  /** 'Simular': answers what would happen and writes nothing */
  simulacao?: boolean;
  /** internships per transaction (default 1000) */
  lote?: number;
  /** called after each committed batch: internships handled so far and in all (the job's progress bar) */
  aoProgresso?: (feitos: number, total: number) => Promise<void> | void;
}

export interface Candidato {
  estagioId: number;
  estagiarioId: number;
  nome: string;
  ativo: boolean;
  curso: string;
  inicio: string;
  fim: string | null;
  fimSemana: boolean;
  lotacaoId: number | null;
  defensoriaId: number | null;
  nucleoId: number | null;
  predioId: number | null;
  local: string | null;
  unidade: string | null;
  comarca: string | null;
  entrada: string | null;
  saida: string | null;
  responsavelId: number | null;
  existe: boolean;
}

const iso = (ano: number, mes: number, dia: number) => `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

/**
 * Every internship active in the month (its start on or before the month's end, its end or termination on or after
 * the month's start) with what the sheet copies: the placement current in the month (active, overlapping the month;
 * the latest start wins when the intern moved), its place, unit and comarca, and the titular defender of the
 * placement's defensoria in the month, whose pessoa becomes the responsável. One query for the whole month.
 */
export async function candidatos(db: Leitura, ano: number, mes: number, estagioId?: number): Promise<Candidato[]> {
  const [inicio, fim] = [iso(ano, mes, 1), iso(ano, mes, diasNoMesDaFolha(ano, mes))];
  const sobrepoeMes = (alias: string) => {
    const l = sql.raw(alias);
    return sql`(${l}.data_inicial is null or ${l}.data_inicial <= ${fim}) and (${l}.data_final is null or ${l}.data_final >= ${inicio})`;
  };
  return linhas<Candidato>(db.execute(sql`
    select e.id as "estagioId", e.estagiario_id as "estagiarioId", trim(p.nome || ' ' || coalesce(p.sobrenome, '')) as "nome",
           ea.ativo as "ativo", c.nome as "curso", e.data_inicio_estagio::text as "inicio",
           least(e.data_fim_estagio, e.desligamento)::text as "fim", e.fim_semana as "fimSemana",
           l.id as "lotacaoId", l.defensoria_id as "defensoriaId", l.nucleo_id as "nucleoId",
           pr.id as "predioId", coalesce(d.nome, n.nome) as "local", pr.nome as "unidade", co.nome as "comarca",
           l.entrada::text as "entrada", l.saida::text as "saida", t.pessoa_id as "responsavelId",
           exists (select 1 from folha_frequencia f where f.estagio_id = e.id and f.ano = ${ano} and f.mes = ${mes}) as "existe"
    from estagio e
    join estagiario ea on ea.id = e.estagiario_id
    join pessoa p on p.id = ea.pessoa_id
    join curso c on c.id = e.curso_id
    left join lateral (
      select l.* from lotacao l
      where l.estagio_id = e.id and l.ativo and ${sobrepoeMes('l')}
      order by l.data_inicial desc nulls last, l.id desc limit 1
    ) l on true
    left join defensoria d on d.id = l.defensoria_id
    left join nucleo n on n.id = l.nucleo_id
    left join setor s on s.id = l.setor_id
    left join predio pr on pr.id = coalesce(s.predio_id, d.predio_id, n.predio_id)
    left join comarca co on co.id = coalesce(d.comarca_id, n.comarca_id)
    left join lateral (
      select df.pessoa_id from lotacao tl join defensor df on df.id = tl.defensor_id
      where tl.defensoria_id = l.defensoria_id and tl.tipo = ${TIPO_VINCULO.Titularidade} and tl.ativo and df.ativo and ${sobrepoeMes('tl')}
      order by tl.data_inicial desc nulls last, tl.id desc limit 1
    ) t on true
    where e.data_inicio_estagio <= ${fim} and (least(e.data_fim_estagio, e.desligamento) is null or least(e.data_fim_estagio, e.desligamento) >= ${inicio})
      ${estagioId === undefined ? sql`` : sql`and e.id = ${estagioId}`}
    order by e.id`));
}

const item = (c: Candidato): ItemDaGeracao => ({ estagioId: c.estagioId, estagiarioId: c.estagiarioId, nome: c.nome });

/** The sheets of one batch and their days, in two statements; answers the internships whose sheet was created, with its id. */
async function gravarLote(tx: Tx, ano: number, mes: number, lote: Candidato[], feriados: FeriadoVigencia[]): Promise<Map<number, number>> {
  const folhas = lote.map((c) => ({
    estagio_id: c.estagioId,
    estagiario_id: c.estagiarioId,
    responsavel_id: c.responsavelId,
    defensoria_id: c.defensoriaId,
    nucleo_id: c.nucleoId,
    predio_id: c.predioId,
    local: c.local,
    unidade: c.unidade,
    comarca: c.comarca,
    curso: c.curso,
    data_inicio_estagio: c.inicio,
    data_fim_estagio: c.fim,
    fim_semana: c.fimSemana,
    entrada: c.entrada,
    saida: c.saida,
  }));
  const criadas = await linhas<{ id: number; estagioId: number }>(tx.execute(sql`
    insert into folha_frequencia (estagio_id, estagiario_id, ano, mes, status, responsavel_id, defensoria_id, nucleo_id, predio_id,
                                  local, unidade, comarca, curso, data_inicio_estagio, data_fim_estagio, fim_semana, entrada, saida)
    select x.estagio_id, x.estagiario_id, ${ano}::smallint, ${mes}::smallint, 1, x.responsavel_id, x.defensoria_id, x.nucleo_id, x.predio_id,
           x.local, x.unidade, x.comarca, x.curso, x.data_inicio_estagio, x.data_fim_estagio, x.fim_semana, x.entrada, x.saida
    from jsonb_to_recordset(${JSON.stringify(folhas)}::jsonb) as x(
      estagio_id integer, estagiario_id integer, responsavel_id integer, defensoria_id integer, nucleo_id integer, predio_id integer,
      local varchar, unidade varchar, comarca varchar, curso varchar, data_inicio_estagio date, data_fim_estagio date,
      fim_semana boolean, entrada time, saida time)
    on conflict (estagio_id, ano, mes) do nothing
    returning id, estagio_id as "estagioId"`));
  const porEstagio = new Map(lote.map((c) => [c.estagioId, c]));
  // Each new sheet's days as [status, util, feriado, holiday name] in day order, computed by the domain's calendar rule. The sheets
  // were created by this statement, so none of them has a day yet: a plain insert.
  const dias = criadas.map(({ id, estagioId }) => {
    const c = porEstagio.get(estagioId)!;
    const cal = calendarioDaFolha(ano, mes, { inicio: c.inicio, fim: c.fim, fimSemana: c.fimSemana }, feriados, c.defensoriaId);
    return { id, dias: cal.map((d) => [statusInicialDoDia(d), d.util, d.feriado, d.nomeFeriado]) };
  });
  if (dias.length > 0) {
    await criacaoEmLote(tx, 'folha_frequencia_dia');
    await tx.execute(sql`
      insert into folha_frequencia_dia (folha_id, dia, status, util, feriado, nome_feriado)
      select f.id, d.dia, (d.v ->> 0)::smallint, (d.v ->> 1)::boolean, (d.v ->> 2)::boolean, d.v ->> 3
      from jsonb_to_recordset(${JSON.stringify(dias)}::jsonb) as f(id integer, dias jsonb),
           jsonb_array_elements(f.dias) with ordinality as d(v, dia)`);
  }
  return new Map(criadas.map((r) => [r.estagioId, r.id]));
}

/**
 * Generates the sheets of `ano`/`mes` (`POST folha_frequencia/{ano}/{mes}`, the job of the list's create-all button).
 * Writes through withActor, so each sheet's creation is in the history under the user who asked; its days are
 * created in bulk without history rows of their own (lib/audit.ts criacaoEmLote).
 */
export async function gerarFolhasDoMes(db: Leitura, ctx: Contexto, ano: number, mes: number, opcoes: OpcoesDaGeracao = {}): Promise<ResultadoDaGeracao> {
  const periodo = periodoFolhaSchema.safeParse({ ano, mes });
  if (!periodo.success) throw badRequest(periodo.error.issues[0]!.message);
  const todos = await candidatos(db, ano, mes);
  const resultado: ResultadoDaGeracao = { ano, mes, simulacao: !!opcoes.simulacao, criadas: [], existentes: [], recusadas: [] };
  const aGerar: Candidato[] = [];
  for (const c of todos) {
    if (c.existe) resultado.existentes.push(item(c));
    else if (!c.ativo) resultado.recusadas.push({ ...item(c), motivo: MOTIVO_ESTAGIARIO_INATIVO });
    else if (c.lotacaoId === null) resultado.recusadas.push({ ...item(c), motivo: MOTIVO_SEM_LOTACAO });
    else aGerar.push(c);
  }
  if (opcoes.simulacao) {
    resultado.criadas = aGerar.map(item);
    return resultado;
  }
  const feriados = await feriadosNoPeriodo(db, iso(ano, mes, 1), iso(ano, mes, diasNoMesDaFolha(ano, mes)));
  const tamanho = Math.max(1, opcoes.lote ?? 1000);
  for (let i = 0; i < aGerar.length; i += tamanho) {
    const lote = aGerar.slice(i, i + tamanho);
    const criadas = await withActor(db, ctx, (tx) => gravarLote(tx, ano, mes, lote, feriados));
    // A sheet another run created meanwhile is skipped here too: the unique key answered for it.
    for (const c of lote) (criadas.has(c.estagioId) ? resultado.criadas : resultado.existentes).push(item(c));
    await opcoes.aoProgresso?.(Math.min(i + tamanho, aGerar.length), aGerar.length);
  }
  return resultado;
}

/** Why one internship gets no sheet of the month (POST folha_frequencia), or null when it gets one. */
export type RecusaDaFolha = { status: 400 | 404 | 409; mensagem: string };


/**
 * One sheet for one internship (`POST folha_frequencia {estagioId, ano, mes}`, the module's create screen): the same
 * reading, rules and writing as the month's generation, restricted to that internship. Answers the new sheet's id, or
 * the refusal: the internship not active in the month or refused by the generation (400, with the reason), the sheet
 * already there (409).
 */
export async function gerarFolhaDoEstagio(db: Leitura, ctx: Contexto, estagioId: number, ano: number, mes: number): Promise<{ id: number } | RecusaDaFolha> {
  const periodo = periodoFolhaSchema.safeParse({ ano, mes });
  if (!periodo.success) throw badRequest(periodo.error.issues[0]!.message);
  const [c] = await candidatos(db, ano, mes, estagioId);
  if (!c) return { status: 400, mensagem: `O estágio não está vigente em ${formatMesAno(ano, mes)}.` };
  const jaExiste: RecusaDaFolha = { status: 409, mensagem: `Este estágio já tem folha de frequência em ${formatMesAno(ano, mes)}.` };
  if (c.existe) return jaExiste;
  if (!c.ativo) return { status: 400, mensagem: MOTIVO_ESTAGIARIO_INATIVO };
  if (c.lotacaoId === null) return { status: 400, mensagem: MOTIVO_SEM_LOTACAO };
  const feriados = await feriadosNoPeriodo(db, iso(ano, mes, 1), iso(ano, mes, diasNoMesDaFolha(ano, mes)));
  const criadas = await withActor(db, ctx, (tx) => gravarLote(tx, ano, mes, [c], feriados));
  const id = criadas.get(estagioId);
  return id === undefined ? jaExiste : { id };
}
