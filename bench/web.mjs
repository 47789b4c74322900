// The web budgets of issue 12 (docs/desempenho.md): the JavaScript the login route loads and the largest chunk any
// screen loads except the export libraries (exceljs, pdfmake and its fonts), compressed as the server sends them (the
// build's .br and .gz files). `npm run bench:web` prints them; `npm run bench` adds them to its results.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ensureBuilt, ROOT } from '../scripts/lib/build.mjs';

const DIST = path.join(ROOT, 'apps/web/dist');
const KIB = 1024;
export const ORCAMENTO_LOGIN_KIB = 200;
export const ORCAMENTO_MAIOR_CHUNK_KIB = 250;
/** Loaded only when the user exports a table (ADR 012). */
const EXPORTACAO = /^(exceljs|pdfmake|vfs_fonts)/;

/** Raw, brotli and gzip sizes of a built file: the precompressed files when the build wrote them. */
function tamanhos(arquivo) {
  const bruto = fs.readFileSync(arquivo);
  const ou = (sufixo, comprimir) => (fs.existsSync(arquivo + sufixo) ? fs.statSync(arquivo + sufixo).size : comprimir(bruto).length);
  return { bruto: bruto.length, br: ou('.br', brotliCompressSync), gzip: ou('.gz', (b) => gzipSync(b, { level: 9 })) };
}

/** The chunks a chunk imports statically (loaded with it), from Vite's ES module output. */
function importsEstaticos(nome) {
  const codigo = fs.readFileSync(path.join(DIST, 'assets', nome), 'utf8');
  const achados = new Set();
  for (const m of codigo.matchAll(/(?:from\s*|\bimport\s*)"\.\/([^"]+\.js)"/g)) achados.add(m[1]);
  return [...achados];
}

function fecho(inicio) {
  const vistos = new Set();
  const pilha = [...inicio];
  while (pilha.length) {
    const n = pilha.pop();
    if (vistos.has(n)) continue;
    vistos.add(n);
    pilha.push(...importsEstaticos(n));
  }
  return vistos;
}

const somar = (arquivos) =>
  [...arquivos].reduce(
    (t, n) => {
      const s = tamanhos(path.join(DIST, 'assets', n));
      return { bruto: t.bruto + s.bruto, br: t.br + s.br, gzip: t.gzip + s.gzip };
    },
    { bruto: 0, br: 0, gzip: 0 },
  );
const kib = (s) => ({ brutoKiB: +(s.bruto / KIB).toFixed(1), brKiB: +(s.br / KIB).toFixed(1), gzipKiB: +(s.gzip / KIB).toFixed(1) });

export async function medirWeb({ log = console.log } = {}) {
  await ensureBuilt(['web']);
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  // The entry script and the chunks index.html preloads: every route loads them.
  const doHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const chunks = fs.readdirSync(path.join(DIST, 'assets')).filter((n) => n.endsWith('.js'));
  const paginaLogin = chunks.find((n) => /^login-page-[\w-]+\.js$/.test(n));
  if (!paginaLogin) throw new Error('chunk da tela de login (login-page-*.js) não encontrado no build');
  const login = fecho([...doHtml, paginaLogin]);
  const totalLogin = somar(login);
  const maiores = chunks
    .filter((n) => !EXPORTACAO.test(n))
    .map((n) => ({ arquivo: n, ...tamanhos(path.join(DIST, 'assets', n)) }))
    .sort((a, b) => b.br - a.br);
  const maior = maiores[0];
  const resultado = {
    login: { arquivos: [...login].sort(), ...kib(totalLogin), orcamentoKiB: ORCAMENTO_LOGIN_KIB, ok: totalLogin.br / KIB <= ORCAMENTO_LOGIN_KIB },
    maiorChunk: { arquivo: maior.arquivo, ...kib(maior), orcamentoKiB: ORCAMENTO_MAIOR_CHUNK_KIB, ok: maior.br / KIB <= ORCAMENTO_MAIOR_CHUNK_KIB },
  };
  const linha = (titulo, r) =>
    `${titulo}: ${r.brKiB} KiB em brotli, ${r.gzipKiB} KiB em gzip, ${r.brutoKiB} KiB sem compressão — orçamento ${r.orcamentoKiB} KiB comprimido: ${r.ok ? 'dentro' : 'ESTOURADO'}`;
  log(linha(`JS da rota de login (${login.size} arquivos)`, resultado.login));
  log(linha(`Maior chunk fora das exportações (${maior.arquivo})`, resultado.maiorChunk));
  return resultado;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  medirWeb().catch((err) => {
    console.error(`Falha ao medir o web: ${err.message}`);
    process.exit(1);
  });
}
