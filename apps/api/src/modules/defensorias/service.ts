import {
  dataIsoLocal,
  listaPtBr,
  MENSAGEM_SUBSTITUI_A_SI_MESMA,
  substitutaQueEhElaMesma,
  type DefensoriaInput,
  type DefensoriaOrdem,
} from '@sgi/domain';
import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias, type PgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { bruta, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { comarca } from '../comarcas/table.js';
import { distrito } from '../distritos/table.js';
import { feriado } from '../feriados/table.js';
import { vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { movimentacao } from '../movimentacoes/table.js';
import { predio } from '../predios/table.js';
import { vara } from '../varas/table.js';
import { defensoria } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADA = naoEncontrado('defensoria');

// The two substitutes are defensorias too: the table joined twice more under other names.
const sub1 = alias(defensoria, 'substituta1');
const sub2 = alias(defensoria, 'substituta2');

const colunas = {
  id: defensoria.id,
  ordem: defensoria.ordem,
  codigo: defensoria.codigo,
  nome: defensoria.nome,
  exibirrelatorio: defensoria.exibirrelatorio,
  maximoEstagiarios: defensoria.maximoEstagiarios,
  anotacao: defensoria.anotacao,
  telefoneDdd: defensoria.telefoneDdd,
  telefoneNumero: defensoria.telefoneNumero,
  varaId: vara.id,
  varaNome: vara.nome,
  comarcaId: comarca.id,
  comarcaNome: comarca.nome,
  predioId: predio.id,
  predioNome: predio.nome,
  sub1Id: sub1.id,
  sub1Nome: sub1.nome,
  sub2Id: sub2.id,
  sub2Nome: sub2.nome,
};

/** The defensoria with the names of its vara, comarca, unidade and substitutes: one query whatever the page. */
const selecionar = <T extends SelectedFields>(db: Leitura, extra: T) =>
  db
    .select({ ...colunas, ...extra })
    .from(defensoria)
    .innerJoin(comarca, eq(comarca.id, defensoria.comarcaId))
    .leftJoin(vara, eq(vara.id, defensoria.varaId))
    .leftJoin(predio, eq(predio.id, defensoria.predioId))
    .leftJoin(sub1, eq(sub1.id, defensoria.substituta1Id))
    .leftJoin(sub2, eq(sub2.id, defensoria.substituta2Id));

type Linha = Awaited<ReturnType<typeof selecionar<Record<never, never>>>>[number];

const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });

/** The JSON shape of the spec (§3 Defensoria). */
const json = (r: Linha) => ({
  id: r.id,
  ordem: r.ordem,
  codigo: r.codigo,
  nome: r.nome,
  vara: ref(r.varaId, r.varaNome),
  comarca: { id: r.comarcaId, nome: r.comarcaNome },
  predio: ref(r.predioId, r.predioNome),
  defensoriasubstituta1: ref(r.sub1Id, r.sub1Nome),
  defensoriasubstituta2: ref(r.sub2Id, r.sub2Nome),
  exibirrelatorio: r.exibirrelatorio,
  maximo_estagiarios: r.maximoEstagiarios,
  anotacao: r.anotacao,
  telefone: { ddd: r.telefoneDdd, numero: r.telefoneNumero },
});

const ORDEM: Record<DefensoriaOrdem, PgColumn> = {
  ordem: defensoria.ordem,
  nome: defensoria.nome,
  codigo: defensoria.codigo,
  vara: vara.nome,
  comarca: comarca.nome,
  predio: predio.nome,
};

export interface ListarDefensorias {
  skip: number;
  take: number;
  vara?: number | undefined;
  comarca?: number | undefined;
  nome?: string | undefined;
  orderField: DefensoriaOrdem;
  orderBy: 'asc' | 'desc';
}

/** The shape of a list request: which prepared statement serves it (ADR 041). */
type Filtros = { vara: boolean; comarca: boolean; nome: boolean };
type Forma = { campo: DefensoriaOrdem; direcao: 'asc' | 'desc' } & Filtros;
type Busca = Marcadores<'vara' | 'comarca' | 'nome'>;

const filtro = ($: Busca, f: Filtros) =>
  and(
    f.vara ? eq(defensoria.varaId, $.vara) : undefined,
    f.comarca ? eq(defensoria.comarcaId, $.comarca) : undefined,
    f.nome ? contemPadrao(defensoria.nome, $.nome) : undefined,
  );

/**
 * A page of defensorias (issue 12): the defensorias alone filtered, sorted and cut (joined only to the table the sort
 * names), then the page's relations joined. Prepared, and without the placements count, so PostgreSQL keeps one
 * generic plan: with the count in it the join took 4–6 ms to plan on every request, twice what it takes to run.
 */
