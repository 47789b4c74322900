import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ESPERA_BANCO_INDISPONIVEL_S, MENSAGEM_BANCO_INDISPONIVEL, motivoBancoIndisponivel } from './banco-indisponivel.js';
import { AppError } from './errors.js';

interface PgLikeError {
  code?: string;
  constraint?: string;
}

function pgError(err: unknown): PgLikeError | null {
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  for (let e = err as (PgLikeError & { cause?: unknown }) | undefined, i = 0; e && i < 3; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return null;
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'O conteúdo enviado é grande demais.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'O arquivo enviado é grande demais (máximo de 10 MB).'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'O corpo da requisição não é um JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'O corpo da requisição está vazio.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'O envio deve ser multipart/form-data.'],
};

/**
 * Data the database refused is bad input, never a 500 (ADR 027): SQLSTATE class 22 (data exception: a value too
 * long, out of range, of a bad format or encoding, a NUL) and class 23 (integrity constraint) other than the unique
 * and foreign-key violations mapped to 409 above it (not null, check, exclusion). PGlite answers the same codes.
 */
const MENSAGEM_DADO_RECUSADO: Record<string, string> = {
  '22': 'Valor fora do formato ou do tamanho permitido.',
  '23': 'Os dados enviados não atendem às regras do cadastro.',
};

/** One error handler (STYLE "Errors"): safe pt-BR message out, internal detail only in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const v of err.validation) {
        const campo = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[campo] ??= []).push(v.message ?? 'Valor inválido.');
      }
      const first = err.validation[0]?.message ?? 'Dados inválidos.';
      return reply.status(400).send({ message: first, fieldErrors });
    }
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ message: err.message, ...(err.fieldErrors && { fieldErrors: err.fieldErrors }), ...err.extra });
    }
    const indisponivel = motivoBancoIndisponivel(err);
    if (indisponivel) {
      // The reason alone: the driver's error message would carry the query and its parameters.
      request.log.warn({ motivo: indisponivel }, 'banco de dados indisponível');
      return reply.status(503).header('Retry-After', String(ESPERA_BANCO_INDISPONIVEL_S)).send({ message: MENSAGEM_BANCO_INDISPONIVEL });
    }
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    const pg = pgError(err);
    if (pg?.code === '23505') return reply.status(409).send({ message: 'Já existe um registro com esses dados.' });
    if (pg?.code === '23503') {
      return reply.status(409).send({ message: 'O registro está em uso por outros cadastros e não pode ser alterado assim.' });
    }
    const dadoRecusado = pg?.code ? MENSAGEM_DADO_RECUSADO[pg.code.slice(0, 2)] : undefined;
    if (dadoRecusado) {
      // The code alone: the driver's message and detail quote the value and the query.
      request.log.warn({ sqlstate: pg!.code, constraint: pg!.constraint }, 'dado recusado pelo banco');
      return reply.status(400).send({ message: dadoRecusado });
    }
    if (err.statusCode === 429) return reply.status(429).send({ message: 'Muitas requisições. Aguarde e tente novamente.' });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ message: 'Requisição inválida.' });
    }
    request.log.error({ err, reqId: request.id, serialization: isResponseSerializationError(err) }, 'erro interno');
    return reply.status(500).send({ message: `Erro interno (código ${request.id}).` });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: 'Recurso não encontrado.' });
  });
}
