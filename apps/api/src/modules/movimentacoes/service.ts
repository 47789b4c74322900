import {
  CAMPOS_DE_ORDEM_MOVIMENTACAO,
  dataIsoLocal,
  MENSAGEM_MOVIMENTACAO_ATUALIZADA,
  MENSAGEM_MOVIMENTACAO_REMOVIDA,
  movimentacaoNoContextoSchema,
  processosDoTexto,
  type CampoDeOrdemMovimentacao,
  type FiltroDeMovimentacoes,
  type MovimentacaoDetalhe,
  type MovimentacaoInput,
  type MovimentacaoLinha,
  type RegistroMovimentacao,
  compararPtBr,
} from '@sgi/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { withActor, type Leitura, type Tx } from '../../db/actor.js';
import { bruta, preparada, type Marcadores } from '../../db/preparada.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest, findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { PAGINA_VAZIA_JSON } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { distrito } from '../distritos/table.js';
import { nucleo } from '../nucleos/table.js';
import { nomeCompletoDe, nomeCompletoNoAlias } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { usuario } from '../usuarios/table.js';
import { tiposComProcesso } from './configuracoes.js';
import { movimentacao, registroMovimentacao, tipoMovimentacao } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('movimentacao');
export const MENSAGEM_MOVIMENTACAO_CADASTRADA = 'Movimentação cadastrada.';
export { MENSAGEM_MOVIMENTACAO_ATUALIZADA, MENSAGEM_MOVIMENTACAO_REMOVIDA };

const colunas = {
  id: movimentacao.id,
  defensorId: movimentacao.defensorId,
  defensorNome: nomeCompletoDe(),
  defensoriaId: movimentacao.defensoriaId,
  defensoriaNome: defensoria.nome,
  distritoId: movimentacao.distritoId,
  distritoNome: distrito.nome,
  nucleoId: movimentacao.nucleoId,
  nucleoNome: nucleo.nome,
  referencia: movimentacao.referencia,
  dataRecebimento: movimentacao.dataRecebimento,
  observacao: movimentacao.observacao,
  civel: movimentacao.civel,
  criminal: movimentacao.criminal,
  pontuar: movimentacao.pontuar,
};
/** The movement's defender and place, joined on primary keys (the list and the detail). */
const comLugares = <T extends PgSelect>(q: T) =>
  q
    .innerJoin(defensor, eq(defensor.id, movimentacao.defensorId))
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .leftJoin(defensoria, eq(defensoria.id, movimentacao.defensoriaId))
    .leftJoin(distrito, eq(distrito.id, movimentacao.distritoId))
    .leftJoin(nucleo, eq(nucleo.id, movimentacao.nucleoId));

interface Linha {
  id: number;
  defensorId: number;
  defensorNome: string;
  defensoriaId: number | null;
  defensoriaNome: string | null;
  distritoId: number | null;
  distritoNome: string | null;
  nucleoId: number | null;
  nucleoNome: string | null;
  referencia: string;
  dataRecebimento: string;
  observacao: string | null;
  civel: boolean;
  criminal: boolean;
  pontuar: boolean;
}

const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });
const base = (r: Linha) => ({
  id: r.id,
  // §3 numero_lancamento: the delivery's number as the office quotes it, the record's own id.
  numero_lancamento: r.id,
  defensor: { id: r.defensorId, nome: r.defensorNome },
  defensoria: ref(r.defensoriaId, r.defensoriaNome),
  distrito: ref(r.distritoId, r.distritoNome),
  nucleo: ref(r.nucleoId, r.nucleoNome),
  referencia: r.referencia,
  data_recebimento: r.dataRecebimento,
  observacao: r.observacao,
  civel: r.civel,
  criminal: r.criminal,
  pontuar: r.pontuar,
});

export const CAMPOS_DE_ORDEM = CAMPOS_DE_ORDEM_MOVIMENTACAO;

export interface ListarMovimentacoes extends FiltroDeMovimentacoes {
  skip: number;
  take: number;
  comRegistros: boolean;
}

