import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coletaCompleta, coletarQuandoOcioso, OCIOSO_MS } from './coleta-ociosa.js';

/** A request arriving at the server: its answer closes when `fim` is called. */
function pedido(server: EventEmitter) {
  const res = new EventEmitter();
  server.emit('request', {}, res);
  return { fim: () => res.emit('close') };
}

describe('coletarQuandoOcioso (ADR 100)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once after a quiet second following requests, never while one runs, and not again until another comes', async () => {
    const server = new EventEmitter();
    const coletar = vi.fn();
    const c = coletarQuandoOcioso(server, coletar);
    await vi.advanceTimersByTimeAsync(5000);
    expect(coletar).not.toHaveBeenCalled(); // no request yet: nothing to collect after

    const a = pedido(server);
    const b = pedido(server);
    a.fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 3);
    expect(coletar).not.toHaveBeenCalled(); // b still running
    b.fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS / 2);
    expect(coletar).not.toHaveBeenCalled(); // quiet for less than a second
    await vi.advanceTimersByTimeAsync(OCIOSO_MS);
    expect(coletar).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 10);
    expect(coletar).toHaveBeenCalledTimes(1); // still quiet: once per quiet spell

    pedido(server).fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 2);
    expect(coletar).toHaveBeenCalledTimes(2);

    c.parar();
    pedido(server).fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 2);
    expect(coletar).toHaveBeenCalledTimes(2);
  });

  it('does not start a second collection while one is still running', async () => {
    const server = new EventEmitter();
    let terminar = () => {};
    const coletar = vi.fn(() => new Promise<void>((r) => (terminar = r)));
    coletarQuandoOcioso(server, coletar);
    pedido(server).fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 2);
    pedido(server).fim();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS * 2);
    expect(coletar).toHaveBeenCalledTimes(1);
    terminar();
    await vi.advanceTimersByTimeAsync(OCIOSO_MS);
    expect(coletar).toHaveBeenCalledTimes(2);
  });
});

describe('coletaCompleta', () => {
  it("runs V8's collection without putting gc() in the server's own global scope", async () => {
    const coletar = coletaCompleta();
    await expect(coletar()).resolves.toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
