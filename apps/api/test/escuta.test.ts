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
    'PostgreSQL: every channel on one listening connection, opened with the first listener and closed after the last',
    async () => {
      const OUTRO = 'sgi_teste_escuta_outro';
      const conexoesQueEscutam = async () =>
        (
          await linhas<{ n: number }>(
            database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`),
          )
        )[0]!.n;
      const primeiro = await escutar();
      const segundo = await escutar();
      const doOutro: (string | null)[] = [];
      const pararOutro = await database.ouvir(OUTRO, (payload) => doOutro.push(payload ?? null));
      expect(await conexoesQueEscutam()).toBe(1);
      await avisar('aos dois');
      await database.db.execute(sql`select pg_notify(${OUTRO}, 'ao outro')`);
      await ate(() => primeiro.ouvidos.includes('aos dois') && segundo.ouvidos.includes('aos dois') && doOutro.includes('ao outro'), OUVIR);
      expect(primeiro.ouvidos).not.toContain('ao outro');
      expect(doOutro).not.toContain('aos dois');
      // One listener of a channel stopping leaves the other; the channel's last one stopping leaves the other channel.
      await primeiro.parar();
      await segundo.parar();
      await avisar('a ninguém');
      await database.db.execute(sql`select pg_notify(${OUTRO}, 'ainda ao outro')`);
      await ate(() => doOutro.includes('ainda ao outro'), OUVIR);
      expect([...primeiro.ouvidos, ...segundo.ouvidos]).not.toContain('a ninguém');
      await pararOutro();
      await ate(async () => (await conexoesQueEscutam()) === 0, { mensagem: 'a conexão que escuta continuou aberta' });
    },
  );

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
