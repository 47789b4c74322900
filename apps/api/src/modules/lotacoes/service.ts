import { dataIsoLocal, type LotacaoInput } from '@sgi/domain';
import { and, count, desc, eq, gte, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { paginaVazia } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { findOrThrow } from '../../lib/errors.js';
import { defensoria } from '../defensorias/table.js';
import { assessor } from '../assessores/table.js';
import { defensor } from '../defensores/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { nomeCompletoDe, nomeCompletoNoAlias } from '../pessoas/colunas.js';
import { nucleo } from '../nucleos/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio, setor } from '../predios/table.js';
import { vigenteEm } from './consultas.js';
import { avisosDaLotacao, validarLotacao } from './regras.js';
import { lotacao } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADA = naoEncontrado('lotacao');

// The titular defender's name lives in their pessoa (the titularidades join it under this name).
const pessoaDefensor = alias(pessoa, 'pessoa_defensor');

/**
 * The placements already filtered, sorted and cut to the page, as a subquery `l`: the joins run on the page's rows only,
 * and PostgreSQL plans the filter and the sort on the placements alone (issue 12: planning and sorting the ten-table
 * join on every request cost more than the page itself).
 */
function placements(db: Leitura, where: SQL | undefined, ordem: SQL[] = [], pagina?: { skip: number | Placeholder; take: number | Placeholder }) {
  const q = db.select().from(lotacao).where(where).orderBy(...ordem).$dynamic();
  return (pagina ? q.offset(pagina.skip).limit(pagina.take) : q).as('l');
}
type Pagina = ReturnType<typeof placements>;

/** The intern's stage and name, and the sector's building, as each row's JSON (null without them). */
interface EstagioDaLinha {
  tipo: number;
  inicio: string | null;
  fim: string | null;
  estagiarioId: number;
  nome: string;
}
interface SetorDaLinha {
  sigla: string;
  nome: string;
  predioId: number;
  predioNome: string;
}

/**
 * Every column the list and the detail show, the names of the person, the place and the sector by scalar subqueries
 * (issue 12): PostgreSQL plans each subquery apart, trivially, where eleven joined tables cost it 3 ms of planning on
 * every request, more than reading the page. The subqueries name the page's columns as `l.<coluna>` (the page is always
 * the subquery `l`, `placements`): Drizzle writes the columns of a one-table select without their table.
 */
const colunasLotacao = (hoje: string | Placeholder, l: Pagina) => ({
  id: l.id,
  tipo: l.tipo,
  defensorId: l.defensorId,
  defensorNome: sql<string | null>`(select ${nomeCompletoNoAlias('p')} from ${defensor} d join ${pessoa} p on p.id = d.pessoa_id where d.id = l.defensor_id)`,
  assessorId: l.assessorId,
  assessorNome: sql<string | null>`(select a.nome from ${assessor} a where a.id = l.assessor_id)`,
  estagioId: l.estagioId,
  estagio: sql<EstagioDaLinha | null>`(select json_build_object('tipo', e.tipo_estagio, 'inicio', e.data_inicio_estagio, 'fim', e.data_fim_estagio,
      'estagiarioId', es.id, 'nome', ${nomeCompletoNoAlias('p')})
    from ${estagio} e join ${estagiario} es on es.id = e.estagiario_id join ${pessoa} p on p.id = es.pessoa_id where e.id = l.estagio_id)`,
  defensoriaId: l.defensoriaId,
  defensoriaNome: sql<string | null>`(select x.nome from ${defensoria} x where x.id = l.defensoria_id)`,
  nucleoId: l.nucleoId,
  nucleoNome: sql<string | null>`(select x.nome from ${nucleo} x where x.id = l.nucleo_id)`,
  setorId: l.setorId,
  setor: sql<SetorDaLinha | null>`(select json_build_object('sigla', s.sigla, 'nome', s.nome, 'predioId', pr.id, 'predioNome', pr.nome)
    from ${setor} s join ${predio} pr on pr.id = s.predio_id where s.id = l.setor_id)`,
  dataInicial: l.dataInicial,
  dataFinal: l.dataFinal,
  entrada: l.entrada,
  saida: l.saida,
  ativo: l.ativo,
  pontuar: l.pontuar,
  diretor: l.diretor,
  anotacao1: l.anotacao1,
  anotacao2: l.anotacao2,
  vigente: sql<boolean>`coalesce(${vigenteEm(hoje, l)}, false)`,
  editadoEm: l.editadoEm,
});

/** The page's placements with the names they show (one query whatever the page, DESIGN §5: no N+1). */
const juntarNomes = <T extends SelectedFields>(db: Leitura, hoje: string | Placeholder, l: Pagina, extra: T = {} as T) =>
  db.select({ ...colunasLotacao(hoje, l), ...extra }).from(l);

type LinhaLotacao = Awaited<ReturnType<typeof juntarNomes<Record<never, never>>>>[number];

const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });
const hora = (t: string | null) => (t === null ? null : t.slice(0, 5));

