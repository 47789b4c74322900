import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { linhas } from '../src/db/linhas.js';
import { ate } from './ate.js';
import { freshDatabase } from './helpers.js';

/**
 * database.ouvir, on which the caches of sessions (ADR 038) and of the Movimentações home (ADR 101) rely to forget what
 * another instance or a change by hand made stale: every notice of the channel reaches the listener, and on
 * PostgreSQL a lost listening connection is reported as "anything may have changed" — when lost and again when back,
 * since the notices sent meanwhile are gone — and the notices are heard again once it is back.
 */
const database = await freshDatabase();
afterAll(() => database.close());
const CANAL = 'sgi_teste_escuta';

/** What the listener heard, in order: a notice's payload, or null for "anything may have changed". */
async function escutar() {
  const ouvidos: (string | null)[] = [];
  const parar = await database.ouvir(CANAL, (payload) => ouvidos.push(payload ?? null));
  return { ouvidos, parar };
}
const avisar = (payload: string) => database.db.execute(sql`select pg_notify(${CANAL}, ${payload})`);
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
const OUVIR = { mensagem: 'o que se esperava ouvir não chegou' };

describe('ouvir os avisos do banco', () => {
  it('hears every notice of its channel with its payload, and none once it stops', async () => {
    const { ouvidos, parar } = await escutar();
    await avisar('primeiro');
    await avisar('segundo');
    await ate(() => ouvidos.includes('segundo'), OUVIR);
    expect(ouvidos.filter((o) => o !== null)).toEqual(['primeiro', 'segundo']);
    await parar();
    await avisar('depois de parar');
    await dormir(200);
    expect(ouvidos).not.toContain('depois de parar');
  });

  it.skipIf(database.kind !== 'postgresql')(
    'PostgreSQL: a lost listening connection says "anything may have changed" when lost and when back, and hears again',
    async () => {
      const { ouvidos, parar } = await escutar();
      try {
        await avisar('antes');
        await ate(() => ouvidos.includes('antes'), OUVIR);
        const antes = ouvidos.length;
        // The listener's connection is the one whose last statement was its LISTEN.
        const terminadas = await linhas<{ terminada: boolean }>(
          database.db.execute(sql`select pg_terminate_backend(pid) as terminada from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${CANAL}"`}`),
        );
        expect(terminadas).toEqual([{ terminada: true }]);
        // Lost (at once), then reopened after a pause of 1 s: two "anything may have changed".
        await ate(() => ouvidos.slice(antes).filter((o) => o === null).length >= 2, OUVIR);
        await avisar('depois');
        await ate(() => ouvidos.includes('depois'), OUVIR);
        expect(ouvidos.slice(antes)).toEqual([null, null, 'depois']);
      } finally {
        await parar();
      }
    },
  );
});
