import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { limiteTentativa, tentativaAcesso } from '../modules/auth/table.js';
import { tooManyRequests } from './errors.js';

/**
 * Failure counters in PostgreSQL (shared by every instance). A key is blocked while it has `limite` or more
 * failures inside the last `janelaMs`; while blocked, even a correct attempt is refused (issue 2 §3).
 */
export interface Regra {
  tipo: string;
  limite: number;
  janelaMs: number;
}

export const JANELA_15_MIN = 15 * 60 * 1000;
export const RECUPERACAO_POR_IP: Regra = { tipo: 'recuperar-ip', limite: 10, janelaMs: JANELA_15_MIN };
export const RECUPERACAO_POR_EMAIL: Regra = { tipo: 'recuperar', limite: 3, janelaMs: JANELA_15_MIN };
export const CODIGO_POR_IP: Regra = { tipo: 'codigo-ip', limite: 20, janelaMs: JANELA_15_MIN };

export async function falhas(db: Db, regra: Regra, chave: string): Promise<number> {
  const desde = new Date(Date.now() - regra.janelaMs);
  const [row] = await db
    .select({ n: count() })
    .from(tentativaAcesso)
    .where(and(eq(tentativaAcesso.tipo, regra.tipo), eq(tentativaAcesso.chave, chave), gt(tentativaAcesso.criadoEm, desde)));
  return Number(row?.n ?? 0);
}

export async function bloqueado(db: Db, regra: Regra, chave: string): Promise<boolean> {
  return (await falhas(db, regra, chave)) >= regra.limite;
}

export async function exigirLivre(db: Db, pares: [Regra, string][]): Promise<void> {
  const r = await Promise.all(pares.map(([regra, chave]) => bloqueado(db, regra, chave)));
  if (r.some(Boolean)) throw tooManyRequests();
}

export async function registrarFalha(db: Db, pares: [Regra, string][]): Promise<void> {
  const criadoEm = new Date();
  await db.insert(tentativaAcesso).values(pares.map(([regra, chave]) => ({ tipo: regra.tipo, chave, criadoEm })));
}

export async function limparFalhas(db: Db, regra: Regra, chave: string): Promise<void> {
  await db.delete(tentativaAcesso).where(and(eq(tentativaAcesso.tipo, regra.tipo), eq(tentativaAcesso.chave, chave)));
}

/**
 * Limits on password checks (ADR 025), counted BEFORE the check: each attempt takes its place in the series under a
 * row lock, so N parallel requests are let through one by one and exactly `livres` of them reach the password.
 */
export interface Limite {
  tipo: string;
  /** attempts let through in a series before any wait */
  livres: number;
  /** a series is forgotten this long after its first attempt */
  janelaMs: number;
  /**
   * Backoff: after the last free attempt the next one waits `esperaMs`, and each further one twice the wait before,
   * up to `esperaMaxMs`. Without it, a key that used its free attempts waits for the end of the window.
   */
  esperaMs?: number;
  esperaMaxMs?: number;
}

const MINUTO = 60 * 1000;
const HORA = 60 * MINUTO;
/** The owner's usual address keeps working while strangers elsewhere fail: the key is account + address. */
export const LOGIN_POR_CONTA_E_ENDERECO: Limite = { tipo: 'login-conta-ip', livres: 10, janelaMs: 24 * HORA, esperaMs: MINUTO, esperaMaxMs: HORA };
/** One address cannot try many accounts. */
export const LOGIN_POR_ENDERECO: Limite = { tipo: 'login-ip', livres: 50, janelaMs: 15 * MINUTO };
/** Many addresses against one account: counts only attempts from addresses the account never logged in from. */
export const LOGIN_POR_CONTA: Limite = { tipo: 'login-conta', livres: 50, janelaMs: HORA };
/** An address the account logged in from within this time is its usual address: LOGIN_POR_CONTA spares it. */
export const ENDERECO_HABITUAL_MS = 30 * 24 * HORA;
/** A stolen session must not become a way to guess the password. */
export const SENHA_ATUAL_POR_USUARIO: Limite = { tipo: 'senha-atual', livres: 5, janelaMs: JANELA_15_MIN };

