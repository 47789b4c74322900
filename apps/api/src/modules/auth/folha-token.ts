import { maskCpf } from '@sgi/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { withActor } from '../../db/actor.js';
import { badRequest } from '../../lib/errors.js';
import { JANELA_15_MIN, bloqueado, exigirLivre, registrarFalha, type Regra } from '../../lib/throttle.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { enfileirarEmails } from '../email/outbox.js';
import { pessoa } from '../pessoas/table.js';
import { linkAcesso, sessao } from './table.js';

export const MENSAGEM_TOKEN_ENVIADO = 'Se o CPF estiver cadastrado, enviaremos um link de acesso para o e-mail registrado.';
export const MENSAGEM_TOKEN_INVALIDO = 'Token inválido ou expirado.';
const LINK_VALIDADE_MS = 24 * 60 * 60 * 1000;

const TOKEN_POR_IP: Regra = { tipo: 'token-ip', limite: 10, janelaMs: JANELA_15_MIN };
const TOKEN_POR_CPF: Regra = { tipo: 'token-cpf', limite: 3, janelaMs: JANELA_15_MIN };
const LINK_POR_IP: Regra = { tipo: 'link-ip', limite: 20, janelaMs: JANELA_15_MIN };

/**
 * Token request by CPF (acesso-sessao §2, §7): always the same answer. When a person with that CPF has an
 * e-mail, a single-use link goes to it (ADR 006 says who may ask).
 */
export async function solicitarTokenFolha(db: Db, cpf: string, publicUrl: string, ip: string): Promise<void> {
  await exigirLivre(db, [[TOKEN_POR_IP, ip]]);
  await registrarFalha(db, [[TOKEN_POR_IP, ip]]);
  if (await bloqueado(db, TOKEN_POR_CPF, cpf)) return;
  await registrarFalha(db, [[TOKEN_POR_CPF, cpf]]);
  const [p] = await db
    .select({ nome: pessoa.nome, email: pessoa.email, emailInstitucional: pessoa.emailInstitucional })
    .from(pessoa)
    .where(and(eq(pessoa.cpf, cpf), or(sql`${pessoa.email} is not null`, sql`${pessoa.emailInstitucional} is not null`)))
    .limit(1);
  if (!p) return;
  const destinatario = (p.email ?? p.emailInstitucional)!;
  await withActor(db, null, async (tx) => {
    const token = await criarLink(tx, cpf, null);
    await enfileirarEmails(tx, [
      {
        destinatario,
        assunto: 'SGI — link de acesso à folha de frequência',
        corpo:
          `Olá, ${p.nome}.\n\nFoi pedido um acesso à folha de frequência para o CPF ${maskCpf(cpf)}.\n\n` +
          `Acesse: ${publicUrl}/obter-token?token=${token}\n\n` +
          'O link vale por 24 horas e pode ser usado uma única vez. Se não foi você quem pediu, ignore esta mensagem.',
      },
    ]);
  });
}

/** Creates a link token for a CPF (and optionally a sheet); used by the CPF request and by sheet notifications. */
export async function criarLink(tx: Db, cpf: string, folhaId: number | null): Promise<string> {
  const token = randomToken();
  const agora = Date.now();
  await tx.insert(linkAcesso).values({
    tokenHash: sha256(token),
    cpf,
    folhaId,
    criadoEm: new Date(agora),
    expiraEm: new Date(agora + LINK_VALIDADE_MS),
  });
  return token;
}

/** Exchanges a link token for a sheet-only session: {personCPF, folhaId, token}. */
export async function trocarLinkPorSessao(db: Db, token: string, ip: string) {
  await exigirLivre(db, [[LINK_POR_IP, ip]]);
  const agora = new Date();
  const [usado] = await db
    .update(linkAcesso)
    .set({ usadoEm: agora })
    .where(and(eq(linkAcesso.tokenHash, sha256(token)), isNull(linkAcesso.usadoEm), sql`${linkAcesso.expiraEm} > ${agora}`))
    .returning({ cpf: linkAcesso.cpf, folhaId: linkAcesso.folhaId });
  if (!usado) {
    await registrarFalha(db, [[LINK_POR_IP, ip]]);
    throw badRequest(MENSAGEM_TOKEN_INVALIDO, { input: [MENSAGEM_TOKEN_INVALIDO] });
  }
  const sessaoToken = randomToken();
  await db.insert(sessao).values({ tokenHash: sha256(sessaoToken), escopo: 'folha', cpf: usado.cpf, ip, criadoEm: agora, ultimoUsoEm: agora });
  return { personCPF: usado.cpf, folhaId: usado.folhaId, token: sessaoToken };
}
