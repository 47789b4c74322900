import type { AnexoDonoTipo } from '@sgi/domain';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Leitura, withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { criador } from '../../lib/audit.js';
import { findOrThrow } from '../../lib/errors.js';
import { filtroDeAcesso, naoEncontrado } from '../../lib/exigir-acesso.js';
import type { ArquivoValidado } from '../../lib/files.js';
import { assessor } from '../assessores/table.js';
import { estagiario, estagio } from '../estagiarios/table.js';
import { anexo } from './table.js';

export interface Dono {
  tipo: AnexoDonoTipo;
  id: number;
}

/** Per kind of owner: how to find it, the anexo column pointing to it, and the 404 message. */
const DONOS: Record<AnexoDonoTipo, { buscar: (db: Leitura, id: number) => Promise<unknown[]>; coluna: PgColumn; ausente: string }> = {
  assessor: {
    buscar: (db, id) => db.select({ id: assessor.id }).from(assessor).where(eq(assessor.id, id)),
    coluna: anexo.assessorId,
    ausente: naoEncontrado('assessor'),
  },
  estagiario: {
    buscar: (db, id) => db.select({ id: estagiario.id }).from(estagiario).where(eq(estagiario.id, id)),
    coluna: anexo.estagiarioId,
    ausente: naoEncontrado('estagiario'),
  },
  estagio: {
    buscar: (db, id) => db.select({ id: estagio.id }).from(estagio).where(eq(estagio.id, id)),
    coluna: anexo.estagioId,
    ausente: naoEncontrado('estagio'),
  },
};

const ANEXO_AUSENTE = naoEncontrado('anexo');

/** Attachments only after the record is saved (cadastros-relatorios §4): the owner must exist. */
export async function exigirDono(db: Leitura, dono: Dono) {
  const { buscar, ausente } = DONOS[dono.tipo];
  findOrThrow(await buscar(db, dono.id), ausente);
}

const resumo = {
  id: anexo.id,
  filename: anexo.filename,
  content_type: anexo.contentType,
  tamanho: anexo.tamanho,
  sha256: anexo.sha256,
  criadoEm: anexo.criadoEm,
  criadoPorUsername: criador.username,
};

interface LinhaResumo {
  id: number;
  filename: string;
  content_type: string;
  tamanho: number;
  sha256: string;
  criadoEm: Date;
  criadoPorUsername: string | null;
}

const json = ({ criadoEm, criadoPorUsername, ...r }: LinhaResumo) => ({
  ...r,
  criadoEm: criadoEm.toISOString(),
  criadoPor: criadoPorUsername ? { username: criadoPorUsername } : null,
});

/** This attachment, provided it belongs to an owner of this kind. */
const doTipo = (tipo: AnexoDonoTipo, id: number) => and(eq(anexo.id, id), isNotNull(DONOS[tipo].coluna));

/** The attachments of one record, oldest first; never the content. */
export async function listAnexos(db: Leitura, ctx: Contexto, dono: Dono) {
  await exigirDono(db, dono);
  const rows = await db
    .select(resumo)
    .from(anexo)
    .leftJoin(criador, eq(criador.id, anexo.criadoPor))
    .where(and(filtroDeAcesso(ctx, 'anexo'), eq(DONOS[dono.tipo].coluna, dono.id)))
    .orderBy(asc(anexo.criadoEm), asc(anexo.id));
  return rows.map(json);
}

export async function contarAnexos(db: Leitura, dono: Dono): Promise<number> {
  const [r] = await db.select({ n: count() }).from(anexo).where(eq(DONOS[dono.tipo].coluna, dono.id));
  return Number(r?.n ?? 0);
}

export async function createAnexo(db: Leitura, ctx: Contexto, dono: Dono, arquivo: ArquivoValidado) {
  const [row] = await withActor(db, ctx, async (tx) => {
    await exigirDono(tx, dono);
    return tx
      .insert(anexo)
      .values({
        assessorId: dono.tipo === 'assessor' ? dono.id : null,
        estagiarioId: dono.tipo === 'estagiario' ? dono.id : null,
        estagioId: dono.tipo === 'estagio' ? dono.id : null,
        filename: arquivo.filename,
        contentType: arquivo.contentType,
        tamanho: arquivo.tamanho,
        sha256: arquivo.sha256,
        arquivo: arquivo.conteudo,
      })
      .returning({ id: anexo.id });
  });
  return getAnexo(db, dono.tipo, row!.id);
}

/**
 * An attachment reached through the routes of one kind of owner. An advisor's attachment is 404 on the intern
 * routes and vice versa: otherwise an advisor permission would open intern documents by guessing ids.
 */
export async function getAnexo(db: Leitura, tipo: AnexoDonoTipo, id: number) {
  const r = findOrThrow(
    await db.select(resumo).from(anexo).leftJoin(criador, eq(criador.id, anexo.criadoPor)).where(doTipo(tipo, id)),
    ANEXO_AUSENTE,
  );
  return json(r);
}

/** Name, stored type and bytes, for the download. */
export async function getArquivo(db: Leitura, tipo: AnexoDonoTipo, id: number) {
  return findOrThrow(
    await db.select({ filename: anexo.filename, contentType: anexo.contentType, arquivo: anexo.arquivo }).from(anexo).where(doTipo(tipo, id)),
    ANEXO_AUSENTE,
  );
}

export async function removeAnexo(db: Leitura, ctx: Contexto, tipo: AnexoDonoTipo, id: number) {
  await withActor(db, ctx, async (tx) => {
    await getAnexo(tx, tipo, id);
    await tx.delete(anexo).where(eq(anexo.id, id));
  });
}
