import type { FastifyReply } from 'fastify';
import { dobrarTexto, textoSchema } from '@sgi/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/** skip/take of every list call (spec §7). take is capped so no request can ask for the whole table twice over. */
export const paginaQuery = z.object({
  skip: z.coerce.number().int().min(0, 'skip deve ser maior ou igual a 0.').default(0),
  take: z.coerce.number().int().min(1, 'take deve ser ao menos 1.').max(10000, 'take deve ser no máximo 10000.').default(20),
});

/** Query flags arrive as strings: 'true'/'1' are true, anything else false. */
export const flag = z
  .union([z.boolean(), textoSchema()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** A paged answer: the pair [objects, count] (spec §7). */
export const paginado = <T extends z.ZodType>(item: T) => z.tuple([z.array(item), z.number().int()]);

/** The answer of a list whose rows the caller reaches none of (lib/exigir-acesso.ts): no query at all. */
export const paginaVazia = (): [never[], number] => [[], 0];

/** Runs the page query and the count in parallel (DESIGN §5). */
export async function pagina<T>(rows: Promise<T[]>, count: Promise<{ count: number }[]>): Promise<[T[], number]> {
  const [lista, [total]] = await Promise.all([rows, count]);
  return [lista, Number(total?.count ?? 0)];
}

/** The answer's text of a list whose rows the caller reaches none of (paginaVazia, as JSON). */
export const PAGINA_VAZIA_JSON = '[[],0]';

/**
 * Runs a page PostgreSQL writes as JSON (ADR 059: `linhasEmJson`, or a statement answering `json`) and the count in
 * parallel: the answer's text [rows, count], for `jsonPronto`.
 */
export async function paginaEmJson(linhas: Promise<{ rows: { json: string }[] }>, count: Promise<{ count: number }[]>): Promise<string> {
  const [{ rows }, [total]] = await Promise.all([linhas, count]);
  return `[${rows[0]!.json},${Number(total?.count ?? 0)}]`;
}

/**
 * A JSON answer PostgreSQL already wrote (ADR 059), for the handler to return: Fastify sends a string as it is, past
 * the serializer, and compresses it like any other. Only for statements that name every field of the route's response
 * schema; their tests read the answer back through it. (Typed as the route's answer, which it is, as text.)
 */
export function jsonPronto<T>(reply: FastifyReply, texto: string): T {
  void reply.type('application/json; charset=utf-8');
  return texto as unknown as T;
}

const ID_INVALIDO = 'Identificador inválido.';
// { error } also covers a non-numeric id ('abc' coerces to NaN), which zod reports as a type error.
export const idParam = z.object({ id: z.coerce.number({ error: ID_INVALIDO }).int(ID_INVALIDO).positive(ID_INVALIDO).max(2147483647, ID_INVALIDO) });

export const mensagem = z.object({ message: z.string() });

/** A user's search text as an ILIKE pattern: % and _ typed by the user match themselves, not anything. */
export const contem = (termo: string) => `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Accents folded on both sides so 'defensoria civel' finds 'Defensoria Cível' and 'JOAO' finds 'João'. lower() alone
// folds only ASCII under the C collation (PGlite), hence translate first; the search text is folded by the domain's dobrarTexto.
const COM_ACENTO = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const SEM_ACENTO = 'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN';

/** The LIKE pattern of a search (what `contemPadrao` compares with): for a prepared list's placeholder. */
export const padraoDeBusca = (termo: string): string => contem(dobrarTexto(termo));

/** `coluna`, folded as the search is, LIKE a pattern of padraoDeBusca (a value, or a prepared query's placeholder). */
export const contemPadrao = (coluna: SQLWrapper, padrao: SQLWrapper | string): SQL =>
  sql`lower(translate(${coluna}, ${COM_ACENTO}, ${SEM_ACENTO})) like ${padrao}`;

/** Every list search (issue 11): `coluna` contains what the user typed, ignoring case and accents. */
export const contemTexto = (coluna: SQLWrapper, termo: string): SQL => contemPadrao(coluna, padraoDeBusca(termo));
