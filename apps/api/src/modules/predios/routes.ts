import { predioDetalheSchema, predioInputSchema, predioSchema, refSchema, setorSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createPredio, exigirPredio, getPredio, listPredios, removePredio, updatePredio } from './service.js';
import { buscarResponsaveis, listSetores } from './setores.js';


const BUSCA = textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional();

/** Prédio ('Unidade') register with its sectors (cadastros-relatorios §2.7, §3, §4, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['PREDIO_READ', 'PREDIO_ENUMERATE'] };

export const predioRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/predio', {
    schema: {
      tags: ['predio'],
      summary: 'Unidades por nome, com as contagens de defensorias e núcleos',
      querystring: paginaQuery.extend({ nome: BUSCA }),
      response: { 200: paginado(predioSchema) },
    },
    // The organisation chart is open to any staff session: later forms select buildings from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req) => listPredios(db, req.contexto, req.query),
  });

  app.get('/predio/responsaveis', {
    schema: {
      tags: ['predio'],
      summary: 'Pessoas para escolher como responsável de um setor (só id e nome)',
      querystring: z.object({ nome: BUSCA, take: z.coerce.number().int().min(1, 'take deve ser ao menos 1.').max(50, 'take deve ser no máximo 50.').default(20) }),
      response: { 200: z.array(refSchema) },
    },
    config: { acesso: { alguma: ['PREDIO_CREATE', 'PREDIO_UPDATE'] } },
    handler: async (req) => buscarResponsaveis(db, req.contexto, req.query),
  });

  app.get('/predio/:id', {
    schema: { tags: ['predio'], params: idParam, response: { 200: predioDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'predio' },
    handler: async (req) => getPredio(db, req.params.id),
  });

  app.get('/setores/:id', {
    schema: { tags: ['predio'], summary: 'Setores de uma unidade, por sigla', params: idParam, response: { 200: z.array(setorSchema) } },
    // A lookup list like the buildings themselves (placements choose a sector): any staff session.
    config: { acesso: 'usuario', recurso: 'predio' },
    handler: async (req) => {
      await exigirPredio(db, req.params.id);
      return listSetores(db, req.params.id);
    },
  });

  app.post('/predio', {
    schema: { tags: ['predio'], body: predioInputSchema, response: { 201: registroOuResumo(predioDetalheSchema) } },
    config: { acesso: { todas: ['PREDIO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createPredio(db, req.contexto, req.body)),
  });

  app.put('/predio/:id', {
    schema: {
      tags: ['predio'],
      summary: 'Salva a unidade com a lista completa de setores (sigla existente é atualizada, nova é incluída, ausente é excluída)',
      params: idParam,
      body: comVersao(predioInputSchema),
      response: { 200: mensagem },
    },
    config: { acesso: { todas: ['PREDIO_UPDATE'] }, recurso: 'predio' },
    handler: async (req) => {
      await updatePredio(db, req.contexto, req.params.id, req.body);
      return { message: 'Unidade atualizada.' };
    },
  });

  app.delete('/predio/:id', {
    schema: { tags: ['predio'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['PREDIO_DELETE'] }, recurso: 'predio' },
    handler: async (req) => {
      await removePredio(db, req.contexto, req.params.id);
      return { message: 'Unidade removida.' };
    },
  });
};
