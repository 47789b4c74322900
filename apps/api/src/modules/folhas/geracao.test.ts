import { MOTIVO_ESTAGIARIO_INATIVO, MOTIVO_SEM_LOTACAO, resultadoGeracaoSchema, STATUS_DIA, type ResultadoDaGeracao } from '@sgi/domain';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricas, idDaResposta } from '../../../test/fabricas.js';
import { contextoDe, esperaHistorico, testApp } from '../../../test/helpers.js';
import { withActor } from '../../db/actor.js';
import type { Contexto } from '../../lib/contexto.js';
import { defensor } from '../defensores/table.js';
import { estagiario, estagio as estagioTable } from '../estagiarios/table.js';
import { historico } from '../historico/table.js';
import { enfileirar } from '../tarefas/fila.js';
import { tarefa } from '../tarefas/table.js';
import { executarProxima } from '../tarefas/trabalhador.js';
import { gerarFolhasDoMes } from './geracao.js';
import { folhaFrequencia, folhaFrequenciaDia } from './table.js';
import { GERACAO_DO_MES } from './tarefa.js';

const t = await testApp();
const db = t.database.db;
const admin = await t.user('todas');
const token = await t.login(admin.username, admin.senha);
const f = fabricas(t, () => token);
const ctx: Contexto = contextoDe(admin.id);

async function post(url: string, payload: Record<string, unknown>): Promise<number> {
  return idDaResposta(await t.req({ method: 'POST', url: `/api/${url}`, token, payload }));
}

/** An internship of a new intern, as the factory's but with these fields changed. */
async function estagio(over: Record<string, unknown> = {}): Promise<{ id: number; estagiarioId: number }> {
  const de = await f.estagiario();
  const { id } = await f.estagio(de, over);
  return { id, estagiarioId: de.id };
}

