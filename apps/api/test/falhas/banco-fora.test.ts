import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { rotasDeclaradas } from '../../src/lib/access.js';
import { ESPERA_BANCO_INDISPONIVEL_S, MENSAGEM_BANCO_INDISPONIVEL } from '../../src/lib/banco-indisponivel.js';
import { cpfDeTeste } from '../cpf.js';
import { MATRIZ_DE_ACESSO } from '../seguranca/matriz-de-acesso.js';
import { portaLivre, postgresEm } from './rede.js';
import { avisarSePulado, iniciarServidor, naPassadaPostgres } from './servidor.js';

/**
 * Every route of the app while PostgreSQL is unreachable (ADR 028): 503 with the pt-BR message, never 500. The app
 * runs in this process on a pool pointed at a port nobody listens on, as a stopped PostgreSQL looks.
 */
avisarSePulado('todas as rotas com o banco fora do ar');

/** Valid bodies for the public routes, so the request reaches the database and does not stop at validation. */
const CORPO_PUBLICO: Record<string, unknown> = {
  'POST /api/auth': { username: 'admin', password: 'uma-senha-qualquer' },
  'POST /api/auth/recuperar': { input: 'alguem@defensoria.gov.br' },
  'PATCH /api/auth/trocarsenha': { senha: 'nova-senha-longa-123', codigorecuperacao: 'ABCD1234' },
  'POST /api/auth/folha/token': { input: cpfDeTeste(4242) },
  'POST /api/auth/folha/token/info': { input: 'x'.repeat(43) },
};
/** A valid value for the parameters that are not record ids, so the request reaches the database. */
const PARAMETRO_VALIDO: Record<string, string> = { codigo: 'K7QM-3XPA-0N2R-8WJD-5TBE' };
/** Public routes whose answer does not depend on the database. */
const SEM_BANCO: Record<string, number> = { 'GET /api/auth/google': 501, 'GET /api/sistema/info': 200 };

/** The health check names its reason; every other route gives the message and when to try again. */
function respostaDeBancoFora(url: string, res: LightMyRequestResponse): boolean {
  if (url === '/api/health') return res.json<{ status: string }>().status === 'indisponivel';
  return res.json<{ message: string }>().message === MENSAGEM_BANCO_INDISPONIVEL && res.headers['retry-after'] === String(ESPERA_BANCO_INDISPONIVEL_S);
}

describe.skipIf(naPassadaPostgres)('banco de dados fora do ar', async () => {
  const database = postgresEm(await portaLivre());
  const app = await buildApp({ database, config: testConfig() });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('toda rota responde 503 com a mensagem em português, nunca 500', async () => {
    const rotas = rotasDeclaradas(app);
    expect(rotas.length).toBeGreaterThan(100);
    const fora: string[] = [];
    for (const rota of rotas) {
      const chave = `${rota.method} ${rota.url}`;
      const publica = MATRIZ_DE_ACESSO[chave] === 'publico';
      const res = await app.inject({
        method: rota.method as 'GET',
        url: rota.url.replace(/:([a-zA-Z]+)/g, (_, nome: string) => PARAMETRO_VALIDO[nome] ?? '1'),
        headers: { authorization: `Bearer ${'a'.repeat(43)}`, version: '1' },
        ...(rota.method !== 'GET' && rota.method !== 'DELETE' && { payload: (publica && CORPO_PUBLICO[chave]) || {} }),
      });
      const esperado = SEM_BANCO[chave] ?? 503;
      if (res.statusCode !== esperado || (esperado === 503 && !respostaDeBancoFora(rota.url, res))) fora.push(`${chave} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    console.log(`[falhas] banco fora do ar: ${rotas.length} rotas, ${rotas.length - fora.length} com a resposta esperada, ${fora.length} fora dela`);
    expect(fora).toEqual([]);
  });

  it('o servidor iniciado com o PostgreSQL fora do ar sai com uma linha clara, sem pilha de erro', async () => {
    const porta = await portaLivre();
    const servidor = await iniciarServidor({ DATABASE_URL: `postgres://sgi@127.0.0.1:${porta}/sgi` });
    expect(await servidor.fim).toBe(1);
    expect(servidor.saida().trim()).toBe('Não foi possível conectar ao banco de dados (ECONNREFUSED). Confira DATABASE_URL e se o PostgreSQL está no ar.');
  });
});
