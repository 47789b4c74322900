import { isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA, painelDeMovimentacoesSchema, textoSchema } from '@sgi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enviarArquivo } from '../../lib/files.js';
import { jsonPronto } from '../../lib/pagination.js';
import { painelDeMovimentacoes, pdfDoPainelDeMovimentacoes } from './painel.js';
import { relatorioNaVez } from '../../lib/revezamento.js';

const mes = textoSchema({ error: MENSAGEM_REFERENCIA_INVALIDA }).refine(isMesReferencia, MENSAGEM_REFERENCIA_INVALIDA);
const idFiltro = (m: string) => z.coerce.number({ error: m }).int(m).positive(m).max(2147483647, m);

const filtros = z.object({
  referenciaf: mes.optional(),
  defensoriaId: idFiltro('Defensoria inválida.').optional(),
  nucleoId: idFiltro('Núcleo inválido.').optional(),
  defensorId: idFiltro('Defensor inválido.').optional(),
});

/** The Movimentações home (§2.12, §7 dashboard/movimentacoes; ADR 069, 072), gated by MOVIMENTACAO_ENUMERATE (§6). */
export const painelDeMovimentacoesRoutes = (db: Db): FastifyPluginAsyncZod => async (app) => {
  app.get('/dashboard/movimentacoes/:referenciaI', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Por defensor e mês: pendente, entregue ou atrasada, com o prazo e as entregas; e os totais do gráfico',
      params: z.object({ referenciaI: mes }),
      querystring: filtros,
      response: { 200: painelDeMovimentacoesSchema },
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => relatorioNaVez(async () => jsonPronto(reply, JSON.stringify(await painelDeMovimentacoes(db, req.contexto, { referenciaI: req.params.referenciaI, ...req.query })))),
  });

  app.get('/dashboard/movimentacoes/:referenciaI/pdf', {
    schema: {
      tags: ['movimentacao'],
      summary: 'Imprimir da página inicial: os totais por mês e as entregas por defensor, com os filtros da tela',
      params: z.object({ referenciaI: mes }),
      querystring: filtros,
    },
    config: { acesso: { todas: ['MOVIMENTACAO_ENUMERATE'] } },
    handler: async (req, reply) => relatorioNaVez(async () => enviarArquivo(reply, await pdfDoPainelDeMovimentacoes(db, req.contexto, { referenciaI: req.params.referenciaI, ...req.query }))),
  });
};