/** The lines of these movements, each with its type, in the order entered. */
async function registrosDe(db: Leitura, ids: readonly number[]): Promise<Map<number, RegistroMovimentacao[]>> {
  const porMovimentacao = new Map<number, RegistroMovimentacao[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return porMovimentacao;
  const rows = await db
    .select({
      id: registroMovimentacao.id,
      movimentacaoId: registroMovimentacao.movimentacaoId,
      tipoId: tipoMovimentacao.id,
      descricao: tipoMovimentacao.descricao,
      tipoInicial: tipoMovimentacao.inicial,
      tipoNucleo: tipoMovimentacao.nucleo,
      inicial: registroMovimentacao.inicial,
      quantidade: registroMovimentacao.quantidade,
      processos: registroMovimentacao.processos,
    })
    .from(registroMovimentacao)
    .innerJoin(tipoMovimentacao, eq(tipoMovimentacao.id, registroMovimentacao.tipoId))
    .where(inArray(registroMovimentacao.movimentacaoId, [...ids]))
    .orderBy(asc(registroMovimentacao.movimentacaoId), asc(registroMovimentacao.id));
  for (const r of rows) {
    porMovimentacao.get(r.movimentacaoId)!.push({
      id: r.id,
      tipo: { id: r.tipoId, descricao: r.descricao, inicial: r.tipoInicial, nucleo: r.tipoNucleo },
      inicial: r.inicial,
      quantidade: r.quantidade,
      processos: processosDoTexto(r.processos),
    });
  }
  return porMovimentacao;
}

type Direcao = 'ASC' | 'DESC';
type Filtro = 'referencia' | 'defensor' | 'defensoria' | 'nucleo' | 'distrito' | 'tipo' | 'editadoPor';
type Filtros = Marcadores<Filtro>;
type Pedido = Filtros & Marcadores<'skip' | 'take'>;

/** The filters of the list, each a placeholder that may be null: one statement shape for any combination of them. */
const filtrosDaLista = ($: Filtros) => sql`(${$.referencia}::text is null or mv.referencia = ${$.referencia}::text)
  and (${$.defensor}::int is null or mv.defensor_id = ${$.defensor}::int)
  and (${$.defensoria}::int is null or mv.defensoria_id = ${$.defensoria}::int)
  and (${$.nucleo}::int is null or mv.nucleo_id = ${$.nucleo}::int)
  and (${$.distrito}::int is null or mv.distrito_id = ${$.distrito}::int)
  and (${$.editadoPor}::int is null or mv.editado_por = ${$.editadoPor}::int)
  and (${$.tipo}::int is null or exists (select 1 from ${registroMovimentacao} r where r.movimentacao_id = mv.id and r.tipo_id = ${$.tipo}::int))`;

/** The sort of each orderField over the page's movements (`mv`) and the defender's person (`pv`). */
const ORDEM_NA_LISTA: Record<CampoDeOrdemMovimentacao, SQL> = {
  editadoEm: sql.raw('mv.editado_em'),
  referencia: sql.raw('mv.referencia'),
  data_recebimento: sql.raw('mv.data_recebimento'),
  defensor: nomeCompletoNoAlias('pv'),
  id: sql.raw('mv.id'),
};

/**
 * GET movimentacao as the answer's JSON text (ADR 059), prepared once per sort (issue 12): the movements alone
 * filtered, sorted and cut (joined to the defender's person only when the sort is their name), then each row's names
 * by scalar subqueries. The filters are null-able placeholders, so any combination runs the same statement. Subqueries
 * rather than joins: PostgreSQL keeps a custom plan for this statement (the filters' selectivity is unknown to a
 * generic one) and plans it on every request, and eight joined tables cost it 3–4 ms of planning each time; the
 * subqueries are planned apart, each trivially (0.3 ms in all).
 */
const paginaDeMovimentacoes = preparada('movimentacao.pagina', (db, $: Pedido, v: { campo: CampoDeOrdemMovimentacao; direcao: Direcao }) => {
  const direcao = sql.raw(v.direcao);
  const comPessoa = v.campo === 'defensor' ? sql`join ${defensor} dv on dv.id = mv.defensor_id join ${pessoa} pv on pv.id = dv.pessoa_id` : sql``;
  const nomeado = (tabela: typeof defensoria | typeof distrito | typeof nucleo, coluna: string) =>
    sql`(select json_build_object('id', x.id, 'nome', x.nome) from ${tabela} x where x.id = ${sql.raw(`m.${coluna}`)})`;
  return bruta<{ json: string }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', m.id, 'numero_lancamento', m.id,
          'defensor', (select json_build_object('id', d.id, 'nome', ${nomeCompletoNoAlias('p')})
                       from ${defensor} d join ${pessoa} p on p.id = d.pessoa_id where d.id = m.defensor_id),
          'defensoria', ${nomeado(defensoria, 'defensoria_id')}, 'distrito', ${nomeado(distrito, 'distrito_id')}, 'nucleo', ${nomeado(nucleo, 'nucleo_id')},
          'referencia', m.referencia, 'data_recebimento', m.data_recebimento, 'observacao', m.observacao, 'civel', m.civel,
          'criminal', m.criminal, 'pontuar', m.pontuar, 'editadoEm', to_char(m.editado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'editadoPor', (select json_build_object('username', u.username) from ${usuario} u where u.id = m.editado_por), 'versao', m.versao)
        order by m.chave ${direcao}, m.id ${direcao}), '[]')::text as json
      from (select mv.id, mv.defensor_id, mv.defensoria_id, mv.distrito_id, mv.nucleo_id, mv.referencia, mv.data_recebimento, mv.observacao,
                   mv.civel, mv.criminal, mv.pontuar, mv.editado_em, mv.editado_por, mv.versao, ${ORDEM_NA_LISTA[v.campo]} as chave
            from ${movimentacao} mv ${comPessoa} where ${filtrosDaLista($)}
            order by ${ORDEM_NA_LISTA[v.campo]} ${direcao}, mv.id ${direcao} offset ${$.skip} limit ${$.take}) m`,
  );
});
const totalDeMovimentacoes = totalGuardado('movimentacao.total', (db, $: Filtros) =>
  bruta<{ n: number }>(db, sql`select count(*)::int as n from ${movimentacao} mv where ${filtrosDaLista($)}`),
);

/**
 * GET movimentacao (§7): filtered by month, defender, place, type (a movement with a line of it) and editor, sorted
 * by orderField, the id breaking ties; the page as JSON written by PostgreSQL, and its lines (comRegistros) added.
 */
export async function listMovimentacoes(db: Leitura, ctx: Contexto, q: ListarMovimentacoes): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'movimentacao')) return PAGINA_VAZIA_JSON;
  const filtros: Record<Filtro, string | number | null> = {
    referencia: q.referencia ?? null,
    defensor: q.defensor ?? null,
    defensoria: q.defensoria ?? null,
    nucleo: q.nucleo ?? null,
    distrito: q.distrito ?? null,
    tipo: q.tipo ?? null,
    editadoPor: q.editadoPor ?? null,
  };
  const [{ rows }, { rows: total }] = await Promise.all([
    paginaDeMovimentacoes(db, { ...filtros, skip: q.skip, take: q.take }, { campo: q.orderField, direcao: q.orderDirection }),
    totalDeMovimentacoes(db, filtros),
  ]);
  if (!q.comRegistros) return `[${rows[0]!.json},${total[0]!.n}]`;
  const linhas = JSON.parse(rows[0]!.json) as MovimentacaoLinha[];
  const registros = await registrosDe(db, linhas.map((l) => l.id));
  return JSON.stringify([linhas.map((l) => ({ ...l, registros: registros.get(l.id) ?? [] })), total[0]!.n]);
}

export async function getMovimentacao(db: Leitura, id: number): Promise<MovimentacaoDetalhe> {
  const r = findOrThrow(
    await comLugares(db.select({ ...colunas, ...auditoriaSelect(movimentacao) }).from(movimentacao).$dynamic())
      .leftJoin(criador, joinCriador(movimentacao))
      .leftJoin(editor, joinEditor(movimentacao))
      .where(eq(movimentacao.id, id)),
    NAO_ENCONTRADO,
  );
  const registros = await registrosDe(db, [id]);
  return { ...base(r), registros: registros.get(id) ?? [], ...auditoriaJson(r) };
}

/** GET movimentacaoregistros/damovimentacao/{id} (§7): the movement's lines. */
export async function registrosDaMovimentacao(db: Leitura, id: number): Promise<RegistroMovimentacao[]> {
  findOrThrow(await db.select({ id: movimentacao.id }).from(movimentacao).where(eq(movimentacao.id, id)), NAO_ENCONTRADO);
  return (await registrosDe(db, [id])).get(id) ?? [];
}

/**
 * GET movimentacao/editores: the users who last edited some movement, for the search page's 'Editado Por' select
 * (§2.12) — the people who type movements, open to whoever may search them, without the users register's permission
 * (ADR 079). The audit alias `editor` names the users table.
 */
export async function editoresDeMovimentacoes(db: Leitura): Promise<{ id: number; nome: string }[]> {
  const rows = await db
    .selectDistinct({ id: editor.id, username: editor.username, nome: nomeCompletoDe() })
    .from(movimentacao)
    .innerJoin(editor, joinEditor(movimentacao))
    .innerJoin(pessoa, eq(pessoa.id, editor.pessoaId));
  return rows
    .map((r) => ({ id: r.id, nome: `${r.nome} (${r.username})` }))
    .sort((a, b) => compararPtBr(a.nome, b.nome));
}

export interface EntregasDe {
  defensor: number;
  referencia: string;
  defensoria?: number | undefined;
  nucleo?: number | undefined;
  exceto?: number | undefined;
}

/**
 * GET movimentacao/entregas: the deliveries already saved for the defender, month and place (the form warns, without
 * refusing, and links to them; ADR 069), oldest receipt first.
 */
export async function entregasExistentes(db: Leitura, ctx: Contexto, q: EntregasDe) {
  const rows = await db
    .select({ id: movimentacao.id, dataRecebimento: movimentacao.dataRecebimento, editadoEm: movimentacao.editadoEm })
    .from(movimentacao)
    .where(
      and(
        filtroDeAcesso(ctx, 'movimentacao'),
        eq(movimentacao.defensorId, q.defensor),
        eq(movimentacao.referencia, q.referencia),
        q.defensoria ? eq(movimentacao.defensoriaId, q.defensoria) : undefined,
        q.nucleo ? eq(movimentacao.nucleoId, q.nucleo) : undefined,
        q.exceto ? sql`${movimentacao.id} <> ${q.exceto}` : undefined,
      ),
    )
    .orderBy(asc(movimentacao.dataRecebimento), asc(movimentacao.id));
  return rows.map((r) => ({ id: r.id, data_recebimento: r.dataRecebimento, editadoEm: r.editadoEm.toISOString() }));
}

type Validada = ReturnType<ReturnType<typeof movimentacaoNoContextoSchema>['parse']>;

/**
 * The server repeats every rule of the form (movimentacaoNoContextoSchema: types, key 1, today) on the body the route
 * already parsed, then checks that the defender and the places exist and the distrito is of the defensoria.
 */
async function validar(tx: Tx, ctx: Contexto, input: MovimentacaoInput): Promise<Validada> {
  const ids = [...new Set(input.registros.map((r) => r.tipo.id))];
  const [tipos, comProcesso] = await Promise.all([
    ids.length
      ? tx.select({ id: tipoMovimentacao.id, inicial: tipoMovimentacao.inicial, nucleo: tipoMovimentacao.nucleo }).from(tipoMovimentacao).where(inArray(tipoMovimentacao.id, ids))
      : Promise.resolve([]),
    tiposComProcesso(tx),
  ]);
  const r = movimentacaoNoContextoSchema({ tipos, tiposComProcesso: comProcesso, hoje: dataIsoLocal(ctx.agora) }).safeParse(input);
  if (!r.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const i of r.error.issues) (fieldErrors[i.path.join('.') || '_'] ??= []).push(i.message);
    throw badRequest(r.error.issues[0]!.message, fieldErrors);
  }
  const m = r.data;
  const [[d], [o], [n], [di]] = await Promise.all([
    tx.select({ id: defensor.id }).from(defensor).where(eq(defensor.id, m.defensor.id)),
    m.defensoria ? tx.select({ id: defensoria.id }).from(defensoria).where(eq(defensoria.id, m.defensoria.id)) : [{ id: 0 }],
    m.nucleo ? tx.select({ id: nucleo.id }).from(nucleo).where(eq(nucleo.id, m.nucleo.id)) : [{ id: 0 }],
    m.distrito ? tx.select({ defensoriaId: distrito.defensoriaId }).from(distrito).where(eq(distrito.id, m.distrito.id)) : [{ defensoriaId: null }],
  ]);
  if (!d) throw badRequest('Defensor não encontrado.', { defensor: ['Selecione um defensor existente.'] });
  if (!o) throw badRequest('Defensoria não encontrada.', { defensoria: ['Selecione uma defensoria existente.'] });
  if (!n) throw badRequest('Núcleo não encontrado.', { nucleo: ['Selecione um núcleo existente.'] });
  if (!di) throw badRequest('Distrito não encontrado.', { distrito: ['Selecione um distrito existente.'] });
  if (m.distrito && di.defensoriaId !== m.defensoria?.id) {
    const msg = 'O distrito não pertence à defensoria escolhida.';
    throw badRequest(msg, { distrito: [msg] });
  }
  return m;
}

const valores = (m: Validada) => ({
  defensorId: m.defensor.id,
  defensoriaId: m.defensoria?.id ?? null,
  distritoId: m.distrito?.id ?? null,
  nucleoId: m.nucleo?.id ?? null,
  referencia: m.referencia,
  dataRecebimento: m.data_recebimento,
  observacao: m.observacao,
  civel: m.civel,
  criminal: m.criminal,
  pontuar: m.pontuar,
});

/** The lines: kept per type (updated when changed), new types inserted, the others removed; history shows only changes. */
async function gravarRegistros(tx: Tx, movimentacaoId: number, m: Validada) {
  const atuais = await tx
    .select({ id: registroMovimentacao.id, tipoId: registroMovimentacao.tipoId, inicial: registroMovimentacao.inicial, quantidade: registroMovimentacao.quantidade, processos: registroMovimentacao.processos })
    .from(registroMovimentacao)
    .where(eq(registroMovimentacao.movimentacaoId, movimentacaoId));
  const porTipo = new Map(atuais.map((a) => [a.tipoId, a]));
  const novos = new Set(m.registros.map((r) => r.tipo.id));
  const sair = atuais.filter((a) => !novos.has(a.tipoId)).map((a) => a.id);
  if (sair.length) await tx.delete(registroMovimentacao).where(inArray(registroMovimentacao.id, sair));
  const inserir = [];
  for (const r of m.registros) {
    const v = { inicial: r.inicial, quantidade: r.quantidade, processos: r.processos.join(',') };
    const atual = porTipo.get(r.tipo.id);
    if (!atual) inserir.push({ movimentacaoId, tipoId: r.tipo.id, ...v });
    else if (atual.inicial !== v.inicial || atual.quantidade !== v.quantidade || atual.processos !== v.processos) {
      await tx.update(registroMovimentacao).set(v).where(eq(registroMovimentacao.id, atual.id));
    }
  }
  if (inserir.length) await tx.insert(registroMovimentacao).values(inserir);
}

export async function createMovimentacao(db: Leitura, ctx: Contexto, input: MovimentacaoInput) {
  return withActor(db, ctx, async (tx) => {
    const m = await validar(tx, ctx, input);
    const [row] = await tx.insert(movimentacao).values(valores(m)).returning({ id: movimentacao.id, versao: movimentacao.versao });
    await gravarRegistros(tx, row!.id, m);
    return { message: MENSAGEM_MOVIMENTACAO_CADASTRADA, id: row!.id, versao: row!.versao };
  });
}

export async function updateMovimentacao(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<MovimentacaoInput>) {
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, movimentacao, id, versao, NAO_ENCONTRADO);
    const m = await validar(tx, ctx, input);
    await gravarRegistros(tx, id, m);
    // The movement's own row moves its version even when only its lines changed: the next PUT must have read them.
    const [row] = await tx
      .update(movimentacao)
      .set({ ...valores(m), editadoEm: sql`now()` })
      .where(eq(movimentacao.id, id))
      .returning({ versao: movimentacao.versao });
    return { message: MENSAGEM_MOVIMENTACAO_ATUALIZADA, id, versao: row!.versao };
  });
}

export async function removeMovimentacao(db: Leitura, ctx: Contexto, id: number) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, movimentacao, id, NAO_ENCONTRADO);
    await tx.delete(movimentacao).where(eq(movimentacao.id, id));
  });
}
