import { afterAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { TestApp } from './helpers.js';

/**
 * Two more instances on the test app's database, closed after the file: `outra` hears the notices, as a second server
 * behind a load balancer; `surda` hears none, so what it forgets it forgets because it answered the write itself.
 */
export async function outrasInstancias(t: TestApp) {
  const outra = await buildApp({ database: t.database, config: testConfig() });
  await outra.ready();
  const surda = await buildApp({ database: { ...t.database, ouvir: async () => async () => undefined }, config: testConfig() });
  await surda.ready();
  afterAll(() => Promise.all([outra.close(), surda.close()]));
  return { outra, surda };
}
