import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withActor } from '../src/db/actor.js';
import { criacaoEmLote } from '../src/lib/audit.js';
import { contextoDoSistema } from '../src/lib/contexto.js';
import { comarca } from '../src/modules/comarcas/table.js';
import { historico } from '../src/modules/historico/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { predio, setor } from '../src/modules/predios/table.js';
import { cpfDeTeste } from './cpf.js';
import { freshDatabase } from './helpers.js';

/** The audit at scale (issue 11) and the personal data kept out of it (issue 10). */
const database = await freshDatabase();
const db = database.db;
afterAll(() => database.close());
const historicoDe = (tabela: string, registro: number) =>
  db.select().from(historico).where(and(eq(historico.tabela, tabela), eq(historico.registro, String(registro))));

describe('audit at scale', () => {
  it('children created in bulk with their parent record no history of their own; their later changes do', async () => {
    const [c] = await db.insert(comarca).values({ nome: 'Comarca do lote' }).returning();
    const ids = await withActor(db, contextoDoSistema(), async (tx) => {
      const [p] = await tx.insert(predio).values({ nome: 'Fórum do lote', comarcaId: c!.id }).returning();
      await criacaoEmLote(tx, 'setor');
      const setores = await tx
        .insert(setor)
        .values(Array.from({ length: 30 }, (_, i) => ({ predioId: p!.id, sigla: `S${i}`, nome: `Setor ${i}`, capacidade: 1 })))
        .returning({ id: setor.id });
      return { predio: p!.id, setores: setores.map((s) => s.id) };
    });
    expect(await historicoDe('predio', ids.predio)).toHaveLength(1);
    for (const id of ids.setores) expect(await historicoDe('setor', id)).toEqual([]);
    await withActor(db, contextoDoSistema(), (tx) => tx.update(setor).set({ nome: 'Recepção' }).where(eq(setor.id, ids.setores[0]!)));
    const [mudanca] = await historicoDe('setor', ids.setores[0]!);
    expect(mudanca).toMatchObject({ acao: 'UPDATE', diff: { nome: { de: 'Setor 0', para: 'Recepção' } } });
    // Outside that transaction, creations are recorded as always.
    const [outro] = await withActor(db, contextoDoSistema(), (tx) => tx.insert(setor).values({ predioId: ids.predio, sigla: 'NOVO', nome: 'Novo', capacidade: 1 }).returning());
    expect(await historicoDe('setor', outro!.id)).toHaveLength(1);
  });

  it('a CPF enters the history masked, first three and last two digits, in every action', async () => {
    const cpf = cpfDeTeste(31337);
    const outro = cpfDeTeste(31338);
    const [p] = await withActor(db, contextoDoSistema(), (tx) => tx.insert(pessoa).values({ nome: 'Com CPF', cpf }).returning());
    await withActor(db, contextoDoSistema(), (tx) => tx.update(pessoa).set({ cpf: outro }).where(eq(pessoa.id, p!.id)));
    await withActor(db, contextoDoSistema(), (tx) => tx.delete(pessoa).where(eq(pessoa.id, p!.id)));
    const linhas = await historicoDe('pessoa', p!.id);
    const mascara = (c: string) => `${c.slice(0, 3)}.***.***-${c.slice(9)}`;
    expect(linhas.map((l) => (l.diff as Record<string, unknown>).cpf)).toEqual([
      { de: null, para: mascara(cpf) },
      { de: mascara(cpf), para: mascara(outro) },
      { de: mascara(outro), para: null },
    ]);
    expect(JSON.stringify(linhas)).not.toContain(cpf);
    expect(JSON.stringify(linhas)).not.toContain(outro);
  });
});
