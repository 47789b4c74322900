import type { SetorInput } from '@sgi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Leitura, Tx } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { filtroDeAcesso } from '../../lib/exigir-acesso.js';
import { nomeCompletoDe } from '../pessoas/colunas.js';
import { badRequest, emUso } from '../../lib/errors.js';
import { contemTexto } from '../../lib/pagination.js';
import { pessoa } from '../pessoas/table.js';
import { setor } from './table.js';

/** A pessoa's full name (nome + sobrenome), as every register shows people. */
const nomeCompleto = nomeCompletoDe();

/** The sectors of one building by sigla, each with its responsável's name (cadastros-relatorios §3 Setor). */
export async function listSetores(db: Leitura, predioId: number) {
  const rows = await db
    .select({
      id: setor.id,
      sigla: setor.sigla,
      nome: setor.nome,
      capacidade: setor.capacidade,
      responsavelId: pessoa.id,
      responsavelNome: nomeCompleto,
    })
    .from(setor)
    .leftJoin(pessoa, eq(pessoa.id, setor.responsavelId))
    .where(eq(setor.predioId, predioId))
    .orderBy(asc(setor.sigla));
  return rows.map(({ responsavelId, responsavelNome, ...s }) => ({
    ...s,
    responsavel: responsavelId === null ? null : { id: responsavelId, nome: responsavelNome },
  }));
}

/** Every responsável must be an existing pessoa: a stale choice gets a field message on its row, not a 500. */
export async function validarResponsaveis(tx: Tx, setores: SetorInput[]) {
  const ids = [...new Set(setores.flatMap((s) => (s.responsavel ? [s.responsavel.id] : [])))];
  if (!ids.length) return;
  const achados = new Set((await tx.select({ id: pessoa.id }).from(pessoa).where(inArray(pessoa.id, ids))).map((p) => p.id));
  const fieldErrors: Record<string, string[]> = {};
  setores.forEach((s, i) => {
    if (s.responsavel && !achados.has(s.responsavel.id)) fieldErrors[`setores.${i}.responsavel`] = ['Selecione uma pessoa existente.'];
  });
  const [primeiro] = Object.keys(fieldErrors);
  if (primeiro) throw badRequest(`Responsável do setor ${setores[Number(primeiro.split('.')[1])]!.sigla} não encontrado.`, fieldErrors);
}

/**
 * Saves the building's whole sector list inside the caller's transaction (cadastros-relatorios §4: a sigla
 * already present is updated, otherwise appended). The form sends the complete list, so a sector whose sigla
 * is absent is removed (ADR in the issue 4 report). Unchanged rows are not touched: no empty history lines.
 */
export async function salvarSetores(tx: Tx, predioId: number, setores: SetorInput[]) {
  const atuais = await tx.select().from(setor).where(eq(setor.predioId, predioId));
  const porSigla = new Map(atuais.map((s) => [s.sigla, s]));
  const enviadas = new Set(setores.map((s) => s.sigla));

  // One delete per sector, so a refusal (a placement still in it, FK restrict) names the sector.
  for (const s of atuais.filter((a) => !enviadas.has(a.sigla))) {
    try {
      await tx.delete(setor).where(eq(setor.id, s.id));
    } catch (err) {
      throw emUso(err, `O setor ${s.sigla} não pode ser excluído`);
    }
  }
  const novos = [];
  for (const s of setores) {
    const valores = { nome: s.nome, capacidade: s.capacidade, responsavelId: s.responsavel?.id ?? null };
    const atual = porSigla.get(s.sigla);
    if (!atual) novos.push({ ...valores, predioId, sigla: s.sigla });
    else if (atual.nome !== valores.nome || atual.capacidade !== valores.capacidade || atual.responsavelId !== valores.responsavelId) {
      await tx.update(setor).set(valores).where(eq(setor.id, atual.id));
    }
  }
  if (novos.length) await tx.insert(setor).values(novos);
}

/**
 * People to choose as a sector's responsável, by name (at most `take`): only id and full name leave, so a role
 * that keeps buildings needs no access to the people register (USUARIO_READ) to pick one.
 */
export async function buscarResponsaveis(db: Leitura, ctx: Contexto, q: { nome?: string | undefined; take: number }) {
  const termo = q.nome?.trim();
  return db
    .select({ id: pessoa.id, nome: nomeCompleto })
    .from(pessoa)
    .where(and(filtroDeAcesso(ctx, 'pessoa'), termo ? contemTexto(nomeCompleto, termo) : undefined))
    .orderBy(asc(pessoa.nome), asc(pessoa.sobrenome), asc(pessoa.id))
    .limit(q.take);
}
