import { DISTRITO, DISTRITO_ORDENS, distritoDetalheSchema, distritoInputSchema, distritoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { createDistrito, getDistrito, listDistritos, removeDistrito, updateDistrito } from './service.js';

/** The list row: the defensoria's name only with comDefensoria. */
// movimentacoes: the list's Movimentações column (§2.8), answered with comMovimentacoes.
const distritoJson = distritoSchema.extend({ defensoria: z.object({ id: z.number(), nome: z.string().optional() }), movimentacoes: z.number().optional() });

const idFiltro = (mensagemErro: string) =>
  z.coerce.number({ error: mensagemErro }).int(mensagemErro).positive(mensagemErro).max(2147483647, mensagemErro).optional();
const ORDEM_INVALIDA = 'Ordenação inválida.';

/**
 * cadastros-relatorios §7: skip, take (default 10, §9), id, comDefensoria, orderBy (direction), orderField
 * (column). defensoria narrows to one office's distritos (the movement form picks among them). comMovimentacoes
 * adds each distrito's count of movements (§2.8 Movimentações column).
 */
const listaQuery = paginaQuery.extend({
  take: paginaQuery.shape.take.unwrap().default(DISTRITO.paginaPadrao),
  id: idFiltro('Identificador inválido.'),
  defensoria: idFiltro('Defensoria inválida.'),
  comDefensoria: flag,
  comMovimentacoes: flag,
  orderField: z.enum(DISTRITO_ORDENS, { error: ORDEM_INVALIDA }).default('ordem'),
  orderBy: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: ORDEM_INVALIDA })).default('asc'),
});

/** Distrito register (cadastros-relatorios §2.8, §3, §7); permissions per ADR 019. */
/** Who may read the record: its GET, and the whole answer of its writes (lib/leitura). */
const LEITURA: Acesso = { alguma: ['DISTRITO_READ', 'DISTRITO_ENUMERATE'] };

export const distritoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/distrito', {
    schema: { tags: ['distrito'], summary: 'Distritos por ordem (10 por página)', querystring: listaQuery, response: { 200: paginado(distritoJson) } },
    // The organisation chart is open to any staff session: the movement form selects distritos (ADR 019).
    config: { acesso: 'usuario' },
    handler: async (req, reply) => jsonPronto(reply, await listDistritos(db, req.contexto, req.query)),
  });

  app.get('/distrito/:id', {
    schema: { tags: ['distrito'], params: idParam, response: { 200: distritoDetalheSchema } },
    config: { acesso: LEITURA, recurso: 'distrito' },
    handler: async (req) => getDistrito(db, req.params.id),
  });

  app.post('/distrito', {
    schema: { tags: ['distrito'], body: distritoInputSchema, response: { 201: registroOuResumo(distritoDetalheSchema) } },
    config: { acesso: { todas: ['DISTRITO_CREATE'] }, leitura: LEITURA },
    handler: async (req, reply) => reply.status(201).send(await createDistrito(db, req.contexto, req.body)),
  });

  app.put('/distrito/:id', {
    schema: { tags: ['distrito'], params: idParam, body: comVersao(distritoInputSchema), response: { 200: registroOuResumo(distritoDetalheSchema) } },
    config: { acesso: { todas: ['DISTRITO_UPDATE'] }, leitura: LEITURA, recurso: 'distrito' },
    handler: async (req) => updateDistrito(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/distrito/:id', {
    schema: { tags: ['distrito'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['DISTRITO_DELETE'] }, recurso: 'distrito' },
    handler: async (req) => {
      await removeDistrito(db, req.contexto, req.params.id);
      return { message: 'Distrito removido.' };
    },
  });
};
