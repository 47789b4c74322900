import { emailSaidaSchema, STATUS_EMAIL } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { pagina, paginaQuery, paginado } from '../../lib/pagination.js';
import { mascararSegredo } from './outbox.js';
import { emailSaida } from './table.js';

export const emailRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/caixa-saida', {
    schema: {
      tags: ['sistema'],
      summary: 'Caixa de saída de e-mails (destinatário, assunto, corpo com códigos e links mascarados, situação)',
      querystring: paginaQuery.extend({
        status: z.enum(STATUS_EMAIL, { error: 'Situação inválida: use PENDENTE, ENVIANDO, ENVIADO ou FALHOU.' }).optional(),
      }),
      response: {
        200: paginado(emailSaidaSchema),
      },
    },
    config: { acesso: { todas: ['ADMIN_ACTIONS'] } },
    handler: async (req) => {
      const where = req.query.status ? eq(emailSaida.status, req.query.status) : undefined;
      const [rows, total] = await pagina(
        db.select().from(emailSaida).where(where).orderBy(desc(emailSaida.criadoEm), desc(emailSaida.id)).offset(req.query.skip).limit(req.query.take),
        db.select({ count: count() }).from(emailSaida).where(where),
      );
      const lista = rows.map((r) => ({
        id: r.id,
        destinatario: r.destinatario,
        assunto: r.assunto,
        // Codes and links are drawn only when sending (ADR 023): the stored body has a marker in their place.
        corpo: mascararSegredo(r.corpo),
        status: r.status,
        tentativas: r.tentativas,
        ultimoErro: r.ultimoErro,
        criadoEm: r.criadoEm.toISOString(),
        enviadoEm: r.enviadoEm?.toISOString() ?? null,
      }));
      return [lista, total] as [typeof lista, number];
    },
  });
};
