import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { conferir, iniciarCarga, type Comarca } from './carga.js';
import { avisarSePulado, entrar, naPassadaPostgres, parar, subir } from './servidor.js';

/**
 * kill -9 of the server during a burst of writes on the embedded database (issue 10, faults): every write the
 * client saw acknowledged is there after a restart on the same folder, field for field. Three rounds on one folder.
 */
avisarSePulado('kill -9 durante uma rajada de escritas');

const RODADAS = 3;
/** the kill comes once this many writes of the round are acknowledged, with the other workers' writes in flight */
const CONFIRMADAS_ANTES_DO_KILL = 40;
const TRABALHADORES = 12;

describe.skipIf(naPassadaPostgres)('kill -9 durante uma rajada de escritas (banco embutido)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-kill9-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('nenhuma escrita confirmada se perde, e a trava deixada pelo processo morto não impede o reinício', async () => {
    const env = { DATA_DIR: dataDir };
    let servidor = await subir(env);
    const token = await entrar(servidor.url);
    const todas = new Map<number, Comarca>();
    let enviadas = 0;
    let emVooNoKill = 0;
    for (let rodada = 1; rodada <= RODADAS; rodada++) {
      const carga = iniciarCarga(servidor.url, token, { trabalhadores: TRABALHADORES, comLeitura: false });
      await carga.quandoConfirmadas(CONFIRMADAS_ANTES_DO_KILL);
      const emVoo = carga.emVoo();
      emVooNoKill += emVoo;
      servidor.processo.kill('SIGKILL');
      expect(await servidor.fim).toBe('SIGKILL');
      await carga.encerrar();
      enviadas += carga.enviadas();
      for (const [id, c] of carga.confirmadas) todas.set(id, c);
      // The dead process's lock is still there, naming a pid that no longer runs.
      expect(fs.readFileSync(path.join(dataDir, 'sgi.lock'), 'utf8')).toBe(String(servidor.processo.pid));

      servidor = await subir(env);
      // The session was written before the kill too: the same token still works.
      const { encontradas, perdidas, diferentes } = await conferir(servidor.url, token, todas);
      console.log(
        `[falhas] kill -9, rodada ${rodada}: ${carga.enviadas()} escritas enviadas, ${carga.confirmadas.size} confirmadas, ` +
          `${emVoo} em voo no kill; após reiniciar, ${encontradas} de ${todas.size} confirmadas encontradas, ${perdidas.length} perdidas`,
      );
      expect(perdidas).toEqual([]);
      expect(diferentes).toEqual([]);
    }
    await parar(servidor);
    console.log(
      `[falhas] kill -9 (banco embutido), ${RODADAS} rodadas: ${enviadas} escritas enviadas, ${todas.size} confirmadas, ` +
        `${emVooNoKill} em voo nos kills, ${todas.size} encontradas após reiniciar, 0 perdidas`,
    );
  }, 120_000);
});
