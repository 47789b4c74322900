import { estagiarioDetalheSchema, estagiarioInputSchema, estagiarioResumoSchema, estagioDadosSchema, estagioInputSchema, estagioSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createEstagio, getEstagio, listEstagiosDoEstagiario, removeEstagio, updateEstagio } from './estagio-service.js';
import { getEstagiario, listEmailsEstagiarios, listEstagiarios } from './consultas.js';
import { createEstagiario, removeEstagiario, updateEstagiario } from './service.js';
import { gerarTermo } from './termo.js';

/** The detail sends the phones only when asked for (comTelefones). */
const estagiarioDetalhe = estagiarioDetalheSchema.partial({ telefone: true, celular: true });

const inclusoes = z.object({ comEstagios: flag, comAnexos: flag, comTelefones: flag });
const ORDEM_INVALIDA = 'Ordenação inválida.';
const listaQuery = paginaQuery.extend(inclusoes.shape).extend({
  inativos: flag,
  id: z.coerce.number().int().positive().optional(),
  orderField: z.enum(['data_inicio_estagio', 'nome', 'cpf', 'data_nascimento'], { error: ORDEM_INVALIDA }).default('data_inicio_estagio'),
  orderBy: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: ORDEM_INVALIDA })).default('asc'),
  nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
  cpf: textoSchema().max(14, 'A busca por CPF aceita no máximo 14 caracteres.').optional(),
});

// Reading one intern also serves whoever only lists them (the list's links open the form).
const LER: Acesso = { alguma: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'] };
/** The intern's own internships are also open to their sheet-link session, row by row (ADR 036). */
const LER_OU_PELO_LINK: Acesso = { alguma: ['ESTAGIARIO_READ', 'ESTAGIARIO_ENUMERATE'], folha: true };
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Interns and their internships (cadastros-relatorios §2.3, §3, §7), the e-mail list and the term. */
export const estagiarioRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/estagiario', {
    schema: { tags: ['estagiario'], querystring: listaQuery, response: { 200: paginado(estagiarioResumoSchema) } },
    config: { acesso: { todas: ['ESTAGIARIO_ENUMERATE'] } },
    handler: async (req) => listEstagiarios(db, req.contexto, req.query),
  });

  app.get('/estagiario/emails', {
    schema: {
      tags: ['estagiario'],
      summary: 'Lista de e-mails dos estagiários (ativos; todos com inativos)',
      querystring: z.object({ inativos: flag }),
      response: { 200: z.array(z.object({ nome: z.string(), email: z.string() })) },
    },
    config: { acesso: { todas: ['ESTAGIARIO_ENUMERATE'] } },
    handler: async (req) => listEmailsEstagiarios(db, req.contexto, req.query.inativos),
  });

  app.get('/estagiario/:id', {
    schema: { tags: ['estagiario'], params: idParam, querystring: inclusoes, response: { 200: estagiarioDetalhe } },
    config: { acesso: LER, recurso: 'estagiario' },
    handler: async (req) => getEstagiario(db, req.params.id, req.query),
  });

  app.post('/estagiario', {
    schema: { tags: ['estagiario'], body: estagiarioInputSchema, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: { todas: ['ESTAGIARIO_CREATE'] } },
    handler: async (req, reply) => {
      const id = await createEstagiario(db, req.contexto, req.body);
      return reply.status(201).send({ id, message: 'Estagiário Criado.' });
    },
  });

  app.put('/estagiario/:id', {
    schema: { tags: ['estagiario'], params: idParam, body: comVersao(estagiarioInputSchema), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['ESTAGIARIO_UPDATE'] }, recurso: 'estagiario' },
    handler: async (req) => {
      const versao = await updateEstagiario(db, req.contexto, req.params.id, req.body);
      return { message: 'Estagiário Atualizado.', versao };
    },
  });

  app.delete('/estagiario/:id', {
    schema: { tags: ['estagiario'], summary: 'Exclui o cadastro completo (estágios e anexos)', params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ESTAGIARIO_DELETE'] }, recurso: 'estagiario' },
    handler: async (req) => {
      await removeEstagiario(db, req.contexto, req.params.id);
      return { message: 'Estagiário removido.' };
    },
  });

  app.get('/estagio/lista/:id', {
    schema: { tags: ['estagio'], summary: 'Estágios de um estagiário (id do estagiário)', params: idParam, response: { 200: z.array(estagioSchema) } },
    // The intern is checked before the handler (recurso); the list applies the same rule to its rows.
    config: { acesso: LER_OU_PELO_LINK, recurso: 'estagiario' },
    handler: async (req) => listEstagiosDoEstagiario(db, req.contexto, req.params.id),
  });

  app.get('/estagio/:id', {
    schema: { tags: ['estagio'], params: idParam, response: { 200: estagioSchema } },
    config: { acesso: LER_OU_PELO_LINK, recurso: 'estagio' },
    handler: async (req) => getEstagio(db, req.params.id),
  });

  // Internships are part of the intern's register: writing them is updating the intern.
  app.post('/estagio', {
    schema: { tags: ['estagio'], body: estagioInputSchema, response: { 201: mensagem.extend({ id: z.number() }) } },
    config: { acesso: { todas: ['ESTAGIARIO_UPDATE'] } },
    handler: async (req, reply) => {
      const id = await createEstagio(db, req.contexto, req.body);
      return reply.status(201).send({ id, message: 'Estágio cadastrado.' });
    },
  });

  app.put('/estagio/:id', {
    schema: { tags: ['estagio'], params: idParam, body: comVersao(estagioDadosSchema), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['ESTAGIARIO_UPDATE'] }, recurso: 'estagio' },
    handler: async (req) => {
      const versao = await updateEstagio(db, req.contexto, req.params.id, req.body);
      return { message: 'Estágio atualizado.', versao };
    },
  });

  app.delete('/estagio/:id', {
    schema: { tags: ['estagio'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ESTAGIARIO_UPDATE'] }, recurso: 'estagio' },
    handler: async (req) => {
      await removeEstagio(db, req.contexto, req.params.id);
      return { message: 'Estágio removido.' };
    },
  });

  app.get('/estagio/:id/termo', {
    schema: { tags: ['estagio'], summary: 'Termo de compromisso de estágio (.docx)', params: idParam },
    config: { acesso: { todas: ['ESTAGIARIO_READ'] }, recurso: 'estagio' },
    handler: async (req, reply) => {
      const { arquivo, disposicao } = await gerarTermo(db, req.params.id);
      // Personal data: never kept by a shared cache.
      return reply.type(DOCX).header('Content-Disposition', disposicao).header('Cache-Control', 'no-store').send(arquivo);
    },
  });
};
