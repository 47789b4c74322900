import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * A parameter whose value never reaches a log line, by its name (ADR 027): a query parameter, a body field or a
 * header whose name contains one of these (access_token, novaSenha, codigorecuperacao, x-auth-token, ...).
 */
const NOME_SENSIVEL = /token|senha|password|code|codigo|secret|authorization|cookie/i;

// An 11-digit run, as a CPF is typed: bare, formatted (123.456.789-09) or spaced (123 456 789 09, also %20 or +
// in a URL), with letters around it or not; only other digits around it make it part of a longer number.
const SEP = String.raw`(?:[.\s+-]|%20)?`;
const CPF = new RegExp(String.raw`(?<!\d)(\d{3})${SEP}\d{3}${SEP}\d{3}${SEP}(\d{2})(?!\d)`, 'g');
// Longer runs may hold a CPF with digits around it: masked whole.
const DIGITOS_LONGOS = /\d{12,}/g;

/** Full CPFs out of a text: the first three and last two digits stay, for diagnosis. */
export function mascararCpfs(texto: string): string {
  return texto.replace(DIGITOS_LONGOS, '***').replace(CPF, '$1.***.***-$2');
}

function decidirNome(nome: string): boolean {
  try {
    return NOME_SENSIVEL.test(decodeURIComponent(nome.replace(/\+/g, ' ')));
  } catch {
    return NOME_SENSIVEL.test(nome);
  }
}

// Every request line asks about the same few names (req, res, skip, take, orderBy...): the answer is kept, for at most
// this many names (a flood of made-up parameter names empties it instead of growing it).
const NOMES_DECIDIDOS = new Map<string, boolean>();
const MAXIMO_DE_NOMES = 1000;

function nomeSensivel(nome: string): boolean {
  let sensivel = NOMES_DECIDIDOS.get(nome);
  if (sensivel === undefined) {
    sensivel = decidirNome(nome);
    if (NOMES_DECIDIDOS.size >= MAXIMO_DE_NOMES) NOMES_DECIDIDOS.clear();
    NOMES_DECIDIDOS.set(nome, sensivel);
  }
  return sensivel;
}

/** Masks what must never reach a log line in a URL: parameters with a sensitive name, and full CPFs anywhere. */
export function sanitizeUrl(url: string): string {
  const semSegredos = url.replace(/([?&;#])([^=&;#]*)=([^&;#]*)/g, (parametro, sep: string, nome: string) =>
    nomeSensivel(nome) ? `${sep}${nome}=***` : parametro,
  );
  return mascararCpfs(semSegredos);
}

/**
 * Any object given to the logger: fields with a sensitive name become '***' and CPFs in strings are masked, at any
 * depth. Only plain objects and arrays are walked; a request, a reply or an error has its own serializer below.
 * What needs no mask is returned as it came, without a copy (every request line passes here: issue 12).
 */
export function mascararCampos(valor: unknown, profundidade = 0): unknown {
  if (typeof valor === 'string') return mascararCpfs(valor);
  if (valor === null || typeof valor !== 'object' || profundidade > 8) return valor;
  if (Array.isArray(valor)) {
    let copia: unknown[] | null = null;
    for (let i = 0; i < valor.length; i++) {
      const v: unknown = valor[i];
      const m = mascararCampos(v, profundidade + 1);
      if (m !== v) (copia ??= valor.slice())[i] = m;
    }
    return copia ?? valor;
  }
  const prototipo = Object.getPrototypeOf(valor);
  if (prototipo !== Object.prototype && prototipo !== null) return valor;
  let copia: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(valor)) {
    const m = nomeSensivel(k) ? '***' : mascararCampos(v, profundidade + 1);
    if (m !== v) (copia ??= { ...valor })[k] = m;
  }
  return copia ?? valor;
}

/** Structured pino logging (DESIGN §10): no Authorization header, password, token, code or full CPF. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    // No pino `redact`: the formatter below already masks every field with a sensitive name and every CPF in plain
    // objects at any depth, and the serializers keep headers out of the request; its paths only repeated that, for
    // 1.7% of the CPU of a cheap list call (issue 12).
    formatters: {
      log: (registro) => mascararCampos(registro) as Record<string, unknown>,
    },
    serializers: {
      msg: (msg: unknown) => (typeof msg === 'string' ? mascararCpfs(msg) : msg),
      // The request id is already on every line of the request (reqId).
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: sanitizeUrl(req.url), ip: req.ip };
      },
      err(err: Error & { code?: string; statusCode?: number }) {
        // Driver errors carry the query parameters in their message: keep only the first line, masked. The stack
        // repeats the whole message before its frames, so only the frame lines ('    at ...') are kept.
        const message = sanitizeUrl(String(err.message ?? '').split('\n')[0] ?? '').replace(/params:.*$/i, '');
        const stack = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)).slice(0, 5).join('\n');
        return { type: err.name, code: err.code, statusCode: err.statusCode, message, stack };
      },
    },
  };
}

/**
 * One line per request, written when it is answered: method, path (masked by the req serializer above), IP, request
 * id, status and time (docs/operacao.md). Fastify's default writes two, 'incoming request' and 'request completed';
 * the first cost half of the 5% of CPU that request logging took on a cheap list call (issue 12). The other lines
 * (errors, closed streams, unknown paths) stay Fastify's.
 */
export class UmaLinhaPorPedido extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
