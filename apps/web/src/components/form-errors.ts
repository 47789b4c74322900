import type { ZodType } from 'zod';
import { ApiError } from '../lib/api-client';

type Renomear = Record<string, string>;

const campoDo = (path: string, renomear: Renomear) => renomear[path] ?? renomear[path.split('.')[0]!] ?? path;

/**
 * The form errors of a zod schema, first message per field. `renomear` maps schema paths to form fields where
 * the form holds a value differently (papel.id → papelId).
 */
export function schemaErrors(schema: ZodType, value: unknown, renomear: Renomear = {}): Record<string, string> {
  const r = schema.safeParse(value);
  if (r.success) return {};
  const erros: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const campo = campoDo(issue.path.map(String).join('.'), renomear);
    erros[campo] ??= issue.message;
  }
  return erros;
}

/** The server's field errors (400 fieldErrors) as form errors, or null when the error has none. */
export function serverFieldErrors(err: unknown, renomear: Renomear = {}): Record<string, string> | null {
  if (!(err instanceof ApiError) || !err.fieldErrors) return null;
  const erros: Record<string, string> = {};
  for (const [path, mensagens] of Object.entries(err.fieldErrors)) {
    if (mensagens[0]) erros[campoDo(path, renomear)] ??= mensagens[0];
  }
  return erros;
}

/**
 * A save mutation's onError: the server's field errors go onto the form's fields (the toast comes from the
 * mutation cache). Returns them, or null, for a form that also reacts (e.g. opens the tab holding the first).
 */
export function erroNosCampos(form: { setErrors: (erros: Record<string, string>) => void }, renomear: Renomear = {}) {
  return (err: unknown) => {
    const erros = serverFieldErrors(err, renomear);
    if (erros) form.setErrors(erros);
    return erros;
  };
}
