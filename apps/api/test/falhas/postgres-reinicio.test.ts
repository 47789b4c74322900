import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { conferir, iniciarCarga, type Resposta } from './carga.js';
import { criarPostgresProprio, semPostgresProprio, type PostgresProprio } from './postgres-proprio.js';
import { avisarSePulado, entrar, naPassadaPostgres, parar, subir } from './servidor.js';

/**
 * PostgreSQL restarted under load (issue 10, faults; ADR 028): the server process stays up, answers 503 while the
 * database is away, and serves again without a restart once it is back; no acknowledged write is lost. On a
 * PostgreSQL of the test's own, never the machine's server nor the shared test database.
 */
avisarSePulado('PostgreSQL reiniciado sob carga');
if (!naPassadaPostgres && semPostgresProprio) console.log(`[falhas] PostgreSQL reiniciado sob carga: pulado, ${semPostgresProprio}.`);

/** how long the database stays down under load, and how soon after it is back the same process must answer 200 */
const FORA_MS = 3000;
const VOLTA_MAX_MS = 10_000;
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts of answers by status ("sem resposta" when the server gave none). */
function porStatus(respostas: Resposta[]): Record<string, number> {
  const contagem: Record<string, number> = {};
  for (const r of respostas) {
    const k = r.status ? String(r.status) : 'sem resposta';
    contagem[k] = (contagem[k] ?? 0) + 1;
  }
  return contagem;
}

describe.skipIf(naPassadaPostgres || semPostgresProprio !== null)('PostgreSQL reiniciado sob carga', () => {
  let banco: PostgresProprio | undefined;
  afterAll(async () => banco?.descartar());

  it('o processo segue no ar, responde 503 enquanto o banco está fora e volta sozinho, sem perder escrita confirmada', async () => {
    banco = await criarPostgresProprio();
    await banco.criarBanco('sgi');
    const servidor = await subir({ DATABASE_URL: banco.url('sgi') });
    const token = await entrar(servidor.url);
    const carga = iniciarCarga(servidor.url, token, { trabalhadores: 4, comLeitura: true, pausaMs: 20 });
    // Same process throughout: it never exited (its last words, if it did).
    const seguirNoAr = () => expect(servidor.processo.exitCode ?? servidor.processo.signalCode, servidor.saida().slice(-3000)).toBeNull();
    await carga.quandoConfirmadas(20);

    // Writes caught inside their transactions by the stop are the case that used to end the process: the test
    // locks the table, so every write of the load waits in its transaction until PostgreSQL goes away.
    const trava = new pg.Client({ connectionString: banco.url('sgi') });
    trava.on('error', () => undefined); // the stop ends this connection too
    await trava.connect();
    await trava.query('begin');
    await trava.query('lock table comarca in exclusive mode');
    while (carga.emVoo('POST') < 2) await dormir(10);
    await dormir(200);
    const presas = carga.emVoo('POST');

    const paradaInicio = Date.now();
    await banco.parar();
    const parado = Date.now();
    await dormir(FORA_MS / 2);
    seguirNoAr();
    const saude = await fetch(`${servidor.url}/api/health`);
    const saudeCorpo = (await saude.json()) as { status: string; motivo: string };
    const pronto = await fetch(`${servidor.url}/api/health?pronto`);
    await dormir(FORA_MS / 2);

    const voltaInicio = Date.now();
    await banco.iniciar();
    const voltou = Date.now();
    const primeiro200 = async () => {
      for (;;) {
        const ok = carga.respostas.find((r) => r.inicio >= voltou && r.status >= 200 && r.status < 300);
        if (ok) return ok.fim - voltou;
        if (Date.now() - voltou > VOLTA_MAX_MS) return null;
        await dormir(20);
      }
    };
    const recuperacaoMs = await primeiro200();
    await dormir(1000);
    await carga.encerrar();

    seguirNoAr();
    expect(saude.status).toBe(503);
    expect(saudeCorpo).toMatchObject({ status: 'indisponivel', motivo: expect.stringMatching(/^Banco de dados indisponível \(/) });
    expect(pronto.status).toBe(503);
    const todas = porStatus(carga.respostas);
    // While it was down (requests started after the stop finished and ended before the start began): 503 only.
    const durante = carga.respostas.filter((r) => r.inicio >= parado && r.fim <= voltaInicio);
    const foraDoAr = porStatus(durante);
    expect(durante.length).toBeGreaterThan(20);
    expect(foraDoAr).toEqual({ '503': durante.length });
    // Overall, including the moments of stopping and starting: no 500, no request without an answer.
    expect(Object.keys(todas).sort()).toEqual(expect.arrayContaining(['200', '201', '503']));
    expect(Object.keys(todas).filter((k) => !['200', '201', '503'].includes(k))).toEqual([]);
    expect(recuperacaoMs, 'o mesmo processo não voltou a responder 200').not.toBeNull();

    const { encontradas, perdidas, diferentes } = await conferir(servidor.url, token, carga.confirmadas);
    expect(perdidas).toEqual([]);
    expect(diferentes).toEqual([]);
    expect(await parar(servidor)).toBe(0);
    console.log(
      `[falhas] PostgreSQL reiniciado sob carga: ${carga.respostas.length} requisições (${JSON.stringify(todas)}); ` +
        `${presas} escritas presas em transação na parada; banco fora por ${voltaInicio - paradaInicio} ms, ${durante.length} respostas nesse intervalo, todas 503; ` +
        `o mesmo processo voltou a responder 200 em ${recuperacaoMs} ms após o banco voltar; ` +
        `${carga.enviadas()} escritas enviadas, ${carga.confirmadas.size} confirmadas, ${encontradas} encontradas, ${perdidas.length} perdidas`,
    );
  }, 90_000);
});
