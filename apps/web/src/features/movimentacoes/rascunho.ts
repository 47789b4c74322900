import type { MovimentacaoValores } from './movimentacao-form';

/**
 * The draft of an unsaved movement form (issue 15), in the browser's local storage: what was typed survives a reload,
 * a closed tab or a lost session, and comes back when the same defender, month and place are opened again. A saved
 * movement's edits are kept under its id, with the version they were typed on: a draft of an older version is not
 * restored over changes made since.
 */
const PREFIXO = 'sgi.movimentacao.rascunho.';

export interface Rascunho {
  valores: MovimentacaoValores;
  salvoEm: string;
  /** the version the edits were typed on; absent for a new movement */
  versao?: number;
}

/** The draft's key: a saved movement by id; a new one by defender, month and place (defensoria d{id} or núcleo n{id}). */
export function chaveDoRascunho(a: { id: number } | { defensor: number; referencia: string; ehnucleo: boolean; local: string | null }): string | null {
  if ('id' in a) return `${PREFIXO}${a.id}`;
  if (!a.local || !a.referencia) return null;
  return `${PREFIXO}novo.${a.defensor}.${a.referencia}.${a.ehnucleo ? 'n' : 'd'}${a.local}`;
}

export function lerRascunho(chave: string | null, versao?: number): Rascunho | null {
  if (!chave) return null;
  try {
    const r = JSON.parse(localStorage.getItem(chave) ?? 'null') as Rascunho | null;
    if (!r || typeof r !== 'object' || !r.valores || !Array.isArray(r.valores.registros)) return null;
    if (versao !== undefined && r.versao !== versao) return null;
    return r;
  } catch {
    return null;
  }
}

export function guardarRascunho(chave: string | null, valores: MovimentacaoValores, versao?: number): void {
  if (!chave) return;
  try {
    localStorage.setItem(chave, JSON.stringify({ valores, salvoEm: new Date().toISOString(), ...(versao !== undefined && { versao }) } satisfies Rascunho));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function descartarRascunho(chave: string | null): void {
  if (chave) localStorage.removeItem(chave);
}

/** The month filter of the movement list, remembered between visits (issue 15). */
const CHAVE_MES = 'sgi.movimentacoes.referencia';
export const mesLembrado = (): string | null => localStorage.getItem(CHAVE_MES);
export const lembrarMes = (mes: string | null) => (mes ? localStorage.setItem(CHAVE_MES, mes) : localStorage.removeItem(CHAVE_MES));
