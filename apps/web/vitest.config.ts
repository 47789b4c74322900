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
    // Files stay isolated: Mantine's notifications and the query cache are module state a shared registry would carry
    // from one file to the next. `npm run test:unit` runs two files at a time (--maxWorkers=2, package.json).
    // A form journey types and clicks through Mantine in jsdom: seconds on a busy CI machine, not a hang.
    testTimeout: 20_000,
  },
});
