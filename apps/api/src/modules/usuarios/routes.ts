import { textoSchema, usuarioDetalheSchema, usuarioInputSchema, usuarioResumoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createUsuario, getUsuario, getUsuarioDaPessoa, listUsuarios, permissoesDoUsuario, removeUsuario, updateUsuario } from './service.js';


export const usuarioRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/usuario', {
    schema: {
      tags: ['usuario'],
      querystring: paginaQuery.extend({
        orderBy: z.enum(['nome', 'username', 'funcao', 'papel']).default('nome'),
        orderDirection: z.enum(['asc', 'desc']).default('asc'),
        nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
      }),
      response: { 200: paginado(usuarioResumoSchema) },
    },
    config: { acesso: { todas: ['USUARIO_ENUMERATE'] } },
    handler: async (req) => listUsuarios(db, req.contexto, req.query),
  });

  app.get('/usuario/:id', {
    schema: { tags: ['usuario'], params: idParam, response: { 200: usuarioDetalheSchema } },
    config: { acesso: { todas: ['USUARIO_READ'] }, recurso: 'usuario' },
    handler: async (req) => getUsuario(db, req.params.id),
  });

  app.get('/usuarioby/:id', {
    schema: { tags: ['usuario'], summary: 'Usuário de uma pessoa (id da pessoa)', params: idParam, response: { 200: usuarioDetalheSchema } },
    config: { acesso: { todas: ['USUARIO_READ'] }, recurso: 'usuario' },
    handler: async (req) => getUsuarioDaPessoa(db, req.params.id),
  });

  app.get('/auth/roles/:id', {
    schema: { tags: ['usuario'], summary: 'Permissões do papel de um usuário', params: idParam, response: { 200: z.array(z.string()) } },
    config: { acesso: { todas: ['USUARIO_READ'] }, recurso: 'usuario' },
    handler: async (req) => permissoesDoUsuario(db, req.params.id),
  });

  app.post('/usuario', {
    schema: { tags: ['usuario'], body: usuarioInputSchema, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: { todas: ['USUARIO_CREATE'] } },
    handler: async (req, reply) => {
      const id = await createUsuario(db, req.contexto, req.body);
      return reply.status(201).send({ id, message: 'Usuário cadastrado com sucesso.' });
    },
  });

  app.put('/usuario/:id', {
    schema: { tags: ['usuario'], params: idParam, body: comVersao(usuarioInputSchema.extend({ id: z.number().optional() })), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['USUARIO_UPDATE'] }, recurso: 'usuario' },
    handler: async (req) => {
      const versao = await updateUsuario(db, req.contexto, req.params.id, req.body);
      return { message: 'Usuário atualizado.', versao };
    },
  });

  app.delete('/usuario/:id', {
    schema: { tags: ['usuario'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['USUARIO_DELETE'] }, recurso: 'usuario' },
    handler: async (req) => {
      await removeUsuario(db, req.contexto, req.params.id);
      return { message: 'Usuário removido.' };
    },
  });
};