/** The JSON shape of the spec (§3 Lotacao), plus tipoPessoa and vigente for the list. */
function lotacaoJson(r: LinhaLotacao) {
  return {
    id: r.id,
    tipo: r.tipo,
    tipoPessoa: (r.defensorId !== null ? 1 : r.assessorId !== null ? 2 : 3) as 1 | 2 | 3,
    defensor: ref(r.defensorId, r.defensorNome),
    assessor: ref(r.assessorId, r.assessorNome),
    estagio:
      r.estagioId === null
        ? null
        : {
            id: r.estagioId,
            tipo_estagio: r.estagio?.tipo ?? 0,
            data_inicio_estagio: r.estagio?.inicio ?? null,
            data_fim_estagio: r.estagio?.fim ?? null,
            estagiario: { id: r.estagio?.estagiarioId ?? 0, nome: r.estagio?.nome ?? '' },
          },
    defensoria: ref(r.defensoriaId, r.defensoriaNome),
    nucleo: ref(r.nucleoId, r.nucleoNome),
    setor:
      r.setorId === null
        ? null
        : { id: r.setorId, sigla: r.setor?.sigla ?? '', nome: r.setor?.nome ?? '', predio: { id: r.setor?.predioId ?? 0, nome: r.setor?.predioNome ?? '' } },
    data_inicial: r.dataInicial,
    data_final: r.dataFinal,
    entrada: hora(r.entrada),
    saida: hora(r.saida),
    ativo: r.ativo,
    pontuar: r.pontuar,
    diretor: r.diretor,
    anotacao1: r.anotacao1,
    anotacao2: r.anotacao2,
    vigente: r.vigente,
    editadoEm: r.editadoEm.toISOString(),
  };
}

export interface ListarLotacoes {
  skip: number;
  take: number;
  id_defensor?: number | undefined;
  id_assessor?: number | undefined;
  id_estagiario?: number | undefined;
  id_defensoria?: number | undefined;
  id_nucleo?: number | undefined;
  data_edicao?: string | undefined;
  somente_ativas: boolean;
  vigente: boolean;
  tipo_pessoa?: 1 | 2 | 3 | undefined;
}

const DA_PESSOA = { '1': lotacao.defensorId, '2': lotacao.assessorId, '3': lotacao.estagioId } as const;

// Newest edits first; otherwise the newest periods first, open starts last (the index lotacao_inicio_idx serves it).
const ordemDaLista = (porEdicao: boolean) => (l: { editadoEm: AnyPgColumn; dataInicial: AnyPgColumn; id: AnyPgColumn }) =>
  porEdicao ? [desc(l.editadoEm), desc(l.id)] : [sql`${l.dataInicial} desc nulls last`, desc(l.id)];

/**
 * The screen's filters (edited since, active only, current today, kind of person): at most 32 shapes, each a prepared
 * statement (ADR 041), parsed and planned once per connection — on the embedded database too (ADR 097).
 */
type FormaDaLista = { edicao: boolean; ativas: boolean; vigente: boolean; pessoa: '' | '1' | '2' | '3' };
/** The filters' values: placeholders in the prepared statements, the request's own values in the one built each time. */
type BuscaDaLista = { edicao: Placeholder | string | undefined; hoje: Placeholder | string };

const formaDaLista = (q: ListarLotacoes): FormaDaLista => ({
  edicao: q.data_edicao !== undefined,
  ativas: q.somente_ativas,
  vigente: q.vigente,
  pessoa: q.tipo_pessoa === undefined ? '' : (String(q.tipo_pessoa) as '1' | '2' | '3'),
});

const filtroDaLista = ($: BuscaDaLista, f: FormaDaLista) =>
  and(
    f.edicao ? gte(lotacao.editadoEm, sql`${$.edicao}::date`) : undefined,
    f.ativas ? eq(lotacao.ativo, true) : undefined,
    f.vigente ? vigenteEm($.hoje) : undefined,
    f.pessoa ? isNotNull(DA_PESSOA[f.pessoa]) : undefined,
  );

