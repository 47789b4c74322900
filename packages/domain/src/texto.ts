import './zod-pt-br.js';
import { z } from 'zod';

/**
 * The one string rule of every input (ADR 027): no control character (Unicode Cc: C0, DEL and C1) reaches the
 * database, a log line or a PDF. NUL is never valid text (PostgreSQL refuses it in text); the others are
 * invisible, break exports and can forge log lines or terminal output. Only the multi-line fields (the
 * anotações, typed in a textarea) keep tab and line breaks.
 */
export const MENSAGEM_CARACTERE_DE_CONTROLE = 'Caracteres de controle não são permitidos.';

// Literal escapes on purpose: the regex source is also the `pattern` the OpenAPI document shows.
// eslint-disable-next-line no-control-regex
export const SEM_CARACTERE_DE_CONTROLE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex
export const SEM_CARACTERE_DE_CONTROLE_MULTILINHA = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

type TextoParams = Parameters<typeof z.string>[0];

/**
 * `z.string()` for anything a client sends (body, query, path, header): every input string starts here, and a
 * test over the OpenAPI document (apps/api/test/seguranca/textos.test.ts) refuses a route whose string does not.
 * The rule runs first and aborts, so a NUL answers its own message and nothing after it runs.
 */
export const textoSchema = (params?: TextoParams) =>
  z.string(params).regex(SEM_CARACTERE_DE_CONTROLE, { error: MENSAGEM_CARACTERE_DE_CONTROLE, abort: true });

/** textoSchema for a textarea: tab, line feed and carriage return are text there. */
export const textoMultilinhaSchema = (params?: TextoParams) =>
  z.string(params).regex(SEM_CARACTERE_DE_CONTROLE_MULTILINHA, { error: MENSAGEM_CARACTERE_DE_CONTROLE, abort: true });

/**
 * Names in pt-BR order (accents and case after the letters, as people read a list). One collator for every sort:
 * `a.localeCompare(b, 'pt-BR')` builds its own at each comparison, three times slower on a state's worth of names.
 */
export const compararPtBr: (a: string, b: string) => number = new Intl.Collator('pt-BR').compare;
