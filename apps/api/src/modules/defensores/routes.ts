import { defensorDetalheSchema, defensorInputSchema, defensorResumoSchema, listaDefensoresSchema, refAtivoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createDefensor, getDefensor, listDefensores, opcoesDefensores, removeDefensor, updateDefensor } from './service.js';

/** The detail sends the address and the phone only when asked for (telefone, endereco). */
const defensorDetalhe = defensorDetalheSchema.partial({ endereco: true, telefone: true });

/** Defensor register (cadastros-relatorios §2.1, §6, §7). */
export const defensorRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/defensor', {
    schema: {
      tags: ['defensor'],
      querystring: paginaQuery.extend({ ...listaDefensoresSchema.shape, inativos: flag }),
      response: { 200: paginado(defensorResumoSchema) },
    },
    config: { acesso: { todas: ['DEFENSOR_ENUMERATE'] } },
    handler: async (req) => listDefensores(db, req.contexto, req.query),
  });

  app.get('/defensor/opcoes', {
    schema: {
      tags: ['defensor'],
      summary: 'Nomes de todos os defensores, para as seleções de outros cadastros',
      response: { 200: z.array(refAtivoSchema) },
    },
    // Names of the office's defenders are in every assignment table; CPF and dates stay behind DEFENSOR_ENUMERATE.
    config: { acesso: 'usuario' },
    handler: async (req) => opcoesDefensores(db, req.contexto),
  });

  app.get('/defensor/:id', {
    schema: {
      tags: ['defensor'],
      params: idParam,
      querystring: z.object({ telefone: flag, endereco: flag }),
      response: { 200: defensorDetalhe },
    },
    config: { acesso: { todas: ['DEFENSOR_READ'] }, recurso: 'defensor' },
    handler: async (req) => getDefensor(db, req.params.id, req.query),
  });

  app.post('/defensor', {
    schema: { tags: ['defensor'], body: defensorInputSchema, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: { todas: ['DEFENSOR_CREATE'] } },
    handler: async (req, reply) => {
      const id = await createDefensor(db, req.contexto, req.body);
      return reply.status(201).send({ id, message: 'Defensor cadastrado.' });
    },
  });

  app.put('/defensor/:id', {
    schema: { tags: ['defensor'], params: idParam, body: comVersao(defensorInputSchema), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['DEFENSOR_UPDATE'] }, recurso: 'defensor' },
    handler: async (req) => {
      const versao = await updateDefensor(db, req.contexto, req.params.id, req.body);
      return { message: 'Defensor atualizado.', versao };
    },
  });

  app.delete('/defensor/:id', {
    schema: { tags: ['defensor'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['DEFENSOR_DELETE'] }, recurso: 'defensor' },
    handler: async (req) => ({ message: await removeDefensor(db, req.contexto, req.params.id) }),
  });
};
