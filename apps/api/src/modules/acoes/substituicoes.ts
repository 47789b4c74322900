import { TIPO_VINCULO, type SubstituicaoInput, type SubstituicaoLinha } from '@sgi/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Leitura, Tx } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { forbidden } from '../../lib/errors.js';
import { defensor } from '../defensores/table.js';
import { defensoria } from '../defensorias/table.js';
import { sobrepoe, vigenteEm } from '../lotacoes/consultas.js';
import { lotacao } from '../lotacoes/table.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { pessoa } from '../pessoas/table.js';
import { periodo, substituicao } from './table.js';

/** §8's warning, answered with an empty suggestion. */
export const MENSAGEM_SEM_LOTACOES = 'O(a) defensor(a) não possui lotações, não há o que substituir.';

const pessoaSubstituto = alias(pessoa, 'pessoa_substituto');
const substitutoDefensor = alias(defensor, 'substituto_defensor');

/** The substitutions stored for an action, by office order, with the names the table shows. */
export async function substituicoesDoPeriodo(db: Leitura, periodoId: number): Promise<SubstituicaoLinha[]> {
  const rows = await db
    .select({
      id: substituicao.id,
      defensoriaId: defensoria.id,
      defensoriaNome: defensoria.nome,
      substitutoId: substitutoDefensor.id,
      substitutoNome: nomeCompletoDe(pessoaSubstituto),
      substitutoAtivo: substitutoDefensor.ativo,
      anotacao: substituicao.anotacao,
    })
    .from(substituicao)
    .innerJoin(defensoria, eq(defensoria.id, substituicao.defensoriaId))
    .leftJoin(substitutoDefensor, eq(substitutoDefensor.id, substituicao.substitutoId))
    .leftJoin(pessoaSubstituto, eq(pessoaSubstituto.id, substitutoDefensor.pessoaId))
    .where(eq(substituicao.periodoId, periodoId))
    .orderBy(asc(defensoria.ordem), asc(defensoria.nome), asc(substituicao.id));
  return rows.map((r) => ({
    id: r.id,
    defensoria: { id: r.defensoriaId, nome: r.defensoriaNome },
    substituto: r.substitutoId === null ? null : { id: r.substitutoId, nome: r.substitutoNome ?? '', ativo: r.substitutoAtivo ?? false },
    anotacao: r.anotacao,
  }));
}

/** The offices where the defender holds an active placement current on some day of [inicio, fim], by order. */
async function defensoriasDoDefensor(db: Leitura, defensorId: number, inicio: string, fim: string) {
  return db
    .selectDistinct({ id: defensoria.id, nome: defensoria.nome, ordem: defensoria.ordem, substituta1: defensoria.substituta1Id, substituta2: defensoria.substituta2Id })
    .from(lotacao)
    .innerJoin(defensoria, eq(defensoria.id, lotacao.defensoriaId))
    .where(and(eq(lotacao.defensorId, defensorId), eq(lotacao.ativo, true), sobrepoe(inicio, fim)))
    .orderBy(asc(defensoria.ordem), asc(defensoria.nome), asc(defensoria.id));
}

/**
 * The suggested substitute of each office (ADR 062): the titular current on the first day of its first substitute
 * office (defensoriasubstituta1), else of the second, who is an active defender, not the absent one, and not away
 * on any of the days.
 */
async function sugerirSubstitutos(db: Leitura, defensorId: number, inicio: string, fim: string, substitutas: number[]) {
  if (substitutas.length === 0) return new Map<number, { id: number; nome: string; ativo: boolean }[]>();
  const titulares = await db
    .select({ defensoriaId: lotacao.defensoriaId, id: defensor.id, nome: nomeCompletoDe(), ativo: defensor.ativo })
    .from(lotacao)
    .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
    .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId))
    .where(
      and(
        inArray(lotacao.defensoriaId, substitutas),
        eq(lotacao.tipo, TIPO_VINCULO.Titularidade),
        eq(lotacao.ativo, true),
        vigenteEm(inicio),
        eq(defensor.ativo, true),
      ),
    )
    .orderBy(asc(lotacao.dataInicial), asc(lotacao.id));
  const ids = [...new Set(titulares.map((t) => t.id))];
  const afastados = new Set(
    ids.length
      ? (
          await db
            .select({ id: periodo.defensorId })
            .from(periodo)
            .where(and(inArray(periodo.defensorId, ids), lte(periodo.dataInicial, fim), gte(periodo.dataFinal, inicio)))
        ).map((p) => p.id)
      : [],
  );
  const porDefensoria = new Map<number, { id: number; nome: string; ativo: boolean }[]>();
  for (const t of titulares) {
    if (t.id === defensorId || afastados.has(t.id)) continue;
    porDefensoria.set(t.defensoriaId!, [...(porDefensoria.get(t.defensoriaId!) ?? []), { id: t.id, nome: t.nome, ativo: t.ativo }]);
  }
  return porDefensoria;
}

