import {
  dataIsoSchema,
  eventoDaLinhaDoTempoSchema,
  regraInputSchema,
  regraLinhaSchema,
  regraSalvaSchema,
  responsavelDoDiaSchema,
  resumoDoDiaSchema,
  situacaoDoDiaSchema,
  textoSchema,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { enviarArquivo } from '../../lib/files.js';
import { flag, idParam, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { linhaDoTempo, pdfDaLinhaDoTempo, responsavelNoDia } from './linha-do-tempo.js';
import { resumoDoDia, situacoesDoDia } from './painel.js';
import { listRegras, updateRegra } from './regras.js';

const data = (m: string) => textoSchema({ error: m }).pipe(dataIsoSchema);
const MENSAGEM_DIA = 'Informe o dia (aaaa-mm-dd).';
const MENSAGEM_ANO = 'Ano inválido.';
const MENSAGEM_TIPOS = 'Tipos de evento inválidos: use 0 (ação), 1 (substituição) e 2 (lotação), separados por vírgula.';

// The Férias module (its home, the assignment tables) is gated by LOTACAO_ENUMERATE (§6).
const MODULO_FERIAS: Acesso = { todas: ['LOTACAO_ENUMERATE'] };
const REGRAS: Acesso = { todas: ['GERENCIAR_REGRAS'] };

/**
 * The Férias home (§2.16), the rules screen (§2.14), the defender timeline (§2.1) and who answered for an office on a
 * day (issue 14): the reads over the actions, and the rules' switch (ADR 062, 064).
 */
export const painelRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/rules', {
    schema: { tags: ['regras'], summary: 'Regras de validação das ações, em ordem de id', querystring: paginaQuery, response: { 200: paginado(regraLinhaSchema) } },
    config: { acesso: REGRAS },
    handler: async (req) => listRegras(db, req.contexto, req.query),
  });

  app.put('/rules/:id', {
    schema: { tags: ['regras'], summary: 'Liga ou desliga a regra', params: idParam, body: comVersao(regraInputSchema), response: { 200: regraSalvaSchema } },
    config: { acesso: REGRAS, recurso: 'regra' },
    handler: async (req) => ({ message: 'Regra atualizada.', versao: await updateRegra(db, req.contexto, req.params.id, req.body) }),
  });

  app.get('/dashboard/:day', {
    schema: { tags: ['dashboard'], summary: 'Resumo do dia na página inicial do módulo Férias', params: z.object({ day: data(MENSAGEM_DIA) }), response: { 200: resumoDoDiaSchema } },
    config: { acesso: MODULO_FERIAS },
    handler: async (req) => resumoDoDia(db, req.contexto, req.params.day),
  });

  app.get('/dashboard', {
    schema: {
      tags: ['dashboard'],
      summary: 'Situação de cada defensor no dia; naovazio: só os afastados',
      querystring: z.object({ dia: data(MENSAGEM_DIA), naovazio: flag }),
      response: { 200: z.array(situacaoDoDiaSchema) },
    },
    config: { acesso: MODULO_FERIAS },
    handler: async (req) => situacoesDoDia(db, req.contexto, req.query.dia, req.query.naovazio),
  });

  app.get('/defensor/timeline/:id', {
    schema: { tags: ['defensor'], summary: 'Linha do tempo do defensor: ações, substituições e lotações', params: idParam, response: { 200: z.array(eventoDaLinhaDoTempoSchema) } },
    config: { acesso: { todas: ['DEFENSOR_READ'] }, recurso: 'defensor' },
    handler: async (req) => linhaDoTempo(db, req.params.id),
  });

  app.get('/defensor/timeline/:id/pdf', {
    schema: {
      tags: ['defensor'],
      summary: 'PDF (A4 paisagem) da linha do tempo, com os filtros da tela: ano e tipos de evento (0 ação, 1 substituição, 2 lotação)',
      params: idParam,
      querystring: z.object({
        ano: z.coerce.number({ error: MENSAGEM_ANO }).int(MENSAGEM_ANO).min(1900, MENSAGEM_ANO).max(2200, MENSAGEM_ANO).optional(),
        tipos: textoSchema({ error: MENSAGEM_TIPOS })
          .regex(/^[012](,[012])*$/, MENSAGEM_TIPOS)
          .transform((v) => [...new Set(v.split(',').map(Number))])
          .optional(),
      }),
    },
    config: { acesso: { todas: ['DEFENSOR_READ'] }, recurso: 'defensor' },
    handler: async (req, reply) => enviarArquivo(reply, await pdfDaLinhaDoTempo(db, req.contexto, req.params.id, req.query)),
  });

  app.get('/defensoria/:id/responsavel/:date', {
    schema: {
      tags: ['defensoria'],
      summary: 'Quem respondeu pela defensoria no dia: lotados, afastados e substitutos',
      params: idParam.extend({ date: data('Informe a data (aaaa-mm-dd).') }),
      response: { 200: responsavelDoDiaSchema },
    },
    config: { acesso: { alguma: ['DEFENSORIA_READ', 'DEFENSORIA_ENUMERATE', 'LOTACAO_ENUMERATE'] }, recurso: 'defensoria' },
    handler: async (req) => responsavelNoDia(db, req.params.id, req.params.date),
  });
};