const paginaDeDefensorias = preparada('defensoria.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Forma) => {
  const ordem = [(f.direcao === 'desc' ? desc : asc)(ORDEM[f.campo]), asc(defensoria.ordem), asc(defensoria.nome), asc(defensoria.id)];
  let ids = db.select({ id: defensoria.id }).from(defensoria).$dynamic();
  if (f.campo === 'vara') ids = ids.leftJoin(vara, eq(vara.id, defensoria.varaId));
  if (f.campo === 'comarca') ids = ids.innerJoin(comarca, eq(comarca.id, defensoria.comarcaId));
  if (f.campo === 'predio') ids = ids.leftJoin(predio, eq(predio.id, defensoria.predioId));
  // Ties fall back to the report order, then the id, so paging is stable.
  return selecionar(db, {})
    .where(inArray(defensoria.id, ids.where(filtro($, f)).orderBy(...ordem).offset($.skip).limit($.take)))
    .orderBy(...ordem);
});
const totalDeDefensorias = totalGuardado('defensoria.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(defensoria).where(filtro($, f)));
/**
 * The list's count columns for each defensoria of the page, in one statement (one round trip; on the embedded
 * database, one turn of its single connection): Lotações, the active placements current today (ADR 020), and
 * Movimentações, the deliveries (ADR 074). Kept like the list's total until a placement or a delivery changes (ADR 105):
 * it takes the page's ids from the defensoria table (not from unnest), so every name it reads from is a table that notifies.
 */
const contagensDaPagina = totalGuardado('defensoria.contagens', (db, $: Marcadores<'ids' | 'hoje'>) =>
  bruta<{ id: number; lotacoes: number; movimentacoes: number }>(
    db,
    sql`select x.id,
          (select count(*)::int from ${lotacao} where ${lotacao.defensoriaId} = x.id and ${lotacao.ativo} and ${vigenteEm($.hoje)}) as lotacoes,
          (select count(*)::int from ${movimentacao} where ${movimentacao.defensoriaId} = x.id) as movimentacoes
        from ${defensoria} x where x.id = any(${$.ids}::int[])`,
  ),
);

/** Defensorias list (cadastros-relatorios §2.5, §7): filters by vara, comarca and name; report order by default. */
export async function listDefensorias(db: Leitura, ctx: Contexto, q: ListarDefensorias) {
  if (!alcancaTodasOuNenhuma(ctx, 'defensoria')) return paginaVazia();
  const termo = q.nome?.trim();
  const busca = { vara: q.vara, comarca: q.comarca, nome: termo ? padraoDeBusca(termo) : undefined };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(
    paginaDeDefensorias(db, { ...busca, skip: q.skip, take: q.take }, { campo: q.orderField, direcao: q.orderBy, ...filtros }),
    totalDeDefensorias(db, busca, filtros),
  );
  const ids = rows.map((r) => r.id);
  const contagens = new Map(ids.length ? (await contagensDaPagina(db, { ids, hoje: dataIsoLocal() })).rows.map((c) => [c.id, c]) : []);
  return [rows.map((r) => ({ ...json(r), lotacoes: contagens.get(r.id)?.lotacoes ?? 0, movimentacoes: contagens.get(r.id)?.movimentacoes ?? 0 })), total] as [
    (ReturnType<typeof json> & { lotacoes: number; movimentacoes: number })[],
    number,
  ];
}

export async function getDefensoria(db: Leitura, id: number) {
  const r = findOrThrow(
    await selecionar(db, auditoriaSelect(defensoria))
      .leftJoin(criador, joinCriador(defensoria))
      .leftJoin(editor, joinEditor(defensoria))
      .where(eq(defensoria.id, id)),
    NAO_ENCONTRADA,
  );
  return { ...json(r), ...auditoriaJson(r) };
}

const existe = async (db: Leitura, tabela: typeof comarca | typeof vara | typeof predio | typeof defensoria, id: number | undefined) =>
  id === undefined ? true : (await db.select({ id: tabela.id }).from(tabela).where(eq(tabela.id, id))).length > 0;

/** Every selected record must exist: a stale select in the form gets a field message, not a 500. */
async function validarReferencias(tx: Tx, i: DefensoriaInput) {
  const [c, v, p, s1, s2] = await Promise.all([
    existe(tx, comarca, i.comarca.id),
    existe(tx, vara, i.vara?.id),
    existe(tx, predio, i.predio?.id),
    existe(tx, defensoria, i.defensoriasubstituta1?.id),
    existe(tx, defensoria, i.defensoriasubstituta2?.id),
  ]);
  if (!c) throw badRequest('Comarca não encontrada.', { comarca: ['Selecione uma comarca existente.'] });
  if (!v) throw badRequest('Vara não encontrada.', { vara: ['Selecione uma vara existente.'] });
  if (!p) throw badRequest('Unidade não encontrada.', { predio: ['Selecione uma unidade existente.'] });
  for (const [campo, ok] of [['defensoriasubstituta1', s1], ['defensoriasubstituta2', s2]] as const) {
    if (!ok) throw badRequest('Defensoria substituta não encontrada.', { [campo]: ['Selecione uma defensoria existente.'] });
  }
}

const valores = (i: DefensoriaInput) => ({
  ordem: i.ordem,
  codigo: i.codigo,
  nome: i.nome,
  varaId: i.vara?.id ?? null,
  comarcaId: i.comarca.id,
  predioId: i.predio?.id ?? null,
  substituta1Id: i.defensoriasubstituta1?.id ?? null,
  substituta2Id: i.defensoriasubstituta2?.id ?? null,
  exibirrelatorio: i.exibirrelatorio,
  maximoEstagiarios: i.maximo_estagiarios,
  anotacao: i.anotacao,
  telefoneDdd: i.telefone.ddd,
  telefoneNumero: i.telefone.numero,
});

export async function createDefensoria(db: Leitura, ctx: Contexto, input: DefensoriaInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await validarReferencias(tx, input);
    return tx.insert(defensoria).values(valores(input)).returning({ id: defensoria.id });
  });
  return getDefensoria(db, row!.id);
}

