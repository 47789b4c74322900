import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { freshDatabase } from './helpers.js';

// Issue 12, fix 4: precompressed static files, compressed JSON above a threshold, long cache only for hashed assets.
describe('compressão e cache', async () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-web-'));
  const js = `export const tela = ${JSON.stringify('Vínculos '.repeat(400))};\n`;
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>SGI</title><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
  fs.writeFileSync(path.join(webDir, 'assets/index-Ab12Cd34.js'), js);
  // What the build writes beside each asset (apps/web/vite.config.ts).
  fs.writeFileSync(path.join(webDir, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(js));
  fs.writeFileSync(path.join(webDir, 'assets/index-Ab12Cd34.js.gz'), gzipSync(js));
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const database = await freshDatabase();
  const app = await buildApp({ database, config: testConfig(), webDir });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('envia o arquivo pré-comprimido em brotli ou gzip conforme o navegador aceita', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const puro = await get('/assets/index-Ab12Cd34.js');
    expect(puro.headers['content-encoding']).toBeUndefined();
    expect(puro.body).toBe(js);
  });

  it('guarda por um ano os arquivos com hash no nome, e revalida o index.html e os demais', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/vinculos', '/favicon.svg']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('comprime as respostas JSON acima de 1 KiB, e não as menores', async () => {
    const grande = await get('/api/docs/json', 'gzip, deflate, br');
    expect(grande.statusCode).toBe(200);
    expect(grande.headers['content-encoding']).toBe('br');
    const documento = JSON.parse(brotliDecompressSync(grande.rawPayload).toString()) as { openapi: string };
    expect(documento.openapi).toMatch(/^3\./);
    expect(grande.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(documento)) / 4);
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const pequena = await get('/api/health', 'gzip, deflate, br');
    expect(pequena.statusCode).toBe(200);
    expect(pequena.headers['content-encoding']).toBeUndefined();
    const semAceitar = await get('/api/docs/json');
    expect(semAceitar.headers['content-encoding']).toBeUndefined();
  });

  it('não descomprime o corpo de um pedido: um corpo em gzip é recusado com 400, sem ser lido', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', version: '1' },
      payload: gzipSync(JSON.stringify({ username: 'ninguem', password: 'uma-senha-qualquer' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });
});
