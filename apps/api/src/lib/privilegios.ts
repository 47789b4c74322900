import {
  alteracoesProibidasNoPapel,
  cobrePermissoes,
  MENSAGEM_DESATIVAR_USUARIO_ACIMA,
  MENSAGEM_EMAIL_DE_USUARIO_ACIMA,
  MENSAGEM_PAPEL_ACIMA,
  MENSAGEM_PROPRIO_PAPEL,
  MENSAGEM_USUARIO_ACIMA,
  mensagemPermissoesDoPapel,
} from '@sgi/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/actor.js';
import type { Db } from '../db/client.js';
import type { Contexto } from './contexto.js';
import { papel } from '../modules/papeis/table.js';
import { pessoa } from '../modules/pessoas/table.js';
import { usuario } from '../modules/usuarios/table.js';
import { badRequest, forbidden } from './errors.js';

/**
 * The privilege rules of every path that grants access (issue 10, items 1 and 2; ADR 026), in one place: the user
 * and pessoa forms (papel, password, e-mail of a user), the defender and intern forms (e-mail of a pessoa that may
 * be a user) and the papel form (its permission list). The rules themselves are the domain's (privilegios.ts).
 * Services call these inside their write transaction (they take its Tx), after the version lock, so what is checked
 * is what is written.
 */

/** The system (first start, demo data) writes unlimited by these rules; every other context is held to them. */
const ehSistema = (ctx: Contexto): boolean => ctx.escopo === 'sistema';

async function permissoesDoPapel(db: Db, papelId: number): Promise<string[]> {
  const [p] = await db.select({ permissoes: papel.permissoes }).from(papel).where(eq(papel.id, papelId));
  if (!p) throw badRequest('Papel não encontrado.', { papel: ['Selecione um papel existente.'] });
  return p.permissoes;
}

async function acessoDoUsuario(db: Db, usuarioId: number) {
  const [u] = await db
    .select({ papelId: usuario.papelId, ativo: usuario.ativo, permissoes: papel.permissoes })
    .from(usuario)
    .innerJoin(papel, eq(papel.id, usuario.papelId))
    .where(eq(usuario.id, usuarioId));
  return u ?? null;
}

/** A new user, or a user given another papel: the papel may hold only permissions the actor holds. */
export async function exigirPapelAtribuivel(tx: Tx, ctx: Contexto, papelId: number): Promise<void> {
  if (ehSistema(ctx)) return;
  if (!cobrePermissoes(ctx.permissoes, await permissoesDoPapel(tx, papelId))) throw forbidden(MENSAGEM_PAPEL_ACIMA);
}

/**
 * A write to an existing user's access: a papel (changed or not) and whether a new password comes with it. Nobody
 * changes their own papel; another user's papel or password changes only when the actor holds every permission
 * that user has, and the new papel is one the actor may grant.
 */
export async function exigirAlteracaoDeAcesso(
  tx: Tx,
  ctx: Contexto,
  usuarioId: number,
  novo: { papelId: number; senha: boolean; ativo: boolean },
): Promise<void> {
  if (ehSistema(ctx)) return;
  const atual = await acessoDoUsuario(tx, usuarioId);
  if (!atual) return; // the write that follows answers the missing user
  const trocaPapel = atual.papelId !== novo.papelId;
  if (usuarioId === ctx.usuarioId) {
    if (trocaPapel) throw forbidden(MENSAGEM_PROPRIO_PAPEL);
    return;
  }
  // Taking a stronger user's access away grants nothing, but locks out the administrator (ADR 026).
  if (atual.ativo && !novo.ativo && !cobrePermissoes(ctx.permissoes, atual.permissoes)) throw forbidden(MENSAGEM_DESATIVAR_USUARIO_ACIMA);
  if (!trocaPapel && !novo.senha) return;
  if (!cobrePermissoes(ctx.permissoes, atual.permissoes)) throw forbidden(MENSAGEM_USUARIO_ACIMA);
  if (trocaPapel) await exigirPapelAtribuivel(tx, ctx, novo.papelId);
}

/** Removing another user: only one whose permissions the actor holds all of (ADR 026). */
export async function exigirRemocaoDeUsuario(tx: Tx, ctx: Contexto, usuarioId: number): Promise<void> {
  if (ehSistema(ctx) || usuarioId === ctx.usuarioId) return;
  const atual = await acessoDoUsuario(tx, usuarioId);
  if (atual && !cobrePermissoes(ctx.permissoes, atual.permissoes)) throw forbidden(MENSAGEM_DESATIVAR_USUARIO_ACIMA);
}

type Emails = { email?: string | null; emailInstitucional?: string | null };
const mesmo = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * A write to a pessoa's e-mail addresses (undefined: left as is). The password-recovery code goes to either, so
 * changing them on a pessoa that holds a user is changing that user's password: the same rule applies.
 */
export async function exigirAlteracaoDeEmails(tx: Tx, ctx: Contexto, pessoaId: number, novos: Emails): Promise<void> {
  if (ehSistema(ctx)) return;
  const [atual] = await tx
    .select({ email: pessoa.email, emailInstitucional: pessoa.emailInstitucional, usuarioId: usuario.id, permissoes: papel.permissoes })
    .from(pessoa)
    .innerJoin(usuario, eq(usuario.pessoaId, pessoa.id))
    .innerJoin(papel, eq(papel.id, usuario.papelId))
    .where(eq(pessoa.id, pessoaId));
  if (!atual || atual.usuarioId === ctx.usuarioId) return;
  const muda =
    (novos.email !== undefined && !mesmo(novos.email, atual.email)) ||
    (novos.emailInstitucional !== undefined && !mesmo(novos.emailInstitucional, atual.emailInstitucional));
  if (muda && !cobrePermissoes(ctx.permissoes, atual.permissoes)) throw forbidden(MENSAGEM_EMAIL_DE_USUARIO_ACIMA);
}

/** A papel's permission list going from `antes` to `depois` (a new papel: from nothing). */
export function exigirPermissoesDoPapel(ctx: Contexto, antes: readonly string[], depois: readonly string[]): void {
  if (ehSistema(ctx)) return;
  const proibidas = alteracoesProibidasNoPapel(ctx.permissoes, antes, depois);
  if (proibidas.length) throw forbidden(mensagemPermissoesDoPapel(proibidas));
}
