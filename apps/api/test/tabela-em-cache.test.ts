import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { linhas } from '../src/db/linhas.js';
import { CABECALHO_CONSULTAS, PEDIR_CONTAGEM } from '../src/lib/contagem-consultas.js';
import { CANAL_DE_SESSOES } from '../src/lib/cache-de-sessoes.js';
import { CANAL_DOS_TOTAIS, GATILHO_DOS_TOTAIS, tabelasDoSql } from '../src/lib/totais-guardados.js';
import { cursoTable } from '../src/modules/cursos/table.js';
import { defensoria } from '../src/modules/defensorias/table.js';
import { lotacao } from '../src/modules/lotacoes/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { MENSAGEM_SO_PADRAO } from '../src/modules/relatorios-lotacao/service.js';
import { tabelasDaEntrada } from '../src/modules/relatorios-lotacao/consultas.js';
import { defensorNoBanco, lotar } from './acoes.js';
import { defensoriaNoBanco } from './fabricas.js';
import { testApp } from './helpers.js';
import { lerAte } from './ate.js';
import { outrasInstancias } from './instancias.js';
import { corpoMovimentacao } from './movimentacoes.js';

// ADR 106: the assignment tables are kept as sent, and every change to what they show still appears on the next
// request — answered here, answered by another instance on the same database, or made by hand in the database.
const t = await testApp({ contarConsultas: true });
const db = t.database.db;
const { outra, surda } = await outrasInstancias(t);

let todas: string;
let soEnumerar: string;
beforeAll(async () => {
  todas = await t.tokenWith('todas');
  soEnumerar = await t.tokenWith(['LOTACAO_ENUMERATE']);
});

/** A defender placed at an office of their own, and the layout-1 table of today filtered to that office. */
async function lotado(nome: string) {
  const d = await defensorNoBanco(db, { nome });
  const df = await defensoriaNoBanco(db, { nome: `Defensoria de ${nome}` });
  const lotacaoId = await lotar(db, d.id, df.id);
  // These writes' notices reach the app on PostgreSQL some time later and would empty the tables read next.
  await t.aquietar(CANAL_DOS_TOTAIS, CANAL_DE_SESSOES);
  return { ...d, defensoriaId: df.id, lotacaoId, url: `/api/relatorio/lotacoes?layout=1&defensorias=${df.id}` };
}

const ler = async (url: string, app = t.app, token = todas, cabecalhos: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...PEDIR_CONTAGEM, ...cabecalhos } });
  expect(res.statusCode, res.body).toBe(200);
  return { corpo: res.body, consultas: Number(res.headers[CABECALHO_CONSULTAS]) };
};

/** The defenders a layout-1 table shows in its offices (the offices' names carry their defenders' here). */
const nomes = (corpo: string) =>
  JSON.parse(corpo).tabela.comarcas.flatMap((c: { grupos: { defensorias: { defensores: { nome: string }[] }[] }[] }) =>
    c.grupos.flatMap((g) => g.defensorias.flatMap((d) => d.defensores.map((x) => x.nome))),
  ) as string[];

/** Reads until `pronto` holds (the notice travels through the database), at most a second. */
const ate = (url: string, pronto: (lido: string) => boolean, app = t.app) => lerAte(async () => (await ler(url, app)).corpo, pronto);

