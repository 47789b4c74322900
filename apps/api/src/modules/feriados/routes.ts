import { anoFeriadoSchema, dataIsoSchema, FERIADO, feriadoDetalheSchema, feriadoInputSchema, feriadoSchema, feriadosNacionaisInputSchema, MENSAGEM_ANO_FERIADO, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { registroOuResumo } from '../../lib/leitura.js';
import { idParam, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { consultarFeriado, createFeriado, createFeriadosNacionais, getFeriado, listFeriados, removeFeriado, updateFeriado } from './service.js';


const DEFENSORIA_INVALIDA = 'Defensoria inválida.';
const ID_INVALIDO = 'Identificador inválido.';

/**
 * cadastros-relatorios §7: skip, take (1000, or 20 when paging); `ano` keeps the blocks touching that year and `nome`
 * those whose title contains it, ignoring accents and case (both optional, ADR 032).
 */
const listaQuery = paginaQuery.extend({
  take: paginaQuery.shape.take.unwrap().default(FERIADO.listaTake),
  ano: z.coerce.number({ error: MENSAGEM_ANO_FERIADO }).pipe(anoFeriadoSchema).optional(),
  nome: textoSchema().max(FERIADO.nomeMax, `A busca aceita no máximo ${FERIADO.nomeMax} caracteres.`).optional(),
});

/** Without defensoria the placement is in a núcleo, which only general holidays cover (ADR 021). */
const consultaQuery = z.object({
  defensoria: z.coerce.number({ error: DEFENSORIA_INVALIDA }).int(DEFENSORIA_INVALIDA).positive(DEFENSORIA_INVALIDA).max(2147483647, DEFENSORIA_INVALIDA).optional(),
  data: textoSchema({ error: 'Informe a data (aaaa-mm-dd).' }).pipe(dataIsoSchema),
});
const consultaJson = z.object({ feriado: feriadoSchema.omit({ defensorias: true }).nullable() });

// The spec's PUT feriado carries the id in the body (§7); PUT feriado/{id} takes it from the path.
const corpoComId = z.intersection(
  z.object({ id: z.number({ error: ID_INVALIDO }).int(ID_INVALIDO).positive(ID_INVALIDO).max(2147483647, ID_INVALIDO) }),
  feriadoInputSchema,
);

// Holidays belong to the attendance-sheet module: FOLHA_* guards them (ADR 021).
const LER: Acesso = { alguma: ['FOLHA_READ', 'FOLHA_ENUMERATE'] };

/** Calendário de Bloqueios (cadastros-relatorios §2.13, §3, §7; ADR 021). */
export const feriadoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/feriado', {
    schema: { tags: ['feriado'], summary: 'Feriados e bloqueios, os mais recentes primeiro (1000, ou 20 por página), por ano e título', querystring: listaQuery, response: { 200: paginado(feriadoSchema) } },
    config: { acesso: LER },
    handler: async (req) => listFeriados(db, req.contexto, req.query),
  });

  app.get('/feriado/consulta', {
    schema: { tags: ['feriado'], summary: 'O feriado ou bloqueio de um dia para uma defensoria (sem defensoria: núcleo)', querystring: consultaQuery, response: { 200: consultaJson } },
    // Any staff screen that shows a day (the sheets) asks it: no personal data (ADR 021).
    config: { acesso: 'usuario' },
    handler: async (req) => ({ feriado: await consultarFeriado(db, req.query.defensoria ?? null, req.query.data) }),
  });

  app.get('/feriado/:id', {
    schema: { tags: ['feriado'], params: idParam, response: { 200: feriadoDetalheSchema } },
    config: { acesso: LER, recurso: 'feriado' },
    handler: async (req) => getFeriado(db, req.params.id),
  });

  app.post('/feriado', {
    schema: { tags: ['feriado'], body: feriadoInputSchema, response: { 201: registroOuResumo(feriadoDetalheSchema) } },
    config: { acesso: { todas: ['FOLHA_CREATE'] }, leitura: LER },
    handler: async (req, reply) => reply.status(201).send(await createFeriado(db, req.contexto, req.body)),
  });

  app.post('/feriado/nacionais', {
    schema: { tags: ['feriado'], summary: 'Cadastra os feriados nacionais do ano como feriados gerais', body: feriadosNacionaisInputSchema, response: { 200: mensagem } },
    config: { acesso: { todas: ['FOLHA_CREATE'] } },
    handler: async (req) => ({ message: await createFeriadosNacionais(db, req.contexto, req.body.ano) }),
  });

  app.put('/feriado', {
    schema: { tags: ['feriado'], body: comVersao(corpoComId), response: { 200: registroOuResumo(feriadoDetalheSchema) } },
    config: { acesso: { todas: ['FOLHA_UPDATE'] }, leitura: LER },
    handler: async (req) => updateFeriado(db, req.contexto, req.body.id, req.body),
  });

  app.put('/feriado/:id', {
    schema: { tags: ['feriado'], params: idParam, body: comVersao(feriadoInputSchema), response: { 200: registroOuResumo(feriadoDetalheSchema) } },
    config: { acesso: { todas: ['FOLHA_UPDATE'] }, leitura: LER, recurso: 'feriado' },
    handler: async (req) => updateFeriado(db, req.contexto, req.params.id, req.body),
  });

  app.delete('/feriado/:id', {
    schema: { tags: ['feriado'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['FOLHA_DELETE'] }, recurso: 'feriado' },
    handler: async (req) => {
      await removeFeriado(db, req.contexto, req.params.id);
      return { message: 'Feriado removido.' };
    },
  });
};
