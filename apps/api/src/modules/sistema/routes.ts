import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';

const infoJson = z.object({
  /** HELP_URL: the external wiki the Ajuda link opens (cadastros-relatorios §9); null hides the link */
  ajuda: z.string().nullable(),
});

/**
 * What the screens need to know about this installation, read at run time so an operator changes it without a new
 * build (ADR 034). Public: the login page may show the Ajuda link too, and nothing here is secret.
 */
export const sistemaRoutes = (config: Config): FastifyPluginAsyncZod => async (app) => {
  app.get('/sistema/info', {
    schema: { tags: ['sistema'], summary: 'Configurações da instalação usadas pelas telas (endereço da Ajuda)', response: { 200: infoJson } },
    config: { acesso: 'publico' },
    handler: async () => ({ ajuda: config.helpUrl }),
  });
};