describe('a tabela de lotação guardada', () => {
  it('answers the same table again from memory, without a query, with the same body', async () => {
    const d = await lotado('Ana Guardada');
    const primeira = await ler(d.url);
    const segunda = await ler(d.url);
    expect(primeira.consultas).toBeGreaterThan(0);
    expect(segunda.consultas).toBe(0);
    expect(segunda.corpo).toBe(primeira.corpo);
    expect(nomes(segunda.corpo)).toEqual(['Ana Guardada']);
  });

  it('builds it once for a burst of requests that find none kept, and gives each the same table', async () => {
    const d = await lotado('Rui Simultâneo');
    const rajada = await Promise.all([ler(d.url), ler(d.url), ler(d.url)]);
    expect(rajada.map((r) => r.consultas > 0)).toEqual([true, false, false]);
    expect(new Set(rajada.map((r) => r.corpo)).size).toBe(1);
  });

  it('keeps one table per day, layout, toggle and filter', async () => {
    const d = await lotado('Lia Variada');
    await ler(d.url);
    expect((await ler(`${d.url}&exibirEventos=true`)).consultas).toBeGreaterThan(0);
    expect((await ler(d.url.replace('layout=1', 'layout=2'))).consultas).toBeGreaterThan(0);
    expect(nomes((await ler(`${d.url}&data=2014-01-01`)).corpo)).toEqual([]);
    expect((await ler(d.url)).consultas).toBe(0);
  });

  it('answers a request with Cache-Control: no-cache from the database, and keeps that answer', async () => {
    const d = await lotado('Caio Recarregado');
    await ler(d.url);
    expect((await ler(d.url, t.app, todas, { 'cache-control': 'no-cache' })).consultas).toBeGreaterThan(0);
    expect((await ler(d.url)).consultas).toBe(0);
  });

  it('refuses a layout the user may not ask for even when another user had it kept (ADR 076)', async () => {
    const d = await lotado('Davi Interno');
    const url = d.url.replace('layout=1', 'layout=2');
    await ler(url);
    const res = await t.req({ method: 'GET', url, token: soEnumerar });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(MENSAGEM_SO_PADRAO);
    // Layout 1 with the default toggles is for everyone who lists placements, kept or not.
    expect(nomes((await ler(d.url, t.app, soEnumerar)).corpo)).toEqual(['Davi Interno']);
  });

  it('shows a change on the very next request after any write this instance answers, without waiting for a notice', async () => {
    const d = await lotado('Bia Antiga');
    expect(nomes((await ler(d.url, surda)).corpo)).toEqual(['Bia Antiga']);
    await db.update(pessoa).set({ nome: 'Bia Nova' }).where(eq(pessoa.nome, 'Bia Antiga'));
    // The instance that hears no notice still answers what it kept: the notice is what would have carried the change.
    expect(nomes((await ler(d.url, surda)).corpo)).toEqual(['Bia Antiga']);
    // Any write it answers forgets every kept table (a delivery here: the table does not even read deliveries).
    const post = await surda.inject({ method: 'POST', url: '/api/movimentacao', headers: { authorization: `Bearer ${todas}` }, payload: corpoMovimentacao(d.id, d.defensoriaId) });
    expect(post.statusCode, post.body).toBe(201);
    expect(nomes((await ler(d.url, surda)).corpo)).toEqual(['Bia Nova']);
  });

  it('shows a placement ended by hand in the database through the notice, long before the kept table expires', async () => {
    const d = await lotado('Edu Encerrado');
    expect(nomes((await ler(d.url)).corpo)).toEqual(['Edu Encerrado']);
    await db.update(lotacao).set({ dataFinal: '2020-12-31' }).where(eq(lotacao.id, d.lotacaoId));
    expect(nomes(await ate(d.url, (c) => nomes(c).length === 0))).toEqual([]);
  });

  it('shows in another instance a name changed through this one, through the notice', async () => {
    const d = await lotado('Eva Distante');
    expect(nomes((await ler(d.url, outra)).corpo)).toEqual(['Eva Distante']);
    await db.update(pessoa).set({ nome: 'Eva Próxima' }).where(eq(pessoa.nome, 'Eva Distante'));
    expect(nomes(await ate(d.url, (c) => nomes(c).includes('Eva Próxima'), outra))).toEqual(['Eva Próxima']);
  });

  it('keeps the table when a table it does not read changes', async () => {
    const d = await lotado('Gil Sossegado');
    await ler(d.url);
    await db.insert(cursoTable).values({ nome: 'Curso que a tabela não lê' });
    await t.aquietar(CANAL_DOS_TOTAIS);
    expect((await ler(d.url)).consultas).toBe(0);
  });

  it('keeps the interns report, built from the same rows, and forgets it with them', async () => {
    const d = await lotado('Ivo Orientador');
    const url = '/api/lotacoes-estagiario';
    const primeira = await ler(url);
    const segunda = await ler(url);
    expect(primeira.consultas).toBeGreaterThan(0);
    expect(segunda.consultas).toBe(0);
    expect(segunda.corpo).toBe(primeira.corpo);
    expect(segunda.corpo).toContain('Defensoria de Ivo Orientador');
    await db.update(defensoria).set({ nome: 'Defensoria Renomeada à Mão' }).where(eq(defensoria.id, d.defensoriaId));
    expect(await ate(url, (c) => c.includes('Defensoria Renomeada à Mão'))).not.toContain('Defensoria de Ivo Orientador');
  });

  it('every table the statement reads, with all its parts, sends the notices of migration 0024', async () => {
    const lidas = tabelasDaEntrada(db);
    expect(lidas).toEqual(expect.arrayContaining(['lotacao', 'periodo', 'substituicao', 'defensor', 'pessoa', 'defensoria', 'estagio', 'nucleo', 'setor']));
    // The statement's own CTEs (lot, ac, sub) are no tables.
    expect(lidas).not.toEqual(expect.arrayContaining(['lot']));
    const comGatilho = await linhas<{ tabela: string }>(
      db.execute(sql`select c.relname as tabela from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = ${GATILHO_DOS_TOTAIS}`),
    );
    const avisadas = new Set(comGatilho.map((r) => r.tabela));
    expect(lidas.filter((x) => !avisadas.has(x))).toEqual([]);
  });

  it("reads a statement's tables without its CTEs", () => {
    expect(tabelasDoSql('with lot as (select * from "lotacao"), ac as (select 1 from periodo p) select 1 from lot join ac on true join "pessoa" on true')).toEqual([
      'lotacao',
      'periodo',
      'pessoa',
    ]);
    expect(tabelasDoSql('WITH "x" AS (SELECT 1 FROM vara) SELECT * FROM x')).toEqual(['vara']);
  });
});
