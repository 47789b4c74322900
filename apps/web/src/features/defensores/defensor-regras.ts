import { formatData, onlyDigits } from '@sgi/domain';

/**
 * The list's filter box (cadastros-relatorios §2.1): text made of digits (a CPF, with or without its mask)
 * searches the CPF, anything else the name. Blank searches nothing.
 */
export function filtroDefensor(texto: string): { cpf: string } | { nome: string } | Record<string, never> {
  const t = texto.trim();
  if (!t) return {};
  if (/^[\d.\-\s]+$/.test(t) && /\d/.test(t)) return { cpf: onlyDigits(t) };
  return { nome: t };
}

/**
 * The exoneration confirmation (cadastros-relatorios §4) is asked only when a saved defender that had no
 * exoneration date gets one; a new record has no placements to end (ADR 015).
 */
export function pedeConfirmacaoExoneracao(anterior: { data_exoneracao: string | null } | null, nova: string | null): boolean {
  return anterior !== null && !anterior.data_exoneracao && !!nova;
}

export const mensagemExoneracao = (data: string) =>
  `Confirmar a exoneração em ${formatData(data)}? As lotações posteriores a essa data serão encerradas nela.`;
