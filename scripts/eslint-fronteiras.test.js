import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rule through the project's own lint configuration: each case is linted as if it were that file.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
async function mensagens(arquivo, codigo) {
  const [r] = await eslint.lintText(codigo, { filePath: arquivo });
  return r.messages.filter((m) => m.ruleId === 'sgi/fronteiras').map((m) => m.message);
}

describe('module boundaries (sgi/fronteiras)', () => {
  it('refuse a feature importing another feature or the app', async () => {
    expect(await mensagens('apps/web/src/features/comarcas/x.ts', "export { a } from '../defensores/api';")).toEqual([
      'A feature comarcas não importa a feature defensores: leve o que é comum para components/ ou lib/.',
    ]);
    expect(await mensagens('apps/web/src/features/home/x.ts', "import { SCREENS } from '../../app/screens';\nexport const n = SCREENS;")).toEqual(['Uma feature não importa app/.']);
  });

  it('refuse components and lib importing features or the app', async () => {
    expect(await mensagens('apps/web/src/components/x.ts', "export { a } from '../features/comarcas/api';")).toEqual(['components/ não importa features/.']);
    expect(await mensagens('apps/web/src/lib/x.ts', "export const c = () => import('../app/screens');")).toEqual(['lib/ não importa app/.']);
  });

  it('refuse the domain importing anything but zod and its own files', async () => {
    expect(await mensagens('packages/domain/src/x.ts', "import dayjs from 'dayjs';\nexport const d = dayjs;")).toEqual(['O domínio só importa zod (não dayjs).']);
    expect(await mensagens('packages/domain/src/x.ts', "export { a } from '../../../apps/api/src/lib/errors';")).toEqual(['O domínio só importa os próprios arquivos.']);
  });

  it('let the allowed imports through', async () => {
    expect(await mensagens('apps/web/src/features/comarcas/x.ts', "export { a } from './api';\nexport { b } from '../../components/form-page';")).toEqual([]);
    expect(await mensagens('apps/web/src/app/x.ts', "export { screens } from '../features/comarcas/screens';")).toEqual([]);
    expect(await mensagens('packages/domain/src/x.ts', "import { z } from 'zod';\nexport { a } from './comarca.js';\nexport const s = z.string();")).toEqual([]);
  });
});
