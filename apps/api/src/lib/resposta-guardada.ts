import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CacheComGeracao } from './cache-com-geracao.js';
import { relatorioNaVez } from './revezamento.js';

/** The encodings app.ts gives JSON answers (@fastify/compress): brotli at quality 4, else gzip, from 1 KiB on. */
export type Codificacao = 'br' | 'gzip';
const LIMIAR = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const comprimir: Record<Codificacao, (corpo: Buffer) => Promise<Buffer>> = {
  br: (corpo) => brotli(corpo, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: corpo.length } }),
  gzip: (corpo) => gzip(corpo),
};

/**
 * A JSON answer kept in a cache (ADR 101, 106) as UTF-8 bytes, with the compressed forms asked for so far: each one made
 * once, off the event loop (zlib's thread pool), and shared by the requests that arrive while it is being made. Without
 * this every hit was compressed again, synchronously, by @fastify/compress: ~1 MB of the Movimentações home at N=10
 * took the cached answer from 224 to 86 requests/s and the RSS to 285 MiB with 16 at a time. The bytes are one Buffer
 * written to every socket: a string is encoded into a new buffer for each response (PostgreSQL N=10, 16 connections:
 * the whole state's assignment table 920 → 2,663 requests/s, the ~1 MB Movimentações home 359 → 381 and 3 MiB less RSS).
 */
export interface RespostaGuardada {
  corpo: Buffer;
  /** at least the 1 KiB from which answers are compressed */
  comprimivel: boolean;
  comprimida: Partial<Record<Codificacao, Promise<Buffer>>>;
}

function respostaGuardada(texto: string): RespostaGuardada {
  const corpo = Buffer.from(texto);
  return { corpo, comprimivel: corpo.length >= LIMIAR, comprimida: {} };
}

/**
 * The encoding a client takes, chosen as @fastify/compress chooses it: the higher q-value of br and gzip (x-gzip and
 * `*` count as gzip), brotli on a tie; none when it takes neither.
 */
export function codificacaoAceita(cabecalho: string | undefined): Codificacao | null {
  if (!cabecalho) return null;
  const q: Record<Codificacao, number> = { br: 0, gzip: 0 };
  for (const parte of cabecalho.toLowerCase().split(',')) {
    const [nome, ...parametros] = parte.split(';').map((x) => x.trim());
    const valor = parametros.find((p) => p.startsWith('q='));
    const peso = valor === undefined ? 1 : Number(valor.slice(2));
    if (!Number.isFinite(peso)) continue;
    if (nome === 'br') q.br = peso;
    else if (nome === 'gzip' || nome === 'x-gzip' || (nome === '*' && q.gzip === 0)) q.gzip = peso;
  }
  if (q.br > 0 && q.br >= q.gzip) return 'br';
  return q.gzip > 0 ? 'gzip' : null;
}

const JSON_UTF8 = 'application/json; charset=utf-8';

/** Sends a kept answer in the encoding the client takes, compressing it the first time that encoding is asked for. */
async function enviarGuardada<T>(request: FastifyRequest, reply: FastifyReply, r: RespostaGuardada): Promise<T> {
  void reply.type(JSON_UTF8);
  const codificacao = codificacaoAceita(request.headers['accept-encoding']);
  if (!codificacao || !r.comprimivel) return r.corpo as unknown as T;
  let corpo: Buffer;
  try {
    corpo = await (r.comprimida[codificacao] ??= comprimir[codificacao](r.corpo));
  } catch {
    // Not kept: the next request tries again. This one goes out as it is, which @fastify/compress may still compress.
    delete r.comprimida[codificacao];
    return r.corpo as unknown as T;
  }
  void reply.header('content-encoding', codificacao).header('vary', 'accept-encoding');
  return corpo as unknown as T;
}

/**
 * Answers of a whole-office report kept as sent (ADR 101, 106): at most `maximo` of them and `bytesMaximos` in all
 * (their compressed forms, a twentieth of that, are not counted), each for `validadeMs` at most.
 */
export const cacheDeRespostas = (validadeMs: number, maximo: number, bytesMaximos: number) =>
  new CacheComGeracao<RespostaGuardada>(validadeMs, maximo, { de: (r) => r.corpo.length, maximo: bytesMaximos });
export type CacheDeRespostas = ReturnType<typeof cacheDeRespostas>;

/**
 * Sends the kept answer of `chave`, or builds it with `montar` in a report's turn (lib/revezamento) and keeps it. A
 * kept answer does not wait for a turn, and a burst that finds none builds it once. Cache-Control: no-cache (HTTP's way
 * to ask past any cache) builds a new one, kept in its place.
 */
export async function responderGuardada<T>(request: FastifyRequest, reply: FastifyReply, cache: CacheDeRespostas, chave: string, montar: () => Promise<unknown>): Promise<T> {
  const resposta = await cache.obter(chave, () => relatorioNaVez(async () => respostaGuardada(JSON.stringify(await montar())), request.contexto), {
    novo: /\bno-cache\b/.test(request.headers['cache-control'] ?? ''),
  });
  return enviarGuardada<T>(request, reply, resposta);
}
