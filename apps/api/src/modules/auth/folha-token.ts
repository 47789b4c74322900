import { maskCpf } from '@sgi/domain';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Tx, withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { badRequest } from '../../lib/errors.js';
import { JANELA_15_MIN, bloqueado, exigirLivre, registrarFalha, type Regra } from '../../lib/throttle.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { enfileirarEmails, MARCA_SEGREDO, type NovoEmail } from '../email/outbox.js';
import { pessoa } from '../pessoas/table.js';
import { enfileirar, type TipoDeTarefa } from '../tarefas/fila.js';
import { linkAcesso, sessao } from './table.js';
import { enderecoDe, type Contexto } from '../../lib/contexto.js';

export const MENSAGEM_TOKEN_ENVIADO = 'Se o CPF estiver cadastrado, enviaremos um link de acesso para o e-mail registrado.';
export const MENSAGEM_TOKEN_INVALIDO = 'Token inválido ou expirado.';
const LINK_VALIDADE_MS = 24 * 60 * 60 * 1000;

const TOKEN_POR_IP: Regra = { tipo: 'token-ip', limite: 10, janelaMs: JANELA_15_MIN };
const TOKEN_POR_CPF: Regra = { tipo: 'token-cpf', limite: 3, janelaMs: JANELA_15_MIN };
const LINK_POR_IP: Regra = { tipo: 'link-ip', limite: 20, janelaMs: JANELA_15_MIN };

/**
 * Token request by CPF (acesso-sessao §2, §7): always the same answer, given before anything that depends on whether
 * the CPF exists (ADR 024); the lookup, the link and the message are a job (PEDIDO_DE_LINK) that runs after it.
 */
export async function solicitarTokenFolha(db: Db, ctx: Contexto, cpf: string, publicUrl: string): Promise<void> {
  const ip = enderecoDe(ctx);
  await exigirLivre(db, [[TOKEN_POR_IP, ip]]);
  await registrarFalha(db, [[TOKEN_POR_IP, ip]]);
  if (await bloqueado(db, TOKEN_POR_CPF, cpf)) return;
  await registrarFalha(db, [[TOKEN_POR_CPF, cpf]]);
  await enfileirar(db, PEDIDO_DE_LINK, { cpf, url: publicUrl });
}

/**
 * The work of a token request, done after the answer: when a person with that CPF has an e-mail, a single-use link goes
 * to it (ADR 006 says who may ask). The token is drawn by the outbox sender when it sends (ADR 023). Answers nothing.
 */
export const PEDIDO_DE_LINK: TipoDeTarefa<{ cpf: string; url: string }> = {
  tipo: 'link-folha',
  payload: z.object({ cpf: z.string().regex(/^\d{11}$/), url: z.string().max(500) }),
  sigiloso: true,
  async executar({ cpf, url }, { db }) {
    const [p] = await db
      .select({ nome: pessoa.nome, email: pessoa.email, emailInstitucional: pessoa.emailInstitucional })
      .from(pessoa)
      .where(and(eq(pessoa.cpf, cpf), or(sql`${pessoa.email} is not null`, sql`${pessoa.emailInstitucional} is not null`)))
      .limit(1);
    if (!p) return null;
    await withActor(db, contextoDoSistema(), async (tx) => {
      const link = await criarLink(tx, cpf, null);
      await enfileirarEmails(tx, [
        {
          destinatario: (p.email ?? p.emailInstitucional)!,
          assunto: 'SGI — link de acesso à folha de frequência',
          corpo:
            `Olá, ${p.nome}.\n\nFoi pedido um acesso à folha de frequência para o CPF ${maskCpf(cpf)}.\n\n` +
            `Acesse: ${url}/obter-token?token=${MARCA_SEGREDO}\n\n` +
            'O link vale por 24 horas e pode ser usado uma única vez. Se não foi você quem pediu, ignore esta mensagem.',
          segredo: { tipo: 'link-folha', id: link },
        },
      ]);
    });
    return null;
  },
};

/**
 * Creates a link for a CPF (and optionally a sheet), without its token: the e-mail that carries it gets the token
 * from the outbox sender (revelarLink). Used by the CPF request and by sheet notifications. Answers the link's id.
 */
export async function criarLink(tx: Tx, cpf: string, folhaId: number | null): Promise<number> {
  const agora = Date.now();
  const [link] = await tx
    .insert(linkAcesso)
    .values({ tokenHash: null, cpf, folhaId, criadoEm: new Date(agora), expiraEm: new Date(agora + LINK_VALIDADE_MS) })
    .returning({ id: linkAcesso.id });
  return link!.id;
}

/**
 * The e-mail of a sheet's notification or reminder: the greeting, the text, a fresh access link (PUBLIC_URL, never the
 * Host header; the token is drawn by the sender, ADR 023) landing on `folhaId` (or the person's list), and the footer.
 */
export async function emailComLinkDaFolha(
  tx: Tx,
  para: { cpf: string; email: string; nome: string },
  folhaId: number | null,
  publicUrl: string,
  assunto: string,
  texto: string,
): Promise<NovoEmail> {
  const link = await criarLink(tx, para.cpf, folhaId);
  return {
    destinatario: para.email,
    assunto,
    corpo:
      `Olá, ${para.nome}.\n\n${texto}\n\n` +
      `Acesse: ${publicUrl}/obter-token?token=${MARCA_SEGREDO}\n\n` +
      'O link vale por 24 horas e pode ser usado uma única vez. O acesso é pessoal; as ações ficam registradas com data, hora e IP.',
    segredo: { tipo: 'link-folha', id: link },
  };
}

/** The outbox sender's part (ADR 023): draws the token of a link still unused and valid and stores its hash. */
export async function revelarLink(db: Db, id: number, agora: Date): Promise<string | null> {
  const token = randomToken();
  const [r] = await db
    .update(linkAcesso)
    .set({ tokenHash: sha256(token) })
    .where(and(eq(linkAcesso.id, id), isNull(linkAcesso.usadoEm), gt(linkAcesso.expiraEm, agora)))
    .returning({ id: linkAcesso.id });
  return r ? token : null;
}

/** Exchanges a link token for a sheet-only session: {personCPF, folhaId, token}. */
export async function trocarLinkPorSessao(db: Db, ctx: Contexto, token: string) {
  const ip = enderecoDe(ctx);
  await exigirLivre(db, [[LINK_POR_IP, ip]]);
  const agora = ctx.agora;
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
