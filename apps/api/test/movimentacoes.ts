import { dataIsoLocal, somaMesesReferencia } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { comarca } from '../src/modules/comarcas/table.js';
import { distrito } from '../src/modules/distritos/table.js';
import { configuracao, tipoMovimentacao } from '../src/modules/movimentacoes/table.js';
import { nucleo } from '../src/modules/nucleos/table.js';

/** Builders of the movement tests: types, places and the body of POST/PUT movimentacao. */

let n = 0;

export async function tipoNoBanco(db: Db, descricao: string, over: { inicial?: boolean; nucleo?: boolean } = {}) {
  const [t] = await db.insert(tipoMovimentacao).values({ descricao, inicial: over.inicial ?? false, nucleo: over.nucleo ?? false }).returning({ id: tipoMovimentacao.id });
  return t!.id;
}

export async function nucleoNoBanco(db: Db, nome = `Núcleo ${++n}`) {
  const [c] = await db.insert(comarca).values({ nome: `Comarca do ${nome}` }).returning({ id: comarca.id });
  const [x] = await db.insert(nucleo).values({ nome, comarcaId: c!.id }).returning({ id: nucleo.id });
  return x!.id;
}

export async function distritoNoBanco(db: Db, defensoriaId: number, nome = `Distrito ${++n}`) {
  const [d] = await db.insert(distrito).values({ nome, defensoriaId }).returning({ id: distrito.id });
  return d!.id;
}

/** Key 1: the types that require process numbers. */
export const exigirProcessos = (db: Db, ids: number[]) => db.update(configuracao).set({ valor: ids.join(',') }).where(eq(configuracao.chave, 1));

/** Last month, so any receipt date from its first day to today is accepted. */
export const mesPassado = () => somaMesesReferencia(dataIsoLocal().slice(0, 7), -1);

/** A delivery of a defensoria for last month, received today, with the given lines. */
export function corpoMovimentacao(defensorId: number, defensoriaId: number, registros: unknown[] = [], over: Record<string, unknown> = {}) {
  return {
    defensor: { id: defensorId },
    referencia: mesPassado(),
    ehnucleo: false,
    defensoria: { id: defensoriaId },
    nucleo: null,
    distrito: null,
    data_recebimento: dataIsoLocal(),
    civel: true,
    criminal: false,
    observacao: null,
    registros,
    ...over,
  };
}
