import { somaMesesReferencia, type PainelDeMovimentacoes } from '@sgi/domain';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../src/lib/contagem-consultas.js';
import { codificacaoAceita } from '../src/lib/resposta-guardada.js';
import { CANAL_DE_SESSOES } from '../src/lib/cache-de-sessoes.js';
import { CANAL_DAS_MOVIMENTACOES, chaveDoPainel } from '../src/modules/movimentacoes/painel-routes.js';
import { movimentacao } from '../src/modules/movimentacoes/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { defensorNoBanco, lotar } from './acoes.js';
import { defensoriaNoBanco } from './fabricas.js';
import { contextoDe, testApp } from './helpers.js';
import { lerAte } from './ate.js';
import { outrasInstancias } from './instancias.js';
import { corpoMovimentacao, mesPassado } from './movimentacoes.js';

// ADR 101: the Movimentações home keeps its answers, and every change to what it shows still appears on the next
// request — answered here, answered by another instance on the same database, or made by hand in the database.
const t = await testApp({ contarConsultas: true });
const db = t.database.db;
const { outra, surda } = await outrasInstancias(t);

let token: string;
beforeAll(async () => {
  token = await t.tokenWith('todas');
});

/** A defender placed at a defensoria of their own, and the home's address filtered to them for last month. */
async function defensorDoPainel(nome: string) {
  const d = await defensorNoBanco(db, { nome });
  const df = await defensoriaNoBanco(db, { nome: `Defensoria de ${nome}` });
  await lotar(db, d.id, df.id);
  // These writes' notices reach the app on PostgreSQL some time later and would empty the answers read next.
  await t.aquietar(CANAL_DAS_MOVIMENTACOES, CANAL_DE_SESSOES);
  return { ...d, defensoriaId: df.id, url: `/api/dashboard/movimentacoes/${mesPassado()}?defensorId=${d.id}` };
}

const ler = async (url: string, app = t.app) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...PEDIR_CONTAGEM } });
  expect(res.statusCode, res.body).toBe(200);
  return { painel: res.json<PainelDeMovimentacoes>(), consultas: Number(res.headers[CABECALHO_CONSULTAS]), corpo: res.body };
};
const entregas = (p: PainelDeMovimentacoes) => p.linhas.flatMap((l) => l.referencias.flatMap((r) => r.entregas));

/** Reads until `pronto` holds (the notice travels through the database), at most a second. */
const ate = (url: string, pronto: (lido: PainelDeMovimentacoes) => boolean, app = t.app) => lerAte(async () => (await ler(url, app)).painel, pronto);

