// `npm run bench`: SGI (the compiled API) and the floor (bench/piso.mjs) on the same dataset, every scenario measured
// with autocannon from this process, SGI and floor interleaved, three rounds; then the queries per request, the
// EXPLAIN check of every list and the web budgets. Options and output: bench/README.md, docs/desempenho.md.
import { execFileSync, fork, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuilt, ROOT } from '../scripts/lib/build.mjs';
import { CENARIOS, lerAlvos } from './cenarios.mjs';
import { construirDados, SENHA_BENCH } from './dados.mjs';
import { verificarPlanos } from './explain.mjs';
import { alvoDoBanco, clienteDaApi, lerEscala, lerMarca, lerOpcoes } from './lib/banco.mjs';
import { imprimirTabela, resumir } from './lib/resumo.mjs';
import { medirWeb } from './web.mjs';

const OPCOES = ['escala', 'banco', 'cenario', 'duracao', 'aquecimento', 'rodadas', 'conexoes', 'saida', 'sem-web', 'comprimir', 'servidor', 'geracao'];

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

async function esperar(base, processo, caminho) {
  for (let i = 0; i < 900; i++) {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (código ${processo.exitCode})`);
    try {
      const res = await fetch(`${base}${caminho}`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('o servidor não respondeu em 90 s');
}

/** Resident memory of a process in MiB (Linux /proc). */
function rss(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function medir(opts, pid) {
  let pico = 0;
  const amostra = setInterval(() => (pico = Math.max(pico, rss(pid) ?? 0)), 200);
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, r) => {
      clearInterval(amostra);
      if (err) return reject(err);
      resolve({
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.average,
        total: r.requests.total,
        erros: r.errors + r.timeouts + r.non2xx,
        rssMiB: Number(pico.toFixed(1)),
      });
    });
  });
}

/** Deep equality of two parsed JSON values, key order aside; answers the path of the first difference. */
function diferenca(a, b, caminho = '$') {
  if (Array.isArray(a) !== Array.isArray(b) || typeof a !== typeof b || (a === null) !== (b === null)) return caminho;
  if (Array.isArray(a)) {
    if (a.length !== b.length) return `${caminho}.length (${a.length} ≠ ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = diferenca(a[i], b[i], `${caminho}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a && typeof a === 'object') {
    const chaves = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of chaves) {
      const d = diferenca(a[k], b[k], `${caminho}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${caminho} (${JSON.stringify(a)} ≠ ${JSON.stringify(b)})`;
}

/** The environment and Node options `npm start` runs the server with (package.json; ADR 058), so the bench measures the same process. */
function comoONpmStartSobe() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const m = /^((?:[A-Z_]+=\S+ )*)exec node ((?:--\S+ )*)scripts\/start\.mjs$/.exec(scripts.start);
  if (!m) throw new Error(`package.json: o script start mudou de forma (${scripts.start}).`);
  const ambiente = Object.fromEntries(m[1].split(' ').filter(Boolean).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
  return { ambiente, opcoes: m[2].split(' ').filter(Boolean) };
}

async function iniciarServidores(alvo, dirTemp, servidor) {
  const [portaSgi, portaPiso] = await Promise.all([portaLivre(), portaLivre()]);
  const arquivoSql = path.join(dirTemp, 'consultas.jsonl');
  // Production settings with request logs (pino, level info) to /dev/null, as to a log collector; BENCH=1 adds the
  // statements-per-request header.
  const { ambiente, opcoes } = comoONpmStartSobe();
  const sgi = spawn(process.execPath, [...opcoes, servidor], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...ambiente,
      PORT: String(portaSgi),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      BENCH: '1',
      BENCH_SQL: arquivoSql,
      ...(alvo.tipo === 'postgresql' ? { DATABASE_URL: alvo.url } : { DATABASE_URL: '', DATA_DIR: alvo.pasta }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let pisoEnv;
  if (alvo.tipo === 'postgresql') pisoEnv = { PISO_PG_URL: alvo.url };
  else {
    // One process per embedded database: the floor reads a copy of the same data.
    const copia = path.join(dirTemp, 'piso-pgdata');
    fs.cpSync(path.join(alvo.pasta, 'pgdata'), copia, { recursive: true });
    pisoEnv = { PISO_PGLITE: copia };
  }
  const piso = fork(path.join(ROOT, 'bench/piso.mjs'), [], { env: { ...process.env, ...pisoEnv, PORT: String(portaPiso) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const servidores = {
    sgi: { nome: 'SGI', base: `http://127.0.0.1:${portaSgi}`, processo: sgi },
    piso: { nome: 'piso', base: `http://127.0.0.1:${portaPiso}`, processo: piso },
    arquivoSql,
  };
  await Promise.all([esperar(servidores.sgi.base, sgi, '/api/health'), esperar(servidores.piso.base, piso, '/')]);
  return servidores;
}

async function parar(processo) {
  if (processo.exitCode !== null || processo.signalCode !== null) return;
  const saiu = new Promise((r) => processo.once('exit', r));
  processo.kill('SIGTERM');
  await saiu;
}

async function entrar(base, username) {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', version: '1' },
    body: JSON.stringify({ username, password: SENHA_BENCH }),
  });
  if (!res.ok) throw new Error(`login de ${username}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Each scenario's request options for autocannon (the same for SGI and the floor). */
function requisicao(c, alvos, token, usuarios, comprimir) {
  if (c.tipo === 'login') {
    let vez = 0;
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', version: '1' },
      // Rotates through the bench accounts: each request is a real argon2id verification and a new session.
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ username: usuarios[vez++ % usuarios.length], password: SENHA_BENCH }) }),
      path: c.caminho(alvos),
    };
  }
  if (c.tipo === 'escrita') return requisicaoDeEscrita(alvos.folhas.escrita);
  // --comprimir: the browser's Accept-Encoding, so SGI compresses answers above 1 KiB (the floor never does).
  return { method: 'GET', path: c.caminho(alvos), headers: { authorization: `Bearer ${token}`, ...(comprimir && { 'accept-encoding': 'gzip, deflate, br, zstd' }), ...c.cabecalhos } };
}

const maisMeiaHora = (h) => {
  const [hh, mm] = h.split(':').map(Number);
  const t = hh * 60 + mm + 30;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

/** The day entry that changes a pool sheet's day: its arrival toggles between the original time and 30 minutes later. */
function corpoDoDia(f) {
  const entrada = f.atual === f.entrada ? maisMeiaHora(f.entrada) : f.entrada;
  return { entrada, corpo: JSON.stringify([{ dia: f.dia, status: 2, horarioEntrada: entrada, horarioSaida: f.saida, justificativa: null }]) };
}

/**
 * folha-salvar-dia: PUT folha_frequencia/{id} as the intern's screen sends it (one day, If-Match the version read), by
 * the intern's link session. Each connection takes a sheet of the pool that no other connection is writing to, so
 * every request is valid: the version it sends is the one its previous answer gave, and the day really changes.
 */
function requisicaoDeEscrita(pool) {
  return {
    method: 'PUT',
    setupRequest: (req, ctx) => {
      const f = pool.find((x) => !x.ocupada);
      f.ocupada = true;
      const { entrada, corpo } = corpoDoDia(f);
      ctx.folha = f;
      ctx.entrada = entrada;
      return {
        ...req,
        path: `/api/folha_frequencia/${f.id}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}`, 'if-match': String(f.versao) },
        body: corpo,
      };
    },
    onResponse: (status, corpo, ctx) => {
      const f = ctx.folha;
      if (!f) return;
      if (status === 200) {
        f.versao = JSON.parse(corpo).versao;
        f.atual = ctx.entrada;
      }
      f.ocupada = false;
      ctx.folha = null;
    },
  };
}

/** The pool's versions and day values as the database has them (before each measure: an answer cut off by its end may have been written). */
async function lerEstadoDasFolhas(alvo, pool) {
  await new Promise((r) => setTimeout(r, 300));
  const linhas = await executarComBanco(alvo, (executar) =>
    executar(
      `select f.id, f.versao, to_char(d.horario_entrada, 'HH24:MI') as atual from unnest($1::int[], $2::int[]) as x(id, dia)
       join folha_frequencia f on f.id = x.id join folha_frequencia_dia d on d.folha_id = f.id and d.dia = x.dia`,
      [pool.map((f) => f.id), pool.map((f) => f.dia)],
    ),
  );
  for (const l of linhas) Object.assign(pool.find((f) => f.id === l.id), { versao: l.versao, atual: l.atual, ocupada: false });
}

/**
 * The link sessions of the write pool's interns, as the e-mailed link gives them: a link row for the CPF and sheet
 * (what criarLink and the outbox sender write), exchanged at POST auth/folha/token/info for a sheet-only session.
 */
async function sessoesDasFolhas(alvo, base, pool) {
  const tokens = pool.map(() => randomBytes(32).toString('base64url'));
  await executarComBanco(alvo, (executar) =>
    executar(
      `insert into link_acesso (token_hash, cpf, folha_id, criado_em, expira_em)
       select x.hash, x.cpf, x.folha, now(), now() + interval '1 hour' from unnest($1::text[], $2::text[], $3::int[]) as x(hash, cpf, folha)`,
      [tokens.map((t) => createHash('sha256').update(t).digest('hex')), pool.map((f) => f.cpf), pool.map((f) => f.id)],
    ),
  );
  for (const [i, f] of pool.entries()) {
    const res = await fetch(`${base}/api/auth/folha/token/info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: tokens[i] }) });
    if (!res.ok) throw new Error(`sessão do link da folha ${f.id}: ${res.status} ${await res.text()}`);
    f.token = (await res.json()).token;
  }
}

