import { dataIsoLocal, lerTiposComProcesso, processosDoTexto, somaMesesReferencia, validarNumeroProcesso } from '@sgi/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helpers.js';
import { seedDemo } from '../../db/demo.js';
import { contextoDoSistema } from '../../lib/contexto.js';
import { TIPOS_DA_DEMO } from './demo.js';
import { painelDeMovimentacoes } from './painel.js';
import { configuracao, movimentacao, registroMovimentacao, tipoMovimentacao } from './table.js';

describe('demo movements', { timeout: 180_000 }, () => {
  it('types of both kinds, key 1, twelve months of deliveries with a few late and pending months, all valid', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      await seedDemo(db, 'senha-da-demonstracao-1');
      const hoje = dataIsoLocal();
      const mes = hoje.slice(0, 7);
      const [tipos, [chave1], movs, linhas] = await Promise.all([
        db.select().from(tipoMovimentacao),
        db.select().from(configuracao).where(eq(configuracao.chave, 1)),
        db.select().from(movimentacao),
        db.select().from(registroMovimentacao),
      ]);
      expect(tipos.map((t) => t.descricao).sort()).toEqual(TIPOS_DA_DEMO.map((t) => t.descricao).sort());
      expect(new Set(tipos.map((t) => t.nucleo))).toEqual(new Set([true, false]));
      const comProcesso = lerTiposComProcesso(chave1!.valor);
      expect(comProcesso.map((id) => tipos.find((t) => t.id === id)!.descricao).sort()).toEqual(['Petição inicial coletiva', 'Sentença com recurso']);

      expect(new Set(movs.map((m) => m.referencia)).size).toBeGreaterThanOrEqual(11);
      expect(movs.every((m) => m.referencia >= somaMesesReferencia(mes, -12) && m.referencia < mes && m.dataRecebimento <= hoje)).toBe(true);
      // Every line: a type of the movement's kind, and a type of key 1 with as many valid, distinct numbers as its quantity.
      const porId = new Map(movs.map((m) => [m.id, m]));
      for (const l of linhas) {
        const tipo = tipos.find((t) => t.id === l.tipoId)!;
        expect(tipo.nucleo).toBe(porId.get(l.movimentacaoId)!.nucleoId !== null);
        const processos = processosDoTexto(l.processos);
        if (comProcesso.includes(l.tipoId)) {
          expect(processos).toHaveLength(l.quantidade);
          processos.forEach((p, i) => expect(validarNumeroProcesso(p, processos.slice(0, i))).toBeNull());
        } else expect(processos).toEqual([]);
      }

      const painel = await painelDeMovimentacoes(db, contextoDoSistema(), { referenciaI: somaMesesReferencia(mes, -12), referenciaf: somaMesesReferencia(mes, -2) });
      const situacoes = painel.linhas.flatMap((l) => l.referencias.map((r) => r.situacao));
      const quantas = (s: string) => situacoes.filter((x) => x === s).length;
      expect(quantas('entregue')).toBeGreaterThan(quantas('atrasada'));
      expect(quantas('atrasada')).toBeGreaterThan(0);
      expect(quantas('pendente_vencida')).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
