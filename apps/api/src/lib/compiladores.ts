import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The `schemaController` option of every fastify instance SGI makes: routes validate and serialize with their zod
 * schemas. Given when the instance is made, rather than set on it afterwards, fastify never loads its default
 * compilers — @fastify/ajv-compiler and fast-json-stringify, with three copies of ajv among them — that no route uses
 * (issue 12: the server's memory at rest). fastify types these factories after ajv's; the zod compilers take the
 * route's schema instead, hence the cast.
 */
export const compiladoresZod = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
