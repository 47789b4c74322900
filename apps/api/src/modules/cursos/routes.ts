import { cursoDetalheSchema, cursoInputSchema, cursoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, jsonPronto, mensagem, paginado, paginaQuery } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createCurso, getCurso, listCursos, removeCurso, updateCurso } from './service.js';


/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { todas: ['CURSO_READ'] };

export const cursoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/curso', {
    schema: {
      tags: ['curso'],
      summary: 'Lista de cursos por nome (a seleção de curso do estágio também usa)',
      querystring: paginaQuery.extend({ nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional() }),
      response: { 200: paginado(cursoSchema) },
    },
    // The internship modal fills its course select with this list (cadastros-relatorios §2.3).
    config: { acesso: { alguma: ['CURSO_ENUMERATE', 'ESTAGIARIO_CREATE', 'ESTAGIARIO_UPDATE'] } },
    handler: async (req, reply) => jsonPronto(reply, await listCursos(db, req.contexto, req.query)),
  });

  app.get('/curso/:id', {
    schema: { tags: ['curso'], params: idParam, response: { 200: cursoDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'curso' },
    handler: async (req) => getCurso(db, req.params.id),
  });

  app.post('/curso', {
    schema: { tags: ['curso'], body: cursoInputSchema, response: { 201: registroOuResumo(cursoDetalheSchema) } },
    config: { acesso: { todas: ['CURSO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createCurso(db, req.contexto, req.body)),
  });

  app.put('/curso/:id', {
    schema: { tags: ['curso'], params: idParam, body: comVersao(cursoInputSchema.extend({ id: z.number().optional() })), response: { 200: registroOuResumo(cursoDetalheSchema) } },
    config: { acesso: { todas: ['CURSO_UPDATE'] }, leitura: LEITURA, recurso: 'curso' },
    handler: async (req) => updateCurso(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/curso/:id', {
    schema: { tags: ['curso'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['CURSO_DELETE'] }, recurso: 'curso' },
    handler: async (req) => {
      await removeCurso(db, req.contexto, req.params.id);
      return { message: 'Curso removido.' };
    },
  });
};
