import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const [ult] = fs.readFileSync('/tmp/painel.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l)).slice(-1);
const q = ult.consultas[ult.consultas.length - 1];
const params = q.parametros ?? q.params;
const db = await PGlite.create({ dataDir: '/tmp/pgl', postgresqlconf: ['shared_buffers=32MB'] });
const lit = (v) => `'${String(v).replace(/'/g, "''")}'`;
for (const arq of process.argv.slice(2)) {
  const texto = arq === 'base' ? q.texto : fs.readFileSync(arq, 'utf8');
  await db.exec(`deallocate all; prepare p(text, text) as ${texto}`);
  const exe = `execute p(${params.map(lit).join(', ')})`;
  let r; for (let i = 0; i < 30; i++) r = await db.query(exe);
  const t0 = performance.now(); const N = 200;
  for (let i = 0; i < N; i++) await db.query(exe);
  console.log(arq, 'ms/exec', ((performance.now() - t0) / N).toFixed(2), 'len', r.rows[0].json.length);
  fs.writeFileSync('/tmp/out-' + arq.replace(/\W/g, '_') + '.json', r.rows[0].json);
}
await db.close();
