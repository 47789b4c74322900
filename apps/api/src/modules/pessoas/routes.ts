import { buscaPessoaSchema, pessoaDetalheSchema, pessoaInputSchema, pessoaResumoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createPessoa, getPessoa, listPessoas, removePessoa, updatePessoa } from './service.js';

/** The detail sends phones, address and each profile only when asked for (comTelefone, comEndereco, comUsuario, ...). */
const pessoaDetalhe = pessoaDetalheSchema.partial({ telefone: true, celular: true, endereco: true, usuario: true, defensor: true, estagiario: true });

const listaQuery = paginaQuery.extend({
  ...buscaPessoaSchema.shape,
  orderBy: z.enum(['nome', 'cpf'], { error: 'Ordenação inválida.' }).default('nome'),
  comEstagiario: flag,
  isDefensor: flag,
  isEstagiario: flag,
  isUsuario: flag,
  inativos: flag,
});

const detalheQuery = z.object({ comTelefone: flag, comEndereco: flag, comUsuario: flag, comDefensor: flag, comEstagiario: flag });

/** Pessoa register (cadastros-relatorios §2.9, §7). The list needs USUARIO_READ (§6); profiles check their own. */
export const pessoaRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/pessoa', {
    schema: { tags: ['pessoa'], querystring: listaQuery, response: { 200: paginado(pessoaResumoSchema) } },
    config: { acesso: { todas: ['USUARIO_READ'] } },
    handler: async (req) => listPessoas(db, req.contexto, req.query),
  });

  app.get('/pessoa/:id', {
    schema: { tags: ['pessoa'], params: idParam, querystring: detalheQuery, response: { 200: pessoaDetalhe } },
    config: { acesso: { todas: ['USUARIO_READ'] }, recurso: 'pessoa' },
    handler: async (req) => getPessoa(db, req.params.id, req.query),
  });

  app.post('/pessoa', {
    schema: { tags: ['pessoa'], body: pessoaInputSchema, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: { todas: ['USUARIO_CREATE'] } },
    handler: async (req, reply) => {
      const id = await createPessoa(db, req.contexto, req.body);
      return reply.status(201).send({ id, message: `Cadastro de ${req.body.nome} realizado com sucesso.` });
    },
  });

  app.put('/pessoa/:id', {
    schema: { tags: ['pessoa'], params: idParam, body: comVersao(pessoaInputSchema.extend({ id: z.number().optional() })), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['USUARIO_UPDATE'] }, recurso: 'pessoa' },
    handler: async (req) => {
      const versao = await updatePessoa(db, req.contexto, req.params.id, req.body);
      return { message: `Cadastro de ${req.body.nome} atualizado com sucesso.`, versao };
    },
  });

  app.delete('/pessoa/:id', {
    schema: { tags: ['pessoa'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['USUARIO_DELETE'] }, recurso: 'pessoa' },
    handler: async (req) => {
      await removePessoa(db, req.contexto, req.params.id);
      return { message: 'Pessoa removida com sucesso.' };
    },
  });
};
