import type { PredioInput } from '@sgi/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { type Leitura, type Tx, withActor } from '../../db/actor.js';
import { preparada, presentes, type Marcadores } from '../../db/preparada.js';
import type { Contexto } from '../../lib/contexto.js';
import { alcancaTodasOuNenhuma, naoEncontrado } from '../../lib/exigir-acesso.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import { badRequest, conflict, emUso, findOrThrow } from '../../lib/errors.js';
import { contemPadrao, padraoDeBusca, pagina, paginaVazia } from '../../lib/pagination.js';
import { comarca } from '../comarcas/table.js';
import { defensoria } from '../defensorias/table.js';
import { nucleo } from '../nucleos/table.js';
import { listSetores, salvarSetores, validarResponsaveis } from './setores.js';
import { predio } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

export const PREDIO_NAO_ENCONTRADO = naoEncontrado('predio');

// Counts as correlated subqueries of the same statement: one query for the whole page, never one per row.
const defensorias = sql<number>`(select count(*)::int from ${defensoria} where ${defensoria.predioId} = ${predio.id})`;
const nucleos = sql<number>`(select count(*)::int from ${nucleo} where ${nucleo.predioId} = ${predio.id})`;

const colunas = {
  id: predio.id,
  ordem: predio.ordem,
  nome: predio.nome,
  tipo: predio.tipo,
  comarcaId: comarca.id,
  comarcaNome: comarca.nome,
  cep: predio.cep,
  cidade: predio.cidade,
  bairro: predio.bairro,
  logradouro: predio.logradouro,
  complemento: predio.complemento,
  numero: predio.numero,
  principalDdd: predio.telefonePrincipalDdd,
  principalNumero: predio.telefonePrincipalNumero,
  secundarioDdd: predio.telefoneSecundarioDdd,
  secundarioNumero: predio.telefoneSecundarioNumero,
  defensorias: defensorias.as('defensorias'),
  nucleos: nucleos.as('nucleos'),
};

const selecionar = <T extends SelectedFields>(db: Leitura, extra: T) =>
  db
    .select({ ...colunas, ...extra })
    .from(predio)
    .innerJoin(comarca, eq(comarca.id, predio.comarcaId));

type Linha = Awaited<ReturnType<typeof selecionar<Record<never, never>>>>[number];

/** The JSON shape of the spec (§3 Predio): address and phones nested, defensorias/nucleos as counts. */
const json = (r: Linha) => ({
  id: r.id,
  ordem: r.ordem,
  nome: r.nome,
  tipo: r.tipo,
  comarca: { id: r.comarcaId, nome: r.comarcaNome },
  endereco: { cep: r.cep, cidade: r.cidade, bairro: r.bairro, logradouro: r.logradouro, complemento: r.complemento, numero: r.numero },
  telefoneprincipal: { ddd: r.principalDdd, numero: r.principalNumero },
  telefonesecundario: { ddd: r.secundarioDdd, numero: r.secundarioNumero },
  defensorias: Number(r.defensorias),
  nucleos: Number(r.nucleos),
});

const valores = (i: PredioInput) => ({
  ordem: i.ordem,
  comarcaId: i.comarca.id,
  nome: i.nome,
  tipo: i.tipo,
  ...i.endereco,
  telefonePrincipalDdd: i.telefoneprincipal.ddd,
  telefonePrincipalNumero: i.telefoneprincipal.numero,
  telefoneSecundarioDdd: i.telefonesecundario.ddd,
  telefoneSecundarioNumero: i.telefonesecundario.numero,
});

export interface ListarPredios {
  skip: number;
  take: number;
  nome?: string | undefined;
}

type Filtros = { nome: boolean };
const filtro = ($: Marcadores<'nome'>, f: Filtros) => (f.nome ? contemPadrao(predio.nome, $.nome) : undefined);

// Prepared per shape (ADR 041).
const paginaDePredios = preparada('predio.lista', (db, $: Marcadores<'nome' | 'skip' | 'take'>, f: Filtros) =>
  selecionar(db, {}).where(filtro($, f)).orderBy(asc(predio.nome), asc(predio.id)).offset($.skip).limit($.take),
);
const totalDePredios = totalGuardado('predio.total', (db, $: Marcadores<'nome'>, f: Filtros) => db.select({ count: count() }).from(predio).where(filtro($, f)));