interface Serie {
  tentativas: number;
  inicioEm: Date;
  ultimaEm: Date;
}

/** Until when a key refuses attempts, or null when the next one may pass now. */
export function esperaAte(limite: Limite, serie: Serie, agora: Date): Date | null {
  const fimDaJanela = serie.inicioEm.getTime() + limite.janelaMs;
  if (agora.getTime() >= fimDaJanela || serie.tentativas < limite.livres) return null;
  if (!limite.esperaMs) return new Date(fimDaJanela);
  const excedentes = serie.tentativas - limite.livres; // 0 right after the last free attempt
  const espera = Math.min(limite.esperaMs * 2 ** Math.min(excedentes, 30), limite.esperaMaxMs ?? Infinity);
  const libera = Math.min(serie.ultimaEm.getTime() + espera, fimDaJanela);
  return agora.getTime() >= libera ? null : new Date(libera);
}

export type Pedido = [Limite, string];

/**
 * Counts one attempt on every key, or on none: when any key is waiting, the attempt is refused with 429 and counts
 * nowhere. One transaction: an upsert that locks the rows (in a fixed order, so two requests never deadlock) and
 * returns them as they are, the decision, and the update of the series.
 */
export async function contarTentativa(db: Db, pedidos: Pedido[], agora = new Date()): Promise<void> {
  const ordenados = [...pedidos].sort(([a, x], [b, y]) => (a.tipo === b.tipo ? (x < y ? -1 : x > y ? 1 : 0) : a.tipo < b.tipo ? -1 : 1));
  const recusado = await db.transaction(async (tx) => {
    const linhas = await tx
      .insert(limiteTentativa)
      .values(ordenados.map(([l, chave]) => ({ tipo: l.tipo, chave, tentativas: 0, inicioEm: agora, ultimaEm: agora })))
      // A no-op update: it takes the row lock and RETURNING gives the row as the previous attempt left it.
      .onConflictDoUpdate({ target: [limiteTentativa.tipo, limiteTentativa.chave], set: { tentativas: sql`${limiteTentativa.tentativas}` } })
      .returning();
    const serieDe = (l: Limite, chave: string) => linhas.find((r) => r.tipo === l.tipo && r.chave === chave)!;
    if (ordenados.some(([l, chave]) => esperaAte(l, serieDe(l, chave), agora))) return true;
    for (const [l, chave] of ordenados) {
      const s = serieDe(l, chave);
      const nova = agora.getTime() >= s.inicioEm.getTime() + l.janelaMs;
      await tx
        .update(limiteTentativa)
        .set(nova ? { tentativas: 1, inicioEm: agora, ultimaEm: agora } : { tentativas: s.tentativas + 1, ultimaEm: agora })
        .where(and(eq(limiteTentativa.tipo, l.tipo), eq(limiteTentativa.chave, chave)));
    }
    return false;
  });
  if (recusado) throw tooManyRequests();
}

/** A successful attempt gives its place back (the address's other failures still count). */
export async function devolverTentativa(db: Db, limite: Limite, chave: string): Promise<void> {
  await db
    .update(limiteTentativa)
    .set({ tentativas: sql`greatest(${limiteTentativa.tentativas} - 1, 0)` })
    .where(and(eq(limiteTentativa.tipo, limite.tipo), eq(limiteTentativa.chave, chave)));
}

/** Forgets the series of a key (a successful login clears its account + address series). */
export async function zerarTentativas(db: Db, limite: Limite, chave: string): Promise<void> {
  await db.delete(limiteTentativa).where(and(eq(limiteTentativa.tipo, limite.tipo), eq(limiteTentativa.chave, chave)));
}
