import type { NucleoInput, NucleoMaxEstagiarios } from '@sgi/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, emUso, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { comarca } from '../comarcas/table.js';
import { defensor } from '../defensores/table.js';
import { pessoa } from '../pessoas/table.js';
import { predio } from '../predios/table.js';
import { nucleo } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('nucleo');

// Each substitute is a defender whose name is the pessoa's nome + sobrenome (ADR 015), joined twice.
const def1 = alias(defensor, 'sub1');
const pes1 = alias(pessoa, 'sub1_pessoa');
const def2 = alias(defensor, 'sub2');
const pes2 = alias(pessoa, 'sub2_pessoa');

const colunas = {
  id: nucleo.id,
  ordem: nucleo.ordem,
  nome: nucleo.nome,
  comarcaId: comarca.id,
  comarcaNome: comarca.nome,
  predioId: predio.id,
  predioNome: predio.nome,
  telefoneDdd: nucleo.telefoneDdd,
  telefoneNumero: nucleo.telefoneNumero,
  substituto1Id: def1.id,
  substituto1Nome: nomeCompletoDe(pes1) as SQL<string | null>,
  substituto2Id: def2.id,
  substituto2Nome: nomeCompletoDe(pes2) as SQL<string | null>,
  maximoIntegrantes: nucleo.maximoIntegrantes,
};

/** The núcleo's comarca, unidade and substitutes' names, joined on primary keys (the list and the detail). */
const comRelacoes = <T extends PgSelect>(q: T) =>
  q
    .innerJoin(comarca, eq(comarca.id, nucleo.comarcaId))
    .leftJoin(predio, eq(predio.id, nucleo.predioId))
    .leftJoin(def1, eq(def1.id, nucleo.substituto1Id))
    .leftJoin(pes1, eq(pes1.id, def1.pessoaId))
    .leftJoin(def2, eq(def2.id, nucleo.substituto2Id))
    .leftJoin(pes2, eq(pes2.id, def2.pessoaId));

/** The shape of a list request: which prepared statement serves it (ADR 041). */
type Filtros = { comarca: boolean; nome: boolean };
type Busca = Marcadores<'comarca' | 'nome'>;

const filtro = ($: Busca, f: Filtros) =>
  and(f.comarca ? eq(nucleo.comarcaId, $.comarca) : undefined, f.nome ? contemPadrao(nucleo.nome, $.nome) : undefined);
const ORDEM = [asc(nucleo.ordem), asc(nucleo.nome), asc(nucleo.id)];

/**
 * A page of núcleos: the núcleos alone filtered, sorted and cut, then their relations joined (issue 12: with the
 * audit users too, ten tables took longer to plan than to run, and the page was sorted after every join). Prepared:
 * the seven-table join took 2.5 ms to plan on every request, four times what it takes to run.
 */
