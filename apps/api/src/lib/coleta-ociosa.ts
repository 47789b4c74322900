import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import vm from 'node:vm';

/** How long the server waits without a request before it collects (ADR 100). */
export const OCIOSO_MS = 1000;
const VERIFICAR_A_CADA_MS = 250;

/**
 * A full garbage collection once the server has gone idle (issue 12: RSS under load ≤ 150 MiB; ADR 100). Under load
 * V8 grows the old generation to a little over what the busiest requests left behind and keeps it; the next burst
 * (a report after lists, logins after reports) then starts from that size. One collection in the quiet second after
 * each burst starts the next one from the live data alone. Never while a request runs, once per quiet spell, and
 * incremental (`execution: 'async'`): a request arriving meanwhile is not held by the whole collection. `server` is
 * Node's HTTP server: its 'request' event, and each answer's 'close'.
 */
export function coletarQuandoOcioso(server: Pick<EventEmitter, 'on' | 'off'>, coletar: () => unknown = coletaCompleta(), ociosoMs = OCIOSO_MS): { parar(): void } {
  let emCurso = 0;
  let ultimo = 0;
  let houvePedido = false;
  let coletando = false;
  const aoPedir = (_req: unknown, res: { once(ev: 'close', f: () => void): unknown }) => {
    emCurso += 1;
    houvePedido = true;
    res.once('close', () => {
      emCurso -= 1;
      ultimo = Date.now();
    });
  };
  server.on('request', aoPedir);
  const vigia = setInterval(() => {
    if (!houvePedido || coletando || emCurso > 0 || Date.now() - ultimo < ociosoMs) return;
    houvePedido = false;
    coletando = true;
    void Promise.resolve()
      .then(coletar)
      .finally(() => (coletando = false));
  }, VERIFICAR_A_CADA_MS);
  vigia.unref();
  return {
    parar() {
      clearInterval(vigia);
      server.off('request', aoPedir);
    },
  };
}

type Gc = (opcoes: { type: 'major'; execution: 'async' }) => Promise<void>;

/**
 * V8's own full collection, incremental: its `gc` function, exposed to a context made for it alone, never to the
 * server's code (the flag only reaches contexts made after it is set).
 */
export function coletaCompleta(): () => Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as Gc;
  return () => gc({ type: 'major', execution: 'async' });
}
