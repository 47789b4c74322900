import { defensorInputSchema, listaDefensoresSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { auditoriaSchema } from '../../lib/audit.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createDefensor, getDefensor, listDefensores, opcoesDefensores, removeDefensor, updateDefensor } from './service.js';

const texto = z.string().nullable();
const defensorResumo = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string(),
  titulo: texto,
  ativo: z.boolean(),
  data_admissao: texto,
  data_referencia: texto,
  data_exoneracao: texto,
});

/** cadastros-relatorios §3 Defensor, plus pessoaId (the form's history shows the pessoa too) and audit info. */
const defensorDetalhe = z
  .object({
    id: z.number(),
    pessoaId: z.number(),
    cpf: z.string(),
    titulo: texto,
    nome: z.string(),
    ativo: z.boolean(),
    data_nascimento: texto,
    email_pessoal: texto,
    email: texto,
    endereco: z.object({ cep: texto, cidade: texto, bairro: texto, logradouro: texto, complemento: texto, numero: texto }).optional(),
    telefone: z.object({ ddd: z.number().nullable(), numero: texto }).optional(),
    numero_oab: texto,
    matricula_defensoria: texto,
    data_admissao: texto,
    data_referencia: texto,
    anotacao: texto,
    data_exoneracao: texto,
  })
  .merge(auditoriaSchema);

/** Defensor register (cadastros-relatorios §2.1, §6, §7). */
export const defensorRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/defensor', {
    schema: {
      tags: ['defensor'],
      querystring: paginaQuery.extend({ ...listaDefensoresSchema.shape, inativos: flag }),
      response: { 200: paginado(defensorResumo) },
    },
    config: { acesso: { todas: ['DEFENSOR_ENUMERATE'] } },
    handler: async (req) => listDefensores(db, req.query),
  });

  app.get('/defensor/opcoes', {
    schema: {
      tags: ['defensor'],
      summary: 'Nomes de todos os defensores, para as seleções de outros cadastros',
      response: { 200: z.array(z.object({ id: z.number(), nome: z.string(), ativo: z.boolean() })) },
    },
    // Names of the office's defenders are in every assignment table; CPF and dates stay behind DEFENSOR_ENUMERATE.
    config: { acesso: 'usuario' },
    handler: async () => opcoesDefensores(db),
  });

  app.get('/defensor/:id', {
    schema: {
      tags: ['defensor'],
      params: idParam,
      querystring: z.object({ telefone: flag, endereco: flag }),
      response: { 200: defensorDetalhe },
    },
    config: { acesso: { todas: ['DEFENSOR_READ'] } },
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
    config: { acesso: { todas: ['DEFENSOR_UPDATE'] } },
    handler: async (req) => {
      const versao = await updateDefensor(db, req.contexto, req.params.id, req.body);
      return { message: 'Defensor atualizado.', versao };
    },
  });

  app.delete('/defensor/:id', {
    schema: { tags: ['defensor'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['DEFENSOR_DELETE'] } },
    handler: async (req) => ({ message: await removeDefensor(db, req.contexto, req.params.id) }),
  });
};
