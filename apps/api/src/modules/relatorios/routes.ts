import {
  dataIsoSchema,
  isModeloPdfFerias,
  relatorioDeDefensoresSchema,
  relatorioDeEstagiariosSchema,
  relatorioDeFeriasSchema,
  relatorioDeNucleosSchema,
  textoSchema,
  type ModeloPdfFerias,
} from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Acesso } from '../../lib/access.js';
import { enviarArquivo } from '../../lib/files.js';
import { flag, jsonPronto } from '../../lib/pagination.js';
import {
  arquivoDeEstagiarios,
  arquivoDeNucleos,
  defensoresDoDiaEmJson,
  estagiariosDoDia,
  feriasDosDefensores,
  hojeDe,
  nucleosDoDia,
  pdfDeDefensores,
  pdfDeFerias,
} from './service.js';
import { relatorioNaVez } from '../../lib/revezamento.js';
import { responderGuardada, type CacheDeRespostas } from '../../lib/resposta-guardada.js';

const MENSAGEM_DATA = 'Informe a data (aaaa-mm-dd).';
const MENSAGEM_MODELO = 'Modelo de PDF inválido: use simples, tabela ou completo.';

/** The day of the placements (default today). */
const doDia = z.object({ data: textoSchema({ error: MENSAGEM_DATA }).pipe(dataIsoSchema).optional() });
const deFerias = z.object({ todoperiodo: flag, somenteferias: flag });

/**
 * Who reads the reports (ADR 085): they live in the Férias module, whose menus need LOTACAO_ENUMERATE (§6); the defenders
 * report also shows the defenders' register dates (DEFENSOR_ENUMERATE, as their list) and the leave report the
 * actions (PERIODO_ENUMERATE, as the actions' list).
 */
export const ACESSO_LOTACOES: Acesso = { todas: ['LOTACAO_ENUMERATE'] };
export const ACESSO_DEFENSORES: Acesso = { todas: ['LOTACAO_ENUMERATE', 'DEFENSOR_ENUMERATE'] };
export const ACESSO_FERIAS: Acesso = { todas: ['LOTACAO_ENUMERATE', 'PERIODO_ENUMERATE'] };

/** The reports on placements and leave (cadastros-relatorios §2.18, §2.19, §7; issue 16; ADR 084–087). */
export const relatorioRoutes = (db: Db, guardadas: CacheDeRespostas): FastifyPluginAsyncZod => async (app) => {
  const formatos = ['pdf', 'xlsx'] as const;

  app.get('/lotacoes-estagiario', {
    schema: { tags: ['relatorio'], summary: 'Relatório de estagiários: comarca → prédio → defensoria, no dia (padrão hoje)', querystring: doDia, response: { 200: relatorioDeEstagiariosSchema } },
    config: { acesso: ACESSO_LOTACOES },
    handler: async (req, reply) => {
      const dia = req.query.data ?? hojeDe(req.contexto);
      // Built from the assignment tables' rows of the day, so kept with them and forgotten with them (ADR 106).
      return responderGuardada(req, reply, guardadas, `estagiarios|${dia}`, () => estagiariosDoDia(db, dia));
    },
  });
  for (const formato of formatos) {
    app.get(`/lotacoes-estagiario/${formato}`, {
      schema: { tags: ['relatorio'], summary: `Relatório de estagiários em ${formato.toUpperCase()}`, querystring: doDia },
      config: { acesso: ACESSO_LOTACOES },
      handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await arquivoDeEstagiarios(db, req.contexto, req.query.data ?? hojeDe(req.contexto), formato)), req.contexto),
    });
  }

  app.get('/relatorio/nucleos', {
    schema: { tags: ['relatorio'], summary: 'Relatório de núcleos: integrantes no dia, máximo e substitutos', querystring: doDia, response: { 200: relatorioDeNucleosSchema } },
    config: { acesso: ACESSO_LOTACOES },
    handler: async (req, reply) => relatorioNaVez(async () => jsonPronto(reply, JSON.stringify(await nucleosDoDia(db, req.query.data ?? hojeDe(req.contexto)))), req.contexto),
  });
  for (const formato of formatos) {
    app.get(`/relatorio/nucleos/${formato}`, {
      schema: { tags: ['relatorio'], summary: `Relatório de núcleos em ${formato.toUpperCase()}`, querystring: doDia },
      config: { acesso: ACESSO_LOTACOES },
      handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await arquivoDeNucleos(db, req.contexto, req.query.data ?? hojeDe(req.contexto), formato)), req.contexto),
    });
  }

  const doDefensor = doDia.extend({ inativos: flag });
  app.get('/relatorio/defensores/lotacoes', {
    schema: {
      tags: ['relatorio'],
      summary: 'Relatório de defensores: admissão, referência, exoneração e lotações no dia; inativos só quando pedidos',
      querystring: doDefensor,
      response: { 200: relatorioDeDefensoresSchema },
    },
    config: { acesso: ACESSO_DEFENSORES },
    handler: async (req, reply) => relatorioNaVez(async () => jsonPronto(reply, await defensoresDoDiaEmJson(db, req.query.data ?? hojeDe(req.contexto), req.query.inativos)), req.contexto),
  });
  app.get('/relatorio/defensores/lotacoes/pdf', {
    schema: { tags: ['relatorio'], summary: 'Relatório de defensores em PDF (A4, faixa de 600 pontos por página)', querystring: doDefensor },
    config: { acesso: ACESSO_DEFENSORES },
    handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await pdfDeDefensores(db, req.contexto, req.query.data ?? hojeDe(req.contexto), req.query.inativos)), req.contexto),
  });

  app.get('/relatorio/defensores', {
    schema: {
      tags: ['relatorio'],
      summary: 'Relatório de férias e afastamentos: ações por defensor com os dias e os períodos aquisitivos',
      querystring: deFerias,
      response: { 200: relatorioDeFeriasSchema },
    },
    config: { acesso: ACESSO_FERIAS },
    handler: async (req, reply) => relatorioNaVez(async () => jsonPronto(reply, JSON.stringify(await feriasDosDefensores(db, req.contexto, req.query))), req.contexto),
  });
  app.get('/relatorio/defensores/pdf', {
    schema: {
      tags: ['relatorio'],
      summary: 'Relatório de férias em PDF: modelo simples, tabela ou completo',
      querystring: deFerias.extend({
        modelo: textoSchema({ error: MENSAGEM_MODELO })
          .refine(isModeloPdfFerias, MENSAGEM_MODELO)
          .transform((m) => m as ModeloPdfFerias)
          .optional(),
      }),
    },
    config: { acesso: ACESSO_FERIAS },
    handler: async (req, reply) => {
      const { modelo, ...filtro } = req.query;
      return enviarArquivo(reply, await relatorioNaVez(() => pdfDeFerias(db, req.contexto, filtro, modelo ?? 'simples'), req.contexto));
    },
  });
};
