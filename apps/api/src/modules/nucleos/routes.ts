import { nucleoDetalheSchema, nucleoInputSchema, nucleoMaxEstagiariosSchema, nucleoSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao, mensagemComVersao } from '../../lib/versao.js';
import { createNucleo, getNucleo, listNucleos, removeNucleo, updateMaxEstagiarios, updateNucleo } from './service.js';


const COMARCA_INVALIDA = 'Comarca inválida.';

/** Núcleo register (cadastros-relatorios §2.6, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['NUCLEO_READ', 'NUCLEO_ENUMERATE'] };

export const nucleoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/nucleo', {
    schema: {
      tags: ['nucleo'],
      summary: 'Núcleos por ordem e nome, opcionalmente de uma comarca',
      querystring: paginaQuery.extend({
        comarca: z.coerce.number({ error: COMARCA_INVALIDA }).int(COMARCA_INVALIDA).positive(COMARCA_INVALIDA).max(2147483647, COMARCA_INVALIDA).optional(),
        nome: textoSchema().max(60, 'A busca aceita no máximo 60 caracteres.').optional(),
      }),
      response: { 200: paginado(nucleoSchema) },
    },
    // The organisation chart is open to any staff session: later forms select núcleos from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req) => listNucleos(db, req.contexto, req.query),
  });

  app.get('/nucleo/:id', {
    schema: { tags: ['nucleo'], params: idParam, response: { 200: nucleoDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'nucleo' },
    handler: async (req) => getNucleo(db, req.params.id),
  });

  app.post('/nucleo', {
    schema: { tags: ['nucleo'], body: nucleoInputSchema, response: { 201: registroOuResumo(nucleoDetalheSchema) } },
    config: { acesso: { todas: ['NUCLEO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createNucleo(db, req.contexto, req.body)),
  });

  app.put('/nucleo/:id', {
    schema: { tags: ['nucleo'], params: idParam, body: comVersao(nucleoInputSchema), response: { 200: registroOuResumo(nucleoDetalheSchema) } },
    config: { acesso: { todas: ['NUCLEO_UPDATE'] }, leitura: LEITURA, recurso: 'nucleo' },
    handler: async (req) => updateNucleo(db, req.contexto, req.params.id, req.body),
  });

  app.patch('/nucleo/maxestagiarios', {
    schema: { tags: ['nucleo'], summary: 'Altera só o máximo de estagiários (0 a 100)', body: comVersao(nucleoMaxEstagiariosSchema), response: { 200: mensagemComVersao } },
    config: { acesso: { todas: ['NUCLEO_UPDATE'] } },
    handler: async (req) => {
      const versao = await updateMaxEstagiarios(db, req.contexto, req.body);
      return { message: 'Número de estagiários atualizado.', versao };
    },
  });

  app.delete('/nucleo/:id', {
    schema: { tags: ['nucleo'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['NUCLEO_DELETE'] }, recurso: 'nucleo' },
    handler: async (req) => {
      await removeNucleo(db, req.contexto, req.params.id);
      return { message: 'Núcleo removido.' };
    },
  });
};
