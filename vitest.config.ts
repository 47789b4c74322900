import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API against a real (in-memory) database, and web components.
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
    ],
  },
});
