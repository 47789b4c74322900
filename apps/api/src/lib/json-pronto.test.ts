import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonPronto } from './pagination.js';

/** An answer PostgreSQL wrote (ADR 059) goes out as it is, also compressed, as the app's compression sends it. */
const app = Fastify();
await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
const TEXTO = JSON.stringify([Array.from({ length: 50 }, (_, i) => ({ id: i, nome: `Estagiária ${i}` })), 50]);
app.get('/pronto', async (_req, reply) => jsonPronto<unknown>(reply as FastifyReply, TEXTO));
afterAll(() => app.close());

describe('jsonPronto', () => {
  it('sends the text unchanged as JSON, plain, brotli and gzip', async () => {
    const plano = await app.inject({ url: '/pronto' });
    expect([plano.statusCode, plano.headers['content-type'], plano.body]).toEqual([200, 'application/json; charset=utf-8', TEXTO]);
    const br = await app.inject({ url: '/pronto', headers: { 'accept-encoding': 'br' } });
    expect([br.headers['content-encoding'], brotliDecompressSync(br.rawPayload).toString('utf8')]).toEqual(['br', TEXTO]);
    const gz = await app.inject({ url: '/pronto', headers: { 'accept-encoding': 'gzip' } });
    expect([gz.headers['content-encoding'], gunzipSync(gz.rawPayload).toString('utf8')]).toEqual(['gzip', TEXTO]);
  });
});