const paginaDeLotacoes = preparada('lotacao.lista', (db, $: Marcadores<'edicao' | 'hoje' | 'skip' | 'take'>, f: FormaDaLista) => {
  const ordem = ordemDaLista(f.edicao);
  const pagina = placements(db, filtroDaLista($, f), ordem(lotacao), { skip: $.skip, take: $.take });
  return juntarNomes(db, $.hoje, pagina).orderBy(...ordem(pagina));
});
const totalDeLotacoes = totalGuardado('lotacao.total', (db, $: Marcadores<'edicao' | 'hoje'>, f: FormaDaLista) =>
  db.select({ count: count() }).from(lotacao).where(filtroDaLista($, f)),
);

/**
 * Placements list (cadastros-relatorios §2.10, §7). With data_edicao (the screen's default: the last 7 days) the most
 * recently edited come first; otherwise the newest periods first, open starts last. Without a person or place id (the
 * list screen) it runs prepared; the ids (a defender's, an intern's page) build their statement each time.
 */
export async function listLotacoes(db: Leitura, ctx: Contexto, q: ListarLotacoes) {
  if (!alcancaTodasOuNenhuma(ctx, 'lotacao')) return paginaVazia();
  const hoje = dataIsoLocal();
  const forma = formaDaLista(q);
  const semIds = [q.id_defensor, q.id_assessor, q.id_estagiario, q.id_defensoria, q.id_nucleo].every((id) => id === undefined);
  const busca = { edicao: q.data_edicao, hoje };
  const [rows, total] = semIds
    ? await Promise.all([paginaDeLotacoes(db, { ...busca, skip: q.skip, take: q.take }, forma), totalDeLotacoes(db, busca, forma)])
    : await comIds(db, q, busca, forma);
  return [rows.map(lotacaoJson), Number(total[0]?.count ?? 0)] as [ReturnType<typeof lotacaoJson>[], number];
}

/** With an id: the statement built for this request, with the same filters (the access rule was checked above). */
async function comIds(db: Leitura, q: ListarLotacoes, busca: { edicao: string | undefined; hoje: string }, forma: FormaDaLista) {
  const where = and(
    q.id_defensor ? eq(lotacao.defensorId, q.id_defensor) : undefined,
    q.id_assessor ? eq(lotacao.assessorId, q.id_assessor) : undefined,
    q.id_estagiario ? sql`${lotacao.estagioId} in (select e.id from estagio e where e.estagiario_id = ${q.id_estagiario})` : undefined,
    q.id_defensoria ? eq(lotacao.defensoriaId, q.id_defensoria) : undefined,
    q.id_nucleo ? eq(lotacao.nucleoId, q.id_nucleo) : undefined,
    filtroDaLista(busca, forma),
  );
  const ordem = ordemDaLista(forma.edicao);
  const pagina = placements(db, where, ordem(lotacao), q);
  return Promise.all([juntarNomes(db, busca.hoje, pagina).orderBy(...ordem(pagina)), db.select({ count: count() }).from(lotacao).where(where)]);
}

export async function getLotacao(db: Leitura, id: number) {
  const l = placements(db, eq(lotacao.id, id));
  const r = findOrThrow(
    await juntarNomes(db, dataIsoLocal(), l, auditoriaSelect(l))
      .leftJoin(criador, joinCriador(l))
      .leftJoin(editor, joinEditor(l)),
    NAO_ENCONTRADA,
  );
  return { ...lotacaoJson(r), ...auditoriaJson(r) };
}

const valores = (i: LotacaoInput) => ({
  tipo: i.tipo,
  defensorId: i.defensor?.id ?? null,
  assessorId: i.assessor?.id ?? null,
  estagioId: i.estagio?.id ?? null,
  defensoriaId: i.defensoria?.id ?? null,
  nucleoId: i.nucleo?.id ?? null,
  setorId: i.setor?.id ?? null,
  dataInicial: i.data_inicial,
  dataFinal: i.data_final,
  entrada: i.entrada,
  saida: i.saida,
  ativo: i.ativo,
  pontuar: i.pontuar,
  diretor: i.diretor,
  anotacao1: i.anotacao1,
  anotacao2: i.anotacao2,
});

