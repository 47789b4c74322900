import {
  acaoInputSchema,
  dataIsoLocal,
  dataIsoSchema,
  defensorDaAcaoSchema,
  isTipoAcao,
  MENSAGEM_DATA_FINAL_MENOR,
  MENSAGEM_TIPO_ACAO_INVALIDO,
  notificacoesSchema,
  periodoDetalheSchema,
  periodoLinhaSchema,
  periodosAquisitivosFerias,
  periodosAquisitivosLicencaPremio,
  periodosAquisitivosSchema,
  periodoSalvoSchema,
  substituicaoLinhaSchema,
  sugestaoDeSubstituicoesSchema,
  textoSchema,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import type { Config } from '../../config.js';
import { badRequest } from '../../lib/errors.js';
import { flag, idParam, jsonPronto, mensagem, paginaQuery, paginado } from '../../lib/pagination.js';
import { comVersao } from '../../lib/versao.js';
import { listNotificacoes, removeNotificacao } from './notificacoes.js';
import {
  createPeriodo,
  defensoresDasAcoes,
  getPeriodo,
  lerPeriodo,
  listPeriodos,
  MENSAGEM_ATUALIZADO,
  MENSAGEM_CADASTRADO,
  MENSAGEM_REMOVIDO,
  removePeriodo,
  updatePeriodo,
} from './service.js';
import { listSubstituicoesDoPeriodo, sugerirSubstituicoes } from './substituicoes.js';

const DEFENSOR_INVALIDO = 'Defensor inválido.';
const idFiltro = (m: string) => z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m);
const data = (m: string) => textoSchema({ error: m }).pipe(dataIsoSchema);
const dataParam = z.object({ date: data('Informe a data (aaaa-mm-dd).') });

const LER: Acesso = { alguma: ['PERIODO_READ', 'PERIODO_ENUMERATE'] };
// The form's selects and its acquisition periods: whoever enters actions or looks at them.
const DO_FORMULARIO: Acesso = { alguma: ['PERIODO_CREATE', 'PERIODO_UPDATE', 'PERIODO_READ', 'PERIODO_ENUMERATE'] };
const SUBSTITUICOES: Acesso = { alguma: ['SUBSTITUICAO_READ', 'SUBSTITUICAO_ENUMERATE', 'PERIODO_READ', 'PERIODO_ENUMERATE'] };

/** The acquisition periods started until the end of next year, the running one included (ADR 061). */
const ateOFimDoAnoSeguinte = () => `${Number(dataIsoLocal().slice(0, 4)) + 1}-12-31`;

