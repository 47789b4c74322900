import net from 'node:net';
import { fromPostgres, type Database } from '../../src/db/client.js';

/** A TCP port nobody listens on right now (the system picked it free, then it was let go). */
export async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The server's pool pointed at a port: nothing there answers ECONNREFUSED, as a stopped PostgreSQL does. */
export const postgresEm = (porta: number): Database => fromPostgres(`postgres://sgi@127.0.0.1:${porta}/sgi`, () => undefined, 2);

/**
 * A host that accepts the connection and never answers, as one behind a broken network or a hung server does.
 * fechar() drops the connections, so the pool's pending attempts end at once.
 */
export async function servidorMudo(): Promise<{ porta: number; fechar(): Promise<void> }> {
  const conexoes = new Set<net.Socket>();
  const srv = net.createServer((s) => {
    conexoes.add(s);
    s.on('close', () => conexoes.delete(s));
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  return {
    porta: (srv.address() as net.AddressInfo).port,
    fechar: () =>
      new Promise<void>((resolve) => {
        for (const s of conexoes) s.destroy();
        srv.close(() => resolve());
      }),
  };
}
