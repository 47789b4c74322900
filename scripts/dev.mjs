// `npm run dev`: the API from its TypeScript sources, restarted on every change (tsx watch), and the Vite dev
// server with hot reload on http://localhost:5173, which proxies /api to the API on port 3000. Without a SOLAR_URL
// of its own it also starts the stand-in of the case system (tools/solar-ficticio, port 3090) and points the API at
// it, so the 'Atendimentos Solar' report works in development (ADR 094); `npm start` never starts it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

// vite.config.ts proxies /api to port 3000: another PORT would leave the SPA talking to nothing.
if (process.env.PORT && process.env.PORT !== '3000') {
  console.error(`Em desenvolvimento a API usa a porta 3000 (o proxy do Vite aponta para ela); PORT=${process.env.PORT} não é suportado.`);
  process.exit(1);
}

const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const PORTA_SOLAR = 3090;
const comSolarFicticio = !process.env.SOLAR_URL;
const processos = [
  ...(comSolarFicticio
    ? [
        {
          nome: 'solar-ficticio',
          child: spawn(process.execPath, ['tools/solar-ficticio/servidor.mjs'], {
            cwd: ROOT,
            stdio: 'inherit',
            env: { ...process.env, PORT: String(PORTA_SOLAR), HOST: '127.0.0.1' },
          }),
        },
      ]
    : []),
  {
    nome: 'api',
    // sgi-source: the workspace packages resolve to their sources, so no build step is needed in development.
    child: spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--conditions=sgi-source', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...(comSolarFicticio && { SOLAR_URL: `http://127.0.0.1:${PORTA_SOLAR}` }) },
    }),
  },
  {
    nome: 'web',
    child: spawn(process.execPath, [bin('vite', 'bin/vite.js')], { cwd: path.join(ROOT, 'apps/web'), stdio: 'inherit' }),
  },
];
console.log('SGI em desenvolvimento: abra http://localhost:5173 (a API responde em http://localhost:3000/api).');

let saindo = false;
/** Stops every server and exits; the first one that ends (or fails) takes the others with it. */
function encerrar(codigo) {
  if (saindo) return;
  saindo = true;
  for (const { child } of processos) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal hostage.
  setTimeout(() => {
    for (const { child } of processos) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(codigo);
  }, 5000).unref();
  Promise.all(processos.map(({ child }) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((r) => child.once('exit', r))))).then(
    () => process.exit(codigo),
  );
}

for (const { nome, child } of processos) {
  child.on('error', (err) => {
    console.error(`Não foi possível iniciar ${nome}: ${err.message}`);
    encerrar(1);
  });
  child.on('exit', (code, signal) => {
    if (!saindo) console.error(`O processo ${nome} terminou (${signal ?? `código ${code}`}); encerrando os outros.`);
    encerrar(saindo ? 0 : (code ?? 1));
  });
}
// Ctrl-C in a terminal already reaches the children (same process group); a signal sent to this process alone
// (a supervisor, `kill`) is forwarded by encerrar.
process.on('SIGINT', () => encerrar(0));
process.on('SIGTERM', () => encerrar(0));
