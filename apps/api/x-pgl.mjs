import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const [ult] = fs.readFileSync('/tmp/painel.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)).slice(-1);
const q = ult.consultas[ult.consultas.length - 1];
const db = await PGlite.create({ dataDir: '/tmp/pgl', postgresqlconf: ['shared_buffers=32MB'] });
const texto = process.argv[2] ? fs.readFileSync(process.argv[2], 'utf8') : q.texto;
const params = q.parametros ?? q.params;
for (let i = 0; i < 30; i++) await db.query(texto, params);
const t0 = performance.now(); const N = 100;
for (let i = 0; i < N; i++) await db.query(texto, params);
console.log('ms/query', ((performance.now() - t0) / N).toFixed(2));
if (process.env.EXPLAIN) { const r = await db.query('explain (analyze) ' + texto, params); console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')); }
await db.close();
