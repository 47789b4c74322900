import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.js';
import { CABECALHO_CONSULTAS, CABECALHO_REGISTRAR_SQL, contagemLigada, PEDIR_CONTAGEM } from './contagem-consultas.js';

// The benchmark's queries-per-request figure (docs/desempenho.md) comes from this header.
describe('contagem de consultas por requisição (BENCH=1)', async () => {
  const arquivoSql = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-sql-')), 'consultas.jsonl');
  const t = await testApp({ contarConsultas: true, arquivoSqlBench: arquivoSql });
  const token = await t.tokenWith('todas');
  const semContagem = await testApp();
  const tokenSem = await semContagem.tokenWith('todas');

  const consultas = async (opts: Parameters<typeof t.req>[0]) => {
    const res = await t.req({ token, ...opts, headers: { ...PEDIR_CONTAGEM, ...opts.headers } });
    expect(res.statusCode).toBeLessThan(300);
    return Number(res.headers[CABECALHO_CONSULTAS]);
  };

  it('conta as consultas de uma leitura: a sessão e o total (só quando não estão guardados, ADR 038 e 105) e a página', async () => {
    await consultas({ method: 'POST', url: '/api/curso', payload: { nome: 'Curso que esvazia o cache' } });
    const lista = await consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' });
    expect(Number.isInteger(lista)).toBe(true);
    // The list sends its page and its count after the session lookup; the next one finds the session and the total
    // kept, and sends its page alone.
    expect(lista).toBeGreaterThanOrEqual(3);
    expect(await consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' })).toBe(1);
  });

  it('o detalhe de um cadastro para a equipe custa só a sua consulta: o acesso por registro não consulta quando a regra alcança todas as linhas', async () => {
    const criado = await t.req({ method: 'POST', url: '/api/curso', payload: { nome: 'Curso do detalhe contado' }, token });
    const { id } = criado.json() as { id: number };
    await consultas({ method: 'GET', url: `/api/curso/${id}` }); // the session back in the cache
    expect(await consultas({ method: 'GET', url: `/api/curso/${id}` })).toBe(1);
  });

  it('conta o BEGIN e o COMMIT de uma escrita', async () => {
    const leitura = await consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' });
    const escrita = await consultas({ method: 'POST', url: '/api/curso', payload: { nome: 'Curso da contagem' } });
    // set_config of the acting user, the insert, and the transaction's two statements at least.
    expect(escrita).toBeGreaterThanOrEqual(4);
    expect(leitura).toBeGreaterThanOrEqual(2);
  });

  it('cada requisição conta só as suas, mesmo em paralelo', async () => {
    await consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' }); // the session in the cache
    const uma = await consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' });
    const juntas = await Promise.all(Array.from({ length: 8 }, () => consultas({ method: 'GET', url: '/api/curso?skip=0&take=12' })));
    expect(juntas).toEqual(juntas.map(() => uma));
  });

  it('grava o SQL só das requisições que o pedem (para o EXPLAIN do bench)', async () => {
    const url = '/api/curso?skip=0&take=12&nome=direito';
    await consultas({ method: 'GET', url });
    expect(fs.existsSync(arquivoSql)).toBe(false);
    const n = await consultas({ method: 'GET', url, headers: { [CABECALHO_REGISTRAR_SQL]: '1' } });
    const linhas = fs.readFileSync(arquivoSql, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { url: string; consultas: { texto: string; params: unknown[] }[] });
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.url).toBe(url);
    expect(linhas[0]!.consultas).toHaveLength(n);
    const pagina = linhas[0]!.consultas.find((c) => /from "curso"/.test(c.texto) && /limit/.test(c.texto));
    expect(pagina?.params).toContain('%direito%');
  });

  // Node 20's AsyncLocalStorage, once on, puts a hook on every promise: the bench's timed requests, which do not ask
  // for their count, must run without it, as in production.
  it('conta só as requisições que pedem, e desliga o armazenamento quando nenhuma delas está em curso', async () => {
    const url = '/api/curso?skip=0&take=12';
    expect(await consultas({ method: 'GET', url })).toBeGreaterThanOrEqual(1);
    expect(contagemLigada()).toBe(false);
    const semPedir = await t.req({ method: 'GET', url, token });
    expect(semPedir.statusCode).toBe(200);
    expect(semPedir.headers[CABECALHO_CONSULTAS]).toBeUndefined();
    const durante: boolean[] = [];
    const contadas = Array.from({ length: 4 }, () => consultas({ method: 'GET', url }).then((n) => (durante.push(contagemLigada()), n)));
    const naoContadas = Array.from({ length: 4 }, () => t.req({ method: 'GET', url, token }));
    const [ns, respostas] = await Promise.all([Promise.all(contadas), Promise.all(naoContadas)]);
    expect(new Set(ns).size).toBe(1);
    expect(respostas.map((r) => r.headers[CABECALHO_CONSULTAS])).toEqual([undefined, undefined, undefined, undefined]);
    // On while the others still ran, off once the last one was answered.
    expect(durante.slice(0, 3)).toEqual([true, true, true]);
    expect(contagemLigada()).toBe(false);
  });

  it('sem BENCH=1 não há cabeçalho, nem quando pedido', async () => {
    const res = await semContagem.req({ method: 'GET', url: '/api/curso?skip=0&take=12', token: tokenSem, headers: PEDIR_CONTAGEM });
    expect(res.statusCode).toBe(200);
    expect(res.headers[CABECALHO_CONSULTAS]).toBeUndefined();
  });
});