/** One PUT of a pool sheet's day to a server, as the measure sends it; answers the parsed reply and the queries. */
async function escreverUmDia(base, f, extra = {}) {
  const { entrada, corpo } = corpoDoDia(f);
  const res = await fetch(`${base}/api/folha_frequencia/${f.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${f.token}`, 'if-match': String(f.versao), ...extra },
    body: corpo,
  });
  const texto = await res.text();
  if (res.status !== 200) throw new Error(`folha-salvar-dia: ${base} respondeu ${res.status}: ${texto.slice(0, 300)}`);
  const r = JSON.parse(texto);
  if (r.message !== 'Registro Salvo' || r.versao !== f.versao + 1) throw new Error(`folha-salvar-dia: resposta inesperada ${texto} (versão lida ${f.versao})`);
  f.versao = r.versao;
  f.atual = entrada;
  return { consultas: Number(res.headers.get('x-sgi-consultas')), bytes: Buffer.byteLength(texto) };
}

/** Before measuring: the floor answers what SGI answers, and SGI's statements per request (sequential calls). */
async function conferir(cenarios, servidores, alvos, token) {
  const info = {};
  for (const c of cenarios) {
    if (c.tipo === 'login') {
      const [a, b] = await Promise.all([entrar(servidores.sgi.base, 'bench.0001'), entrar(servidores.piso.base, 'bench.0001')]);
      if (typeof a !== 'string' || typeof b !== 'string' || a.length !== b.length) throw new Error(`login: o piso não responde como o SGI (${a} / ${b})`);
      const res = await fetch(`${servidores.sgi.base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json', version: '1', 'x-sgi-consultas': '1' }, body: JSON.stringify({ username: 'bench.0002', password: SENHA_BENCH }) });
      info[c.nome] = { consultas: Number(res.headers.get('x-sgi-consultas')), bytes: (await res.arrayBuffer()).byteLength };
      continue;
    }
    if (c.tipo === 'escrita') {
      // Both servers write the same day of the same sheet in turn: each must accept the version the other left.
      const [f] = alvos.folhas.escrita;
      info[c.nome] = await escreverUmDia(servidores.sgi.base, f, { 'x-sgi-consultas': '1' });
      await escreverUmDia(servidores.piso.base, f);
      continue;
    }
    const caminho = c.caminho(alvos);
    // Counted and its SQL kept (for the EXPLAIN check); the timed requests ask for neither, so the server runs them
    // without the count's async storage (lib/contagem-consultas.ts).
    const headers = { authorization: `Bearer ${token}`, 'x-sgi-registrar-sql': '1', ...c.cabecalhos };
    if (c.tipo === 'pdf') {
      // SGI first: its first download draws the verification code the floor then reads. The bytes differ (the
      // printing time, and on the embedded database the code, which the floor's copy does not have), the kind and the size (±10%) do not.
      const rs = await fetch(`${servidores.sgi.base}${caminho}`, { headers });
      const bs = Buffer.from(await rs.arrayBuffer());
      const rp = await fetch(`${servidores.piso.base}${caminho}`);
      const bp = Buffer.from(await rp.arrayBuffer());
      const pdf = (r, b) => r.status === 200 && /application\/pdf/.test(r.headers.get('content-type') ?? '') && b.subarray(0, 5).toString() === '%PDF-';
      if (!pdf(rs, bs) || !pdf(rp, bp)) throw new Error(`${c.nome}: SGI ${rs.status} ${rs.headers.get('content-type')}, piso ${rp.status} ${rp.headers.get('content-type')}: não são PDFs`);
      if (Math.abs(bs.length - bp.length) > bs.length * 0.1) throw new Error(`${c.nome}: o PDF do piso (${bp.length} bytes) difere do do SGI (${bs.length} bytes)`);
      info[c.nome] = { consultas: Number(rs.headers.get('x-sgi-consultas')), bytes: bs.length };
      continue;
    }
    const [rs, rp] = await Promise.all([fetch(`${servidores.sgi.base}${caminho}`, { headers }), fetch(`${servidores.piso.base}${caminho}`)]);
    const [ts, tp] = await Promise.all([rs.text(), rp.text()]);
    if (!rs.ok || !rp.ok) throw new Error(`${c.nome}: SGI ${rs.status}, piso ${rp.status}: ${(rs.ok ? tp : ts).slice(0, 300)}`);
    const [js, jp] = [JSON.parse(ts), JSON.parse(tp)];
    // The moment each server produced a report (the assignment table, the movement report) is its own.
    if (js && typeof js === 'object' && 'geradoEm' in js) {
      delete js.geradoEm;
      delete jp.geradoEm;
    }
    const d = diferenca(js, jp);
    if (d) throw new Error(`${c.nome}: a resposta do piso difere da do SGI em ${d}`);
    info[c.nome] = { consultas: Number(rs.headers.get('x-sgi-consultas')), bytes: Buffer.byteLength(ts) };
  }
  return info;
}

/** Issue 13: the month's generation for ~3,000 interns in at most this many seconds (PostgreSQL). */
const ORCAMENTO_GERACAO_S = 5;

/**
 * --geracao: the month's generation timed through the API, as the list's button runs it: POST folha_frequencia/{ano}/{mes}
 * (202, the job), then GET tarefa/{id} every 20 ms until the job is done; the clock runs from the POST to the answer
 * that says CONCLUIDA. The month is the one after the dataset's last (no sheet yet); then the same POST again (a
 * rerun creates nothing). Afterwards the month's sheets, their days and their history rows are deleted (triggers
 * off for that), so the dataset stays as bench:dados wrote it and the next run measures the same month.
 */
async function medirGeracao(alvo, base, token) {
  const [ultimo] = await executarComBanco(alvo, (executar) => executar('select ano, mes from folha_frequencia order by ano desc, mes desc limit 1'));
  const ano = ultimo.mes === 12 ? ultimo.ano + 1 : ultimo.ano;
  const mes = ultimo.mes === 12 ? 1 : ultimo.mes + 1;
  const headers = { authorization: `Bearer ${token}` };
  const rodar = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/folha_frequencia/${ano}/${mes}`, { method: 'POST', headers });
    if (res.status !== 202) throw new Error(`geração: POST respondeu ${res.status}: ${await res.text()}`);
    const { tarefa } = await res.json();
    for (;;) {
      const t = await (await fetch(`${base}/api/tarefa/${tarefa}`, { headers })).json();
      if (t.status === 'FALHOU') throw new Error(`geração: a tarefa ${tarefa} falhou: ${t.erro}`);
      if (t.status === 'CONCLUIDA') {
        const segundos = (performance.now() - t0) / 1000;
        const naTarefa = (Date.parse(t.concluidoEm) - Date.parse(t.iniciadoEm)) / 1000;
        const r = t.resultado;
        return { segundos: Number(segundos.toFixed(2)), segundosNaTarefa: Number(naTarefa.toFixed(2)), criadas: r.criadas.length, existentes: r.existentes.length, recusadas: r.recusadas.length };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  try {
    const primeira = await rodar();
    const [{ dias }] = await executarComBanco(alvo, (executar) =>
      executar('select count(*)::int as dias from folha_frequencia_dia d join folha_frequencia f on f.id = d.folha_id where f.ano = $1 and f.mes = $2', [ano, mes]),
    );
    const reexecucao = await rodar();
    const por3000 = primeira.criadas ? Number(((primeira.segundos * 3000) / primeira.criadas).toFixed(2)) : null;
    return { ano, mes, ...primeira, dias, reexecucao, segundosPor3000: por3000, orcamentoS: ORCAMENTO_GERACAO_S, ok: por3000 !== null && por3000 <= ORCAMENTO_GERACAO_S && reexecucao.criadas === 0 };
  } finally {
    await executarComBanco(alvo, async (executar) => {
      await executar('begin');
      await executar('alter table folha_frequencia disable trigger user');
      await executar('alter table folha_frequencia_dia disable trigger user');
      await executar(
        `delete from historico where tabela in ('folha_frequencia', 'folha_frequencia_dia')
           and registro in (select id::text from folha_frequencia where ano = $1 and mes = $2
                            union all select d.id::text from folha_frequencia_dia d join folha_frequencia f on f.id = d.folha_id where f.ano = $1 and f.mes = $2)`,
        [ano, mes],
      );
      await executar('delete from folha_frequencia_dia where folha_id in (select id from folha_frequencia where ano = $1 and mes = $2)', [ano, mes]);
      await executar('delete from folha_frequencia where ano = $1 and mes = $2', [ano, mes]);
      await executar('alter table folha_frequencia enable trigger user');
      await executar('alter table folha_frequencia_dia enable trigger user');
      await executar('commit');
    });
  }
}

const mediana = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function executarComBanco(alvo, executar) {
  if (alvo.tipo === 'postgresql') {
    const client = new pg.Client({ connectionString: alvo.url });
    await client.connect();
    try {
      return await executar(async (texto, params) => (await client.query(texto, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: path.join(alvo.pasta, 'pgdata') });
  try {
    return await executar(async (texto, params) => (await db.query(texto, params)).rows);
  } finally {
    await db.close();
  }
}

function commitAtual() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const sujo = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages', 'bench'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return sujo ? `${sha}+alterações` : sha;
  } catch {
    return null;
  }
}

async function principal() {
  const o = lerOpcoes(process.argv.slice(2), OPCOES);
  const escala = lerEscala(o.escala);
  const alvo = alvoDoBanco(o.banco, escala);
  const duracao = Number(o.duracao ?? 10);
  const aquecimento = Number(o.aquecimento ?? 2);
  const rodadas = Number(o.rodadas ?? 3);
  const conexoes = Number(o.conexoes ?? 16);
  const nomes = o.cenario ? String(o.cenario).split(',') : null;
  let cenarios = nomes ? CENARIOS.filter((c) => nomes.includes(c.nome)) : CENARIOS;
  if (nomes && cenarios.length !== nomes.length) throw new Error(`Cenário desconhecido. Cenários: ${CENARIOS.map((c) => c.nome).join(', ')}.`);
  // The embedded database belongs to one process (SGI's while it runs) and the floor reads a copy: the bench cannot
  // write the link sessions nor read the sheets' versions during the run, so the write and the generation are
  // measured on PostgreSQL only.
  if (alvo.tipo === 'pglite' && (cenarios.some((c) => c.tipo === 'escrita') || o.geracao)) {
    console.log('No banco embutido, folha-salvar-dia e --geracao ficam de fora (só no PostgreSQL).');
    cenarios = cenarios.filter((c) => c.tipo !== 'escrita');
    delete o.geracao;
  }
  // A partial or short run never overwrites the committed results.
  // Another build of the API (e.g. a copy of apps/api/dist saved before a change, beside a copy of apps/api/drizzle)
  // measures "before" in the same time window as "after"; such a run is never the official one either.
  const servidor = o.servidor ? path.resolve(String(o.servidor)) : path.join(ROOT, 'apps/api/dist/main.js');
  const completa = !nomes && !o.servidor && duracao >= 10 && rodadas >= 3 && !o.comprimir;
  const saida = path.resolve(ROOT, o.saida ?? (completa ? 'bench/results/latest.json' : 'bench/out/resultado.json'));

  await ensureBuilt(o['sem-web'] ? ['api'] : ['api', 'web']);
  const marca = await lerMarca(alvo);
  if (!marca || marca.escala !== escala) {
    console.log(`Sem dados de escala ${escala} em ${alvo.descricao}: gerando (npm run bench:dados)...`);
    await construirDados({ escala, alvo });
  }
  // Pending migrations first (a dataset built before the newest ones): the floor of the embedded database reads a
  // copy, which must have the same indexes as the data SGI serves.
  const { fromPostgres, migrateDatabase, openEmbedded } = await clienteDaApi();
  const database = alvo.tipo === 'pglite' ? await openEmbedded(alvo.pasta) : fromPostgres(alvo.url, () => undefined, 1);
  await migrateDatabase(database).finally(() => database.close());
  // Fresh statistics before every run: the write scenario leaves thousands of history rows behind, and plans made with
  // the statistics of the dataset's build would measure the planner's guess, not the code (docs/desempenho.md).
  await executarComBanco(alvo, (executar) => executar('analyze'));
  const marcaAtual = await lerMarca(alvo);
  const alvos = await executarComBanco(alvo, lerAlvos);
  const usuarios = Array.from({ length: marcaAtual.usuarios }, (_, i) => `bench.${String(i + 1).padStart(4, '0')}`);

  const dirTemp = fs.mkdtempSync(path.join(os.tmpdir(), 'sgi-bench-'));
  const servidores = await iniciarServidores(alvo, dirTemp, servidor);
  const pararTudo = () => Promise.all([parar(servidores.sgi.processo), parar(servidores.piso.processo)]);
  process.once('SIGINT', () => pararTudo().then(() => process.exit(130)));
  const medidas = Object.fromEntries(cenarios.map((c) => [c.nome, { sgi: [], piso: [] }]));
  let info;
  let rssOcioso;
  let geracao = null;
  try {
    const token = await entrar(servidores.sgi.base, 'admin');
    rssOcioso = rss(servidores.sgi.processo.pid);
    if (cenarios.some((c) => c.nome.startsWith('folha')) && !alvos.folhas) throw new Error('Os dados não têm folhas de frequência: gere-os de novo (npm run bench:dados).');
    if (cenarios.some((c) => c.tipo === 'escrita')) {
      await sessoesDasFolhas(alvo, servidores.sgi.base, alvos.folhas.escrita);
      await lerEstadoDasFolhas(alvo, alvos.folhas.escrita);
    }
    info = await conferir(cenarios, servidores, alvos, token);
    if (o.geracao) {
      geracao = await medirGeracao(alvo, servidores.sgi.base, token);
      const g = geracao;
      console.log(`Geração de ${String(g.mes).padStart(2, '0')}/${g.ano}: ${g.criadas} folhas (${g.dias} dias) em ${g.segundos} s (${g.segundosNaTarefa} s na tarefa), ` +
        `${g.segundosPor3000} s por 3.000 (orçamento ${g.orcamentoS} s); de novo: ${g.reexecucao.criadas} criadas, ${g.reexecucao.existentes} existentes, em ${g.reexecucao.segundos} s.`);
    }
    console.log(`${alvo.descricao}, escala ${escala}: ${cenarios.length} cenários × ${rodadas} rodadas, ${conexoes} conexões, ${duracao} s (+${aquecimento} s de aquecimento).`);
    for (let rodada = 0; rodada < rodadas; rodada++) {
      for (const c of cenarios) {
        // SGI first in odd rounds, the floor first in even ones: neither always gets the warmer machine.
        const ordem = rodada % 2 === 0 ? ['sgi', 'piso'] : ['piso', 'sgi'];
        for (const lado of ordem) {
          const s = servidores[lado];
          if (c.tipo === 'escrita') await lerEstadoDasFolhas(alvo, alvos.folhas.escrita);
          const r = await medir(
            { url: s.base, connections: conexoes, duration: duracao, warmup: { connections: conexoes, duration: aquecimento }, requests: [requisicao(c, alvos, token, usuarios, Boolean(o.comprimir))] },
            s.processo.pid,
          );
          medidas[c.nome][lado].push(r);
          process.stdout.write(`  rodada ${rodada + 1} ${c.nome.padEnd(18)} ${s.nome.padEnd(4)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms${r.erros ? `  ${r.erros} erros` : ''}\n`);
        }
      }
    }
  } finally {
    await pararTudo();
  }

  const resultados = cenarios.map((c) => resumir(c, medidas[c.nome], info[c.nome], mediana));
  console.log('\nVerificando os planos (EXPLAIN ANALYZE) das listas...');
  const planos = await executarComBanco(alvo, (executar) => verificarPlanos(executar, servidores.arquivoSql, cenarios, alvos));
  fs.rmSync(dirTemp, { recursive: true, force: true });
  const web = o['sem-web'] ? null : await medirWeb();
  const relatorio = {
    data: new Date().toISOString(),
    commit: commitAtual(),
    maquina: { node: process.version, cpus: os.cpus().length, modelo: os.cpus()[0]?.model ?? null, cargaMedia: os.loadavg().map((x) => Number(x.toFixed(2))) },
    banco: alvo.tipo,
    escala,
    dados: marcaAtual.contagens,
    conexoes,
    comprimir: Boolean(o.comprimir),
    duracaoS: duracao,
    aquecimentoS: aquecimento,
    rodadas,
    rssOciosoMiB: rssOcioso === null ? null : Number(rssOcioso.toFixed(1)),
    cenarios: resultados,
    planos,
    geracao,
    web,
  };
  imprimirTabela(relatorio);
  fs.mkdirSync(path.dirname(saida), { recursive: true });
  fs.writeFileSync(saida, `${JSON.stringify(relatorio, null, 2)}\n`);
  console.log(`\nResultado gravado em ${path.relative(ROOT, saida)}.`);
}

principal().catch((err) => {
  console.error(`Falha no benchmark: ${err.message}`);
  process.exit(1);
});