const paginaDeNucleos = preparada('nucleo.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros) => {
  const ids = db.select({ id: nucleo.id }).from(nucleo).where(filtro($, f)).orderBy(...ORDEM).offset($.skip).limit($.take);
  return comRelacoes(db.select({ ...colunas, versao: nucleo.versao }).from(nucleo).$dynamic())
    .where(inArray(nucleo.id, ids))
    .orderBy(...ORDEM);
});
const totalDeNucleos = totalGuardado('nucleo.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(nucleo).where(filtro($, f)));

/** One núcleo with its relations and audit users (the form). */
const selecionar = (db: Leitura) =>
  comRelacoes(db.select({ ...colunas, ...auditoriaSelect(nucleo) }).from(nucleo).$dynamic())
    .leftJoin(criador, joinCriador(nucleo))
    .leftJoin(editor, joinEditor(nucleo));

interface Linha {
  id: number;
  ordem: number;
  nome: string;
  comarcaId: number;
  comarcaNome: string;
  predioId: number | null;
  predioNome: string | null;
  telefoneDdd: number | null;
  telefoneNumero: string | null;
  substituto1Id: number | null;
  substituto1Nome: string | null;
  substituto2Id: number | null;
  substituto2Nome: string | null;
  maximoIntegrantes: number;
  versao: number;
}

const ref = (id: number | null, nome: string | null) => (id === null ? null : { id, nome: nome ?? '' });

/** The JSON shape of the spec (§3 Nucleo). */
const json = (r: Linha) => ({
  id: r.id,
  ordem: r.ordem,
  nome: r.nome,
  comarca: { id: r.comarcaId, nome: r.comarcaNome },
  predio: ref(r.predioId, r.predioNome),
  telefone: { ddd: r.telefoneDdd, numero: r.telefoneNumero },
  substituto1: ref(r.substituto1Id, r.substituto1Nome),
  substituto2: ref(r.substituto2Id, r.substituto2Nome),
  maximoIntegrantes: r.maximoIntegrantes,
  // The list edits the interns' cap in place (PATCH nucleo/maxestagiarios), so its rows carry the version too.
  versao: r.versao,
});

export interface ListarNucleos {
  skip: number;
  take: number;
  comarca?: number | undefined;
  nome?: string | undefined;
}

/** Núcleos in report order (ordem, then nome), optionally of one comarca or matching a name. */
export async function listNucleos(db: Leitura, ctx: Contexto, q: ListarNucleos) {
  if (!alcancaTodasOuNenhuma(ctx, 'nucleo')) return paginaVazia();
  const busca = { comarca: q.comarca, nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(paginaDeNucleos(db, { ...busca, skip: q.skip, take: q.take }, filtros), totalDeNucleos(db, busca, filtros));
  return [rows.map(json), total] as [ReturnType<typeof json>[], number];
}

export async function getNucleo(db: Leitura, id: number) {
  const r = findOrThrow(
    await selecionar(db).where(eq(nucleo.id, id)),
    NAO_ENCONTRADO,
  );
  return { ...json(r), ...auditoriaJson(r) };
}

/** Comarca, unidade and substitutes must exist: a stale select in the form gets a field message, not a 500. */
async function validarReferencias(tx: Tx, i: NucleoInput) {
  const defensores = [i.substituto1?.id, i.substituto2?.id].filter((v): v is number => v !== undefined);
  const [[c], [p], achados] = await Promise.all([
    tx.select({ id: comarca.id }).from(comarca).where(eq(comarca.id, i.comarca.id)),
    i.predio ? tx.select({ id: predio.id }).from(predio).where(eq(predio.id, i.predio.id)) : [{ id: 0 }],
    defensores.length ? tx.select({ id: defensor.id }).from(defensor).where(inArray(defensor.id, defensores)) : [],
  ]);
  if (!c) throw badRequest('Comarca não encontrada.', { comarca: ['Selecione uma comarca existente.'] });
  if (!p) throw badRequest('Unidade não encontrada.', { predio: ['Selecione uma unidade existente.'] });
  for (const campo of ['substituto1', 'substituto2'] as const) {
    const s = i[campo];
    if (s && !achados.some((d) => d.id === s.id)) throw badRequest('Defensor não encontrado.', { [campo]: ['Selecione um defensor existente.'] });
  }
}

const valores = (i: NucleoInput) => ({
  ordem: i.ordem,
  nome: i.nome,
  comarcaId: i.comarca.id,
  predioId: i.predio?.id ?? null,
  substituto1Id: i.substituto1?.id ?? null,
  substituto2Id: i.substituto2?.id ?? null,
  maximoIntegrantes: i.maximoIntegrantes,
  telefoneDdd: i.telefone.ddd,
  telefoneNumero: i.telefone.numero,
});

export async function createNucleo(db: Leitura, ctx: Contexto, input: NucleoInput) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await validarReferencias(tx, input);
    return tx.insert(nucleo).values(valores(input)).returning({ id: nucleo.id });
  });
  return getNucleo(db, row!.id);
}

export async function updateNucleo(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<NucleoInput>) {
  await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, nucleo, id, versao, NAO_ENCONTRADO);
    await validarReferencias(tx, input);
    await tx.update(nucleo).set(valores(input)).where(eq(nucleo.id, id));
  });
  return getNucleo(db, id);
}

/** The list's modal (cadastros-relatorios §2.6): only the interns' cap changes. */
export async function updateMaxEstagiarios(db: Leitura, ctx: Contexto, { versao, ...input }: Versionado<NucleoMaxEstagiarios>) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await travarVersao(tx, nucleo, input.id, versao, NAO_ENCONTRADO);
    return tx.update(nucleo).set({ maximoIntegrantes: input.maximoIntegrantes }).where(eq(nucleo.id, input.id)).returning({ versao: nucleo.versao });
  });
  return row!.versao;
}

/**
 * Nothing references a núcleo yet; placements and movements will (FK restrict), and emUso turns that refusal
 * into a 409 naming them, so this stays right when they arrive.
 */
export async function removeNucleo(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, nucleo, id, NAO_ENCONTRADO);
      await tx.delete(nucleo).where(eq(nucleo.id, id));
    });
  } catch (err) {
    throw emUso(err, 'O núcleo não pode ser excluído');
  }
}
