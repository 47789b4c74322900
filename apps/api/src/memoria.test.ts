import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AJUSTES_DO_COLETOR } from './memoria.js';

// ADR 058: what must be set before the process starts is in `npm start` (the bench runs the server the same way).
describe('npm start', () => {
  const { scripts } = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { scripts: { start: string } };

  it('starts node with the semi-spaces the server asks for, which V8 sizes only when the heap is made', () => {
    const semi = AJUSTES_DO_COLETOR.find((a) => a.startsWith('--max-semi-space-size='))!;
    expect(scripts.start).toMatch(new RegExp(`exec node (--\\S+ )*${semi} `));
  });

  it('keeps glibc to one malloc arena (the libuv threads each took one, and freed memory stayed with them)', () => {
    expect(scripts.start).toMatch(/^MALLOC_ARENA_MAX=1 exec node /);
  });
});
