import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { compiladoresZod } from './compiladores.js';

/**
 * The headers @fastify/helmet puts on an answer with these options, read once, at start, from a private instance:
 * what an answer carries with the plugin and not without it. The plugin (DESIGN §2) stays the one that decides the
 * headers; registered on the server itself, version 13 calls `helmet(options)` again on every request — every
 * middleware rebuilt and the CSP parsed each time — for headers that never change (ADR 043, revised).
 */
export async function cabecalhosDoHelmet(opcoes: FastifyHelmetOptions): Promise<Readonly<Record<string, string>>> {
  const sem = Fastify({ schemaController: compiladoresZod });
  const com = Fastify({ schemaController: compiladoresZod });
  await com.register(helmet, opcoes);
  for (const f of [sem, com]) f.get('/', () => 'ok');
  const [semHelmet, comHelmet] = await Promise.all([sem.inject('/'), com.inject('/')]);
  await Promise.all([sem.close(), com.close()]);
  const cabecalhos: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(comHelmet.headers)) {
    if (!(nome in semHelmet.headers) && typeof valor === 'string') cabecalhos[nome] = valor;
  }
  return Object.freeze(cabecalhos);
}
