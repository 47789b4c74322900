/** The catalogue's text for a failed PDF (acesso-sessao §8): 'Erro ao gerar PDF: {motivo}'. */
export const erroAoGerarPdf = (motivo: string) => `Erro ao gerar PDF: ${motivo}`;

/**
 * Offers bytes fetched by the app (with the bearer token: the API never takes a token in a URL) to the browser
 * as a download under `nome`.
 */
export function salvarNoNavegador(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
