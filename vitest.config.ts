import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, the API against a real (in-memory) database, web components, and the
// project's own tools.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['sgi-source'] },
        ssr: { resolve: { conditions: ['sgi-source'] } },
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      // the project's own tools: the lint rule of the module boundaries
      { test: { name: 'ferramentas', root: 'scripts', include: ['**/*.test.js'], environment: 'node' } },
    ],
  },
});