/**
 * GET substituicao/sugestao: one row per office of the defender's placements current in the days, each with the
 * suggested substitute; with no office, §8's warning.
 */
export async function sugerirSubstituicoes(db: Leitura, defensorId: number, inicio: string, fim: string) {
  const defensorias = await defensoriasDoDefensor(db, defensorId, inicio, fim);
  const substitutas = [...new Set(defensorias.flatMap((d) => [d.substituta1, d.substituta2].filter((s): s is number => s !== null)))];
  const sugeridos = await sugerirSubstitutos(db, defensorId, inicio, fim, substitutas);
  const substituicoes: SubstituicaoLinha[] = defensorias.map((d) => {
    const candidato = [d.substituta1, d.substituta2].flatMap((s) => (s === null ? [] : (sugeridos.get(s) ?? [])))[0] ?? null;
    return { id: null, defensoria: { id: d.id, nome: d.nome }, substituto: candidato, anotacao: null };
  });
  return { substituicoes, aviso: substituicoes.length ? null : MENSAGEM_SEM_LOTACOES };
}

/**
 * GET substituicao/doperiodo/{periodoId}?exibirtudo: the stored substitutions; with exibirtudo, also a suggested row
 * for each office of the defender's placements in the action's days that has none stored yet.
 */
export async function listSubstituicoesDoPeriodo(db: Leitura, p: { id: number; defensorId: number; dataInicial: string; dataFinal: string }, exibirtudo: boolean) {
  const gravadas = await substituicoesDoPeriodo(db, p.id);
  if (!exibirtudo) return gravadas;
  const { substituicoes } = await sugerirSubstituicoes(db, p.defensorId, p.dataInicial, p.dataFinal);
  const ja = new Set(gravadas.map((s) => s.defensoria.id));
  return [...gravadas, ...substituicoes.filter((s) => !ja.has(s.defensoria.id))];
}

type Gravada = typeof substituicao.$inferSelect;

/** What saving the list does to the stored rows, by office: the rows to add, to change and to remove. */
function diferencas(novas: readonly SubstituicaoInput[], atuais: readonly Gravada[]) {
  const porDefensoria = new Map(atuais.map((s) => [s.defensoriaId, s]));
  const enviadas = new Set(novas.map((s) => s.defensoria.id));
  const incluir = novas.filter((s) => !porDefensoria.has(s.defensoria.id));
  const alterar = novas.flatMap((s) => {
    const atual = porDefensoria.get(s.defensoria.id);
    if (!atual) return [];
    const mudou = atual.substitutoId !== (s.substituto?.id ?? null) || (atual.anotacao ?? null) !== (s.anotacao ?? null);
    return mudou ? [{ id: atual.id, s }] : [];
  });
  const remover = atuais.filter((s) => !enviadas.has(s.defensoriaId));
  return { incluir, alterar, remover };
}

/**
 * Substitutions have their own permissions (§6, ADR 062): adding one needs SUBSTITUICAO_CREATE, changing one
 * SUBSTITUICAO_UPDATE, removing one SUBSTITUICAO_DELETE. The system's own writes (demo) need none.
 */
export function exigirPermissoesDasSubstituicoes(ctx: Contexto, novas: readonly SubstituicaoInput[], atuais: readonly Gravada[]) {
  if (ctx.escopo === 'sistema') return;
  const { incluir, alterar, remover } = diferencas(novas, atuais);
  const falta = (p: string, n: number) => n > 0 && !ctx.permissoes.includes(p);
  if (falta('SUBSTITUICAO_CREATE', incluir.length) || falta('SUBSTITUICAO_UPDATE', alterar.length) || falta('SUBSTITUICAO_DELETE', remover.length)) {
    throw forbidden();
  }
}

/** Saves the action's whole list inside its transaction; rows not changed are not touched (no empty history). */
export async function gravarSubstituicoes(tx: Tx, periodoId: number, novas: readonly SubstituicaoInput[], atuais: readonly Gravada[]) {
  const { incluir, alterar, remover } = diferencas(novas, atuais);
  if (remover.length) await tx.delete(substituicao).where(inArray(substituicao.id, remover.map((s) => s.id)));
  for (const { id, s } of alterar) {
    await tx.update(substituicao).set({ substitutoId: s.substituto?.id ?? null, anotacao: s.anotacao }).where(eq(substituicao.id, id));
  }
  if (incluir.length) {
    await tx
      .insert(substituicao)
      .values(incluir.map((s) => ({ periodoId, defensoriaId: s.defensoria.id, substitutoId: s.substituto?.id ?? null, anotacao: s.anotacao })));
  }
}

/** Stored substitutions of an action. */
export const substituicoesGravadas = (tx: Tx, periodoId: number) => tx.select().from(substituicao).where(eq(substituicao.periodoId, periodoId));
