import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contextoDe, testApp } from '../../../test/helpers.js';
import { historico } from '../historico/table.js';
import { gerarFolhasDoMes } from './geracao.js';
import { folhaFrequencia, folhaFrequenciaDia } from './table.js';

/**
 * The month's generation at scale (issue 13: 3,000 interns in ≤ 5 s on PostgreSQL). On PostgreSQL, ten offices'
 * worth (3,000 internships over 300 defensorias, each with a titular); on the embedded database, one office (300),
 * which keeps the default test run short. The data is written straight in SQL: what is measured is the generation.
 */
const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const postgres = t.database.kind === 'postgresql';
const N = postgres ? 3000 : 300;
const DEFENSORIAS = N / 10;

it(`generates the sheets of ${N} internships set-based${postgres ? ' in at most 5 s' : ''}, and a rerun creates none`, async () => {
  await db.execute(sql`
    with c as (insert into comarca (nome) values ('Comarca da Escala') returning id),
    cu as (insert into curso (nome) values ('Direito (escala)') returning id),
    i as (insert into instituicao_ensino (cnpj, razao_social) values ('11222333000181', 'Faculdade da Escala') returning id),
    d as (insert into defensoria (nome, comarca_id) select 'Defensoria ' || g, c.id from c, generate_series(1, ${DEFENSORIAS}) g returning id),
    pe as (insert into pessoa (nome, cpf) select 'Estagiária ' || g, lpad(g::text, 11, '0') from generate_series(1, ${N}) g returning id),
    ea as (insert into estagiario (pessoa_id) select id from pe returning id),
    e as (insert into estagio (estagiario_id, tipo_estagio, instituicao_ensino_id, curso_id, data_inicio_estagio, data_colacao_grau, email, fim_semana)
          select ea.id, 6, i.id, cu.id, '2025-01-01', '2027-06', 'escala' || ea.id || '@defensoria.exemplo', ea.id % 10 = 0 from ea, i, cu returning id),
    pd as (insert into pessoa (nome, cpf) select 'Defensora ' || g, lpad((100000 + g)::text, 11, '0') from generate_series(1, ${DEFENSORIAS}) g returning id),
    df as (insert into defensor (pessoa_id) select id from pd returning id),
    dn as (select id, row_number() over (order by id) as n from d),
    fn as (select id, row_number() over (order by id) as n from df),
    titulares as (insert into lotacao (tipo, defensor_id, defensoria_id, data_inicial) select 2, fn.id, dn.id, '2024-01-01' from dn join fn using (n))
    insert into lotacao (tipo, estagio_id, defensoria_id, data_inicial, entrada, saida)
    select 4, e.id, dn.id, '2025-01-01', '13:00', '17:00' from e join dn on dn.n = 1 + e.id % ${DEFENSORIAS}`);
  await db.execute(sql`insert into feriado (nome, inicio, fim, geral) values ('Aniversário da Cidade', '2025-09-03', '2025-09-03', true)`);

  const inicio = performance.now();
  const r = await gerarFolhasDoMes(db, contextoDe(admin.id), 2025, 9);
  const ms = performance.now() - inicio;
  console.info(`geração de ${N} folhas (${t.database.kind}): ${Math.round(ms)} ms`);
  expect([r.criadas.length, r.existentes.length, r.recusadas.length]).toEqual([N, 0, 0]);
  if (postgres) expect(ms).toBeLessThanOrEqual(5000);

  const [[folhas], [dias], [comResponsavel], [historicos]] = await Promise.all([
    db.select({ n: count() }).from(folhaFrequencia),
    db.select({ n: count() }).from(folhaFrequenciaDia),
    db.select({ n: count() }).from(folhaFrequencia).where(sql`${folhaFrequencia.responsavelId} is not null`),
    db.select({ n: count() }).from(historico).where(eq(historico.tabela, 'folha_frequencia')),
  ]);
  expect([folhas!.n, dias!.n, comResponsavel!.n, historicos!.n]).toEqual([N, N * 30, N, N]);

  const de_novo = await gerarFolhasDoMes(db, contextoDe(admin.id), 2025, 9);
  expect([de_novo.criadas.length, de_novo.existentes.length]).toEqual([0, N]);
}, 120_000);
