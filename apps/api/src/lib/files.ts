import { createHash } from 'node:crypto';
import {
  ANEXO_TAMANHO_MAXIMO,
  extensaoDe,
  MENSAGEM_ARQUIVO_GRANDE,
  MENSAGEM_ARQUIVO_VAZIO,
  MENSAGEM_NENHUM_ARQUIVO,
  MENSAGEM_NOME_ARQUIVO_INVALIDO,
  MENSAGEM_PDF_ATIVO,
  MENSAGEM_PDF_NAO_VERIFICADO,
  MENSAGEM_TIPO_NAO_PERMITIDO,
  sanitizarNomeArquivo,
} from '@sgi/domain';
// Brings the request.parts() typing of @fastify/multipart (registered in app.ts).
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';
import { inspecionarPdf } from './files-pdf.js';
import { CONTENT_TYPE, EXTENSOES, identificarTipo } from './files-tipo.js';

/**
 * Limits of @fastify/multipart (registered in app.ts): one file of at most 10 MB, a few small text fields
 * (the spec's `data` JSON). Anything beyond is refused before it is held in memory.
 */
export const MULTIPART_LIMITES = { fileSize: ANEXO_TAMANHO_MAXIMO, files: 1, fields: 4, parts: 5, fieldSize: 64 * 1024 };

export interface Upload {
  conteudo: Buffer;
  /** the name the browser gave the file part (unsanitized) */
  nomeDoArquivo: string;
  /** text fields by name (the spec's `data`) */
  campos: Record<string, string>;
}

const ERROS_MULTIPART: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError(413, MENSAGEM_ARQUIVO_GRANDE),
  FST_FILES_LIMIT: () => badRequest('Envie um arquivo por vez.'),
  FST_PARTS_LIMIT: () => badRequest('O envio tem partes demais: mande apenas o arquivo (file) e os dados (data).'),
  FST_FIELDS_LIMIT: () => badRequest('O envio tem partes demais: mande apenas o arquivo (file) e os dados (data).'),
  FST_PROTO_VIOLATION: () => badRequest('Nome de campo não permitido.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError(415, 'O envio deve ser multipart/form-data.'),
};

/** Reads a multipart request: the one file part named `file` (in memory, within the limits) and the text fields. */
export async function lerUpload(req: FastifyRequest): Promise<Upload> {
  let arquivo: { conteudo: Buffer; nome: string } | null = null;
  const campos: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Every file part must be read to the end, or the parser waits for it forever.
        const conteudo = await part.toBuffer();
        if (part.fieldname !== 'file') throw badRequest('Envie o arquivo no campo "file".', { file: ['Envie o arquivo no campo "file".'] });
        arquivo = { conteudo, nome: part.filename };
      } else {
        if (part.valueTruncated) throw badRequest(`O campo "${part.fieldname}" é grande demais.`);
        campos[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const traduzido = code ? ERROS_MULTIPART[code] : undefined;
    throw traduzido ? traduzido() : err;
  }
  if (!arquivo) throw badRequest(MENSAGEM_NENHUM_ARQUIVO, { file: [MENSAGEM_NENHUM_ARQUIVO] });
  return { conteudo: arquivo.conteudo, nomeDoArquivo: arquivo.nome, campos };
}

export interface ArquivoValidado {
  filename: string;
  contentType: string;
  tamanho: number;
  sha256: string;
  conteudo: Buffer;
}

/**
 * Accepts a file only when its name is usable, it is not empty, and its CONTENT is one of the accepted kinds
 * with an extension of that kind (a PNG renamed .pdf, a plain zip renamed .docx, an executable renamed .jpg:
 * all 415), and a PDF has no active content (scripts, launch actions, embedded files) or objects it cannot check
 * (415 too, ADR 027). The stored type is the detected one, never the one the client claimed.
 */
export function validarArquivo(conteudo: Buffer, nomeInformado: string): ArquivoValidado {
  const filename = sanitizarNomeArquivo(nomeInformado);
  if (!filename) throw badRequest(MENSAGEM_NOME_ARQUIVO_INVALIDO, { filename: [MENSAGEM_NOME_ARQUIVO_INVALIDO] });
  if (conteudo.length === 0) throw badRequest(MENSAGEM_ARQUIVO_VAZIO, { file: [MENSAGEM_ARQUIVO_VAZIO] });
  if (conteudo.length > ANEXO_TAMANHO_MAXIMO) throw new AppError(413, MENSAGEM_ARQUIVO_GRANDE);
  const tipo = identificarTipo(conteudo);
  if (!tipo || !EXTENSOES[tipo].includes(extensaoDe(filename))) throw new AppError(415, MENSAGEM_TIPO_NAO_PERMITIDO);
  if (tipo === 'pdf') {
    const pdf = inspecionarPdf(conteudo);
    if (pdf === 'ativo') throw new AppError(415, MENSAGEM_PDF_ATIVO, { file: [MENSAGEM_PDF_ATIVO] });
    if (pdf === 'nao-verificavel') throw new AppError(415, MENSAGEM_PDF_NAO_VERIFICADO, { file: [MENSAGEM_PDF_NAO_VERIFICADO] });
  }
  return {
    filename,
    contentType: CONTENT_TYPE[tipo],
    tamanho: conteudo.length,
    sha256: createHash('sha256').update(conteudo).digest('hex'),
    conteudo,
  };
}

/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves alone but 5987 does not. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment; filename="ascii"; filename*=UTF-8''...`: always a download, never rendered inline in our origin.
 * The quoted fallback is plain printable ASCII without quotes or backslashes (accents dropped, others as '_'),
 * so no name can break out of the header; modern browsers use the UTF-8 form with the accents.
 */
export function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/** Sends a stored file with the headers that keep the browser from sniffing, rendering or caching it. */
export function enviarArquivo(reply: FastifyReply, a: { filename: string; contentType: string; arquivo: Buffer }) {
  return reply
    .header('Content-Type', a.contentType)
    .header('Content-Disposition', contentDisposition(a.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(a.arquivo);
}
