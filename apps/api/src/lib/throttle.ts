import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tentativaAcesso } from '../modules/auth/table.js';
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
export const LOGIN_POR_USUARIO: Regra = { tipo: 'login', limite: 10, janelaMs: JANELA_15_MIN };
export const LOGIN_POR_IP: Regra = { tipo: 'login-ip', limite: 50, janelaMs: JANELA_15_MIN };
export const RECUPERACAO_POR_IP: Regra = { tipo: 'recuperar-ip', limite: 10, janelaMs: JANELA_15_MIN };
export const RECUPERACAO_POR_EMAIL: Regra = { tipo: 'recuperar', limite: 3, janelaMs: JANELA_15_MIN };
export const CODIGO_POR_IP: Regra = { tipo: 'codigo-ip', limite: 20, janelaMs: JANELA_15_MIN };
export const SENHA_ATUAL_POR_USUARIO: Regra = { tipo: 'senha-atual', limite: 5, janelaMs: JANELA_15_MIN };

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
