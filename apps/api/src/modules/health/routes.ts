import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { verificarBanco, verificarProntidao } from './service.js';

const database = z.enum(['pglite', 'postgresql']);

/**
 * Health of the server (ADR 028). `/api/health`: the process and its database, queried under a short deadline.
 * `/api/health?pronto`: ready for traffic (for load balancers): the database answers and is fully migrated.
 * Either answers 503 with the reason (`motivo`) when it is not.
 */
export const healthRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', {
    schema: {
      tags: ['sistema'],
      summary: 'Saúde do servidor e do banco de dados; com ?pronto, se a instância está pronta para receber tráfego',
      querystring: z.object({ pronto: z.enum(['', '1', 'true'], { error: 'Use /api/health ou /api/health?pronto.' }).optional() }),
      response: {
        200: z.object({ status: z.literal('ok'), database }),
        503: z.object({ status: z.literal('indisponivel'), database, motivo: z.string() }),
      },
    },
    config: { acesso: 'publico' },
    handler: async (req, reply) => {
      const { motivo, erro } = req.query.pronto === undefined ? await verificarBanco(db) : await verificarProntidao(db);
      // A probe must see the state of now, never a proxy's copy.
      reply.header('Cache-Control', 'no-store');
      if (!motivo) return { status: 'ok' as const, database: db.kind };
      // Drizzle's own message is "Failed query: ..."; the driver's cause says what happened.
      const causa = erro instanceof Error ? ((erro.cause as Error | undefined) ?? erro).message : undefined;
      req.log.warn({ motivo, causa }, 'verificação de saúde falhou');
      return reply.status(503).send({ status: 'indisponivel' as const, database: db.kind, motivo });
    },
  });
};
