import {
  atuacaoInputSchema,
  comarcaInputSchema,
  defensoriaInputSchema,
  distritoInputSchema,
  normalizarSigla,
  nucleoInputSchema,
  predioInputSchema,
  substitutaQueEhElaMesma,
  varaInputSchema,
} from '@sgi/domain';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { freshDatabase } from '../../test/helpers.js';
import { atuacao } from '../modules/atuacoes/table.js';
import { comarca } from '../modules/comarcas/table.js';
import { defensoria } from '../modules/defensorias/table.js';
import { seedDemoDefensores } from '../modules/defensores/demo.js';
import { distrito } from '../modules/distritos/table.js';
import { historico } from '../modules/historico/table.js';
import { nucleo } from '../modules/nucleos/table.js';
import { seedDemoPessoas } from '../modules/pessoas/demo.js';
import { predio, setor } from '../modules/predios/table.js';
import { vara } from '../modules/varas/table.js';
import type { Db } from './client.js';
import { seedDemoEstrutura } from './demo-estrutura.js';

const ref = (id: number | null) => (id === null ? null : { id });
const tel = (ddd: number | null, numero: string | null) => ({ ddd, numero });

/** Every row, in the shape of its register's POST body, through the schema the API validates with. */
function invalidos(schema: ZodType, linhas: unknown[]) {
  return linhas.flatMap((l) => {
    const r = schema.safeParse(l);
    return r.success ? [] : [{ linha: l, erros: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }];
  });
}

async function ler(db: Db) {
  const [comarcas, atuacoes, varas, predios, setores, defensorias, distritos, nucleos] = await Promise.all([
    db.select().from(comarca).orderBy(asc(comarca.id)),
    db.select().from(atuacao).orderBy(asc(atuacao.id)),
    db.select().from(vara).orderBy(asc(vara.id)),
    db.select().from(predio).orderBy(asc(predio.id)),
    db.select().from(setor).orderBy(asc(setor.id)),
    db.select().from(defensoria).orderBy(asc(defensoria.id)),
    db.select().from(distrito).orderBy(asc(distrito.id)),
    db.select().from(nucleo).orderBy(asc(nucleo.id)),
  ]);
  return { comarcas, atuacoes, varas, predios, setores, defensorias, distritos, nucleos };
}

/** What a second run must reproduce: everything but ids and timestamps. */
const semIds = (e: Awaited<ReturnType<typeof ler>>) =>
  JSON.stringify(Object.values(e).map((linhas) => linhas.map(({ id: _id, criadoEm: _c, editadoEm: _e, ...resto }) => resto)));

