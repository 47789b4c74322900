import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['sgi-source'] },
  ssr: { resolve: { conditions: ['sgi-source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // The test files of a worker share its module registry: the app's module graph (Fastify, Drizzle, PGlite, pdfmake,
    // the zod schemas) is imported once per worker instead of once per file — that import was half of the suite's time
    // (14 → 7.6 min on 2 cores). Each file still builds its own app on its own fresh database; a file that spies on a
    // module's object restores it after each test, and no file replaces a module (vi.mock needs isolation).
    isolate: false,
    // Two files at a time (`--maxWorkers=2` in test:api; a project cannot set it in a multi-project run): the
    // embedded pass 6 → 4.6 min and the PostgreSQL one 3.5 → 2.2 min on 2 cores. The timed tests keep their margin
    // there (3,000 sheets generated in 2.6 s on PostgreSQL for the 5 s of the issue; the kill -9 still lands mid-job).
    // Statements prepared at module level are kept per driver (db/preparada.ts): a worker runs PGlite and pg files.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
