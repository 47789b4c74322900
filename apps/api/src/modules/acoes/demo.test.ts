import { dataIsoLocal, REGRAS_ACAO, somaDias, validarAcao, type DefensorNasRegras } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import { seedDemo } from '../../db/demo.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { defensor } from '../defensores/table.js';
import { pessoa } from '../pessoas/table.js';
import { JANELA_DA_DEMO } from './demo.js';
import { resumoDoDia } from './painel.js';
import { notificacao, periodo, substituicao } from './table.js';

describe('demo actions', { timeout: 180_000 }, () => {
  it('a year of actions with substitutions, none breaking a rule, some running this month, a few notified', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      const inicio = Date.now();
      await seedDemo(db, 'senha-da-demonstracao-1');
      const hoje = dataIsoLocal();
      const [acoes, subs, defensores] = await Promise.all([
        db.select().from(periodo),
        db.select({ s: substituicao, p: periodo }).from(substituicao).innerJoin(periodo, eq(periodo.id, substituicao.periodoId)),
        db
          .select({
            id: defensor.id,
            nome: pessoa.nome,
            ativo: defensor.ativo,
            data_nascimento: pessoa.dataNascimento,
            data_admissao: defensor.dataAdmissao,
            data_referencia: defensor.dataReferencia,
            data_exoneracao: defensor.dataExoneracao,
          })
          .from(defensor)
          .innerJoin(pessoa, eq(pessoa.id, defensor.pessoaId)),
      ]);
      expect(acoes.length).toBeGreaterThan(80);
      expect(new Set(acoes.map((a) => a.tipo))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      expect(acoes.every((a) => a.dataInicial >= somaDias(hoje, -JANELA_DA_DEMO.antes) && a.dataFinal <= somaDias(hoje, JANELA_DA_DEMO.depois))).toBe(true);
      expect(subs.filter((x) => x.s.substitutoId !== null).length).toBeGreaterThan(20);

      // Every action passes the eleven rules against everything else stored, as a save of it would be checked.
      const porId = new Map(defensores.map((d) => [d.id, d]));
      const comoRegra = (a: typeof periodo.$inferSelect) => ({ id: a.id, tipo: a.tipo, data_inicial: a.dataInicial, data_final: a.dataFinal, data_aquisitiva: a.dataAquisitiva });
      const todas = new Set<number>(REGRAS_ACAO.map((r) => r.id));
      const substituicoes = subs
        .filter((x) => x.s.substitutoId !== null)
        .map((x) => ({ periodoId: x.p.id, defensoriaId: x.s.defensoriaId, substitutoId: x.s.substitutoId!, data_inicial: x.p.dataInicial, data_final: x.p.dataFinal }));
      const violacoes = acoes.flatMap((a) => {
        const dela = subs.filter((x) => x.s.periodoId === a.id).map((x) => ({ defensoria: { id: x.s.defensoriaId }, substituto: x.s.substitutoId ? { id: x.s.substitutoId } : null }));
        const ids = [...new Set(dela.flatMap((s) => (s.substituto ? [s.substituto.id] : [])))];
        const contexto = {
          defensor: porId.get(a.defensorId)! as DefensorNasRegras,
          acoes: acoes.filter((b) => b.defensorId === a.defensorId).map(comoRegra),
          substitutos: ids.map((id) => ({ ...porId.get(id)!, acoes: acoes.filter((b) => b.defensorId === id).map(comoRegra) })),
          substituicoes,
        };
        const v = validarAcao({ ...comoRegra(a), substituicoes: dela }, contexto, todas);
        return v ? [`${a.id}: ${v.mensagem}`] : [];
      });
      expect(violacoes).toEqual([]);

      // The home shows people away today and the month has events.
      const mes = hoje.slice(0, 7);
      expect(acoes.filter((a) => a.dataInicial.slice(0, 7) <= mes && a.dataFinal.slice(0, 7) >= mes).length).toBeGreaterThan(5);
      const resumo = await resumoDoDia(db, contextoDoSistema(), hoje);
      expect(resumo.ferias + resumo.licencas).toBeGreaterThan(0);
      expect(resumo.atuando).toBeLessThan(resumo.ativos);
      expect((await db.select().from(notificacao)).length).toBeGreaterThan(0);
      // The whole demo (every register) stays quick to build.
      expect(Date.now() - inicio).toBeLessThan(60_000);
    } finally {
      await database.close();
    }
  });
});
