import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Masks what must never reach a log line: tokens and codes in URLs, and full CPFs (11 digits or formatted). */
export function sanitizeUrl(url: string): string {
  return url
    .replace(/([?&](?:token|codigo|codigorecuperacao|senha|password)=)[^&]*/gi, '$1***')
    .replace(/\b(\d{3})\.?\d{3}\.?\d{3}-?(\d{2})\b/g, '$1.***.***-$2');
}

/** Structured pino logging (DESIGN §10): no Authorization header, password, token, code or full CPF. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.senha', '*.token', '*.cpf'],
      censor: '***',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: sanitizeUrl(req.url), ip: req.ip, id: req.id };
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
