import { COMARCA_ORDENS, comarcaDetalheSchema, comarcaInputSchema, comarcaSchema, direcaoOrdenacaoSchema, refSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createComarca, getComarca, listComarcas, removeComarca, updateComarca } from './service.js';

/** A list row: the lists of what hangs on it only when asked for (comPredios, comDefensorias, comNucleos). */
const comarcaLista = comarcaSchema.extend({
  predios: z.array(refSchema).optional(),
  defensorias: z.array(refSchema).optional(),
  nucleos: z.array(refSchema).optional(),
});

const listaQuery = paginaQuery.extend({
  id: idParam.shape.id.optional(),
  nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
  orderField: z.enum(COMARCA_ORDENS, { error: 'Ordenação inválida.' }).default('ordem'),
  orderBy: direcaoOrdenacaoSchema,
  comPredios: flag,
  comDefensorias: flag,
  comNucleos: flag,
});

/** Comarca register (cadastros-relatorios §2.8, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['COMARCA_READ', 'COMARCA_ENUMERATE'] };

export const comarcaRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/comarca', {
    schema: {
      tags: ['comarca'],
      summary: 'Comarcas por ordem (ou orderField), com as listas de unidades, defensorias e núcleos quando pedidas',
      querystring: listaQuery,
      response: { 200: paginado(comarcaLista) },
    },
    // The organisation chart is open to any staff session: later forms select comarcas from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req, reply) => jsonPronto(reply, await listComarcas(db, req.contexto, req.query)),
  });

  app.get('/comarca/:id', {
    schema: { tags: ['comarca'], params: idParam, response: { 200: comarcaDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'comarca' },
    handler: async (req) => getComarca(db, req.params.id),
  });

  app.post('/comarca', {
    schema: { tags: ['comarca'], body: comarcaInputSchema, response: { 201: registroOuResumo(comarcaDetalheSchema) } },
    config: { acesso: { todas: ['COMARCA_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createComarca(db, req.contexto, req.body)),
  });

  app.put('/comarca/:id', {
    schema: { tags: ['comarca'], params: idParam, body: comVersao(comarcaInputSchema), response: { 200: registroOuResumo(comarcaDetalheSchema) } },
    config: { acesso: { todas: ['COMARCA_UPDATE'] }, leitura: LEITURA, recurso: 'comarca' },
    handler: async (req) => updateComarca(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/comarca/:id', {
    schema: { tags: ['comarca'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['COMARCA_DELETE'] }, recurso: 'comarca' },
    handler: async (req) => {
      await removeComarca(db, req.contexto, req.params.id);
      return { message: 'Comarca Removida.' };
    },
  });
};
