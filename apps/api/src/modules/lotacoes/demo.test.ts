import { dataIsoLocal, lotacaoInputSchema, vigente } from '@sgi/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import { seedDemo } from '../../db/demo.js';
import { defensoria } from '../defensorias/table.js';
import { estagio } from '../estagiarios/table.js';
import { feriado } from '../feriados/table.js';
import { lotacao } from './table.js';

describe('demo placements and holidays', { timeout: 120_000 }, () => {
  it('places titulares, advisors and interns within the rules, and loads two years of national holidays', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      await seedDemo(db, 'senha-da-demonstracao-1');
      const linhas = await db.select().from(lotacao);
      expect(linhas.length).toBeGreaterThan(50);
      for (const l of linhas) {
        const corpo = {
          ...l,
          defensor: l.defensorId ? { id: l.defensorId } : null,
          assessor: l.assessorId ? { id: l.assessorId } : null,
          estagio: l.estagioId ? { id: l.estagioId } : null,
          defensoria: l.defensoriaId ? { id: l.defensoriaId } : null,
          nucleo: l.nucleoId ? { id: l.nucleoId } : null,
          setor: l.setorId ? { id: l.setorId } : null,
          data_inicial: l.dataInicial,
          data_final: l.dataFinal,
        };
        expect(lotacaoInputSchema.safeParse(corpo).error?.issues ?? []).toEqual([]);
      }
      // One titular per defensoria; interns in their internship's dates and never above the defensoria's maximum.
      const titulares = linhas.filter((l) => l.tipo === 2).map((l) => l.defensoriaId);
      expect(new Set(titulares).size).toBe(titulares.length);
      const estagios = new Map((await db.select().from(estagio)).map((e) => [e.id, e]));
      const deEstagiarios = linhas.filter((l) => l.estagioId !== null);
      expect(deEstagiarios.length).toBeGreaterThan(10);
      expect(deEstagiarios.every((l) => l.entrada !== null && l.saida !== null)).toBe(true);
      for (const l of deEstagiarios) {
        const e = estagios.get(l.estagioId!)!;
        expect([l.dataInicial, l.dataFinal]).toEqual([e.dataInicioEstagio, e.dataFimEstagio]);
      }
      const hoje = dataIsoLocal();
      const maximos = new Map((await db.select().from(defensoria)).map((d) => [d.id, d.maximoEstagiarios]));
      const porDefensoria = new Map<number, number>();
      for (const l of deEstagiarios.filter((x) => vigente({ data_inicial: x.dataInicial, data_final: x.dataFinal }, hoje))) {
        porDefensoria.set(l.defensoriaId!, (porDefensoria.get(l.defensoriaId!) ?? 0) + 1);
      }
      for (const [id, n] of porDefensoria) expect(n).toBeLessThanOrEqual(maximos.get(id)!);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(lotacao).where(and(isNotNull(lotacao.assessorId), eq(lotacao.tipo, 4)));
      expect(n).toBeGreaterThan(0);
      const feriados = await db.select().from(feriado);
      const ano = new Date().getFullYear();
      expect(feriados.filter((f) => f.nome === 'Natal').map((f) => f.inicio).sort()).toEqual([`${ano}-12-25`, `${ano + 1}-12-25`]);
      expect(feriados.every((f) => f.geral && f.defensorias.length === 0)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
