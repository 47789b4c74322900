import { solarAtendimentosQuerySchema, TABELAS_SOLAR, tabelaSolarSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { relatorioDeAtendimentos, tabelaDoSolar } from './service.js';

/** The case system's attendance report and its lookup tables, through SGI (§2.18, §7; ADR 090), gated by SOLAR_ATENDIMENTOS (§6). */
export const solarRoutes = (config: Config): FastifyPluginAsyncZod => async (app) => {
  app.get('/solar/atendimentos', {
    schema: {
      tags: ['solar'],
      summary: 'Relatório de atendimentos do Solar (PDF), com os parâmetros do Solar; ids 0 e início 2000-01-01 por padrão',
      querystring: solarAtendimentosQuerySchema,
    },
    config: { acesso: { todas: ['SOLAR_ATENDIMENTOS'] } },
    handler: async (req, reply) => {
      const pdf = await relatorioDeAtendimentos(config, req.query);
      // inline: the screen shows it in its viewer (from a blob: URL); the sandbox keeps it from running as a page of ours.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', 'inline; filename="atendimentos-solar.pdf"')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(pdf);
    },
  });

  app.get('/solar/tabelas/:tabela', {
    schema: {
      tags: ['solar'],
      summary: 'Lista do Solar para os filtros: defensoria, defensor, servidor ou area',
      params: z.object({ tabela: z.enum(TABELAS_SOLAR, { error: 'Tabela do Solar desconhecida: use defensoria, defensor, servidor ou area.' }) }),
      response: { 200: tabelaSolarSchema },
    },
    config: { acesso: { todas: ['SOLAR_ATENDIMENTOS'] } },
    handler: async (req) => tabelaDoSolar(config, req.params.tabela),
  });
};
