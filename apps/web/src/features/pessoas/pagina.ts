/** Page size of the pessoa card grid by window width (cadastros-relatorios §9). */
export function tamanhoPaginaPessoas(larguraJanela: number): number {
  if (larguraJanela >= 1400) return 22;
  if (larguraJanela >= 1200) return 15;
  if (larguraJanela >= 992) return 12;
  if (larguraJanela >= 768) return 10;
  return 6;
}

/** The pessoa pager's page numbers: from one before the current to two after it, within 1..total (§9). */
export function paginasPessoas(atual: number, totalPaginas: number): number[] {
  const inicio = Math.max(1, atual - 1);
  const fim = Math.min(totalPaginas, atual + 2);
  return Array.from({ length: Math.max(0, fim - inicio + 1) }, (_, i) => inicio + i);
}