const lotar = (estagioId: number, local: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  post('lotacao', { tipo: 4, estagio: { id: estagioId }, ...local, data_inicial: '2025-01-01', entrada: '13:00', saida: '17:00', ...extra });

const nomes = (r: ResultadoDaGeracao) => ({
  criadas: r.criadas.map((i) => i.estagioId).sort(),
  existentes: r.existentes.map((i) => i.estagioId).sort(),
  recusadas: r.recusadas.map((i) => [i.estagioId, i.motivo]).sort(),
});
const folhasDe = (ano: number, mes: number) =>
  db.select().from(folhaFrequencia).where(sql`${folhaFrequencia.ano} = ${ano} and ${folhaFrequencia.mes} = ${mes}`).orderBy(asc(folhaFrequencia.estagioId));
const diasDe = (folhaId: number) => db.select().from(folhaFrequenciaDia).where(eq(folhaFrequenciaDia.folhaId, folhaId)).orderBy(asc(folhaFrequenciaDia.dia));

// September 2025: the 1st is a Monday, the 6th and 7th a weekend, the 3rd a general holiday, the 10th blocked in D.
let defensoriaD: number;
let predioD: number;
let titularPessoa: number;
let regular: number;
let fimSemana: number;
let noNucleo: number;
let semLotacao: number;
let inativo: number;

beforeAll(async () => {
  predioD = (await f.predio()).id;
  const comarca = (await f.comarca()).id;
  defensoriaD = await post('defensoria', { nome: `Defensoria de Geração ${Math.random().toString(36).slice(2, 6)}`, comarca: { id: comarca }, predio: { id: predioD } });
  const titular = await f.defensor();
  await post('lotacao', { tipo: 2, defensor: { id: titular.id }, defensoria: { id: defensoriaD }, data_inicial: '2024-01-01' });
  [{ pessoaId: titularPessoa }] = (await db.select({ pessoaId: defensor.pessoaId }).from(defensor).where(eq(defensor.id, titular.id))) as [{ pessoaId: number }];

  await post('feriado', { nome: 'Aniversário da Cidade', inicio: '2025-09-03', fim: '2025-09-03', geral: true, defensorias: [] });
  await post('feriado', { nome: 'Mudança da sede', inicio: '2025-09-10', fim: '2025-09-10', geral: false, defensorias: [{ id: defensoriaD }] });

  regular = (await estagio()).id;
  await lotar(regular, { defensoria: { id: defensoriaD } });
  fimSemana = (await estagio({ fim_semana: true })).id;
  await lotar(fimSemana, { defensoria: { id: defensoriaD } });
  noNucleo = (await estagio()).id;
  await lotar(noNucleo, { nucleo: { id: (await f.nucleo()).id } });
  semLotacao = (await estagio()).id;
  // A placement that ended before the month is not current in it.
  await lotar(semLotacao, { defensoria: { id: defensoriaD } }, { data_final: '2025-08-31' });
  const deInativo = await estagio();
  inativo = deInativo.id;
  await lotar(inativo, { defensoria: { id: defensoriaD } });
  await db.update(estagiario).set({ ativo: false }).where(eq(estagiario.id, deInativo.estagiarioId));
  // Internships outside the month are not counted at all: one ended in August, one starts in October.
  await estagio({ data_inicio_estagio: '2025-01-01', data_fim_estagio: '2025-08-31' });
  await estagio({ data_inicio_estagio: '2025-10-01' });
});

const esperado = () => ({
  criadas: [regular, fimSemana, noNucleo].sort(),
  existentes: [] as number[],
  recusadas: [
    [semLotacao, MOTIVO_SEM_LOTACAO],
    [inativo, MOTIVO_ESTAGIARIO_INATIVO],
  ].sort(),
});

describe('gerarFolhasDoMes', () => {
  it('a dry run lists what would be created, skipped and refused, and writes nothing', async () => {
    const r = await gerarFolhasDoMes(db, ctx, 2025, 9, { simulacao: true });
    expect(r.simulacao).toBe(true);
    expect(nomes(r)).toEqual(esperado());
    expect(r.criadas.find((i) => i.estagioId === regular)?.nome).toMatch(/^Estagiária \d+$/);
    const [{ n }] = (await db.select({ n: count() }).from(folhaFrequencia)) as [{ n: number }];
    const [{ h }] = (await db.select({ h: count() }).from(historico).where(inArray(historico.tabela, ['folha_frequencia', 'folha_frequencia_dia']))) as [{ h: number }];
    expect([n, h]).toEqual([0, 0]);
  });

  it('creates one sheet per active internship with a placement, copying the internship and the placement', async () => {
    const r = await gerarFolhasDoMes(db, ctx, 2025, 9);
    expect(r.simulacao).toBe(false);
    expect(nomes(r)).toEqual(esperado());
    const folhas = await folhasDe(2025, 9);
    expect(folhas.map((x) => x.estagioId)).toEqual([regular, fimSemana, noNucleo].sort((a, b) => a - b));
    const doRegular = folhas.find((x) => x.estagioId === regular)!;
    expect(doRegular).toMatchObject({
      status: 1,
      responsavelId: titularPessoa,
      defensoriaId: defensoriaD,
      nucleoId: null,
      predioId: predioD,
      curso: expect.stringMatching(/^Curso \d+$/),
      comarca: expect.stringMatching(/^Comarca \d+$/),
      local: expect.stringMatching(/^Defensoria de Geração/),
      unidade: expect.stringMatching(/^Fórum \d+$/),
      dataInicioEstagio: '2025-03-01',
      dataFimEstagio: null,
      fimSemana: false,
      entrada: '13:00:00',
      saida: '17:00:00',
      versao: 1,
      criadoPor: admin.id,
    });
    // A núcleo has no titular: no responsável until someone sets one.
    expect(folhas.find((x) => x.estagioId === noNucleo)).toMatchObject({ responsavelId: null, defensoriaId: null, local: expect.stringMatching(/^Núcleo/) });
    // The sheet's creation is in its history under the user who asked; its days add no rows of their own.
    await esperaHistorico(t, token, 'folha_frequencia', doRegular.id, [{ acao: 'INSERT', por: admin.username }]);
    const [{ h }] = (await db.select({ h: count() }).from(historico).where(eq(historico.tabela, 'folha_frequencia_dia'))) as [{ h: number }];
    expect(h).toBe(0);
  });

  it.each([
    // [internship, day, util, feriado, status, holiday]
    ['regular', 1, true, false, STATUS_DIA.Indefinido, null],
    ['regular', 3, false, true, STATUS_DIA.Feriado, 'Aniversário da Cidade'],
    ['regular', 6, false, false, STATUS_DIA.NaoPreenchido, null],
    ['regular', 10, false, true, STATUS_DIA.Feriado, 'Mudança da sede'],
    ['fimSemana', 1, false, false, STATUS_DIA.NaoPreenchido, null],
    ['fimSemana', 3, true, true, STATUS_DIA.Indefinido, 'Aniversário da Cidade'],
    ['fimSemana', 6, true, false, STATUS_DIA.Indefinido, null],
    ['fimSemana', 10, true, true, STATUS_DIA.Indefinido, 'Mudança da sede'],
    ['noNucleo', 3, false, true, STATUS_DIA.Feriado, 'Aniversário da Cidade'],
    ['noNucleo', 10, true, false, STATUS_DIA.Indefinido, null],
  ] as const)('fills the days from the calendar: %s, day %s', async (qual, dia, util, feriado, status, nomeFeriado) => {
    const id = { regular, fimSemana, noNucleo }[qual];
    const folha = (await folhasDe(2025, 9)).find((x) => x.estagioId === id)!;
    const dias = await diasDe(folha.id);
    expect(dias.map((d) => d.dia)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(dias[dia - 1]).toMatchObject({ dia, util, feriado, status, nomeFeriado, horarioEntrada: null, horarioSaida: null, justificativa: null, anexoId: null });
  });

  it("records a later change of a day in the day's own history, though its bulk creation recorded none", async () => {
    const folha = (await folhasDe(2025, 9)).find((x) => x.estagioId === regular)!;
    const dia = (await diasDe(folha.id))[0]!;
    await withActor(db, ctx, (tx) => tx.update(folhaFrequenciaDia).set({ status: STATUS_DIA.Presente, horarioEntrada: '13:00', horarioSaida: '17:00' }).where(eq(folhaFrequenciaDia.id, dia.id)));
    await esperaHistorico(t, token, 'folha_frequencia_dia', dia.id, [
      { acao: 'UPDATE', por: admin.username, diff: { status: { de: 1, para: 2 }, horario_entrada: { de: null, para: '13:00:00' }, horario_saida: { de: null, para: '17:00:00' } } },
    ]);
    await withActor(db, ctx, (tx) => tx.update(folhaFrequenciaDia).set({ status: STATUS_DIA.Indefinido, horarioEntrada: null, horarioSaida: null }).where(eq(folhaFrequenciaDia.id, dia.id)));
  });

  it('is idempotent: a second run creates nothing and says the sheets are there', async () => {
    const antes = await db.select({ n: count() }).from(folhaFrequenciaDia);
    const r = await gerarFolhasDoMes(db, ctx, 2025, 9);
    expect(nomes(r)).toEqual({ ...esperado(), criadas: [], existentes: [regular, fimSemana, noNucleo].sort() });
    expect((await folhasDe(2025, 9)).length).toBe(3);
    expect(await db.select({ n: count() }).from(folhaFrequenciaDia)).toEqual(antes);
    const simulado = await gerarFolhasDoMes(db, ctx, 2025, 9, { simulacao: true });
    expect(nomes(simulado)).toEqual(nomes(r));
  });

  it('a rerun after a run stopped between batches fills in what is missing, each sheet exactly once', async () => {
    const parar = new Error('parada no meio');
    await expect(
      gerarFolhasDoMes(db, ctx, 2025, 10, {
        lote: 1,
        aoProgresso: (feitos) => {
          if (feitos === 1) throw parar;
        },
      }),
    ).rejects.toBe(parar);
    const primeira = await folhasDe(2025, 10);
    expect(primeira).toHaveLength(1);
    expect(await diasDe(primeira[0]!.id)).toHaveLength(31);

    const progresso: [number, number][] = [];
    const r = await gerarFolhasDoMes(db, ctx, 2025, 10, { lote: 1, aoProgresso: (feitos, total) => void progresso.push([feitos, total]) });
    expect(r.existentes.map((i) => i.estagioId)).toEqual([primeira[0]!.estagioId]);
    expect(r.criadas).toHaveLength(2);
    expect(progresso).toEqual([
      [1, 2],
      [2, 2],
    ]);
    const folhas = await folhasDe(2025, 10);
    expect(folhas.map((x) => x.estagioId)).toEqual([regular, fimSemana, noNucleo].sort((a, b) => a - b));
    for (const folha of folhas) expect(await diasDe(folha.id)).toHaveLength(31);
  });

  it('a later run adds a new internship of the month, with the days outside it not working days', async () => {
    const curto = (await estagio({ data_inicio_estagio: '2025-09-15', data_fim_estagio: '2025-12-31' })).id;
    await lotar(curto, { defensoria: { id: defensoriaD } }, { data_inicial: '2025-09-15' });
    await db.update(estagioTable).set({ desligamento: '2025-09-25' }).where(eq(estagioTable.id, curto));
    const r = await gerarFolhasDoMes(db, ctx, 2025, 9);
    expect(r.criadas.map((i) => i.estagioId)).toEqual([curto]);
    expect(r.existentes).toHaveLength(3);
    const folha = (await folhasDe(2025, 9)).find((x) => x.estagioId === curto)!;
    // The termination ends the internship before its end date: the sheet keeps the day it really ends.
    expect(folha).toMatchObject({ dataInicioEstagio: '2025-09-15', dataFimEstagio: '2025-09-25' });
    const uteis = (await diasDe(folha.id)).filter((d) => d.util).map((d) => d.dia);
    expect(uteis).toEqual([15, 16, 17, 18, 19, 22, 23, 24, 25]);
  });

  it('refuses a month that does not exist', async () => {
    await expect(gerarFolhasDoMes(db, ctx, 2025, 13)).rejects.toMatchObject({ statusCode: 400, message: 'Mês inválido: informe um mês de 1 a 12.' });
  });

  it('runs as a job: progress, the answer as its result, the history under the user who asked and from their address', async () => {
    const id = await enfileirar(db, GERACAO_DO_MES, { ano: 2025, mes: 11, ip: '10.1.2.3' }, { criadoPor: admin.id });
    expect(await executarProxima(db, [GERACAO_DO_MES])).toBe(id);
    const [job] = await db.select().from(tarefa).where(eq(tarefa.id, id));
    expect(job).toMatchObject({ status: 'CONCLUIDA', progressoAtual: 3, progressoTotal: 3 });
    const resultado = resultadoGeracaoSchema.parse(job!.resultado);
    // November also counts the internship that began in October, which has no placement.
    expect(nomes(resultado).criadas).toEqual(esperado().criadas);
    expect(resultado.recusadas.map((i) => i.motivo)).toEqual([MOTIVO_SEM_LOTACAO, MOTIVO_ESTAGIARIO_INATIVO, MOTIVO_SEM_LOTACAO]);
    const folha = (await folhasDe(2025, 11))[0]!;
    const [linha] = await db.select().from(historico).where(sql`${historico.tabela} = 'folha_frequencia' and ${historico.registro} = ${String(folha.id)}`);
    expect(linha).toMatchObject({ acao: 'INSERT', criadoPor: admin.id, ip: '10.1.2.3' });
  });
});

