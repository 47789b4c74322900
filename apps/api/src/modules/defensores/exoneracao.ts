import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/actor.js';
import { ajustarLotacoesAExoneracao } from '../lotacoes/service.js';
import { defensor } from './table.js';

type ColunasDefensor = Partial<typeof defensor.$inferInsert>;

/**
 * Updates a defender row inside the caller's transaction. An exoneration date set on a defender who had none ends
 * the placements that went past it (cadastros-relatorios §4, ADR 020), whichever form saved it (Defensor or Pessoa).
 */
export async function gravarDefensor(tx: Tx, id: number, dados: ColunasDefensor) {
  const [antes] = await tx.select({ dataExoneracao: defensor.dataExoneracao }).from(defensor).where(eq(defensor.id, id));
  await tx.update(defensor).set(dados).where(eq(defensor.id, id));
  if (antes?.dataExoneracao === null && dados.dataExoneracao) await ajustarLotacoesAExoneracao(tx, id, dados.dataExoneracao);
}
