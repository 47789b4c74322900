import { dataIsoLocal, dataPrazo, mesesDoPeriodo, primeiroDiaDaReferencia, somaDias, somaMesesReferencia, valorTiposComProcesso } from '@sgi/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { withActor } from '../../db/actor.js';
import type { Db } from '../../db/client.js';
import { criacaoEmLote } from '../../lib/audit.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { defensor } from '../defensores/table.js';
import { lotacao } from '../lotacoes/table.js';
import { prng } from '../pessoas/demo.js';
import { configuracao, movimentacao, registroMovimentacao, tipoMovimentacao } from './table.js';

/** The demo's movement types (issue 15): of defensorias and of núcleos, initial petitions or not, some with process numbers. */
export const TIPOS_DA_DEMO = [
  { descricao: 'Petição inicial', inicial: true, nucleo: false, processos: false, faixa: [0, 12] },
  { descricao: 'Atendimento', inicial: false, nucleo: false, processos: false, faixa: [20, 90] },
  { descricao: 'Audiência', inicial: false, nucleo: false, processos: false, faixa: [4, 30] },
  { descricao: 'Sentença com recurso', inicial: false, nucleo: false, processos: true, faixa: [0, 3] },
  { descricao: 'Petição inicial coletiva', inicial: true, nucleo: true, processos: true, faixa: [0, 2] },
  { descricao: 'Atendimento no núcleo', inicial: false, nucleo: true, processos: false, faixa: [10, 60] },
  { descricao: 'Mediação', inicial: false, nucleo: true, processos: false, faixa: [0, 15] },
] as const;

/** Last day of a month 'yyyy-MM'. */
const ultimoDia = (referencia: string) => somaDias(primeiroDiaDaReferencia(somaMesesReferencia(referencia, 1)), -1);

/**
 * Demo movements (after the placements): the types above, key 1 naming those with process numbers, and for the twelve
 * months before this one a delivery per active defender and place of a placement in force in the month — most on time,
 * some late (after the deadline), a few months left pending; last month's stays pending while its deadline runs.
 */
export async function seedDemoMovimentacoes(db: Db, hoje = dataIsoLocal()): Promise<number> {
  const r = prng(2015);
  const mesAtual = hoje.slice(0, 7);
  const meses = mesesDoPeriodo(somaMesesReferencia(mesAtual, -12), somaMesesReferencia(mesAtual, -1));
  const lotacoes = await db
    .select({ defensorId: lotacao.defensorId, defensoriaId: lotacao.defensoriaId, nucleoId: lotacao.nucleoId, dataInicial: lotacao.dataInicial, dataFinal: lotacao.dataFinal })
    .from(lotacao)
    .innerJoin(defensor, eq(defensor.id, lotacao.defensorId))
    .where(and(isNotNull(lotacao.defensorId), eq(lotacao.ativo, true), eq(defensor.ativo, true)));
  return withActor(db, contextoDoSistema(), async (tx) => {
    const tipos = await tx
      .insert(tipoMovimentacao)
      .values(TIPOS_DA_DEMO.map(({ descricao, inicial, nucleo }) => ({ descricao, inicial, nucleo })))
      .returning({ id: tipoMovimentacao.id });
    const comProcesso = TIPOS_DA_DEMO.flatMap((t, i) => (t.processos ? [tipos[i]!.id] : []));
    await tx.update(configuracao).set({ valor: valorTiposComProcesso(comProcesso) }).where(eq(configuracao.chave, 1));

    const entregas: { m: typeof movimentacao.$inferInsert; linhas: { tipoId: number; inicial: boolean; quantidade: number; processos: string }[] }[] = [];
    let processo = 202400000000 + r.inteiro(0, 99999) * 1000;
    const vistos = new Set<string>();
    for (const l of lotacoes) {
      const nucleo = l.nucleoId !== null;
      for (const mes of meses) {
        if ((l.dataInicial !== null && l.dataInicial > ultimoDia(mes)) || (l.dataFinal !== null && l.dataFinal < primeiroDiaDaReferencia(mes))) continue;
        const chave = `${l.defensorId}|${mes}|${l.defensoriaId ?? `n${l.nucleoId}`}`;
        if (vistos.has(chave)) continue;
        vistos.add(chave);
        const prazo = dataPrazo(mes);
        const sorteio = r.proximo();
        // Last month while its deadline runs: about half delivered already.
        if (prazo >= hoje && sorteio < 0.5) continue;
        // A few months never delivered (pending, past the deadline).
        if (prazo < hoje && sorteio < 0.05) continue;
        const atrasada = prazo < hoje && sorteio < 0.15;
        const inicioDoMesSeguinte = primeiroDiaDaReferencia(somaMesesReferencia(mes, 1));
        let recebida = atrasada ? somaDias(prazo, r.inteiro(1, 25)) : somaDias(inicioDoMesSeguinte, r.inteiro(0, 8));
        if (recebida > hoje) recebida = hoje;
        const linhas = TIPOS_DA_DEMO.flatMap((t, i) => {
          if (t.nucleo !== nucleo) return [];
          const quantidade = r.inteiro(t.faixa[0], t.faixa[1]);
          const processos = t.processos ? Array.from({ length: quantidade }, () => String((processo += r.inteiro(1, 997)))) : [];
          return [{ tipoId: tipos[i]!.id, inicial: t.inicial, quantidade, processos: processos.join(',') }];
        });
        entregas.push({
          m: {
            defensorId: l.defensorId!,
            defensoriaId: l.defensoriaId,
            nucleoId: l.nucleoId,
            referencia: mes,
            dataRecebimento: recebida,
            civel: r.proximo() < 0.7,
            criminal: r.proximo() < 0.4,
            observacao: atrasada ? 'Entregue após o prazo.' : null,
          },
          linhas,
        });
      }
    }
    if (entregas.length === 0) return 0;
    await criacaoEmLote(tx, 'registro_movimentacao');
    for (let i = 0; i < entregas.length; i += 500) {
      const lote = entregas.slice(i, i + 500);
      const ids = await tx.insert(movimentacao).values(lote.map((e) => e.m)).returning({ id: movimentacao.id });
      const linhas = lote.flatMap((e, j) => e.linhas.map((x) => ({ ...x, movimentacaoId: ids[j]!.id })));
      if (linhas.length) await tx.insert(registroMovimentacao).values(linhas);
    }
    return entregas.length;
  });
}
