/**
 * Errors with a safe pt-BR message for the user; anything else becomes 500 'Erro interno'.
 * Services throw these; no route builds an error reply by hand.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
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
