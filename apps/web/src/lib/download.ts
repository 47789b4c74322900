import { api, ApiError, errorMessage, type RequestOptions } from './api-client';

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

/**
 * Downloads a file the API makes (GET `caminho` with the session) as `nome`. A failure reaches the error toast as
 * `erro(the server's message)` — 'Erro ao gerar PDF: {motivo}' by default; 401 and 403 keep the client's own handling.
 */
export async function baixarDaApi(
  caminho: string,
  nome: string,
  query?: RequestOptions['query'],
  erro: (motivo: string) => string = erroAoGerarPdf,
): Promise<void> {
  try {
    const blob = await api<Blob>(caminho, { ...(query && { query }), resposta: 'blob' });
    salvarNoNavegador(blob, nome);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) throw err;
    throw new ApiError(err instanceof ApiError ? err.status : 0, erro(errorMessage(err)));
  }
}

/** A PDF the API prints, saved as `nome` (baixarDaApi with the PDF's message). */
export const baixarPdfDaApi = (caminho: string, nome: string, query?: RequestOptions['query']) => baixarDaApi(caminho, nome, query);
