/**
 * A database that cannot be reached (PostgreSQL stopped, restarting, unreachable, out of connections) is not a
 * defect of the request: every route answers 503 with this message while it lasts, never 500 (ADR 028).
 */
export const MENSAGEM_BANCO_INDISPONIVEL = 'Banco de dados indisponível no momento. Tente novamente em instantes.';

/** Seconds a client should wait before trying again (the Retry-After of the 503). */
export const ESPERA_BANCO_INDISPONIVEL_S = 5;

/**
 * Socket errors of the driver, and the server's own refusals: class 08 (connection exception), 57P01/57P02
 * (connection ended by an administrator's or a crash's shutdown), 57P03 (starting up or shutting down), 53300
 * (too many connections).
 */
const CODIGOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const CLASSE_08 = /^08[0-9A-Z]{3}$/;

/** What node-postgres and its pool say, without a code, when a connection ends, times out or was already lost. */
const MENSAGENS_DO_DRIVER = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/**
 * The reason the database is unreachable (a code such as ECONNREFUSED or 57P01, or the driver's sentence), or null
 * when the error is something else. Drizzle wraps driver errors, and a connection attempt to a host with several
 * addresses fails with an AggregateError: both are looked through.
 */
export function motivoBancoIndisponivel(err: unknown, profundidade = 0): string | null {
  if (!err || typeof err !== 'object' || profundidade > 4) return null;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (CODIGOS.has(code) || CLASSE_08.test(code))) return code;
  if (typeof message === 'string' && MENSAGENS_DO_DRIVER.some((m) => m.test(message))) return message;
  if (err instanceof AggregateError) {
    for (const e of err.errors) {
      const motivo = motivoBancoIndisponivel(e, profundidade + 1);
      if (motivo) return motivo;
    }
  }
  return motivoBancoIndisponivel(cause, profundidade + 1);
}
