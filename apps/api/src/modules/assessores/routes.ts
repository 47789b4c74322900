import { ASSESSOR_LISTA_TAKE_PAGINADO, assessorDetalheSchema, assessorInputSchema, assessorResumoSchema, onlyDigits, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createAssessor, getAssessor, listAssessores, removeAssessor, updateAssessor } from './service.js';


/** A checkbox of the list: absent takes the default, 'true'/'1' is on, anything else off. */
const marcador = (padrao: boolean) =>
  z
    .union([z.boolean(), textoSchema()])
    .optional()
    .transform((v) => (v === undefined ? padrao : v === true || v === 'true' || v === '1'));

const listaQuery = paginaQuery.extend({
  take: paginaQuery.shape.take.unwrap().default(ASSESSOR_LISTA_TAKE_PAGINADO),
  ativos: marcador(true),
  inativos: marcador(false),
  nome: textoSchema().max(60, 'A busca por nome aceita no máximo 60 caracteres.').optional(),
  cpf: textoSchema()
    .max(14, 'A busca por CPF aceita no máximo 11 dígitos.')
    .transform(onlyDigits)
    .refine((d) => d.length <= 11, 'A busca por CPF aceita no máximo 11 dígitos.')
    .optional(),
  orderBy: z.enum(['nome', 'cpf']).default('nome'),
  orderDirection: z.enum(['asc', 'desc']).default('asc'),
});

/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['ASSESSOR_READ', 'ASSESSOR_ENUMERATE'] };

export const assessorRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/assessor', {
    schema: {
      tags: ['assessor'],
      summary: 'Lista de assessores: ativos (padrão) e/ou inativos; a tela pede 10000 sem Paginar e 20 com',
      querystring: listaQuery,
      response: { 200: paginado(assessorResumoSchema) },
    },
    config: { acesso: { todas: ['ASSESSOR_ENUMERATE'] } },
    // The page comes written by PostgreSQL (ADR 059).
    handler: async (req, reply) => jsonPronto(reply, await listAssessores(db, req.contexto, req.query)),
  });

  app.get('/assessor/:id', {
    schema: { tags: ['assessor'], params: idParam, response: { 200: assessorDetalheSchema } },
    // The list already shows these fields to ENUMERATE; the edit screen opens from it.
    config: { acesso: LEITURA, recurso: 'assessor' },
    handler: async (req) => getAssessor(db, req.params.id),
  });

  app.post('/assessor', {
    schema: { tags: ['assessor'], body: assessorInputSchema, response: { 201: registroOuResumo(assessorDetalheSchema) } },
    config: { acesso: { todas: ['ASSESSOR_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createAssessor(db, req.contexto, req.body)),
  });

  app.put('/assessor/:id', {
    schema: { tags: ['assessor'], params: idParam, body: comVersao(assessorInputSchema.safeExtend({ id: z.number().optional() })), response: { 200: registroOuResumo(assessorDetalheSchema) } },
    // cadastros-relatorios §6: 'assessor edit uses ASSESSOR_CREATE'; ASSESSOR_UPDATE, from the catalogue, too.
    config: { acesso: { alguma: ['ASSESSOR_CREATE', 'ASSESSOR_UPDATE'] }, leitura: LEITURA, recurso: 'assessor' },
    handler: async (req) => updateAssessor(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/assessor/:id', {
    schema: { tags: ['assessor'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ASSESSOR_DELETE'] }, recurso: 'assessor' },
    handler: async (req) => {
      await removeAssessor(db, req.contexto, req.params.id);
      return { message: 'Assessor removido.' };
    },
  });
};
