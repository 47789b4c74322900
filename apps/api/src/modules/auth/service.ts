import { and, eq, isNull, sql } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { revogarSessoes } from '../../lib/access.js';
import { enderecoDe, exigirUsuario, type Contexto } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { exigirSenhaIncomum, hashSenha, verificarSenha } from '../../lib/passwords.js';
import {
  CODIGO_POR_IP,
  RECUPERACAO_POR_EMAIL,
  RECUPERACAO_POR_IP,
  SENHA_ATUAL_POR_USUARIO,
  bloqueado,
  contarTentativa,
  exigirLivre,
  registrarFalha,
  zerarTentativas,
} from '../../lib/throttle.js';
import { randomToken, sameHash, sha256 } from '../../lib/tokens.js';
import { enfileirar } from '../tarefas/fila.js';
import { usuario } from '../usuarios/table.js';
import { PEDIDO_DE_CODIGO } from './recuperacao.js';
import { codigoRecuperacao, sessao } from './table.js';

export const MENSAGEM_CODIGO_INVALIDO = 'Código de recuperação inválido ou expirado.';
export const MENSAGEM_RECUPERACAO =
  'Se o e-mail estiver cadastrado para um usuário ativo, enviaremos um código para a troca de senha.';
const CODIGO_MAX_TENTATIVAS = 5;

/** A staff session for usuarioId, opened from the context's address at its time. */
export async function criarSessao(db: Db, ctx: Contexto, usuarioId: number): Promise<string> {
  const token = randomToken();
  const agora = ctx.agora;
  await db.insert(sessao).values({ tokenHash: sha256(token), escopo: 'usuario', usuarioId, ip: enderecoDe(ctx), criadoEm: agora, ultimoUsoEm: agora });
  return token;
}

/** Own password change: requires the current password; revokes every session and opens a new one. */
export async function alterarSenha(db: Db, ctx: Contexto, senhaAtual: string, novaSenha: string) {
  const usuarioId = exigirUsuario(ctx).usuarioId;
  // A common new password is refused before the current one is tried, so the refusal costs no attempt.
  await exigirSenhaIncomum(novaSenha, 'novaSenha');
  // A stolen session must not become a way to guess the password: the attempt is counted before the check.
  const chave = `id:${usuarioId}`;
  await contarTentativa(db, [[SENHA_ATUAL_POR_USUARIO, chave]]);
  const [u] = await db.select({ senhaHash: usuario.senhaHash }).from(usuario).where(eq(usuario.id, usuarioId));
  if (!u || !(await verificarSenha(u.senhaHash, senhaAtual))) {
    throw badRequest('Senha atual incorreta.', { senhaAtual: ['Senha atual incorreta.'] });
  }
  await zerarTentativas(db, SENHA_ATUAL_POR_USUARIO, chave);
  const senhaHash = await hashSenha(novaSenha, 'novaSenha');
  return withActor(db, ctx, async (tx) => {
    await tx.update(usuario).set({ senhaHash }).where(eq(usuario.id, usuarioId));
    await revogarSessoes(tx, usuarioId);
    return criarSessao(tx, ctx, usuarioId);
  });
}

/**
 * Recovery request: always the same answer, given before anything that depends on whether the e-mail exists
 * (ADR 024). The lookup, the code and the message are a job (PEDIDO_DE_CODIGO) that runs after the answer.
 */
export async function recuperar(db: Db, ctx: Contexto, email: string, publicUrl: string): Promise<void> {
  const ip = enderecoDe(ctx);
  const chave = email.toLowerCase();
  await exigirLivre(db, [[RECUPERACAO_POR_IP, ip]]);
  await registrarFalha(db, [[RECUPERACAO_POR_IP, ip]]); // every request counts towards the per-IP limit
  if (await bloqueado(db, RECUPERACAO_POR_EMAIL, chave)) return; // silently: the answer must not differ
  await registrarFalha(db, [[RECUPERACAO_POR_EMAIL, chave]]);
  await enfileirar(db, PEDIDO_DE_CODIGO, { email: chave, url: publicUrl });
}

/** Password change by recovery code: 8–128 characters, code consumed, sessions revoked; 5 wrong tries burn it. */
export async function trocarSenha(db: Db, ctx: Contexto, codigo: string, senha: string): Promise<void> {
  const ip = enderecoDe(ctx);
  await exigirLivre(db, [[CODIGO_POR_IP, ip]]);
  const [seletor, verificador] = codigo.trim().toUpperCase().split('-');
  const [row] = seletor
    ? await db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.seletor, seletor)).limit(1)
    : [];
  // A code whose e-mail has not been sent yet has no verifier (ADR 023): nothing matches it.
  const valido = row && row.verificadorHash !== null && !row.usadoEm && row.tentativas < CODIGO_MAX_TENTATIVAS && row.expiraEm.getTime() > Date.now();
  if (!row || !valido || !verificador || !sameHash(sha256(verificador), row.verificadorHash!)) {
    await registrarFalha(db, [[CODIGO_POR_IP, ip]]);
    if (row && valido) {
      await db.update(codigoRecuperacao).set({ tentativas: sql`${codigoRecuperacao.tentativas} + 1` }).where(eq(codigoRecuperacao.id, row.id));
    }
    throw badRequest(MENSAGEM_CODIGO_INVALIDO, { codigorecuperacao: [MENSAGEM_CODIGO_INVALIDO] });
  }
  const senhaHash = await hashSenha(senha);
  // Who writes is the user the code belongs to, from the request's address.
  await withActor(db, { ...ctx, usuarioId: row.usuarioId }, async (tx) => {
    // Conditional update: two requests racing with the same code cannot both succeed.
    const usados = await tx
      .update(codigoRecuperacao)
      .set({ usadoEm: new Date() })
      .where(and(eq(codigoRecuperacao.usuarioId, row.usuarioId), isNull(codigoRecuperacao.usadoEm)))
      .returning({ id: codigoRecuperacao.id });
    if (!usados.some((u) => u.id === row.id)) throw badRequest(MENSAGEM_CODIGO_INVALIDO);
    await tx.update(usuario).set({ senhaHash }).where(eq(usuario.id, row.usuarioId));
    await revogarSessoes(tx, row.usuarioId);
  });
}