const detalhe = preparada('predio.detalhe', (db, $: Marcadores<'id'>) =>
  selecionar(db, auditoriaSelect(predio)).leftJoin(criador, joinCriador(predio)).leftJoin(editor, joinEditor(predio)).where(eq(predio.id, $.id)),
);

/** Buildings by name (cadastros-relatorios §2.7: server paging by name), one page plus the total. */
export async function listPredios(db: Leitura, ctx: Contexto, q: ListarPredios) {
  if (!alcancaTodasOuNenhuma(ctx, 'predio')) return paginaVazia();
  const busca = { nome: q.nome ? padraoDeBusca(q.nome) : undefined };
  const filtros = presentes(busca);
  const [rows, total] = await pagina(paginaDePredios(db, { ...busca, skip: q.skip, take: q.take }, filtros), totalDePredios(db, busca, filtros));
  return [rows.map(json), total] as [ReturnType<typeof json>[], number];
}

export async function getPredio(db: Leitura, id: number) {
  const [r, setores] = await Promise.all([detalhe(db, { id }), listSetores(db, id)]);
  const linha = findOrThrow(r, PREDIO_NAO_ENCONTRADO);
  return { ...json(linha), setores, ...auditoriaJson(linha) };
}

export async function exigirPredio(db: Leitura, id: number) {
  findOrThrow(await db.select({ id: predio.id }).from(predio).where(eq(predio.id, id)), PREDIO_NAO_ENCONTRADO);
}

/** The comarca and every responsável must exist: checked inside the write's transaction (a Tx), before it writes. */
async function validarReferencias(tx: Tx, i: PredioInput) {
  const [c] = await tx.select({ id: comarca.id }).from(comarca).where(eq(comarca.id, i.comarca.id));
  if (!c) throw badRequest('Comarca não encontrada.', { comarca: ['Selecione uma comarca existente.'] });
  await validarResponsaveis(tx, i.setores);
}

/** The building and its sectors in one transaction: a refused sector leaves no building behind. */
export async function createPredio(db: Leitura, ctx: Contexto, input: PredioInput) {
  const id = await withActor(db, ctx, async (tx) => {
    await validarReferencias(tx, input);
    const [row] = await tx.insert(predio).values(valores(input)).returning({ id: predio.id });
    await salvarSetores(tx, row!.id, input.setores);
    return row!.id;
  });
  return getPredio(db, id);
}

/** Building first, then its sectors, in one transaction: any refusal rolls the building's change back too. */
export async function updatePredio(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<PredioInput>) {
  await withActor(db, ctx, async (tx) => {
    // The sectors are part of the building: the building's version covers them, and its UPDATE moves it on.
    await travarVersao(tx, predio, id, versao, PREDIO_NAO_ENCONTRADO);
    await validarReferencias(tx, input);
    await tx.update(predio).set(valores(input)).where(eq(predio.id, id));
    await salvarSetores(tx, id, input.setores);
  });
}

const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/**
 * Defensorias and núcleos keep their building (FK restrict): the count first gives a message saying how many;
 * emUso stays as the safety net for later references. The sectors go with the building (cascade).
 */
export async function removePredio(db: Leitura, ctx: Contexto, id: number) {
  try {
    await withActor(db, ctx, async (tx) => {
      await travarRegistro(tx, predio, id, PREDIO_NAO_ENCONTRADO);
      const [p] = await selecionar(tx, {}).where(eq(predio.id, id));
      const usos = [
        p?.defensorias ? contagem(Number(p.defensorias), 'defensoria', 'defensorias') : null,
        p?.nucleos ? contagem(Number(p.nucleos), 'núcleo', 'núcleos') : null,
      ].filter(Boolean);
      if (usos.length) throw conflict(`A unidade é usada por ${usos.join(' e ')} e não pode ser excluída.`);
      await tx.delete(predio).where(eq(predio.id, id));
    });
  } catch (err) {
    throw emUso(err, 'A unidade não pode ser excluída');
  }
}
