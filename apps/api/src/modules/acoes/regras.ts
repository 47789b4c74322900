import { validarAcao, type AcaoInput, type AcaoNasRegras, type ContextoDasRegras } from '@sgi/domain';
import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { withActor, type Leitura, type Tx } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import { pagina } from '../../lib/pagination.js';
import { travarVersao } from '../../lib/versao.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { periodo, regra, substituicao } from './table.js';

export const MENSAGEM_DEFENSOR_NAO_ENCONTRADO = 'Defensor não encontrado.';
export const MENSAGEM_SUBSTITUTO_NAO_ENCONTRADO = 'Substituto não encontrado.';
export const MENSAGEM_DEFENSORIA_NAO_ENCONTRADA = 'Defensoria não encontrada.';

/** Defenders as the rules and the actions screen read them (ADR 061): name, active flag and the dates that bound the actions. */
export const defensoresNasRegras = (db: Leitura) =>
  db
    .select({
      id: defensor.id,
      nome: nomeCompletoDe(),
      ativo: defensor.ativo,
      data_nascimento: pessoa.dataNascimento,
      data_admissao: defensor.dataAdmissao,
      data_referencia: defensor.dataReferencia,
      data_exoneracao: defensor.dataExoneracao,
    })
    .from(defensor)
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .$dynamic();

/** The ids of the rules switched on (/regras). */
export async function regrasAtivas(db: Leitura): Promise<Set<number>> {
  const rows = await db.select({ id: regra.id }).from(regra).where(eq(regra.ativa, true));
  return new Set(rows.map((r) => r.id));
}

const colunasDaAcao = {
  id: periodo.id,
  tipo: periodo.tipo,
  data_inicial: periodo.dataInicial,
  data_final: periodo.dataFinal,
  data_aquisitiva: periodo.dataAquisitiva,
};

/** The actions of these defenders sharing a day with [inicio, fim] (all of them without dates). */
const acoesDe = (tx: Tx, ids: number[], dias?: { inicio: string; fim: string }) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx
        .select({ ...colunasDaAcao, defensorId: periodo.defensorId })
        .from(periodo)
        .where(and(inArray(periodo.defensorId, ids), dias && lte(periodo.dataInicial, dias.fim), dias && gte(periodo.dataFinal, dias.inicio)));

/**
 * The existence checks and the eleven rules of ADR 061, inside the transaction that saves the action: the defender and
 * the substitutes are locked (FOR UPDATE, in id order, so two saves never wait on each other crosswise), then their
 * actions and substitutions are read and the active rules run. `id` is the action being edited (its own rows do not
 * count). A broken rule answers 400 with its message and its id (`regra`).
 */
export async function exigirRegras(tx: Tx, acao: AcaoInput, id: number | null): Promise<void> {
  const substitutos = [...new Set(acao.substituicoes.flatMap((s) => (s.substituto ? [s.substituto.id] : [])))];
  const pessoas = [...new Set([acao.defensor.id, ...substitutos])].sort((a, b) => a - b);
  const travados = await tx.select({ id: defensor.id }).from(defensor).where(inArray(defensor.id, pessoas)).orderBy(asc(defensor.id)).for('update');
  const existem = new Set(travados.map((d) => d.id));
  if (!existem.has(acao.defensor.id)) throw badRequest(MENSAGEM_DEFENSOR_NAO_ENCONTRADO, { defensor: ['Selecione um defensor existente.'] });
  const erros: Record<string, string[]> = {};
  acao.substituicoes.forEach((s, i) => {
    if (s.substituto && !existem.has(s.substituto.id)) erros[`substituicoes.${i}.substituto`] = ['Selecione um defensor existente.'];
  });
  if (Object.keys(erros).length) throw badRequest(MENSAGEM_SUBSTITUTO_NAO_ENCONTRADO, erros);
  const defensorias = [...new Set(acao.substituicoes.map((s) => s.defensoria.id))];
  const achadas = new Set(
    defensorias.length ? (await tx.select({ id: defensoria.id }).from(defensoria).where(inArray(defensoria.id, defensorias))).map((d) => d.id) : [],
  );
  acao.substituicoes.forEach((s, i) => {
    if (!achadas.has(s.defensoria.id)) erros[`substituicoes.${i}.defensoria`] = ['Selecione uma defensoria existente.'];
  });
  if (Object.keys(erros).length) throw badRequest(MENSAGEM_DEFENSORIA_NAO_ENCONTRADA, erros);

  const ativas = await regrasAtivas(tx);
  if (ativas.size === 0) return;
  const contexto = await lerContexto(tx, acao, substitutos);
  const violada = validarAcao({ ...acao, id }, contexto, ativas);
  if (violada) throw new AppError(400, violada.mensagem, undefined, { regra: violada.regra.id });
}

async function lerContexto(tx: Tx, acao: AcaoInput, substitutos: number[]): Promise<ContextoDasRegras> {
  const dias = { inicio: acao.data_inicial, fim: acao.data_final };
  const quem = [acao.defensor.id, ...substitutos];
  const [pessoas, doDefensor, dosSubstitutos, substituicoes] = await Promise.all([
    defensoresNasRegras(tx).where(inArray(defensor.id, quem)),
    acoesDe(tx, [acao.defensor.id]),
    acoesDe(tx, substitutos, dias),
    // Substitutions of the substitutes and of the defender on the action's days (rules 10 and 11).
    tx
      .select({
        periodoId: substituicao.periodoId,
        defensoriaId: substituicao.defensoriaId,
        substitutoId: substituicao.substitutoId,
        data_inicial: periodo.dataInicial,
        data_final: periodo.dataFinal,
      })
      .from(substituicao)
      .innerJoin(periodo, eq(periodo.id, substituicao.periodoId))
      .where(and(inArray(substituicao.substitutoId, quem), lte(periodo.dataInicial, dias.fim), gte(periodo.dataFinal, dias.inicio))),
  ]);
  const porDefensor = (acoes: (AcaoNasRegras & { defensorId: number })[], id: number) => acoes.filter((a) => a.defensorId === id);
  const d = pessoas.find((p) => p.id === acao.defensor.id)!;
  return {
    defensor: d,
    acoes: doDefensor,
    substitutos: pessoas.filter((p) => substitutos.includes(p.id)).map((p) => ({ ...p, acoes: porDefensor(dosSubstitutos, p.id) })),
    substituicoes: substituicoes.map((s) => ({ ...s, substitutoId: s.substitutoId! })),
  };
}

/** GET rules (§7: skip, take; the pair): in id order, the order of ADR 061. */
export async function listRegras(db: Leitura, ctx: Contexto, q: { skip: number; take: number }) {
  const where = filtroDeAcesso(ctx, 'regra');
  return pagina(
    db
      .select({ id: regra.id, nome: regra.nome, descricao: regra.descricao, ativa: regra.ativa, versao: regra.versao })
      .from(regra)
      .where(where)
      .orderBy(asc(regra.id))
      .offset(q.skip)
      .limit(q.take),
    db.select({ count: count() }).from(regra).where(where),
  );
}

/** PUT rules/{id} {ativa, versao}: the switch of the /regras screen, from the version read (409 on a stale one). */
export async function updateRegra(db: Leitura, ctx: Contexto, id: number, { ativa, versao }: { ativa: boolean; versao: number }) {
  return withActor(db, ctx, async (tx) => {
    await travarVersao(tx, regra, id, versao, naoEncontrado('regra'));
    const [r] = await tx.update(regra).set({ ativa }).where(eq(regra.id, id)).returning({ versao: regra.versao });
    return r!.versao;
  });
}