export async function updateDefensoria(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<DefensoriaInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, defensoria, id, versao, NAO_ENCONTRADA);
    // ADR 019: a defensoria never substitutes itself (only a saved one has an id to compare).
    const propria = substitutaQueEhElaMesma(id, input);
    if (propria) throw badRequest(MENSAGEM_SUBSTITUI_A_SI_MESMA, { [propria]: [MENSAGEM_SUBSTITUI_A_SI_MESMA] });
    await validarReferencias(tx, input);
    await tx.update(defensoria).set(valores(input)).where(eq(defensoria.id, id));
  });
  return getDefensoria(db, id);
}

const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
// Names in the message help find the records; a long list is cut so the toast stays readable.
const nomes = (lista: { nome: string }[]) =>
  lista.length <= 5 ? listaPtBr(lista.map((l) => l.nome)) : `${lista.slice(0, 5).map((l) => l.nome).join(', ')} e mais ${lista.length - 5}`;

/**
 * A defensoria still used by distritos, holidays or as another one's substitute is kept (409) with a message that counts
 * and names them; placements and movements (later issues) are caught by the foreign key through emUso.
 */
export async function removeDefensoria(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, defensoria, id, NAO_ENCONTRADA);
      await exigirDefensoriaSemUso(tx, id);
      await tx.delete(defensoria).where(eq(defensoria.id, id));
    });
  } catch (err) {
    throw emUso(err, 'A defensoria não pode ser excluída');
  }
}

/** What still names the defensoria keeps it (409), with the names: its distritos, who it substitutes, its holidays. */
async function exigirDefensoriaSemUso(tx: Tx, id: number) {
  const [distritos, substituidas, feriados] = await Promise.all([
    tx.select({ nome: distrito.nome }).from(distrito).where(eq(distrito.defensoriaId, id)).orderBy(asc(distrito.ordem), asc(distrito.nome)),
    tx
      .select({ nome: defensoria.nome })
      .from(defensoria)
      .where(and(or(eq(defensoria.substituta1Id, id), eq(defensoria.substituta2Id, id)), ne(defensoria.id, id)))
      .orderBy(asc(defensoria.ordem), asc(defensoria.nome)),
    tx.select({ nome: feriado.nome }).from(feriado).where(sql`${id} = any(${feriado.defensorias})`).orderBy(desc(feriado.inicio)),
  ]);
  const usos = [
    distritos.length ? `tem ${contar(distritos.length, 'distrito', 'distritos')} (${nomes(distritos)})` : null,
    substituidas.length ? `é substituta de ${contar(substituidas.length, 'defensoria', 'defensorias')} (${nomes(substituidas)})` : null,
    feriados.length ? `está em ${contar(feriados.length, 'feriado', 'feriados')} do calendário (${nomes(feriados)})` : null,
  ].filter((u): u is string => u !== null);
  if (usos.length) throw conflict(`A defensoria não pode ser excluída: ${listaPtBr(usos)}.`);
}
