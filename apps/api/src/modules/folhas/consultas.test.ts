import { Placeholder, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fabricas } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../../lib/contagem-consultas.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { sessao } from '../auth/table.js';
import { consultaDosHistoricosDosDias } from './consultas.js';

/**
 * The sheet's detail costs one query per part (the sheet with its people, days, the days' history, signatures,
 * notifications, corrections), however many days were changed: no query per day or per history row.
 */
describe('GET folha_frequencia/{id}: one query per part', async () => {
  const t = await testApp({ contarConsultas: true });
  const token = await t.tokenWith('todas');
  const f = fabricas(t, () => token);

  it('six queries for staff, before and after the intern changed many days', async () => {
    const de = await f.estagiario();
    const estagio = await f.estagio(de);
    const defensoria = await f.defensoria();
    const lot = await t.req({
      method: 'POST',
      url: '/api/lotacao',
      token,
      payload: { tipo: 4, estagio: { id: estagio.id }, defensoria: { id: defensoria.id }, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00' },
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const criada = await t.req({ method: 'POST', url: '/api/folha_frequencia', token, payload: { estagioId: estagio.id, ano: 2031, mes: 3 } });
    expect(criada.statusCode, criada.body).toBe(201);
    const { id } = criada.json<{ id: number }>();
    const consultas = async () => {
      const res = await t.req({ method: 'GET', url: `/api/folha_frequencia/${id}`, token, headers: PEDIR_CONTAGEM });
      expect(res.statusCode).toBe(200);
      return { n: Number(res.headers[CABECALHO_CONSULTAS]), versao: res.json<{ versao: number }>().versao };
    };
    await consultas(); // the session into the cache
    const antes = await consultas();
    expect(antes.n).toBe(6);

    const link = randomToken();
    const cpf = String(de.corpo.cpf).replace(/\D/g, '');
    await t.database.db.insert(sessao).values({ tokenHash: sha256(link), escopo: 'folha', cpf, ip: '127.0.0.1', criadoEm: new Date(), ultimoUsoEm: new Date() });
    const dias = [3, 4, 5, 6, 7].map((dia) => ({ dia, status: 2, horarioEntrada: '13:00', horarioSaida: '17:00' }));
    const put = await t.req({ method: 'PUT', url: `/api/folha_frequencia/${id}`, token: link, payload: dias, headers: { 'if-match': String(antes.versao) } });
    expect(put.statusCode, put.body).toBe(200);
    await consultas();
    expect((await consultas()).n).toBe(6);
  });
});

/**
 * The days' history is read with one index probe per day of the sheet, never by reading the history of every day of
 * every sheet: with thousands of days saved since the statistics were taken, that plan grew with each save (issue 12).
 */
describe("the days' history: one index probe per day", async () => {
  const t = await testApp();
  const db = t.database.db;

  it('probes historico by (tabela, registro) for each day, with 5,000 days of other sheets saved and no new statistics', async () => {
    await db.execute(
      sql`insert into historico (tabela, registro, acao, diff) select 'folha_frequencia_dia', (1000000 + g)::text, 'UPDATE', '{}'::jsonb from generate_series(1, 5000) g`,
    );
    const { sql: texto, params } = consultaDosHistoricosDosDias(db, { id: sql.placeholder('id'), zero: sql.placeholder('zero') }).toSQL();
    const valores = params.map((p) => (p instanceof Placeholder ? { id: '1', zero: '0' }[p.name as 'id' | 'zero'] : `'${String(p)}'`));
    // PREPARE and EXECUTE on one connection: a transaction holds it.
    const plano = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`prepare historicos_dos_dias as ${texto}`));
      const { rows } = (await tx.execute(sql.raw(`explain (format json) execute historicos_dos_dias(${valores.join(', ')})`))) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      };
      await tx.execute(sql.raw('deallocate historicos_dos_dias'));
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    const varreduras = [...plano.matchAll(/"Relation Name":"historico"[^}]*?"Index Cond":"([^"]*)"/g)].map((m) => m[1]);
    expect(plano).toContain('"Node Type":"Nested Loop"');
    expect(varreduras).toHaveLength(1);
    // The probe names the outer day: (tabela = ...) AND (registro = folha_frequencia_dia.id::text).
    expect(varreduras[0]).toMatch(/registro.*folha_frequencia_dia\.id/);
  });
});
