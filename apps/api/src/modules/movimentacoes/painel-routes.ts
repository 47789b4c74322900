import { dataIsoLocal, isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA, painelDeMovimentacoesSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Contexto } from '../../lib/contexto.js';
import { enviarArquivo } from '../../lib/files.js';
import { painelDeMovimentacoes, pdfDoPainelDeMovimentacoes, type FiltroDoPainel } from './painel.js';
import { relatorioNaVez } from '../../lib/revezamento.js';
import { cacheDeRespostas, responderGuardada, type CacheDeRespostas } from '../../lib/resposta-guardada.js';

const mes = textoSchema({ error: MENSAGEM_REFERENCIA_INVALIDA }).refine(isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA);
const idFiltro = (m: string) => z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m);

const filtros = z.object({
  referenciaf: mes.optional(),
  defensoriaId: idFiltro('Defensoria inválida.').optional(),
  nucleoId: idFiltro('Núcleo inválido.').optional(),
  defensorId: idFiltro('Defensor inválido.').optional(),
});

/** The NOTIFY channel of migration 0023: a change to anything the home reads. */
export const CANAL_DAS_MOVIMENTACOES = 'sgi_movimentacoes';
/** How long an answer is kept when no change is heard of: the bound if notices could not arrive. */
export const VALIDADE_DO_PAINEL_EM_CACHE_MS = 60_000;
/**
 * Answers kept at once, and their total size: 8 MiB, so the home of a whole state ten times a real office (about 1 MB
 * for six months) is kept within the RSS budget (issue 12).
 */
const MAXIMO_DE_PAINEIS = 8;
const BYTES_MAXIMOS_GUARDADOS = 8 * 1024 * 1024;

/**
 * The home's answers, as sent (ADR 101): the same for everyone the route lets in, so keyed by the request's filters and
 * by today (the day decides the months owed and which pending deliveries are overdue). Forgotten on every write and on
 * every notice of migration 0023 (app.ts: esquecerACadaEscrita).
 */
export const cacheDoPainel = () => cacheDeRespostas(VALIDADE_DO_PAINEL_EM_CACHE_MS, MAXIMO_DE_PAINEIS, BYTES_MAXIMOS_GUARDADOS);

export const chaveDoPainel = (ctx: Contexto, f: FiltroDoPainel) =>
  [dataIsoLocal(ctx.agora), f.referenciaI, f.referenciaf, f.defensoriaId, f.nucleoId, f.defensorId].map((v) => v ?? '').join('|');

/** The Movimentações home (§2.12, §7 dashboard/movimentacoes; ADR 069, 072), gated by MOVIMENTACAO_ENUMERATE (§6). */
export const painelDeMovimentacoesRoutes = (db: Db, cache: CacheDeRespostas): FastifyPluginAsyncZod => async (app) => {
  app.get('/dashboard/movimentacoes/:referenciaI', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Por defensor e mês: pendente, entregue ou atrasada, com o prazo e as entregas; e os totais do gráfico',
      params: z.object({ referenciaI: mes }),
      querystring: filtros,
      response: { 200: painelDeMovimentacoesSchema },
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => {
      const filtro = { referenciaI: req.params.referenciaI, ...req.query };
      return responderGuardada(req, reply, cache, chaveDoPainel(req.contexto, filtro), () => painelDeMovimentacoes(db, req.contexto, filtro));
    },
  });

  app.get('/dashboard/movimentacoes/:referenciaI/pdf', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Imprimir da página inicial: os totais por mês e as entregas por defensor, com os filtros da tela',
      params: z.object({ referenciaI: mes }),
      querystring: filtros,
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await pdfDoPainelDeMovimentacoes(db, req.contexto, { referenciaI: req.params.referenciaI, ...req.query })), req.contexto),
  });
};
