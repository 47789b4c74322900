// Builds the parts of SGI whose compiled output is missing or older than their sources, so that `npm start`,
// the backup commands and the benchmark work from a fresh clone and never run stale code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The stamp lives in node_modules/.cache: `npm ci` wipes it together with the dependencies it was built against.
const STAMP = path.join(ROOT, 'node_modules/.cache/sgi/build.json');

// Test files are excluded from every build, so editing them must not trigger one. apps/api/drizzle is absent on
// purpose: the server reads the migrations from that folder at run time, they are not compiled.
const IGNORED = /\.test\.tsx?$|(^|\/)(node_modules|dist)(\/|$)/;

/** Each part: its npm workspace, the file whose absence means "never built", its inputs, the parts it uses. */
const PARTS = {
  domain: {
    workspace: '@sgi/domain',
    output: 'packages/domain/dist/index.js',
    inputs: ['packages/domain/src', 'packages/domain/package.json', 'packages/domain/tsconfig.build.json'],
    uses: [],
  },
  api: {
    workspace: '@sgi/api',
    output: 'apps/api/dist/main.js',
    inputs: ['apps/api/src', 'apps/api/package.json', 'apps/api/tsconfig.build.json', 'tsconfig.base.json'],
    uses: ['domain'],
  },
  web: {
    workspace: '@sgi/web',
    output: 'apps/web/dist/index.html',
    inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/package.json'],
    uses: ['domain'],
  },
};

function newestMtime(target) {
  const full = path.join(ROOT, target);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes only its folder's mtime
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = path.posix.join(target, entry.name);
    if (IGNORED.test(rel)) continue;
    newest = Math.max(newest, newestMtime(rel));
  }
  return newest;
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamp(stamp) {
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify(stamp, null, 2));
}

/** Names of the parts to build, in dependency order: missing output, no stamp, a newer input, or a dependency built later. */
export function partsToBuild(names) {
  const stamp = readStamp();
  const wanted = new Set();
  const visit = (name) => {
    for (const dep of PARTS[name].uses) visit(dep);
    wanted.add(name);
  };
  names.forEach(visit);
  const stale = [];
  for (const name of wanted) {
    const part = PARTS[name];
    const builtAt = stamp[name];
    const dirty =
      !fs.existsSync(path.join(ROOT, part.output)) ||
      typeof builtAt !== 'number' ||
      part.inputs.some((input) => newestMtime(input) > builtAt) ||
      part.uses.some((dep) => stale.includes(dep) || (stamp[dep] ?? Infinity) > builtAt);
    if (dirty) stale.push(name);
  }
  // Without a stamp, whatever is in dist was not built by this script (or a build failed): build as on a first run.
  return { stale, neverBuilt: stale.some((name) => typeof stamp[name] !== 'number') };
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(signal ? `interrompido (${signal})` : `código de saída ${code}`));
    });
  });
}

/**
 * Builds what is missing or stale among `names` ('domain' | 'api' | 'web') and their dependencies, through the
 * workspaces' own `build` scripts (one definition of how to build). Throws when a build fails.
 */
export async function ensureBuilt(names = ['api', 'web']) {
  const { stale, neverBuilt } = partsToBuild(names);
  if (stale.length === 0) return false;
  console.log(
    neverBuilt
      ? 'Compilando o SGI (primeira execução)...'
      : `O código mudou desde a última compilação; compilando o SGI (${stale.join(', ')})...`,
  );
  const inicio = Date.now();
  // Under `npm run`, npm_execpath is npm's own CLI: reuse it rather than trusting whatever `npm` is on PATH.
  const npm = process.env.npm_execpath?.endsWith('.js') ? [process.execPath, process.env.npm_execpath] : ['npm'];
  for (const name of stale) {
    // The time is taken before the build so that a file saved during it makes the next start build again.
    const builtAt = Date.now();
    try {
      await run(npm[0], [...npm.slice(1), 'run', 'build', '--silent', '-w', PARTS[name].workspace]);
    } catch (err) {
      throw new Error(`A compilação de ${PARTS[name].workspace} falhou (${err.message}). Veja as mensagens acima.`);
    }
    writeStamp({ ...readStamp(), [name]: builtAt });
  }
  console.log(`Compilação concluída em ${Math.round((Date.now() - inicio) / 1000)} s.`);
  return true;
}