/** Leave actions (cadastros-relatorios §2.11, §3 Periodo, §7 Periodo and SUBSTITUICAO; ADR 060–063). */
export const periodoRoutes = (db: Db, config: Pick<Config, 'publicUrl'>, avisarTarefas: () => void): FastifyPluginAsyncZod => async (app) => {
  app.get('/periodo', {
    schema: {
      tags: ['periodo'],
      summary: 'Ações (períodos) por defensor e tipo, as mais recentes primeiro',
      querystring: paginaQuery.extend({
        defensor: idFiltro(DEFENSOR_INVALIDO).optional(),
        tipo: z.coerce.number({ error: MENSAGEM_TIPO_ACAO_INVALIDO }).refine(isTipoAcao, MENSAGEM_TIPO_ACAO_INVALIDO).optional(),
      }),
      response: { 200: paginado(periodoLinhaSchema) },
    },
    config: { acesso: { todas: ['PERIODO_ENUMERATE'] } },
    handler: async (req, reply) => jsonPronto(reply, await listPeriodos(db, req.contexto, req.query)),
  });

  app.get('/periodo/defensores', {
    schema: { tags: ['periodo'], summary: 'Defensores para a seleção da tela de ações, com as datas que contam', response: { 200: z.array(defensorDaAcaoSchema) } },
    config: { acesso: DO_FORMULARIO },
    handler: async (req) => defensoresDasAcoes(db, req.contexto),
  });

  app.get('/periodo/datasaquisitivasferias/:date', {
    schema: { tags: ['periodo'], summary: 'Períodos aquisitivos de férias contados da data base', params: dataParam, response: { 200: periodosAquisitivosSchema } },
    config: { acesso: DO_FORMULARIO },
    handler: async (req) => periodosAquisitivosFerias(req.params.date, ateOFimDoAnoSeguinte()),
  });

  app.get('/periodo/datasaquisitivaslicencapremio/:date', {
    schema: { tags: ['periodo'], summary: 'Períodos aquisitivos de licença-prêmio contados da data base', params: dataParam, response: { 200: periodosAquisitivosSchema } },
    config: { acesso: DO_FORMULARIO },
    handler: async (req) => periodosAquisitivosLicencaPremio(req.params.date, ateOFimDoAnoSeguinte()),
  });

  app.get('/periodo/notificacoes/:flag', {
    schema: {
      tags: ['periodo'],
      summary: 'As notificações de quem pede (true) ou só quantas são (false)',
      params: z.object({ flag: z.enum(['true', 'false'], { error: 'Use true (a lista) ou false (só a contagem).' }) }),
      querystring: paginaQuery,
      response: { 200: notificacoesSchema },
    },
    config: { acesso: 'usuario' },
    handler: async (req) => listNotificacoes(db, req.contexto, req.params.flag === 'true', req.query),
  });

  app.delete('/periodo/notificacoes/:id', {
    schema: { tags: ['periodo'], params: idParam, response: { 200: mensagem } },
    config: { acesso: 'usuario', recurso: 'notificacao' },
    handler: async (req) => {
      await removeNotificacao(db, req.contexto, req.params.id);
      return { message: 'Notificação removida.' };
    },
  });

  app.get('/periodo/:id', {
    schema: { tags: ['periodo'], params: idParam, response: { 200: periodoDetalheSchema } },
    config: { acesso: LER, recurso: 'periodo' },
    handler: async (req) => getPeriodo(db, req.params.id),
  });

  app.post('/periodo', {
    schema: { tags: ['periodo'], summary: 'Cadastra; responde a mensagem, o id e a versão', body: acaoInputSchema, response: { 201: periodoSalvoSchema } },
    config: { acesso: { todas: ['PERIODO_CREATE'] } },
    handler: async (req, reply) => {
      const { id, versao } = await createPeriodo(db, req.contexto, req.body, config.publicUrl);
      avisarTarefas();
      return reply.status(201).header('location', `/api/periodo/${id}`).send({ message: MENSAGEM_CADASTRADO, id, versao });
    },
  });

  app.put('/periodo/:id', {
    schema: { tags: ['periodo'], params: idParam, body: comVersao(acaoInputSchema), response: { 200: periodoSalvoSchema } },
    config: { acesso: { todas: ['PERIODO_UPDATE'] }, recurso: 'periodo' },
    handler: async (req) => {
      const { id, versao } = await updatePeriodo(db, req.contexto, req.params.id, req.body, config.publicUrl);
      avisarTarefas();
      return { message: MENSAGEM_ATUALIZADO, id, versao };
    },
  });

  app.delete('/periodo/:id', {
    schema: { tags: ['periodo'], params: idParam, response: { 200: mensagem } },
    config: { acesso: { todas: ['PERIODO_DELETE'] }, recurso: 'periodo' },
    handler: async (req) => {
      await removePeriodo(db, req.contexto, req.params.id, config.publicUrl);
      avisarTarefas();
      return { message: MENSAGEM_REMOVIDO };
    },
  });

  app.get('/substituicao/doperiodo/:id', {
    schema: {
      tags: ['periodo'],
      summary: 'Substituições da ação; com exibirtudo, também as defensorias do defensor ainda sem substituição',
      params: idParam,
      querystring: z.object({ exibirtudo: flag }),
      response: { 200: z.array(substituicaoLinhaSchema) },
    },
    config: { acesso: SUBSTITUICOES, recurso: 'periodo' },
    handler: async (req) => listSubstituicoesDoPeriodo(db, await lerPeriodo(db, req.params.id), req.query.exibirtudo),
  });

  app.get('/substituicao/sugestao', {
    schema: {
      tags: ['periodo'],
      summary: 'As defensorias do defensor no período com o substituto sugerido, ou o aviso de que não há lotação',
      querystring: z.object({
        defensor: idFiltro(DEFENSOR_INVALIDO),
        data_inicial: data('Informe a data de início (aaaa-mm-dd).'),
        data_final: data('Informe a data de fim (aaaa-mm-dd).'),
      }),
      response: { 200: sugestaoDeSubstituicoesSchema },
    },
    config: { acesso: { alguma: ['PERIODO_CREATE', 'PERIODO_UPDATE'] } },
    handler: async (req) => {
      const { defensor, data_inicial: inicio, data_final: fim } = req.query;
      if (fim < inicio) throw badRequest(MENSAGEM_DATA_FINAL_MENOR, { data_final: [MENSAGEM_DATA_FINAL_MENOR] });
      return sugerirSubstituicoes(db, defensor, inicio, fim);
    },
  });
};