/**
 * Saves and answers the new id, or the warnings as one text when the placement is saved but worth a second look
 * (spec §7: "create returns a number or a warning text"; ADR 020).
 */
export async function createLotacao(db: Leitura, ctx: Contexto, input: LotacaoInput): Promise<{ id: number; aviso: string | null }> {
  return withActor(db, ctx, async (tx) => {
    await validarLotacao(tx, input, null);
    const [row] = await tx.insert(lotacao).values(valores(input)).returning({ id: lotacao.id });
    const avisos = await avisosDaLotacao(tx, row!.id, input);
    return { id: row!.id, aviso: avisos.length ? avisos.join(' ') : null };
  });
}

/** Saves and answers null, or the warnings as one text (spec §7: "update returns true or a warning text"). */
export async function updateLotacao(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<LotacaoInput>): Promise<string | null> {
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, lotacao, id, versao, NAO_ENCONTRADA);
    const [atual] = await tx.select({ estagioId: lotacao.estagioId }).from(lotacao).where(eq(lotacao.id, id));
    await validarLotacao(tx, input, atual!);
    await tx.update(lotacao).set(valores(input)).where(eq(lotacao.id, id));
    const avisos = await avisosDaLotacao(tx, id, input);
    return avisos.length ? avisos.join(' ') : null;
  });
}

export async function removeLotacao(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, lotacao, id, NAO_ENCONTRADA);
    await tx.delete(lotacao).where(eq(lotacao.id, id));
  });
}

/**
 * The defensorias' current titulares (`GET defensoria/titularidades`): active Titularidade placements vigentes
 * today, by defensoria order — the answer's JSON text, written by the database (every titular of the state: 300
 * rows at 10× an office, issue 12).
 */
/**
 * Every titular of the state today (GET defensoria/titularidades), as the database writes it: prepared once (ADR 041),
 * the day its placeholder. Only the joins the answer needs: the defensoria and the defender's pessoa.
 */
const titularidadesDoDia = preparada('lotacao.titularidades', (db, $: Marcadores<'hoje'>) => {
  const linha = sql`json_build_object('lotacao_id', ${lotacao.id}, 'defensoria', json_build_object('id', ${defensoria.id}, 'nome', ${defensoria.nome}),
    'defensor', json_build_object('id', ${defensor.id}, 'nome', ${nomeCompletoDe(pessoaDefensor)}), 'data_inicial', ${lotacao.dataInicial}, 'data_final', ${lotacao.dataFinal})`;
  const ordem = sql`${defensoria.ordem}, ${defensoria.nome}, ${lotacao.dataInicial}, ${lotacao.id}`;
  return db
    .select({ json: sql<string>`coalesce(json_agg(${linha} order by ${ordem}), '[]')::text` })
    .from(lotacao)
    .innerJoin(defensoria, eq(defensoria.id, lotacao.defensoriaId))
    .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
    .innerJoin(pessoaDefensor, eq(pessoaDefensor.id, defensor.pessoaId))
    .where(and(eq(lotacao.tipo, 2), eq(lotacao.ativo, true), vigenteEm($.hoje)));
});

export async function titularidadesEmJson(db: Leitura, ctx: Contexto): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'lotacao')) return '[]';
  const [r] = await titularidadesDoDia(db, { hoje: dataIsoLocal() });
  return r!.json;
}

/**
 * A defender exonerated on `data` (cadastros-relatorios §4, ADR 020): every placement ending after it, or open, ends
 * on that day; one that would only start after it cannot end before it starts, so it is kept as it was but
 * deactivated. Runs inside the defender's save, so each change is in the history under the same user.
 */
export async function ajustarLotacoesAExoneracao(tx: Tx, defensorId: number, data: string) {
  const doDefensor = eq(lotacao.defensorId, defensorId);
  const depois = sql`(${lotacao.dataFinal} is null or ${lotacao.dataFinal} > ${data})`;
  const encerradas = await tx
    .update(lotacao)
    .set({ dataFinal: data })
    .where(and(doDefensor, depois, sql`(${lotacao.dataInicial} is null or ${lotacao.dataInicial} <= ${data})`))
    .returning({ id: lotacao.id });
  const desativadas = await tx
    .update(lotacao)
    .set({ ativo: false })
    .where(and(doDefensor, eq(lotacao.ativo, true), sql`${lotacao.dataInicial} > ${data}`))
    .returning({ id: lotacao.id });
  return { encerradas: encerradas.length, desativadas: desativadas.length };
}
