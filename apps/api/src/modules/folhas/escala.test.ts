import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { estagiosEmEscala } from '../../../test/fabricas.js';
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

it(`generates the sheets of ${N} internships set-based${postgres ? ' in at most 5 s' : ''}, and a rerun creates none`, async () => {
  await estagiosEmEscala(db, N, 'da Escala');
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
