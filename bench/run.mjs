// `npm run bench`: the load figures issue 2 asks for — POST /api/auth and the users list with 16 concurrent
// clients for 10 s, on 500 users — measured against the built server on a throwaway embedded database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt, ROOT } from '../scripts/lib/build.mjs';

const USUARIOS = 500;
const CONCORRENCIA_CADASTRO = 8;
const CONEXOES = 16;
const DURACAO_S = 10;
const ADMIN_SENHA = 'bench-admin-senha-123';

const NOMES = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Fábio', 'Gabriela', 'Henrique', 'Íris', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Renato', 'Sílvia', 'Tiago', 'Úrsula', 'Vítor'];
const SOBRENOMES = ['Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gonçalves', 'Lima', 'Moreira', 'Nascimento', 'Oliveira', 'Pereira', 'Queiroz', 'Rocha', 'Souza', 'Teixeira', 'Vieira', 'Xavier'];

function portaLivre() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', version: '1', ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function esperarServidor(base, servidor) {
  for (let i = 0; i < 600; i++) {
    if (servidor.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${servidor.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('o servidor não respondeu em 60 s');
}

/** Runs `tarefa(i)` for i in [0, total) with at most `limite` at a time. */
async function emParalelo(total, limite, tarefa) {
  let proximo = 0;
  await Promise.all(
    Array.from({ length: limite }, async () => {
      while (proximo < total) await tarefa(proximo++);
    }),
  );
}

async function cadastrarUsuarios(base, token) {
  const papel = await api(base, 'POST', '/api/papel', {
    token,
    body: { nome: 'Consulta de usuários (bench)', permissoes: [{ id: await idDaPermissao('USUARIO_ENUMERATE') }] },
  });
  const credenciais = [];
  await emParalelo(USUARIOS, CONCORRENCIA_CADASTRO, async (i) => {
    const username = `bench.${String(i).padStart(3, '0')}`;
    const password = `senha-bench-${i}`;
    await api(base, 'POST', '/api/usuario', {
      token,
      body: {
        username,
        senha: password,
        nome: NOMES[i % NOMES.length],
        sobrenome: `${SOBRENOMES[(i * 7) % SOBRENOMES.length]} ${SOBRENOMES[(i * 11) % SOBRENOMES.length]}`,
        email: `${username}@bench.exemplo.gov.br`,
        funcao: 'Assessoria',
        ativo: true,
        recebenotificacaoes: false,
        papel: { id: papel.id },
      },
    });
    credenciais.push({ username, password });
  });
  return credenciais;
}

async function idDaPermissao(nome) {
  // The compiled domain package (built with the API): the same catalogue the server uses.
  const { PERMISSOES } = await import('@sgi/domain');
  return PERMISSOES.find((p) => p.nome === nome).id;
}

function medir(titulo, opts) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONEXOES, duration: DURACAO_S, warmup: { connections: CONEXOES, duration: 2 }, ...opts },
      (err, r) => {
        if (err) return reject(err);
        // A benchmark of error answers would be a lie: every measured request must have succeeded.
        if (r.non2xx > 0 || r.errors > 0) {
          return reject(new Error(`${titulo}: ${r.non2xx} respostas não-2xx e ${r.errors} erros (${JSON.stringify(r.statusCodeStats)})`));
        }
        resolve({ titulo, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total });
      },
    );
  });
}

function imprimir(resultados) {
  const linhas = [
    ['Cenário', 'p50 (ms)', 'p99 (ms)', 'req/s', 'requisições'],
    ...resultados.map((r) => [r.titulo, String(r.p50), String(r.p99), r.rps.toFixed(0), String(r.total)]),
  ];
  const larguras = linhas[0].map((_, c) => Math.max(...linhas.map((l) => l[c].length)));
  console.log();
  for (const [i, l] of linhas.entries()) {
    console.log(l.map((v, c) => (c === 0 ? v.padEnd(larguras[c]) : v.padStart(larguras[c]))).join('  '));
    if (i === 0) console.log(larguras.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function principal() {
  await ensureBuilt(['api']);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-bench-'));
  const porta = await portaLivre();
  const base = `http://127.0.0.1:${porta}`;
  // Production settings except the throwaway data folder; request logs (pino, level info) go to /dev/null
  // rather than a terminal, as they would to a log collector.
  const servidor = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(porta), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '0', ADMIN_PASSWORD: ADMIN_SENHA, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const parar = async () => {
    if (servidor.exitCode === null) {
      const saiu = new Promise((r) => servidor.once('exit', r));
      servidor.kill('SIGTERM');
      await saiu;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => parar().then(() => process.exit(130)));
  try {
    await esperarServidor(base, servidor);
    const tokenAdmin = await api(base, 'POST', '/api/auth', { body: { username: 'admin', password: ADMIN_SENHA } });
    console.log(`Cadastrando ${USUARIOS} usuários (${CONCORRENCIA_CADASTRO} por vez)...`);
    const inicio = Date.now();
    const credenciais = await cadastrarUsuarios(base, tokenAdmin);
    console.log(`Cadastro em ${((Date.now() - inicio) / 1000).toFixed(1)} s. Medindo: ${CONEXOES} conexões, ${DURACAO_S} s por cenário (+2 s de aquecimento)...`);

    let vez = 0;
    const login = await medir('POST /api/auth', {
      url: base,
      requests: [
        {
          method: 'POST',
          path: '/api/auth',
          headers: { 'content-type': 'application/json', version: '1' },
          // Rotates through the 500 accounts: each request is a real argon2id verification of another user.
          setupRequest: (req) => ({ ...req, body: JSON.stringify(credenciais[vez++ % credenciais.length]) }),
        },
      ],
    });
    const token = await api(base, 'POST', '/api/auth', { body: credenciais[0] });
    const lista = await medir('GET /api/usuario (12, por nome)', {
      url: `${base}/api/usuario?skip=0&take=12&orderBy=nome`,
      headers: { authorization: `Bearer ${token}` },
    });
    imprimir([login, lista]);
    console.log(`\nNode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, banco embutido (PGlite), ${USUARIOS + 1} usuários.`);
    fs.mkdirSync(path.join(ROOT, 'bench/out'), { recursive: true });
    const saida = path.join(ROOT, 'bench/out', `resultado-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(saida, JSON.stringify({ node: process.version, cpus: os.cpus().length, usuarios: USUARIOS, conexoes: CONEXOES, duracao: DURACAO_S, resultados: [login, lista] }, null, 2));
    console.log(`Resultado gravado em ${path.relative(ROOT, saida)}.`);
  } finally {
    await parar();
  }
}

principal().catch((err) => {
  console.error(`Falha no benchmark: ${err.message}`);
  process.exit(1);
});
