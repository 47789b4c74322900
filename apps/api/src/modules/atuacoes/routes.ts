import { ATUACAO_ORDENS, atuacaoDetalheSchema, atuacaoInputSchema, atuacaoSchema, direcaoOrdenacaoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, jsonPronto, mensagem, paginado, paginaQuery } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createAtuacao, getAtuacao, listAtuacoes, removeAtuacao, updateAtuacao } from './service.js';

/** `varas`: how many varas the atuação has; in the list only with comVaras. */
const atuacaoLista = atuacaoSchema.extend({ varas: atuacaoSchema.shape.varas.optional() });

const listaQuery = paginaQuery.extend({
  id: idParam.shape.id.optional(),
  nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
  // The spec gives only orderBy (§7): the direction; orderField is the same style as comarca and vara.
  orderField: z.enum(ATUACAO_ORDENS, { error: 'Ordenação inválida.' }).default('ordem'),
  orderBy: direcaoOrdenacaoSchema,
  comVaras: flag,
});

/** Área de atuação register (cadastros-relatorios §2.8, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['ATUACAO_READ', 'ATUACAO_ENUMERATE'] };

export const atuacaoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/atuacao', {
    schema: {
      tags: ['atuacao'],
      summary: 'Atuações por ordem e nome; comVaras acrescenta o número de varas de cada uma',
      querystring: listaQuery,
      response: { 200: paginado(atuacaoLista) },
    },
    // The organisation chart is open to any staff session: the vara form selects atuações from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req, reply) => jsonPronto(reply, await listAtuacoes(db, req.contexto, req.query)),
  });

  app.get('/atuacao/:id', {
    schema: { tags: ['atuacao'], params: idParam, response: { 200: atuacaoDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'atuacao' },
    handler: async (req) => getAtuacao(db, req.params.id),
  });

  app.post('/atuacao', {
    schema: { tags: ['atuacao'], body: atuacaoInputSchema, response: { 201: registroOuResumo(atuacaoDetalheSchema) } },
    config: { acesso: { todas: ['ATUACAO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createAtuacao(db, req.contexto, req.body)),
  });

  app.put('/atuacao/:id', {
    schema: { tags: ['atuacao'], params: idParam, body: comVersao(atuacaoInputSchema), response: { 200: registroOuResumo(atuacaoDetalheSchema) } },
    config: { acesso: { todas: ['ATUACAO_UPDATE'] }, leitura: LEITURA, recurso: 'atuacao' },
    handler: async (req) => updateAtuacao(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/atuacao/:id', {
    schema: { tags: ['atuacao'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['ATUACAO_DELETE'] }, recurso: 'atuacao' },
    handler: async (req) => {
      await removeAtuacao(db, req.contexto, req.params.id);
      return { message: 'Atuação Removida.' };
    },
  });
};
