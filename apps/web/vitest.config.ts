import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['sgi-source'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Two files at a time: vitest's default on 2 cores is one worker, which leaves a core idle while jsdom renders
    // (the web suite is CPU-bound; 8.5 → ~5 min here). Files stay isolated: Mantine's notifications and the query
    // cache are module state a shared registry would carry from one file to the next.
    maxWorkers: 2,
    // A form journey types and clicks through Mantine in jsdom: seconds on a busy CI machine, not a hang.
    testTimeout: 20_000,
  },
});
