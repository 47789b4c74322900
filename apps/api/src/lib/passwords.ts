import { hash, verify, type Options } from '@node-rs/argon2';

// algorithm 2 = Argon2id (a const enum in the package's types, not importable under verbatimModuleSyntax)
const OPCOES: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashSenha = (senha: string) => hash(senha, OPCOES);

// Verified when the username does not exist, so unknown users cost the same time as wrong passwords.
let hashFicticio: Promise<string> | null = null;

export async function verificarSenha(hashSalvo: string | null, senha: string): Promise<boolean> {
  hashFicticio ??= hash('senha-ficticia-para-igualar-o-tempo', OPCOES);
  const alvo = hashSalvo ?? (await hashFicticio);
  try {
    const ok = await verify(alvo, senha);
    return ok && hashSalvo !== null;
  } catch {
    return false;
  }
}
