import { TABELA_LABEL } from '@sgi/domain';

/**
 * Errors with a safe pt-BR message for the user; anything else becomes 500 'Erro interno'.
 * Services throw these; no route builds an error reply by hand.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** extra fields of the answer the client may branch on (e.g. versaoAtual of a stale write) */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Sessão inválida ou expirada. Entre novamente.') => new AppError(401, message);
export const forbidden = (message = 'Acesso Negado!') => new AppError(403, message);
export const notFound = (message = 'Registro não encontrado.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.') =>
  new AppError(429, message);
export const notImplemented = (message: string) => new AppError(501, message);

/** Throws notFound when the row is missing: `findOrThrow(await db.select()..., 'Papel não encontrado.')`. */
export function findOrThrow<T>(rows: T[] | T | undefined | null, message?: string): T {
  const row = Array.isArray(rows) ? rows[0] : rows;
  if (row === undefined || row === null) throw notFound(message);
  return row;
}

interface PgErro {
  code?: string;
  table?: string;
  cause?: unknown;
}

/**
 * The referencing table of a foreign-key violation, through Drizzle's wrapping; else null. PostgreSQL reports
 * 23503 (foreign_key_violation) for RESTRICT and NO ACTION alike; 23001 (restrict_violation) is checked too.
 */
export function tabelaQueReferencia(err: unknown): string | null {
  for (let e = err as PgErro | undefined, i = 0; e && i < 4; e = e.cause as PgErro | undefined, i++) {
    if (e.code === '23503' || e.code === '23001') return e.table ?? '';
  }
  return null;
}

/**
 * For a delete refused by a foreign key: 409 naming what still uses the record ('A comarca não pode ser
 * excluída' → 'A comarca não pode ser excluída: ainda há registros de Defensoria vinculados.'). Any other error
 * is returned as it is, to be thrown again.
 */
export function emUso(err: unknown, naoPodeSerExcluido: string): unknown {
  const tabela = tabelaQueReferencia(err);
  if (tabela === null) return err;
  const nome = TABELA_LABEL[tabela] ?? tabela.replaceAll('_', ' ');
  return conflict(`${naoPodeSerExcluido}: ainda há registros de ${nome} vinculados.`);
}
