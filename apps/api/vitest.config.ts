import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['sgi-source'] },
  ssr: { resolve: { conditions: ['sgi-source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
