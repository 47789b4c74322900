import { diasDaAcao, type AcaoInput, type PeriodoDetalhe } from '@sgi/domain';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { withActor, type Leitura } from '../../db/actor.js';
import { auditoriaJson, auditoriaSelect, criador, editor, joinCriador, joinEditor } from '../../lib/audit.js';
import type { Contexto } from '../../lib/contexto.js';
import { findOrThrow } from '../../lib/errors.js';
import { alcancaTodasOuNenhuma, filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { PAGINA_VAZIA_JSON, paginaEmJson } from '../../lib/pagination.js';
import { bruta, linhasEmJson, preparada, presentes, type Marcadores } from '../../db/preparada.js';
import { travarRegistro, travarVersao, type Versionado } from '../../lib/versao.js';
import { defensor } from '../defensores/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { descreverAcao, notificarAcao } from './notificacoes.js';
import { defensoresNasRegras, exigirRegras } from './regras.js';
import { exigirPermissoesDasSubstituicoes, gravarSubstituicoes, substituicoesDoPeriodo, substituicoesGravadas } from './substituicoes.js';
import { periodo, substituicao } from './table.js';
import { totalGuardado } from '../../lib/totais-guardados.js';

const NAO_ENCONTRADO = naoEncontrado('periodo');

export const MENSAGEM_CADASTRADO = 'Período cadastrado com sucesso.';
export const MENSAGEM_ATUALIZADO = 'Período atualizado.';
export const MENSAGEM_REMOVIDO = 'Período removido.';

// How many offices of the action have a substitute named: one subquery per row of the page.
const comSubstituto = sql<number>`(select count(*)::int from ${substituicao} where ${substituicao.periodoId} = ${periodo.id} and ${isNotNull(substituicao.substitutoId)})`;

/** An action's own fields, read the same way by its detail and by the list's page. */
const camposDaAcao = {
  dataInicial: periodo.dataInicial,
  dataFinal: periodo.dataFinal,
  dataAquisitiva: periodo.dataAquisitiva,
  motivo: periodo.motivo,
  exibiranotacao: periodo.exibiranotacao,
  ativorelatorio: periodo.ativorelatorio,
  pontuar: periodo.pontuar,
};
const colunas = {
  id: periodo.id,
  tipo: periodo.tipo,
  defensorId: periodo.defensorId,
  defensorNome: nomeCompletoDe(),
  ...camposDaAcao,
  versao: periodo.versao,
};
interface Linha {
  id: number;
  tipo: number;
  defensorId: number;
  defensorNome: string;
  dataInicial: string;
  dataFinal: string;
  dataAquisitiva: string | null;
  motivo: string | null;
  exibiranotacao: boolean;
  ativorelatorio: boolean;
  pontuar: boolean;
}

const base = (r: Linha) => ({
  id: r.id,
  tipo: r.tipo,
  defensor: { id: r.defensorId, nome: r.defensorNome },
  data_inicial: r.dataInicial,
  data_final: r.dataFinal,
  data_aquisitiva: r.dataAquisitiva,
  motivo: r.motivo,
  exibiranotacao: r.exibiranotacao,
  ativorelatorio: r.ativorelatorio,
  pontuar: r.pontuar,
  dias: diasDaAcao(r.dataInicial, r.dataFinal),
});

export interface ListarPeriodos {
  skip: number;
  take: number;
  defensor?: number | undefined;
  tipo?: number | undefined;
}

type Filtros = { defensor: boolean; tipo: boolean };
type Busca = Marcadores<'defensor' | 'tipo'>;
const filtro = ($: Busca, f: Filtros) => and(f.defensor ? eq(periodo.defensorId, $.defensor) : undefined, f.tipo ? eq(periodo.tipo, $.tipo) : undefined);

/**
 * A page of actions written by PostgreSQL as the answer's JSON (ADR 059; issue 12), prepared per shape (ADR 041): the
 * actions screen asks for a defender's whole list on every visit. The days of an action count both ends, as
 * diasDaAcao does; ties on the first day fall back to the newest id.
 */
const paginaDePeriodos = preparada('periodo.lista', (db, $: Busca & Marcadores<'skip' | 'take'>, f: Filtros) =>
  bruta<{ json: string }>(
    db,
    linhasEmJson(
      db
        .select({
          id: periodo.id,
          tipo: periodo.tipo,
          defensor: sql`json_build_object('id', ${periodo.defensorId}, 'nome', ${nomeCompletoDe()})`.as('defensor'),
          ...camposDaAcao,
          dias: sql`${periodo.dataFinal} - ${periodo.dataInicial} + 1`.as('dias'),
          substituicoes: comSubstituto.as('substituicoes'),
          versao: periodo.versao,
        })
        .from(periodo)
        .innerJoin(defensor, eq(defensor.id, periodo.defensorId))
        .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
        .where(filtro($, f))
        .orderBy(desc(periodo.dataInicial), desc(periodo.id))
        .offset($.skip)
        .limit($.take),
      sql`data_inicial desc, id desc`,
    ),
  ),
);
const totalDePeriodos = totalGuardado('periodo.total', (db, $: Busca, f: Filtros) => db.select({ count: count() }).from(periodo).where(filtro($, f)));

/** GET periodo (§7: defensor, tipo, skip, take): the newest first, as the answer's JSON text. */
export async function listPeriodos(db: Leitura, ctx: Contexto, q: ListarPeriodos): Promise<string> {
  if (!alcancaTodasOuNenhuma(ctx, 'periodo')) return PAGINA_VAZIA_JSON;
  const busca = { defensor: q.defensor, tipo: q.tipo };
  const filtros = presentes(busca);
  return paginaEmJson(paginaDePeriodos(db, { ...busca, skip: q.skip, take: q.take }, filtros), totalDePeriodos(db, busca, filtros));
}

/** The action as GET periodo/{id} answers it, or 404. */
export async function getPeriodo(db: Leitura, id: number): Promise<PeriodoDetalhe> {
  const [r, substituicoes] = await Promise.all([
    db
      .select({ ...colunas, ...auditoriaSelect(periodo) })
      .from(periodo)
      .innerJoin(defensor, eq(defensor.id, periodo.defensorId))
      .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
      .leftJoin(criador, joinCriador(periodo))
      .leftJoin(editor, joinEditor(periodo))
      .where(eq(periodo.id, id)),
    substituicoesDoPeriodo(db, id),
  ]);
  const linha = findOrThrow(r, NAO_ENCONTRADO);
  return { ...base(linha), substituicoes, ...auditoriaJson(linha) };
}

/** The record's key fields, for the routes that work on one action (the substitutions of GET doperiodo). */
export async function lerPeriodo(db: Leitura, id: number) {
  const [p] = await db
    .select({ id: periodo.id, defensorId: periodo.defensorId, dataInicial: periodo.dataInicial, dataFinal: periodo.dataFinal })
    .from(periodo)
    .where(eq(periodo.id, id));
  return findOrThrow(p, NAO_ENCONTRADO);
}

const valores = (i: AcaoInput) => ({
  tipo: i.tipo,
  defensorId: i.defensor.id,
  dataInicial: i.data_inicial,
  dataFinal: i.data_final,
  dataAquisitiva: i.data_aquisitiva,
  motivo: i.motivo,
  exibiranotacao: i.exibiranotacao,
  ativorelatorio: i.ativorelatorio,
  pontuar: i.pontuar,
});

/**
 * POST periodo: the rules of ADR 061 and the record in one transaction, with its substitutions, its notifications and
 * the e-mails (ADR 063). Answers the id and the version.
 */
export async function createPeriodo(db: Leitura, ctx: Contexto, input: AcaoInput, publicUrl: string) {
  exigirPermissoesDasSubstituicoes(ctx, input.substituicoes, []);
  return withActor(db, ctx, async (tx) => {
    await exigirRegras(tx, input, null);
    const [row] = await tx.insert(periodo).values(valores(input)).returning({ id: periodo.id, versao: periodo.versao });
    await gravarSubstituicoes(tx, row!.id, input.substituicoes, []);
    await notificarAcao(tx, 'cadastrado', null, await descreverAcao(tx, row!.id), publicUrl);
    return row!;
  });
}

/** PUT periodo/{id}: as the create, from the version read (409 on a stale one). */
export async function updatePeriodo(db: Leitura, ctx: Contexto, id: number, { versao, ...input }: Versionado<AcaoInput>, publicUrl: string) {
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, periodo, id, versao, NAO_ENCONTRADO);
    const atuais = await substituicoesGravadas(tx, id);
    exigirPermissoesDasSubstituicoes(ctx, input.substituicoes, atuais);
    const antes = await descreverAcao(tx, id);
    await exigirRegras(tx, input, id);
    // Always written, so the version moves on when only the substitutions changed: they are part of the action.
    const [row] = await tx.update(periodo).set(valores(input)).where(eq(periodo.id, id)).returning({ id: periodo.id, versao: periodo.versao });
    await gravarSubstituicoes(tx, id, input.substituicoes, atuais);
    await notificarAcao(tx, 'atualizado', antes, await descreverAcao(tx, id), publicUrl);
    return row!;
  });
}

/** DELETE periodo/{id}: the action and its substitutions (cascade); the notifications name it as it was. */
export async function removePeriodo(db: Leitura, ctx: Contexto, id: number, publicUrl: string) {
  await withActor(db, ctx, async (tx) => {
    await travarRegistro(tx, periodo, id, NAO_ENCONTRADO);
    const antes = await descreverAcao(tx, id);
    await tx.delete(periodo).where(eq(periodo.id, id));
    await notificarAcao(tx, 'removido', antes, null, publicUrl);
  });
}

/**
 * GET periodo/defensores: every defender for the actions screen's select (§2.11: name, admission, age), with the
 * dates the acquisition periods count from and the exoneration.
 */
export async function defensoresDasAcoes(db: Leitura, ctx: Contexto) {
  return defensoresNasRegras(db)
    .where(filtroDeAcesso(ctx, 'defensor'))
    .orderBy(asc(pessoa.nome), asc(pessoa.sobrenome), asc(defensor.id));
}
