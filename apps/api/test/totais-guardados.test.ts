import { dataIsoLocal } from '@sgi/domain';
import { count, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { CABECALHO_REGISTRAR_SQL } from '../src/lib/contagem-consultas.js';
import { CANAL_DE_SESSOES } from '../src/lib/cache-de-sessoes.js';
import { CANAL_DOS_TOTAIS, formasGuardadas, tabelasDoSql } from '../src/lib/totais-guardados.js';
import { CANAL_DAS_MOVIMENTACOES } from '../src/modules/movimentacoes/painel-routes.js';
import { comarca } from '../src/modules/comarcas/table.js';
import { pessoa } from '../src/modules/pessoas/table.js';
import { defensorNoBanco, lotar } from './acoes.js';
import { defensoriaNoBanco, fabricas } from './fabricas.js';
import { testApp } from './helpers.js';

// ADR 105: a list's total is kept, and every change to what it counts still shows on the next request — made through
// the API here, through another instance on the same database, or by hand in the database. Each app writes the SQL of
// the requests that ask for it (x-sgi-registrar-sql) to its own file: whether a request counted is read there.
const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-totais-'));
const t = await testApp({ contarConsultas: true, arquivoSqlBench: path.join(pasta, 'um.jsonl') });
const db = t.database.db;
// A second instance on the same database, as two servers behind a load balancer: its own database object (the same
// pool), since the totals are kept per database object.
const outroDb = Object.create(t.database.db) as typeof t.database.db;
const outra = await buildApp({ database: { ...t.database, db: outroDb }, config: testConfig({ contarConsultas: true, arquivoSqlBench: path.join(pasta, 'outra.jsonl') }) });
await outra.ready();
afterAll(() => outra.close());

let token: string;
beforeAll(async () => {
  token = await t.tokenWith('todas');
});
const f = fabricas(t, () => token);

const COMARCAS = '/api/comarca?skip=0&take=12&orderField=ordem&orderBy=asc';
const PESSOAS = '/api/pessoa?skip=0&take=15&orderBy=nome&comEstagiario=true';

/** A list as the screen asks for it: its rows, its total, and whether the request sent a count to the database. */
async function listar(url: string, app = t.app) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, [CABECALHO_REGISTRAR_SQL]: '1' } });
  expect(res.statusCode, res.body).toBe(200);
  const [linhas, total] = res.json<[unknown[], number]>();
  const arquivo = path.join(pasta, app === t.app ? 'um.jsonl' : 'outra.jsonl');
  const registro = JSON.parse(fs.readFileSync(arquivo, 'utf8').trim().split('\n').at(-1)!) as { url: string; consultas: { texto: string }[] };
  expect(registro.url).toBe(url);
  const textos = registro.consultas.map((c) => c.texto);
  return { linhas, total, textos, contou: textos.some((c) => /^select count\(\*\) from/i.test(c)) };
}
const comarcasNoBanco = async () => (await db.select({ n: count() }).from(comarca))[0]!.n;
/** Waits until every notice sent so far reached both apps (on PostgreSQL they arrive some time after the commit). */
const aquietar = () => t.aquietar(CANAL_DOS_TOTAIS, CANAL_DE_SESSOES, CANAL_DAS_MOVIMENTACOES);

