import { direcaoOrdenacaoSchema, textoSchema, VARA, VARA_ORDENS, varaInputSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { auditoriaSchema } from '../../lib/audit.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createVara, getVara, listVaras, removeVara, updateVara } from './service.js';

/** A list row: atuação {id} (with nome under comAtuacao); `defensorias`, their number, under comDefensorias. */
const varaLista = z.object({
  id: z.number(),
  ordem: z.number(),
  nome: z.string(),
  atuacao: z.object({ id: z.number(), nome: z.string().optional() }),
  defensorias: z.number().int().optional(),
});
const varaDetalhe = varaLista
  .extend({ atuacao: z.object({ id: z.number(), nome: z.string() }), defensorias: z.number().int() })
  .merge(auditoriaSchema);

const listaQuery = paginaQuery.extend({
  // §7, §9: the vara list pages by 10 unless asked otherwise.
  take: paginaQuery.shape.take.removeDefault().default(VARA.paginaPadrao),
  id: idParam.shape.id.optional(),
  atuacao: idParam.shape.id.optional(),
  nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
  orderField: z.enum(VARA_ORDENS, { error: 'Ordenação inválida.' }).default('ordem'),
  orderBy: direcaoOrdenacaoSchema,
  comAtuacao: flag,
  comDefensorias: flag,
});

/** Vara register (cadastros-relatorios §2.8, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['VARA_READ', 'VARA_ENUMERATE'] };

export const varaRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/vara', {
    schema: {
      tags: ['vara'],
      summary: 'Varas por ordem crescente (10 por página), opcionalmente de uma atuação; o formulário lê uma com id e take=1',
      querystring: listaQuery,
      response: { 200: paginado(varaLista) },
    },
    // The organisation chart is open to any staff session: the defensoria form selects varas from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req) => listVaras(db, req.query),
  });

  app.get('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, response: { 200: varaDetalhe } },
    config: { acesso: LEITURA },
    handler: async (req) => getVara(db, req.params.id),
  });

  app.post('/vara', {
    schema: { tags: ['vara'], body: varaInputSchema, response: { 201: registroOuResumo(varaDetalhe) } },
    config: { acesso: { todas: ['VARA_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createVara(db, req.contexto, req.body)),
  });

  app.put('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, body: comVersao(varaInputSchema), response: { 200: registroOuResumo(varaDetalhe) } },
    config: { acesso: { todas: ['VARA_UPDATE'] }, leitura: LEITURA },
    handler: async (req) => updateVara(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['VARA_DELETE'] } },
    handler: async (req) => {
      await removeVara(db, req.contexto, req.params.id);
      return { message: 'Vara Removida.' };
    },
  });
};
