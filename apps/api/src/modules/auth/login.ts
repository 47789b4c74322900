import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withActor } from '../../db/actor.js';
import { revogarSessoes } from '../../lib/access.js';
import { enderecoDe, exigirUsuario, type Contexto } from '../../lib/contexto.js';
import { unauthorized } from '../../lib/errors.js';
import { argon2id, hashAntigo, verificarSenha } from '../../lib/passwords.js';
import {
  ENDERECO_HABITUAL_MS,
  LOGIN_POR_CONTA,
  LOGIN_POR_CONTA_E_ENDERECO,
  LOGIN_POR_ENDERECO,
  contarTentativa,
  devolverTentativa,
  zerarTentativas,
  type Pedido,
} from '../../lib/throttle.js';
import { sha256 } from '../../lib/tokens.js';
import { usuario } from '../usuarios/table.js';
import { criarSessao } from './service.js';
import { enderecoHabitual, registroAcesso, sessao } from './table.js';

export const MENSAGEM_LOGIN_INVALIDO = 'Usuário ou senha inválidos.';

interface Conta {
  id: number;
  username: string;
  senhaHash: string | null;
  ativo: boolean;
}

/**
 * Usage log of the login (cadastros-relatorios §2.15). Only an existing account's username is written: what was typed
 * in the username field may be a password typed in the wrong box.
 */
async function registrarUso(db: Db, tipo: string, ip: string, conta: Conta | undefined, detalhe?: string) {
  await db.insert(registroAcesso).values({ tipo, ip, username: conta?.username ?? null, usuarioId: conta?.id ?? null, rota: 'POST /api/auth', detalhe: detalhe ?? null });
}

async function ehHabitual(db: Db, usuarioId: number, ip: string, agora: Date): Promise<boolean> {
  const [r] = await db
    .select({ ip: enderecoHabitual.ip })
    .from(enderecoHabitual)
    .where(and(eq(enderecoHabitual.usuarioId, usuarioId), eq(enderecoHabitual.ip, ip), gt(enderecoHabitual.ultimoLoginEm, new Date(agora.getTime() - ENDERECO_HABITUAL_MS))))
    .limit(1);
  return r !== undefined;
}

/**
 * Login (acesso-sessao §7). Unknown user, wrong password and inactive user get the same 401 and body, and the argon2
 * verification runs in all three. The attempt is counted before the password is checked (ADR 025): per typed
 * username + address (with backoff), per address, and per username from addresses it never logged in from. The
 * typed username enters the counters only hashed.
 */
export async function login(db: Db, ctx: Contexto, username: string, password: string): Promise<string> {
  const ip = enderecoDe(ctx);
  const agora = ctx.agora;
  const nome = username.toLowerCase();
  const [conta] = await db
    .select({ id: usuario.id, username: usuario.username, senhaHash: usuario.senhaHash, ativo: usuario.ativo })
    .from(usuario)
    .where(sql`lower(${usuario.username}) = ${nome}`)
    .limit(1);
  const h = sha256(nome).slice(0, 32);
  const pedidos: Pedido[] = [
    [LOGIN_POR_CONTA_E_ENDERECO, `${h}|${ip}`],
    [LOGIN_POR_ENDERECO, ip],
  ];
  // Looked up for unknown usernames too (id 0 is never an account), so the answer takes the same time.
  const habitual = (await ehHabitual(db, conta?.id ?? 0, ip, agora)) && conta !== undefined;
  if (!habitual) pedidos.push([LOGIN_POR_CONTA, h]);
  try {
    await contarTentativa(db, pedidos, agora);
  } catch (err) {
    await registrarUso(db, 'LOGIN_BLOQUEADO', ip, conta);
    throw err;
  }
  const senhaOk = await verificarSenha(conta?.senhaHash ?? null, password);
  if (!conta || !senhaOk || !conta.ativo) {
    await registrarUso(db, 'LOGIN_FALHOU', ip, conta, !conta ? 'usuário desconhecido' : !senhaOk ? 'senha incorreta' : 'usuário inativo');
    throw unauthorized(MENSAGEM_LOGIN_INVALIDO);
  }
  await zerarTentativas(db, LOGIN_POR_CONTA_E_ENDERECO, `${h}|${ip}`);
  await devolverTentativa(db, LOGIN_POR_ENDERECO, ip);
  if (!habitual) await zerarTentativas(db, LOGIN_POR_CONTA, h);
  await db
    .insert(enderecoHabitual)
    .values({ usuarioId: conta.id, ip, ultimoLoginEm: agora })
    .onConflictDoUpdate({ target: [enderecoHabitual.usuarioId, enderecoHabitual.ip], set: { ultimoLoginEm: agora } });
  await registrarUso(db, 'LOGIN', ip, conta);
  await refazerSeAntiga(db, ctx, conta.id, conta.senhaHash!, password);
  return criarSessao(db, ctx, conta.id);
}

/**
 * A password hashed with older parameters is hashed again with today's once it has just been proven right (ADR 096):
 * the user is the author of the write, as in a password change. The common-password check is not applied — the
 * password is not being chosen now — and the sessions are not touched.
 */
async function refazerSeAntiga(db: Db, ctx: Contexto, usuarioId: number, hashSalvo: string, senha: string) {
  if (!hashAntigo(hashSalvo)) return;
  const senhaHash = await argon2id.hash(senha);
  await withActor(db, { ...ctx, usuarioId }, (tx) => tx.update(usuario).set({ senhaHash }).where(and(eq(usuario.id, usuarioId), eq(usuario.senhaHash, hashSalvo))));
}

/** Logout ends the session it is called with (ADR 001); the others stay open. */
export async function logout(db: Db, ctx: Contexto): Promise<void> {
  if (ctx.sessaoId === null) return;
  await db.update(sessao).set({ revogadaEm: ctx.agora }).where(eq(sessao.id, ctx.sessaoId));
}

/** "Sair de todas as sessões": every open session of the user, this one included (ADR 001). */
export async function logoutTodas(db: Db, ctx: Contexto): Promise<void> {
  await revogarSessoes(db, exigirUsuario(ctx).usuarioId);
}
