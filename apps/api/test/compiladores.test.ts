import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.js';

// Issue 12 (the server's memory at rest): fastify's default compilers — ajv, three times over, and fast-json-stringify —
// are never loaded; every route validates and answers with its zod schemas (lib/compiladores.ts).
const cacheDoNode = createRequire(import.meta.url).cache;
const COMPILADORES_PADRAO = /[\\/]node_modules[\\/](?:@fastify[\\/](?:ajv-compiler|fast-json-stringify-compiler)|ajv|ajv-formats)[\\/]/;
const carregados = () => Object.keys(cacheDoNode).filter((arquivo) => COMPILADORES_PADRAO.test(arquivo));

describe('compiladores de esquema', () => {
  it('builds the whole server without loading ajv or fast-json-stringify, and still validates with zod', async () => {
    // Forgotten first, so that one loaded earlier in this process would be loaded again and seen.
    for (const arquivo of carregados()) delete cacheDoNode[arquivo];
    const t = await testApp();
    expect(carregados()).toEqual([]);

    const semSenha = await t.req({ method: 'POST', url: '/api/auth', headers: { version: '1' }, payload: { username: 'alguem' } });
    expect(semSenha.statusCode).toBe(400);
    expect(semSenha.json()).toMatchObject({ message: 'Preencha todos os campos.' });
  });
});
