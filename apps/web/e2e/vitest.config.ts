import { defineConfig } from 'vitest/config';

// Browser journeys in Debian's Chromium against the built app (DESIGN §2: never download a browser).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
