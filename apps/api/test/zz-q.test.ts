import { it } from 'vitest';
import { testApp } from '/work/main/apps/api/test/helpers.js';
import { listPapeis } from '/work/main/apps/api/src/modules/papeis/service.js';
const t = await testApp();
it('sql', async () => {
  const orig = console.log;
  (t.database.db as any).session.logger = { logQuery: (q: string) => orig(q) };
  await listPapeis(t.database.db, { skip: 0, take: 10, comPermissoes: false, comUsuarios: false });
});
