import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { randomCode, sha256 } from '../../lib/tokens.js';
import { enfileirarEmails, MARCA_SEGREDO } from '../email/outbox.js';
import { pessoa } from '../pessoas/table.js';
import type { TipoDeTarefa } from '../tarefas/fila.js';
import { usuario } from '../usuarios/table.js';
import { codigoRecuperacao } from './table.js';

const CODIGO_VALIDADE_MS = 15 * 60 * 1000;

/**
 * The work of a recovery request, done after the answer (ADR 024): for each active user with that e-mail, a code
 * row and a message to the stored address. The code's verifier is drawn by the outbox sender when it sends
 * (ADR 023), so neither the outbox nor this job ever holds it. Answers nothing: whether the address exists stays
 * out of the job's result too.
 */
export const PEDIDO_DE_CODIGO: TipoDeTarefa<{ email: string; url: string }> = {
  tipo: 'recuperacao-senha',
  payload: z.object({ email: z.string().max(254), url: z.string().max(500) }),
  sigiloso: true,
  async executar({ email, url }, { db }) {
    const alvos = await db
      .select({ id: usuario.id, nome: pessoa.nome, username: usuario.username, email: pessoa.email, emailInstitucional: pessoa.emailInstitucional })
      .from(usuario)
      .innerJoin(pessoa, eq(pessoa.id, usuario.pessoaId))
      .where(and(eq(usuario.ativo, true), or(sql`lower(${pessoa.email}) = ${email}`, sql`lower(${pessoa.emailInstitucional}) = ${email}`)));
    if (alvos.length === 0) return null;
    await withActor(db, contextoDoSistema(), async (tx) => {
      const emails = [];
      for (const alvo of alvos) {
        const agora = Date.now();
        const [codigo] = await tx
          .insert(codigoRecuperacao)
          .values({ usuarioId: alvo.id, seletor: randomCode(6), verificadorHash: null, criadoEm: new Date(agora), expiraEm: new Date(agora + CODIGO_VALIDADE_MS) })
          .returning({ id: codigoRecuperacao.id });
        emails.push({
          // the stored address, not the typed one: only a registered mailbox ever receives a code
          destinatario: alvo.email?.toLowerCase() === email ? alvo.email : alvo.emailInstitucional!,
          assunto: 'SGI — código para troca de senha',
          corpo:
            `Olá, ${alvo.nome}.\n\nRecebemos um pedido de troca de senha para o usuário ${alvo.username}.\n\n` +
            `Código de recuperação: ${MARCA_SEGREDO}\n\nUse-o em ${url}/trocar-senha?codigo=${MARCA_SEGREDO} ` +
            'nos próximos 15 minutos. O código vale uma única vez.\n\n' +
            'Se não foi você quem pediu, ignore esta mensagem: sua senha continua a mesma.',
          segredo: { tipo: 'codigo-recuperacao' as const, id: codigo!.id },
        });
      }
      await enfileirarEmails(tx, emails);
    });
    return null;
  },
};

/**
 * The outbox sender's part (ADR 023): draws the verifier of a code that is still unused and valid, stores its hash and
 * answers the code as the e-mail shows it, SELETOR-VERIFICADOR. The code's alphabet needs no URL encoding.
 */
export async function revelarCodigo(db: Db, id: number, agora: Date): Promise<string | null> {
  const verificador = randomCode(26);
  const [r] = await db
    .update(codigoRecuperacao)
    .set({ verificadorHash: sha256(verificador) })
    .where(and(eq(codigoRecuperacao.id, id), isNull(codigoRecuperacao.usadoEm), gt(codigoRecuperacao.expiraEm, agora)))
    .returning({ seletor: codigoRecuperacao.seletor });
  return r ? `${r.seletor}-${verificador}` : null;
}
