import { direcaoOrdenacaoSchema, textoSchema, VARA, VARA_ORDENS, varaDetalheSchema, varaInputSchema, varaSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createVara, getVara, listVaras, removeVara, updateVara } from './service.js';

/** A list row: atuação {id} (with nome under comAtuacao); `defensorias`, their number, under comDefensorias. */
/** The list row: the atuação's name and the count of defensorias only when asked for (comAtuacao, comDefensorias). */
const varaLista = varaSchema.extend({
  atuacao: z.object({ id: z.number(), nome: z.string().optional() }),
  defensorias: varaSchema.shape.defensorias.optional(),
});

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
    handler: async (req) => listVaras(db, req.contexto, req.query),
  });

  app.get('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, response: { 200: varaDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'vara' },
    handler: async (req) => getVara(db, req.params.id),
  });

  app.post('/vara', {
    schema: { tags: ['vara'], body: varaInputSchema, response: { 201: registroOuResumo(varaDetalheSchema) } },
    config: { acesso: { todas: ['VARA_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createVara(db, req.contexto, req.body)),
  });

  app.put('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, body: comVersao(varaInputSchema), response: { 200: registroOuResumo(varaDetalheSchema) } },
    config: { acesso: { todas: ['VARA_UPDATE'] }, leitura: LEITURA, recurso: 'vara' },
    handler: async (req) => updateVara(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/vara/:id', {
    schema: { tags: ['vara'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['VARA_DELETE'] }, recurso: 'vara' },
    handler: async (req) => {
      await removeVara(db, req.contexto, req.params.id);
      return { message: 'Vara Removida.' };
    },
  });
};
