import type { Modulo } from '@sgi/domain';

/**
 * What the browser keeps between visits: the opaque session token and the chosen module. Permissions are
 * never stored locally: they come from the server on every load (ADR 003), and the server is the control.
 */
const TOKEN = 'sgi.token';
const MODULO = 'sgi.modulo';

export const getToken = () => localStorage.getItem(TOKEN);
export const setToken = (token: string) => localStorage.setItem(TOKEN, token);

export function getModulo(): Modulo | null {
  const v = Number(localStorage.getItem(MODULO));
  return v === 1 || v === 2 || v === 3 ? v : null;
}
export const setModulo = (m: Modulo) => localStorage.setItem(MODULO, String(m));

export function clearSession() {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(MODULO);
}
