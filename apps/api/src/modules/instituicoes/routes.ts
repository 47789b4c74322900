import { instituicaoDetalheSchema, instituicaoInputSchema, instituicaoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createInstituicao, getInstituicao, listInstituicoes, removeInstituicao, updateInstituicao } from './service.js';


/**
 * Institutions have no permission resource of their own (cadastros-relatorios §2.19 puts their screens in the
 * main layout without a check): any staff session reads them; writing follows the intern permissions (ADR).
 */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = 'usuario';

export const instituicaoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/instituicao', {
    schema: {
      tags: ['instituicao'],
      summary: 'Instituições de ensino por ordem e razão social (a seleção do estágio também usa)',
      querystring: paginaQuery.extend({ razao_social: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional() }),
      response: { 200: paginado(instituicaoSchema) },
    },
    config: { acesso: 'usuario' },
    handler: async (req) => listInstituicoes(db, req.contexto, req.query),
  });

  app.get('/instituicao/:id', {
    schema: { tags: ['instituicao'], params: idParam, response: { 200: instituicaoDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'instituicao' },
    handler: async (req) => getInstituicao(db, req.params.id),
  });

  app.post('/instituicao', {
    schema: { tags: ['instituicao'], body: instituicaoInputSchema, response: { 201: registroOuResumo(instituicaoDetalheSchema) } },
    config: { acesso: { todas: ['ESTAGIARIO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createInstituicao(db, req.contexto, req.body)),
  });

  app.put('/instituicao/:id', {
    schema: {
      tags: ['instituicao'],
      params: idParam,
      body: comVersao(instituicaoInputSchema.extend({ id: z.number().optional() })),
      response: { 200: registroOuResumo(instituicaoDetalheSchema) },
    },
    config: { acesso: { todas: ['ESTAGIARIO_UPDATE'] }, leitura: LEITURA, recurso: 'instituicao' },
    handler: async (req) => updateInstituicao(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/instituicao/:id', {
    schema: { tags: ['instituicao'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ESTAGIARIO_DELETE'] }, recurso: 'instituicao' },
    handler: async (req) => {
      await removeInstituicao(db, req.contexto, req.params.id);
      return { message: 'Instituição removida.' };
    },
  });
};
