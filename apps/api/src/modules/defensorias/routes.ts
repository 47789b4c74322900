import { DEFENSORIA_ORDENS, defensoriaDetalheSchema, defensoriaInputSchema, defensoriaLinhaSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createDefensoria, getDefensoria, listDefensorias, removeDefensoria, updateDefensoria } from './service.js';


const idFiltro = (mensagemErro: string) =>
  z.coerce.number({ error: mensagemErro }).int(mensagemErro).positive(mensagemErro).max(2147483647, mensagemErro).optional();
const ORDEM_INVALIDA = 'Ordenação inválida.';

/**
 * The spec's "where text filter on vara id, comarca id, name contains" (§7) as explicit parameters: vara, comarca
 * and nome (case- and accent-insensitive). orderField picks the column, orderBy the direction (as in estagiario).
 */
const listaQuery = paginaQuery.extend({
  vara: idFiltro('Vara inválida.'),
  comarca: idFiltro('Comarca inválida.'),
  nome: textoSchema().max(150, 'A busca aceita no máximo 150 caracteres.').optional(),
  orderField: z.enum(DEFENSORIA_ORDENS, { error: ORDEM_INVALIDA }).default('ordem'),
  orderBy: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: ORDEM_INVALIDA })).default('asc'),
});

/** Defensoria register (cadastros-relatorios §2.5, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE'] };

export const defensoriaRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/defensoria', {
    schema: {
      tags: ['defensoria'],
      summary: 'Defensorias por ordem, filtradas por vara, comarca e parte do nome',
      querystring: listaQuery,
      // lotacoes: how many active placements are current today (the list's Lotações column, ADR 020).
      response: { 200: paginado(defensoriaLinhaSchema) },
    },
    // The organisation chart is open to any staff session: later forms select defensorias from it (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req) => listDefensorias(db, req.contexto, req.query),
  });

  app.get('/defensoria/:id', {
    schema: { tags: ['defensoria'], params: idParam, response: { 200: defensoriaDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'defensoria' },
    handler: async (req) => getDefensoria(db, req.params.id),
  });

  app.post('/defensoria', {
    schema: { tags: ['defensoria'], body: defensoriaInputSchema, response: { 201: registroOuResumo(defensoriaDetalheSchema) } },
    config: { acesso: { todas: ['DEFENSORIA_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createDefensoria(db, req.contexto, req.body)),
  });

  app.put('/defensoria/:id', {
    schema: { tags: ['defensoria'], params: idParam, body: comVersao(defensoriaInputSchema), response: { 200: registroOuResumo(defensoriaDetalheSchema) } },
    config: { acesso: { todas: ['DEFENSORIA_UPDATE'] }, leitura: LEITURA, recurso: 'defensoria' },
    handler: async (req) => updateDefensoria(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/defensoria/:id', {
    schema: { tags: ['defensoria'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['DEFENSORIA_DELETE'] }, recurso: 'defensoria' },
    handler: async (req) => {
      await removeDefensoria(db, req.contexto, req.params.id);
      return { message: 'Defensoria removida.' };
    },
  });
};