describe('os totais das listas guardados', () => {
  it('reads the names a statement reads from, quoted or not, and what else sits there is no table', () => {
    expect(tabelasDoSql('select count(*) from "pessoa" left join "defensor" on "defensor"."pessoa_id" = "pessoa"."id" left join "usuario" "criador" on 1=1')).toEqual([
      'pessoa',
      'defensor',
      'usuario',
    ]);
    expect(tabelasDoSql('select count(*) from lotacao l join (select 1) x on true where exists (select 1 from "movimentacao")')).toEqual(['lotacao', 'movimentacao']);
    expect(tabelasDoSql('select x.id from unnest($1::int[]) as x(id) cross join lateral (select 1) y')).toEqual(['unnest', 'lateral']);
  });

  it('answers the same list again with its page alone: the total comes from memory and is the database’s', async () => {
    await f.comarca();
    await aquietar();
    const primeira = await listar(COMARCAS);
    const segunda = await listar(COMARCAS);
    expect(primeira.total).toBe(await comarcasNoBanco());
    expect(segunda.total).toBe(primeira.total);
    expect([primeira.contou, segunda.contou]).toEqual([true, false]);
  });

  it('shows a record created through the API in the next total, here and, once the notice arrives, in another instance', async () => {
    const antes = await listar(COMARCAS);
    expect(await listar(COMARCAS, outra)).toMatchObject({ total: antes.total, contou: true });
    expect((await listar(COMARCAS, outra)).contou).toBe(false);
    await f.comarca();
    expect(await listar(COMARCAS)).toMatchObject({ total: antes.total + 1, contou: true });
    await aquietar();
    expect(await listar(COMARCAS, outra)).toMatchObject({ total: antes.total + 1, contou: true });
  });

  it('shows a row deleted by hand in the database once its notice arrives, and keeps the totals of other tables', async () => {
    await f.comarca();
    await aquietar();
    const comarcas = await listar(COMARCAS);
    await listar(PESSOAS);
    const pessoas = await listar(PESSOAS);
    expect([comarcas.contou, pessoas.contou]).toEqual([true, false]);
    const [ultima] = await db.select({ id: comarca.id }).from(comarca).orderBy(sql`${comarca.id} desc`).limit(1);
    await db.delete(comarca).where(eq(comarca.id, ultima!.id));
    await aquietar();
    expect(await listar(COMARCAS)).toMatchObject({ total: comarcas.total - 1, contou: true });
    // A comarca's notice forgets no count of pessoas: that list still reads its page alone.
    expect(await listar(PESSOAS)).toMatchObject({ total: pessoas.total, contou: false });
    // And a pessoa changed by hand is counted at once after its notice.
    await db.insert(pessoa).values({ nome: 'Contada', sobrenome: 'À Mão', cpf: '52998224725' });
    await aquietar();
    expect(await listar(PESSOAS)).toMatchObject({ total: pessoas.total + 1, contou: true });
  });

  it('keeps the Defensorias list’s Lotações and Movimentações counts too, until a placement changes', async () => {
    const df = await defensoriaNoBanco(db, { nome: 'AAA Defensoria Contada' });
    await aquietar();
    const url = `/api/defensoria?skip=0&take=12&orderField=nome&orderBy=asc&nome=${encodeURIComponent('AAA Defensoria Contada')}`;
    const contagens = (textos: string[]) => textos.some((c) => /count\(\*\)::int from "lotacao"/.test(c));
    type Linha = { id: number; lotacoes: number };
    const primeira = await listar(url);
    const segunda = await listar(url);
    expect((primeira.linhas as Linha[]).map((l) => [l.id, l.lotacoes])).toEqual([[df.id, 0]]);
    expect([contagens(primeira.textos), contagens(segunda.textos)]).toEqual([true, false]);
    expect(segunda.linhas).toEqual(primeira.linhas);
    await lotar(db, (await defensorNoBanco(db, { nome: 'Titular Contado' })).id, df.id);
    await aquietar();
    const depois = await listar(url);
    expect(contagens(depois.textos)).toBe(true);
    expect((depois.linhas as Linha[]).map((l) => l.lotacoes)).toEqual([1]);
  });

  it('keeps the total of every list a screen opens: each table its count reads has the trigger', async () => {
    const listas = [
      '/api/assessor?skip=0&take=10000&ativos=true&inativos=false&orderBy=nome&orderDirection=asc',
      '/api/atuacao?skip=0&take=12&orderField=ordem&orderBy=asc&comVaras=true',
      COMARCAS,
      '/api/curso?skip=0&take=12',
      '/api/defensor?skip=0&take=12&orderBy=nome&orderbyasc=true',
      '/api/defensoria?skip=0&take=12&orderField=ordem&orderBy=asc',
      '/api/distrito?skip=0&take=10&orderField=ordem&orderBy=asc&comDefensoria=true&comMovimentacoes=true',
      '/api/estagiario?skip=0&take=12&inativos=false&orderField=data_inicio_estagio&orderBy=asc&comEstagios=true',
      '/api/feriado?skip=0&take=12',
      '/api/instituicao?skip=0&take=12',
      '/api/nucleo?skip=0&take=12',
      '/api/papel?skip=0&take=12&comUsuarios=true',
      PESSOAS,
      '/api/predio?skip=0&take=12',
      '/api/usuario?skip=0&take=12&orderBy=nome&orderDirection=asc',
      '/api/movimentacao?skip=0&take=20',
      '/api/vara?skip=0&take=10&orderField=ordem&orderBy=asc&comAtuacao=true&comDefensorias=true',
      `/api/lotacao?skip=0&take=20&tipo_pessoa=1&data_edicao=${dataIsoLocal()}`,
      '/api/lotacao?skip=0&take=20&tipo_pessoa=3&vigente=true',
      `/api/folha_frequencia/listar/${dataIsoLocal().slice(0, 4)}/${Number(dataIsoLocal().slice(5, 7))}?skip=0&take=100&unidade=0&vinculo=1`,
      `/api/periodo?defensor=${(await f.defensor()).id}&skip=0&take=1000`,
    ];
    for (const url of listas) await listar(url);
    const formas = formasGuardadas(t.database);
    const naoGuardadas = [...formas].filter(([, tabelas]) => tabelas === null).map(([forma]) => forma);
    expect(naoGuardadas).toEqual([]);
    expect(formas.size).toBeGreaterThanOrEqual(20);
  });
});
