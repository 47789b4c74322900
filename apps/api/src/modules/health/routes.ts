import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

export const healthRoutes = (database: Database): FastifyPluginAsyncZod => async (app) => {
  app.get('/health', {
    schema: {
      tags: ['sistema'],
      summary: 'Saúde do servidor e tipo de banco de dados',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) }) },
    },
    config: { acesso: 'publico' },
    handler: async () => {
      await database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: database.kind };
    },
  });
};