describe('a página inicial de Movimentações em cache', () => {
  it('answers the same request again from the cache, without a query', async () => {
    const d = await defensorDoPainel('Ana Guardada');
    const primeira = await ler(d.url);
    const segunda = await ler(d.url);
    expect(primeira.consultas).toBeGreaterThan(0);
    expect(segunda.consultas).toBe(0);
    expect(segunda.corpo).toBe(primeira.corpo);
    expect(segunda.painel.linhas.map((l) => l.defensor_nome)).toEqual(['Ana Guardada']);
  });

  it('reads it once for a burst of requests that find no kept answer, and gives each the same answer', async () => {
    const d = await defensorDoPainel('Rui Simultâneo');
    const rajada = await Promise.all([ler(d.url), ler(d.url), ler(d.url)]);
    // The first reads (its session too, if that was not kept); the two others share its reads.
    expect(rajada.map((r) => r.consultas > 0)).toEqual([true, false, false]);
    expect(new Set(rajada.map((r) => r.corpo)).size).toBe(1);
    expect(rajada[0]!.painel.linhas.map((l) => l.defensor_nome)).toEqual(['Rui Simultâneo']);
  });

  it('answers a request with Cache-Control: no-cache from the database, and keeps that answer', async () => {
    const d = await defensorDoPainel('Lia Recarregada');
    await ler(d.url);
    const recarga = await t.app.inject({ method: 'GET', url: d.url, headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache', ...PEDIR_CONTAGEM } });
    expect(recarga.statusCode).toBe(200);
    expect(Number(recarga.headers[CABECALHO_CONSULTAS])).toBeGreaterThan(0);
    expect((await ler(d.url)).consultas).toBe(0);
  });

  it('shows a delivery recorded through the API on the very next request, without waiting for a notice', async () => {
    const d = await defensorDoPainel('Bia Entregue');
    await ler(d.url, surda);
    expect(entregas((await ler(d.url, surda)).painel)).toEqual([]);
    const post = await surda.inject({ method: 'POST', url: '/api/movimentacao', headers: { authorization: `Bearer ${token}` }, payload: corpoMovimentacao(d.id, d.defensoriaId) });
    expect(post.statusCode, post.body).toBe(201);
    const depois = (await ler(d.url, surda)).painel;
    expect(entregas(depois).map((e) => e.movimento_id)).toEqual([post.json<{ id: number }>().id]);
    expect(depois.linhas[0]!.referencias[0]!.situacao).toMatch(/^(entregue|atrasada)$/);
  });

  it('shows a delivery inserted by hand in the database through the notice, long before the cache expires', async () => {
    const d = await defensorDoPainel('Caio Manual');
    await ler(d.url);
    expect(entregas((await ler(d.url)).painel)).toEqual([]);
    expect(entregas((await ler(d.url, surda)).painel)).toEqual([]);
    await db.insert(movimentacao).values({ defensorId: d.id, defensoriaId: d.defensoriaId, referencia: mesPassado(), dataRecebimento: mesPassado() + '-15', civel: true, criminal: false });
    expect(entregas(await ate(d.url, (p) => entregas(p).length > 0))).toHaveLength(1);
    // The instance that hears no notice still answers what it kept: the notice is what carried the change.
    expect(entregas((await ler(d.url, surda)).painel)).toEqual([]);
  });

  it("shows a defender's new name changed by hand in the database", async () => {
    const d = await defensorDoPainel('Davi Antigo');
    await ler(d.url);
    await db.update(pessoa).set({ nome: 'Davi Novo' }).where(eq(pessoa.nome, 'Davi Antigo'));
    const depois = await ate(d.url, (p) => p.linhas[0]?.defensor_nome === 'Davi Novo');
    expect(depois.linhas.map((l) => l.defensor_nome)).toEqual(['Davi Novo']);
  });

  it('shows in another instance a delivery recorded through this one, through the notice', async () => {
    const d = await defensorDoPainel('Eva Distante');
    await ler(d.url, outra);
    expect(entregas((await ler(d.url, outra)).painel)).toEqual([]);
    const post = await t.req({ method: 'POST', url: '/api/movimentacao', token, payload: corpoMovimentacao(d.id, d.defensoriaId) });
    expect(post.statusCode, post.body).toBe(201);
    expect(entregas(await ate(d.url, (p) => entregas(p).length > 0, outra))).toHaveLength(1);
  });

  it('sends a kept answer compressed as the client takes it, the same JSON, compressed once per encoding', async () => {
    const d = await defensorDoPainel('Rui Comprimido');
    // A year of months: an answer above the 1 KiB from which answers are compressed.
    const url = `/api/dashboard/movimentacoes/${somaMesesReferencia(mesPassado(), -11)}?referenciaf=${mesPassado()}&defensorId=${d.id}`;
    const texto = (await ler(url)).corpo;
    expect(texto.length).toBeGreaterThan(1024);
    const pedir = async (codificacoes: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-encoding': codificacoes, ...PEDIR_CONTAGEM } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return { codificacao: res.headers['content-encoding'], corpo: res.rawPayload, consultas: Number(res.headers[CABECALHO_CONSULTAS]) };
    };
    const br = await pedir('gzip, deflate, br, zstd');
    expect(br).toMatchObject({ codificacao: 'br', consultas: 0 });
    expect(zlib.brotliDecompressSync(br.corpo).toString()).toBe(texto);
    const gz = await pedir('br;q=0.5, gzip');
    expect(gz.codificacao).toBe('gzip');
    expect(zlib.gunzipSync(gz.corpo).toString()).toBe(texto);
    // The same compressed bytes again: made once, kept with the answer.
    expect((await pedir('br')).corpo.equals(br.corpo)).toBe(true);
    expect((await pedir('identity')).codificacao).toBeUndefined();
  });

  it('chooses the encoding as @fastify/compress does', () => {
    expect(codificacaoAceita(undefined)).toBeNull();
    expect(codificacaoAceita('identity')).toBeNull();
    expect(codificacaoAceita('gzip, deflate, br')).toBe('br');
    expect(codificacaoAceita('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(codificacaoAceita('br;q=0, gzip')).toBe('gzip');
    expect(codificacaoAceita('x-gzip')).toBe('gzip');
    expect(codificacaoAceita('*')).toBe('gzip');
    expect(codificacaoAceita('deflate')).toBeNull();
  });

  it('keeps one answer per day: the day decides the months owed and which pending deliveries are overdue', () => {
    const filtro = { referenciaI: '2025-04' };
    const hoje = chaveDoPainel(contextoDe(1, { agora: new Date('2025-05-20T15:00:00Z') }), filtro);
    const amanha = chaveDoPainel(contextoDe(1, { agora: new Date('2025-05-21T15:00:00Z') }), filtro);
    expect(hoje).not.toBe(amanha);
    expect(chaveDoPainel(contextoDe(2, { agora: new Date('2025-05-20T18:00:00Z') }), filtro)).toBe(hoje);
    expect(chaveDoPainel(contextoDe(1, { agora: new Date('2025-05-20T15:00:00Z') }), { ...filtro, defensorId: 3 })).not.toBe(hoje);
  });
});
