import { CHAVE_CONFIGURACAO, lerTiposComProcesso, type ConfiguracaoComVersao, type ConfiguracoesInput } from '@sgi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { withActor, type Leitura, type Tx } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { registroAlterado } from '../../lib/versao.js';
import { usuario } from '../usuarios/table.js';
import { configuracao, tipoMovimentacao } from './table.js';

export const MENSAGEM_CONFIGURACAO_SALVA = 'Configuração salva.';

/** GET app/configuracoes (§7): every key with its value and version, by key. */
export const listConfiguracoes = (db: Leitura): Promise<ConfiguracaoComVersao[]> =>
  db.select({ chave: configuracao.chave, valor: configuracao.valor, versao: configuracao.versao }).from(configuracao).orderBy(asc(configuracao.chave));

/** Key 1's type ids, as the movement rules read them. */
export async function tiposComProcesso(db: Leitura): Promise<number[]> {
  const [r] = await db.select({ valor: configuracao.valor }).from(configuracao).where(eq(configuracao.chave, CHAVE_CONFIGURACAO.TiposComProcesso));
  return lerTiposComProcesso(r?.valor);
}

/** Locks a key and checks the version read, as travarVersao does for the records with an id. */
async function travarChave(tx: Tx, chave: number, versao: number) {
  const [atual] = await tx
    .select({ versao: configuracao.versao, editadoEm: configuracao.editadoEm, editadoPor: configuracao.editadoPor })
    .from(configuracao)
    .where(eq(configuracao.chave, chave))
    .for('update');
  if (!atual) throw notFound('Configuração não encontrada.');
  if (atual.versao === versao) return;
  const [quem] = atual.editadoPor === null ? [] : await tx.select({ username: usuario.username }).from(usuario).where(eq(usuario.id, atual.editadoPor));
  throw registroAlterado(quem?.username ?? null, atual.editadoEm, atual.versao);
}

/**
 * PUT app/configuracoes (ADR 071): the administrators choose the types that require process numbers (key 1: each must
 * exist) and switch the reminder (key 2). Audited and versioned like any record.
 */
export async function updateConfiguracoes(db: Leitura, ctx: Contexto, input: ConfiguracoesInput): Promise<void> {
  await withActor(db, ctx, async (tx) => {
    // Always in key order, so two writers never lock the keys crosswise.
    for (const c of [...input].sort((a, b) => a.chave - b.chave)) {
      await travarChave(tx, c.chave, c.versao);
      if (c.chave === CHAVE_CONFIGURACAO.TiposComProcesso) {
        const ids = lerTiposComProcesso(c.valor);
        const achados = ids.length ? await tx.select({ id: tipoMovimentacao.id }).from(tipoMovimentacao).where(inArray(tipoMovimentacao.id, ids)) : [];
        const faltam = ids.filter((id) => !achados.some((a) => a.id === id));
        if (faltam.length) {
          const m = `Tipo de movimentação não encontrado: ${faltam.join(', ')}.`;
          throw badRequest(m, { valor: [m] });
        }
      }
      await tx.update(configuracao).set({ valor: c.valor }).where(eq(configuracao.chave, c.chave));
    }
  });
}
