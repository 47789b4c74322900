import { clearSession, getToken } from './session';

/** An API error with the server's safe pt-BR message (or the catalogue's text for 401/403). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** the whole error answer, for a screen that branches on more than the message (e.g. versaoAtual of a 409) */
    readonly corpo?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const ACESSO_NEGADO = 'Acesso Negado!';
export const ERRO_DESCONHECIDO = 'Erro desconhecido';

/** A query string's values; a list repeats its key (`tipos=1&tipos=2`, as §7 sends the movement report's types). */
type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** the login call itself must not turn its 401 into a redirect */
  semRedirecionar401?: boolean;
  signal?: AbortSignal;
  /** 'blob' for a file download: a successful answer resolves to its Blob instead of parsed JSON */
  resposta?: 'json' | 'blob';
}

/** Where a 401 sends the user: replaced in tests; the app installs the router's navigation. */
let aoExpirar: () => void = () => {
  window.location.assign('/login');
};
export const setAoExpirar = (fn: () => void) => {
  aoExpirar = fn;
};

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (Array.isArray(v)) for (const x of v as readonly (string | number)[]) params.append(k, String(x));
    else if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return `/api/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
}

/**
 * The one API client (DESIGN §9): adds the bearer token, turns 401 into a redirect to login and 403 into
 * 'Acesso Negado!', and gives every other error the server's message.
 */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
  const multipart = opts.body instanceof FormData;
  if (opts.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Não foi possível falar com o servidor. Verifique sua conexão.');
  }
  if (res.ok && opts.resposta === 'blob') return (await res.blob()) as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (res.ok) return data as T;
  const body = (data ?? {}) as { message?: string; fieldErrors?: Record<string, string[]> };
  if (res.status === 401 && !opts.semRedirecionar401) {
    clearSession();
    aoExpirar();
    throw new ApiError(401, body.message ?? 'Sessão expirada. Entre novamente.');
  }
  if (res.status === 403) throw new ApiError(403, ACESSO_NEGADO);
  throw new ApiError(res.status, body.message ?? '', body.fieldErrors, data);
}

/** The toast text for an error: the server's message, else the screen's fallback, else 'Erro desconhecido'. */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return err.message || fallback || ERRO_DESCONHECIDO;
  return ERRO_DESCONHECIDO;
}
