// `npm start`: compiles what is missing or stale, then runs the production server (API + built SPA) on PORT.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ROOT } from './lib/build.mjs';

// npm relays SIGINT/SIGTERM to the `sh -c` it runs scripts in, and sh (dash) exits without passing them on,
// which would leave the server running without a parent. The parent changing is that signal arriving: turn it
// into the SIGTERM the server handles. Only under npm: a `node scripts/start.mjs` whose shell exits stays up.
if (process.env.npm_lifecycle_event) {
  const pai = process.ppid;
  const vigia = setInterval(() => {
    if (process.ppid === pai) return;
    clearInterval(vigia);
    process.kill(process.pid, 'SIGTERM');
  }, 500);
  vigia.unref();
}

try {
  await ensureBuilt(['api', 'web']);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// Same folder as under `npm start`, so a relative DATA_DIR means the same thing however this file is launched.
process.chdir(ROOT);
// The server runs in this very process rather than in a child: Ctrl-C and SIGTERM reach its own handlers
// (main.ts closes HTTP, the mailer and the database, then releases the data-folder lock), nothing to forward,
// and the pid in DATA_DIR/sgi.lock is the pid an operator sees.
await import(pathToFileURL(path.join(ROOT, 'apps/api/dist/main.js')).href);
