import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { avisarSePulado, iniciarServidor, naPassadaPostgres, parar, subir } from './servidor.js';

/**
 * One process per data folder (DESIGN §4): a second server started on the folder of a running one stops at once,
 * with the message naming the folder and the process, and leaves the first one serving.
 */
avisarSePulado('segundo processo na mesma pasta de dados');

describe.skipIf(naPassadaPostgres)('segundo servidor na mesma pasta de dados (banco embutido)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-segundo-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('para na hora com a mensagem clara, sem pilha de erro, e o primeiro continua no ar', async () => {
    const primeiro = await subir({ DATA_DIR: dataDir });
    const inicio = Date.now();
    const segundo = await iniciarServidor({ DATA_DIR: dataDir });
    const codigo = await Promise.race([segundo.fim, new Promise((r) => setTimeout(() => r('não parou em 20 s'), 20_000))]);
    const ms = Date.now() - inicio;
    expect(codigo, segundo.saida()).toBe(1);
    expect(segundo.saida().trim()).toBe(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${primeiro.processo.pid}. Encerre-o ou use outra pasta (DATA_DIR).`,
    );
    // Fast: the time is Node loading the server's modules; nothing waits for the folder.
    expect(ms).toBeLessThan(15_000);
    expect((await fetch(`${primeiro.url}/api/health`)).status).toBe(200);
    expect(await parar(primeiro)).toBe(0);
    // A clean stop releases the folder.
    expect(fs.existsSync(path.join(dataDir, 'sgi.lock'))).toBe(false);
    console.log(`[falhas] segundo processo na mesma pasta: saiu com código ${codigo} em ${ms} ms, com a mensagem clara; o primeiro seguiu no ar`);
  }, 90_000);
});
