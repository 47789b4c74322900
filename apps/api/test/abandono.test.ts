import Fastify from 'fastify';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { contextoDaRequisicao, type Contexto } from '../src/lib/contexto.js';
import { ate } from './ate.js';

/**
 * A request's context tells whether its client has gone (ADR 102): the reports, the assignment tables and the PDFs
 * waiting for their turn are then not built. Over a real connection, as a browser or a proxy closes it.
 */
const app = Fastify();
let capturado: Contexto | null = null;
let soltar: () => void = () => undefined;
app.get('/espera', async (req) => {
  capturado = contextoDaRequisicao(req, null, new Date());
  await new Promise<void>((r) => (soltar = r));
  return { abandonado: capturado.abandonado!() };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const porta = (app.server.address() as AddressInfo).port;
afterAll(() => app.close());
const A_TEMPO = { ms: 3000, mensagem: 'não aconteceu a tempo' };

describe('pedido abandonado', () => {
  it('a client still connected has not gone, also while its request waits', async () => {
    capturado = null;
    const resposta = fetch(`http://127.0.0.1:${porta}/espera`);
    await ate(() => capturado !== null, A_TEMPO);
    await new Promise((r) => setTimeout(r, 50));
    soltar();
    expect(await (await resposta).json()).toEqual({ abandonado: false });
  });

  it('a client that closed its connection while its request waited has gone', async () => {
    capturado = null;
    const conexao = net.connect(porta, '127.0.0.1');
    conexao.on('error', () => undefined);
    conexao.write('GET /espera HTTP/1.1\r\nHost: sgi\r\n\r\n');
    await ate(() => capturado !== null, A_TEMPO);
    expect(capturado!.abandonado!()).toBe(false);
    conexao.destroy();
    await ate(() => capturado!.abandonado!(), A_TEMPO);
    soltar();
  });
});
