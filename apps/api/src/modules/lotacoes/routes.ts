import { dataIsoSchema, estagiarioOpcaoSchema, lotacaoDetalheSchema, lotacaoInputSchema, lotacaoSchema, refAtivoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type Acesso } from '../../lib/access.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { opcoesAssessores, opcoesEstagiarios } from './opcoes.js';
import { createLotacao, getLotacao, listLotacoes, removeLotacao, titularidadesEmJson, updateLotacao } from './service.js';

const ref = z.object({ id: z.number(), nome: z.string() });
const data = z.string().nullable();

const idFiltro = (campo: string) => {
  const m = `${campo} inválido.`;
  return z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m).optional();
};

const LER: Acesso = { alguma: ['LOTACAO_READ', 'LOTACAO_ENUMERATE'] };
// The form's selects: whoever may place people, or look at placements, sees their names (ADR 020).
const SELECIONAR: Acesso = { alguma: ['LOTACAO_CREATE', 'LOTACAO_UPDATE', 'LOTACAO_READ', 'LOTACAO_ENUMERATE'] };

// Fastify sends a string payload as it is: the warning text must go out as a JSON string, like the id or true.

/** Placements (cadastros-relatorios §2.10, §3 Lotacao, §7); rules and warnings in ADR 020. */
export const lotacaoRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/lotacao', {
    schema: {
      tags: ['lotacao'],
      summary: 'Lotações com filtros por pessoa, local, edição recente, ativas e vigentes',
      querystring: paginaQuery.extend({
        id_defensor: idFiltro('Defensor'),
        id_assessor: idFiltro('Assessor'),
        id_estagiario: idFiltro('Estagiário'),
        id_defensoria: idFiltro('Defensoria'),
        id_nucleo: idFiltro('Núcleo'),
        data_edicao: dataIsoSchema.optional(),
        somente_ativas: flag,
        vigente: flag,
        tipo_pessoa: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Tipo de pessoa inválido: 1, 2 ou 3.' })).optional(),
      }),
      response: { 200: paginado(lotacaoSchema) },
    },
    config: { acesso: { todas: ['LOTACAO_ENUMERATE'] } },
    handler: async (req) => listLotacoes(db, req.contexto, req.query),
  });

  app.get('/lotacao/opcoes/assessores', {
    schema: { tags: ['lotacao'], summary: 'Assessores para a seleção do vínculo', response: { 200: z.array(refAtivoSchema) } },
    config: { acesso: SELECIONAR },
    handler: async (req) => opcoesAssessores(db, req.contexto),
  });

  app.get('/lotacao/opcoes/estagiarios', {
    schema: {
      tags: ['lotacao'],
      summary: 'Estagiários com os seus estágios, para a seleção do vínculo',
      response: {
        200: z.array(estagiarioOpcaoSchema),
      },
    },
    config: { acesso: SELECIONAR },
    handler: async (req) => opcoesEstagiarios(db, req.contexto),
  });

  app.get('/defensoria/titularidades', {
    schema: {
      tags: ['lotacao'],
      summary: 'Titulares vigentes hoje, por defensoria',
      response: { 200: z.array(z.object({ lotacao_id: z.number(), defensoria: ref, defensor: ref, data_inicial: data, data_final: data })) },
    },
    // Who is the titular of each office is in every assignment table (ADR 020).
    config: { acesso: 'usuario' },
    // Every titular of the state, as the database writes it (the schema above documents it).
    handler: async (req, reply) => jsonPronto(reply, await titularidadesEmJson(db, req.contexto)),
  });

  app.get('/lotacao/:id', {
    schema: { tags: ['lotacao'], params: idParam, response: { 200: lotacaoDetalheSchema } },
    config: { acesso: LER, recurso: 'lotacao' },
    handler: async (req) => getLotacao(db, req.params.id),
  });

  app.post('/lotacao', {
    schema: {
      tags: ['lotacao'],
      summary: 'Cadastra; responde o id, ou o texto de aviso quando a lotação foi gravada com ressalvas',
      body: lotacaoInputSchema,
      response: { 201: z.union([z.number(), z.string()]) },
    },
    config: { acesso: { todas: ['LOTACAO_CREATE'] } },
    handler: async (req, reply) => {
      const { id, aviso } = await createLotacao(db, req.contexto, req.body);
      // The id is also in Location, so a client shown the warning still knows the new record.
      return reply.status(201).header('location', `/api/lotacao/${id}`).type('application/json; charset=utf-8').send(JSON.stringify(aviso ?? id));
    },
  });

  app.put('/lotacao/:id', {
    schema: {
      tags: ['lotacao'],
      summary: 'Altera; responde true, ou o texto de aviso quando a lotação foi gravada com ressalvas',
      params: idParam,
      body: comVersao(lotacaoInputSchema),
      response: { 200: z.union([z.literal(true), z.string()]) },
    },
    config: { acesso: { todas: ['LOTACAO_UPDATE'] }, recurso: 'lotacao' },
    handler: async (req, reply) => {
      const aviso = await updateLotacao(db, req.contexto, req.params.id, req.body);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(aviso ?? true));
    },
  });

  app.delete('/lotacao/:id', {
    schema: { tags: ['lotacao'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['LOTACAO_DELETE'] }, recurso: 'lotacao' },
    handler: async (req) => {
      await removeLotacao(db, req.contexto, req.params.id);
      return { message: 'Lotação removida.' };
    },
  });
};
