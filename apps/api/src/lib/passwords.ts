import { hash, verify, type Options } from '@node-rs/argon2';
import { badRequest } from './errors.js';
import { revezamento, UM_POR_NUCLEO_ATE_DOIS } from './revezamento.js';

/**
 * argon2id with 7 MiB and 5 passes (ADR 096): OWASP's equal-strength alternative to 19 MiB and 2 passes. A third of the
 * memory per password being checked (the server's RSS at a burst of logins, issue 12) and, measured here, 6.6 ms per
 * check instead of 15. Hashes made with other parameters keep them (they are written in the hash) and are redone with
 * these at the account's next successful login (`refazerSeAntiga`).
 * algorithm 2 = Argon2id (a const enum in the package's types, not importable under verbatimModuleSyntax).
 */
const OPCOES = { algorithm: 2, memoryCost: 7168, timeCost: 5, parallelism: 1 } as const satisfies Options;
const PARAMETROS = `$argon2id$v=19$m=${OPCOES.memoryCost},t=${OPCOES.timeCost},p=${OPCOES.parallelism}$`;

/** Whether a stored hash was made with other parameters than today's (or by another algorithm). */
export const hashAntigo = (hashSalvo: string): boolean => !hashSalvo.startsWith(PARAMETROS);

export const MENSAGEM_SENHA_COMUM = 'Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.';
export const QUANTAS_SENHAS_COMUNS = 10_000;

/**
 * At most this many passwords are hashed or checked at once, the others wait their turn: each takes 19 MiB (memoryCost)
 * and a core for its whole run, and libuv's four threads ran four at once on 2 cores — no faster, and 76 MiB held at the
 * peak of a burst of logins (issue 12: the server's RSS under load; ADR 095).
 */
export const SENHAS_SIMULTANEAS = UM_POR_NUCLEO_ATE_DOIS;
export const senhaNaVez = revezamento(SENHAS_SIMULTANEAS);

/**
 * The hashing calls, behind one object: the login tests count the passwords actually checked with vi.spyOn on it
 * (a spy on an ES module's export would need a module registry of its own per test file).
 */
export const argon2id = {
  hash: (senha: string) => senhaNaVez(() => hash(senha, OPCOES)),
  verify: (hashSalvo: string, senha: string) => senhaNaVez(() => verify(hashSalvo, senha)),
};

let comuns: Promise<Set<string>> | null = null;

/**
 * The 10,000 most common passwords (ADR 025): the head of zxcvbn-ts's list, which is sorted from the most used down.
 * Shipped in the package, never downloaded; loaded on the first password set, not at start.
 */
export function senhasComuns(): Promise<Set<string>> {
  comuns ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, QUANTAS_SENHAS_COMUNS)),
  );
  return comuns;
}

/** Compared without case and surrounding blanks: 'Password1 ' is as easy to guess as 'password1'. */
export async function senhaComum(senha: string): Promise<boolean> {
  return (await senhasComuns()).has(senha.trim().toLowerCase());
}

/** Refuses a common password with 400 and the message on the form field `campo`. */
export async function exigirSenhaIncomum(senha: string, campo = 'senha'): Promise<void> {
  if (await senhaComum(senha)) throw badRequest(MENSAGEM_SENHA_COMUM, { [campo]: [MENSAGEM_SENHA_COMUM] });
}

/**
 * Hashes a new password. Every path that sets a password (own change, recovery, user create and edit, pessoa with a
 * user profile, the first administrator) comes through here, so none of them stores a common one.
 */
export async function hashSenha(senha: string, campo = 'senha'): Promise<string> {
  await exigirSenhaIncomum(senha, campo);
  return argon2id.hash(senha);
}

// Verified when the username does not exist, so unknown users cost the same time as wrong passwords.
let hashFicticio: Promise<string> | null = null;

export async function verificarSenha(hashSalvo: string | null, senha: string): Promise<boolean> {
  hashFicticio ??= argon2id.hash('senha-ficticia-para-igualar-o-tempo');
  const alvo = hashSalvo ?? (await hashFicticio);
  try {
    const ok = await argon2id.verify(alvo, senha);
    return ok && hashSalvo !== null;
  } catch {
    return false;
  }
}
