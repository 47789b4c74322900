import { papelDetalheSchema, papelInputSchema, papelResumoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createPapel, getPapel, listPapeis, removePapel, updatePapel } from './service.js';


/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { todas: ['PAPEL_READ'] };

export const papelRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/papel', {
    schema: {
      tags: ['papel'],
      summary: 'Lista de papéis (a seleção do formulário de usuário também usa)',
      querystring: paginaQuery.extend({ id: z.coerce.number().int().positive().optional(), comPermissoes: flag, comUsuarios: flag }),
      response: { 200: paginado(papelResumoSchema) },
    },
    config: { acesso: { alguma: ['PAPEL_ENUMERATE', 'USUARIO_CREATE', 'USUARIO_UPDATE'] } },
    // The page comes written by PostgreSQL (ADR 059).
    handler: async (req, reply) => jsonPronto(reply, await listPapeis(db, req.contexto, req.query)),
  });

  app.get('/papel/:id', {
    schema: { tags: ['papel'], params: idParam, response: { 200: papelDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'papel' },
    handler: async (req) => getPapel(db, req.params.id),
  });

  app.post('/papel', {
    schema: { tags: ['papel'], body: papelInputSchema, response: { 201: registroOuResumo(papelDetalheSchema) } },
    config: { acesso: { todas: ['PAPEL_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createPapel(db, req.contexto, req.body)),
  });

  app.put('/papel/:id', {
    schema: { tags: ['papel'], params: idParam, body: comVersao(papelInputSchema.extend({ id: z.number().optional() })), response: { 200: registroOuResumo(papelDetalheSchema) } },
    config: { acesso: { todas: ['PAPEL_UPDATE'] }, leitura: LEITURA, recurso: 'papel' },
    handler: async (req) => updatePapel(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/papel/:id', {
    schema: { tags: ['papel'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['PAPEL_DELETE'] }, recurso: 'papel' },
    handler: async (req) => {
      await removePapel(db, req.contexto, req.params.id);
      return { message: 'Papel removido.' };
    },
  });
};
