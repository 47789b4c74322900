import v8 from 'node:v8';

/**
 * The server's garbage collector, tuned for memory (issue 12: RSS under load ≤ 150 MiB on PostgreSQL; ADR 058).
 * Imported first by main.ts, before anything else allocates. Under 16 concurrent requests V8 let the old generation
 * grow by its default factor before each full collection and the young one to 16 MiB semi-spaces: 240–300 MiB of RSS
 * for 40 MiB of live data. A heap that grows 10% at a time and 2 MiB semi-spaces keep the server at about 135 MiB under
 * the benchmark's load for a few percent of throughput (docs/desempenho.md). The semi-spaces are sized when the heap is
 * made, so `npm start` also passes --max-semi-space-size=2 to node (package.json); set here, it only bounds what V8
 * grows later. MEMORIA_PADRAO_DO_V8=1 leaves V8's own defaults, for a comparison.
 */
export const AJUSTES_DO_COLETOR = ['--heap-growing-percent=10', '--max-semi-space-size=2'];

if (process.env.MEMORIA_PADRAO_DO_V8 !== '1') for (const ajuste of AJUSTES_DO_COLETOR) v8.setFlagsFromString(ajuste);
