// Where the bench's dataset lives: a PostgreSQL database given by URL, or an embedded (PGlite) data folder under
// bench/out. Shared by the dataset builder (dados.mjs) and the benchmark (run.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/build.mjs';

/** The marker left by bench:dados: on PostgreSQL a comment on the schema, in a data folder a JSON file. */
export const MARCA = 'sgi bench:dados';
const ARQUIVO_MARCA = 'bench-dados.json';

/**
 * Reads `--nome valor` options (and `--flag` alone as true). Unknown options fail with the list of known ones, so a
 * typo does not silently run the default.
 */
export function lerOpcoes(argv, conhecidas) {
  const opcoes = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`Argumento inesperado: ${a}`);
    const [nome, igual] = a.slice(2).split('=', 2);
    if (!conhecidas.includes(nome)) throw new Error(`Opção desconhecida: --${nome}. Opções: ${conhecidas.map((c) => `--${c}`).join(', ')}.`);
    if (igual !== undefined) opcoes[nome] = igual;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) opcoes[nome] = argv[++i];
    else opcoes[nome] = true;
  }
  return opcoes;
}

export function lerEscala(valor) {
  const escala = Number(valor ?? 10);
  if (!Number.isInteger(escala) || escala < 1 || escala > 100) throw new Error('--escala deve ser um inteiro de 1 a 100.');
  return escala;
}

/**
 * The target database: `--banco postgres://...`, `--banco embutido`, or without the option DATABASE_URL when set,
 * else the embedded database. The embedded folder is per scale: bench/out/embutido-escala-N.
 */
export function alvoDoBanco(banco, escala) {
  const url = banco === undefined ? process.env.DATABASE_URL || undefined : banco === 'embutido' ? undefined : banco;
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('--banco deve ser uma URL postgres://... ou "embutido".');
    return { tipo: 'postgresql', url, descricao: `PostgreSQL (${new URL(url).pathname.slice(1)})` };
  }
  const pasta = path.join(ROOT, 'bench/out', `embutido-escala-${escala}`);
  return { tipo: 'pglite', pasta, descricao: `banco embutido (${path.relative(ROOT, pasta)})` };
}

/** The API's compiled database helpers (the same migrations and audit triggers as the server), PGlite's included. */
export async function clienteDaApi() {
  const [cliente, embutido] = await Promise.all([
    import(path.join(ROOT, 'apps/api/dist/db/client.js')),
    import(path.join(ROOT, 'apps/api/dist/db/embutido.js')),
  ]);
  return { ...cliente, ...embutido };
}

/** What bench:dados recorded about the dataset in this target, or null when it holds none. */
export async function lerMarca(alvo) {
  if (alvo.tipo === 'pglite') {
    const arquivo = path.join(alvo.pasta, ARQUIVO_MARCA);
    return fs.existsSync(arquivo) ? JSON.parse(fs.readFileSync(arquivo, 'utf8')) : null;
  }
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: alvo.url });
  await client.connect();
  try {
    const { rows } = await client.query("select obj_description('public'::regnamespace, 'pg_namespace') as marca");
    const marca = rows[0]?.marca;
    return marca?.startsWith(MARCA) ? JSON.parse(marca.slice(MARCA.length)) : null;
  } finally {
    await client.end();
  }
}

export async function gravarMarca(alvo, executar, dados) {
  if (alvo.tipo === 'pglite') {
    fs.writeFileSync(path.join(alvo.pasta, ARQUIVO_MARCA), JSON.stringify(dados, null, 2));
  } else {
    const texto = `${MARCA}${JSON.stringify(dados)}`.replace(/'/g, "''");
    await executar(`comment on schema public is '${texto}'`);
  }
}
