import { acessoSchema, dataIsoSchema, registroHistoricoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { paginaQuery, paginado } from '../../lib/pagination.js';
import { buscarAcessos, buscarHistorico, historicoDoRegistro } from './service.js';


const filtros = z.object({
  tabela: textoSchema().max(63).optional(),
  registro: textoSchema().max(40).optional(),
  criadopor: z.coerce.number().int().positive().optional(),
  data_inicial: dataIsoSchema.optional(),
  data_final: dataIsoSchema.optional(),
  // without their defaults: an absent skip/take is what selects the plain list of one record's history
  skip: paginaQuery.shape.skip.unwrap().optional(),
  take: paginaQuery.shape.take.unwrap().optional(),
  orderBy: z.enum(['asc', 'desc']).default('desc'),
  orderField: z.literal('criadoEm').optional(),
});

export const historicoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/historico', {
    schema: {
      tags: ['historico'],
      summary:
        'Histórico: com tabela e registro (sem skip/take) devolve a lista do registro; com skip/take devolve [registros, total] do log',
      querystring: filtros,
      response: { 200: z.union([z.array(registroHistoricoSchema), paginado(registroHistoricoSchema)]) },
    },
    // Row rule in the service: the table's READ or ENUMERATE permission, or ADMIN_ACTIONS.
    config: { acesso: 'usuario' },
    handler: async (req) => {
      const q = req.query;
      const s = req.contexto;
      if (q.tabela && q.registro && q.skip === undefined && q.take === undefined) {
        return historicoDoRegistro(db, s, { ...q, tabela: q.tabela, registro: q.registro });
      }
      const [rows, total] = await buscarHistorico(db, s, { ...q, skip: q.skip ?? 0, take: q.take ?? 20 });
      return [rows, total] as [typeof rows, number];
    },
  });

  app.get('/historico/acessos', {
    schema: {
      tags: ['historico'],
      summary: 'Registro de uso: entradas, falhas de login e acessos negados',
      querystring: paginaQuery.extend({
        data_inicial: dataIsoSchema.optional(),
        data_final: dataIsoSchema.optional(),
        tipo: textoSchema().max(30).optional(),
        username: textoSchema().max(60).optional(),
      }),
      response: {
        200: paginado(acessoSchema),
      },
    },
    config: { acesso: { todas: ['ADMIN_ACTIONS'] } },
    handler: async (req) => {
      const [rows, total] = await buscarAcessos(db, req.query);
      return [rows, total] as [typeof rows, number];
    },
  });
};
