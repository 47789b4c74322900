import { STATUS_TAREFA, tarefaSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { getTarefa, listTarefas, repetirTarefa } from './service.js';

/** Background jobs (ADR 029): the administrators' screen and the progress of a job for whoever asked for it. */
export const tarefaRoutes = (db: Db, aoEnfileirar: () => void): FastifyPluginAsyncZod => async (app) => {
  app.get('/tarefa', {
    schema: {
      tags: ['sistema'],
      summary: 'Tarefas em segundo plano, as mais recentes primeiro',
      querystring: paginaQuery.extend({
        status: z.enum(STATUS_TAREFA, { error: 'Situação inválida: use PENDENTE, EXECUTANDO, CONCLUIDA ou FALHOU.' }).optional(),
        tipo: textoSchema().max(40, 'Tipo inválido.').optional(),
      }),
      response: { 200: paginado(tarefaSchema) },
    },
    config: { acesso: { todas: ['ADMIN_ACTIONS'] } },
    handler: async (req) => listTarefas(db, req.contexto, req.query),
  });

  app.get('/tarefa/:id', {
    schema: { tags: ['sistema'], summary: 'Situação e progresso de uma tarefa (de quem a pediu, ou administrador)', params: idParam, response: { 200: tarefaSchema } },
    // Only its author or an administrator sees a job: for anyone else it does not exist (ADR 036).
    config: { acesso: 'usuario', recurso: 'tarefa' },
    handler: async (req) => getTarefa(db, req.params.id),
  });

  app.post('/tarefa/:id/repetir', {
    schema: { tags: ['sistema'], summary: 'Executa de novo uma tarefa que falhou', params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ADMIN_ACTIONS'] }, recurso: 'tarefa' },
    handler: async (req) => {
      await repetirTarefa(db, req.params.id);
      aoEnfileirar();
      return { message: 'Tarefa enviada para nova execução.' };
    },
  });
};