describe('seedDemoEstrutura', { timeout: 60_000 }, () => {
  it('seeds a Sergipe structure on an empty base: counts, capital first, every row valid for its register', async () => {
    const database = await freshDatabase();
    try {
      const resumo = await seedDemoEstrutura(database.db);
      const e = await ler(database.db);
      expect(resumo).toEqual({ comarcas: 8, atuacoes: 8, varas: 26, predios: 10, setores: 26, defensorias: 42, distritos: 10, nucleos: 8 });
      expect(Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v.length]))).toEqual(resumo);

      const aracaju = e.comarcas[0]!;
      expect(aracaju).toMatchObject({ nome: 'Aracaju', prefixo: 'Capital', ordem: 1 });
      expect(e.defensorias.filter((d) => d.comarcaId === aracaju.id).length).toBeGreaterThan(e.defensorias.length / 2);
      expect(e.atuacoes.map((a) => a.nome)).toEqual(['Cível', 'Criminal', 'Família', 'Infância e Juventude', 'Execução Penal', 'Fazenda Pública', 'Juizado Especial', 'Tribunal do Júri']);
      // Without defenders and pessoas yet, núcleos have no substitutes and sectors no responsável.
      expect(e.nucleos.every((n) => n.substituto1Id === null && n.substituto2Id === null)).toBe(true);
      expect(e.setores.every((s) => s.responsavelId === null)).toBe(true);

      for (const p of e.predios) {
        const doPredio = e.setores.filter((s) => s.predioId === p.id);
        expect(doPredio.length, p.nome).toBeGreaterThanOrEqual(2);
        expect(doPredio.length, p.nome).toBeLessThanOrEqual(4);
        expect(doPredio.every((s) => s.sigla === normalizarSigla(s.sigla))).toBe(true);
      }
      for (const d of e.defensorias) {
        expect([d.varaId, d.predioId].includes(null), d.nome).toBe(false);
        expect(d.maximoEstagiarios).toBeGreaterThanOrEqual(1);
        expect(d.maximoEstagiarios).toBeLessThanOrEqual(4);
        expect(substitutaQueEhElaMesma(d.id, { defensoriasubstituta1: ref(d.substituta1Id), defensoriasubstituta2: ref(d.substituta2Id) })).toBeNull();
      }
      expect(e.defensorias.filter((d) => d.substituta1Id !== null).length).toBeGreaterThan(20);

      expect(invalidos(comarcaInputSchema, e.comarcas)).toEqual([]);
      expect(invalidos(atuacaoInputSchema, e.atuacoes)).toEqual([]);
      expect(invalidos(varaInputSchema, e.varas.map((v) => ({ ...v, atuacao: ref(v.atuacaoId) })))).toEqual([]);
      const predios = e.predios.map((p) => ({
        ...p,
        comarca: ref(p.comarcaId),
        endereco: { cep: p.cep, cidade: p.cidade, bairro: p.bairro, logradouro: p.logradouro, complemento: p.complemento, numero: p.numero },
        telefoneprincipal: tel(p.telefonePrincipalDdd, p.telefonePrincipalNumero),
        telefonesecundario: tel(p.telefoneSecundarioDdd, p.telefoneSecundarioNumero),
        setores: e.setores.filter((s) => s.predioId === p.id).map((s) => ({ ...s, responsavel: ref(s.responsavelId) })),
      }));
      expect(invalidos(predioInputSchema, predios)).toEqual([]);
      const defensorias = e.defensorias.map((d) => ({
        ...d,
        vara: ref(d.varaId),
        comarca: ref(d.comarcaId),
        predio: ref(d.predioId),
        defensoriasubstituta1: ref(d.substituta1Id),
        defensoriasubstituta2: ref(d.substituta2Id),
        maximo_estagiarios: d.maximoEstagiarios,
        telefone: tel(d.telefoneDdd, d.telefoneNumero),
      }));
      expect(invalidos(defensoriaInputSchema, defensorias)).toEqual([]);
      expect(invalidos(distritoInputSchema, e.distritos.map((d) => ({ ...d, defensoria: ref(d.defensoriaId) })))).toEqual([]);
      const nucleos = e.nucleos.map((n) => ({
        ...n,
        comarca: ref(n.comarcaId),
        predio: ref(n.predioId),
        substituto1: ref(n.substituto1Id),
        substituto2: ref(n.substituto2Id),
        telefone: tel(n.telefoneDdd, n.telefoneNumero),
      }));
      expect(invalidos(nucleoInputSchema, nucleos)).toEqual([]);

      // Inserted as the system, through the audit trigger like any other write.
      const [hist] = await database.db.select({ total: count() }).from(historico).where(eq(historico.tabela, 'nucleo'));
      expect(Number(hist!.total)).toBe(8);
    } finally {
      await database.close();
    }
  });

  it('after the demo defenders and pessoas: núcleos get two different defenders, sectors a responsável; same data every run', async () => {
    const rodar = async () => {
      const database = await freshDatabase();
      try {
        await seedDemoDefensores(database.db);
        await seedDemoPessoas(database.db);
        await seedDemoEstrutura(database.db);
        return await ler(database.db);
      } finally {
        await database.close();
      }
    };
    const [a, b] = [await rodar(), await rodar()];
    const comSubstitutos = a.nucleos.filter((n) => n.substituto1Id !== null);
    expect(comSubstitutos.length).toBeGreaterThanOrEqual(4);
    expect(a.nucleos.some((n) => n.substituto1Id === null)).toBe(true);
    expect(a.nucleos.every((n) => n.substituto1Id === null || n.substituto1Id !== n.substituto2Id)).toBe(true);
    expect(a.setores.filter((s) => s.responsavelId !== null)).toHaveLength(10);
    expect(semIds(b)).toBe(semIds(a));
  });
});
