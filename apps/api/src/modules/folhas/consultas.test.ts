import { describe, expect, it } from 'vitest';
import { fabricas } from '../../../test/fabricas.js';
import { testApp } from '../../../test/helpers.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../../lib/contagem-consultas.js';
import { randomToken, sha256 } from '../../lib/tokens.js';
import { sessao } from '../auth/table.js';

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
